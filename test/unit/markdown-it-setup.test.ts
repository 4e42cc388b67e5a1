// The Markdown stage's markdown-it (generator/markdown/markdown-it.ts): bare links are looked for only in paragraphs
// that may hold one, a check that must let through every text linkify-it itself would link; the rules that count
// the lines a code span, image or link spans (spanned-lines.ts) leave the text around them alone.
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

test('a code span, image or link records the lines it spans; the text between markup stays one token', () => {
  const [inline] = md.parse('See `a\nb` and [x](\n/y) or ![i](/i.png).\n', {}).filter((t) => t.type === 'inline');
  const spans = inline!.children!.filter((t) => t.meta?.spannedLines !== undefined).map((t) => [t.type, t.meta.spannedLines]);
  assert.equal(spans, [['code_inline', 1], ['link_open', 1], ['image', 0]]);
  // Inline rules are tried at each punctuation character: a text run is not cut there (only joined again later).
  const state = new md.inline.State('note: a = b + c - d & e', md, {}, []);
  md.inline.tokenize(state);
  assert.equal(state.tokens.map((t) => t.content), ['note: a = b + c - d & e']);
});

test.run();
