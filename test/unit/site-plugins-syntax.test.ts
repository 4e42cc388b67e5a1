// Syntax a site's remark plugins add (mdx/site-plugins.ts): found from the micromark extensions they give the parser,
// with the characters that open it when the extensions say so plainly — the runs of a doc without them are still
// read by markdown-it (mdx/markdown-parts.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Pluggable, Processor } from 'unified';
import { addedSyntax, addsSyntax } from '../../generator/mdx/site-plugins.ts';

const plugins = (...remarkPlugins: Pluggable[]) => ({ beforeDefaultRemarkPlugins: [], remarkPlugins, beforeDefaultRehypePlugins: [], rehypePlugins: [] });
/** A remark plugin giving the parser `extension`. */
const giving = (extension: object) => function (this: Processor) {
  const data = this.data() as { micromarkExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push(extension);
};

test('a plugin that gives micromark extensions adds syntax; the characters opening its constructs are known', () => {
  const dollars = addedSyntax(plugins(giving({ flow: { 36: {} }, text: { 36: {} } })));
  assert.ok(dollars?.starts?.test('a $x$'));
  assert.not.ok(dollars?.starts?.test('plain = text'));
  assert.ok(addedSyntax(plugins(giving([{ text: { 61: {} } }, { text: { 126: {} } }])))?.starts?.test('~'), 'a list of extensions');
  assert.not.ok(addsSyntax(plugins(function () {})), 'a plugin that transforms only');
});

test('when a construct may open anywhere, or an extension does more than add constructs, no run is safe from it', () => {
  for (const extension of [{ text: { null: {} } }, { text: { 32: {} } }, { flow: { [-4]: {} } }, { disable: { null: ['codeIndented'] } }]) {
    const added = addedSyntax(plugins(giving(extension)));
    assert.ok(added, JSON.stringify(extension));
    assert.is(added.starts, undefined, JSON.stringify(extension));
  }
});

test.run();
