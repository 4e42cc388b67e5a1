// Bare links: the Markdown stage's markdown-it looks for them only in paragraphs that may hold one
// (generator/markdown/markdown-it.ts), and that check must let through every text linkify-it itself would link.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { md } from '../../generator/markdown/markdown-it.ts';

const CONTENT = path.resolve(import.meta.dirname, '../../content');

/** The text of every paragraph, heading and table cell of Sapling's docs, as markdown-it hands it to the check. */
function paragraphTexts(): string[] {
  const texts: string[] = [];
  for (const f of readdirSync(CONTENT, { recursive: true, encoding: 'utf8' })) {
    if (!/\.mdx?$/.test(f)) continue;
    for (const t of md.parse(readFileSync(path.join(CONTENT, f), 'utf8'), {})) if (t.type === 'inline') texts.push(t.content);
  }
  return texts;
}

const CASES = [
  'see https://example.com/a?b=1 now', 'HTTP://EXAMPLE.COM', 'ftp://files.example.org/x', 'mailto:team@example.com',
  'write to team@example.com.', 'a protocol-relative //localhost:8080/path', 'www.example.com/docs', 'WWW.Example.com',
  '(https://example.com)', 'link:https://example.com', 'x@y', '<a>http://a.b</a>',
];

test('every text linkify-it would link passes the check, the schemes and e-mail addresses in any case', () => {
  // linkify-it's search (which the check only gates) as docsgen sets it: no fuzzy host names, `www.` added.
  const linked = [...paragraphTexts(), ...CASES].filter((t) => md.linkify.test(t));
  assert.ok(linked.length > 10, `${linked.length} texts with links`);
  for (const t of linked) assert.ok(md.linkify.pretest(t), t);
  for (const t of CASES) assert.ok(md.linkify.pretest(t), t);
});

test('a text with file names or dotted words but no scheme and no @ is not searched', () => {
  for (const t of ['Edit README.md or setup.py.', 'Run `sl.exe` on foo.js files', 'See e.g. the docs.', 'Use a: b']) {
    assert.not.ok(md.linkify.pretest(t), t);
  }
  // The whole-paragraph renders still link what they held before.
  assert.match(md.render('Edit README.md, see https://sapling-scm.com or www.example.com or mail a@b.co.\n'), /<a href="https:\/\/sapling-scm.com">.*<a href="http:\/\/www.example.com">.*<a href="mailto:a@b.co">/s);
});

test.run();
