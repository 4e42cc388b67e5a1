// The fast path writes plain docs' HTML straight from the mdast (markdown/direct-html.ts): every Markdown doc we have
// (the Sapling content, the test fixtures, the reuse targets when present, and cases written here for what they
// lack) must come out exactly as the unified path renders it, HTML and data alike, with code highlighted on this
// thread and by a highlighter elsewhere.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { frontmatterBlock } from '../../generator/content/frontmatter-block.ts';
import { createCodeHighlighter } from '../../generator/markdown/code/highlighter.ts';
import { highlightRequests, type RemoteHighlight } from '../../generator/markdown/code/rehype-code.ts';
import { directHtml } from '../../generator/markdown/direct-html.ts';
import { parseMarkdown } from '../../generator/markdown/parse.ts';
import { sharedRemarkPlugins } from '../../generator/markdown/plugins/shared.ts';
import { createMarkdownProcessor, type MarkdownInput } from '../../generator/markdown/processor.ts';
import { DEFAULT_MAGIC_COMMENTS } from '../../generator/markdown/setup.ts';
import { shared, testWith } from '../helpers/shared.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TARGETS = shared('reuse-targets', 'the direct path over the jest and redux docs');

const direct = await createMarkdownProcessor();
const reference = await createMarkdownProcessor({ direct: false });
const highlighter = await createCodeHighlighter();
const remote: RemoteHighlight = (requests) => highlightRequests(highlighter, requests);
const remark = unified().use(sharedRemarkPlugins());

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md') && !f.split(path.sep).includes('node_modules'))
    .map((f) => path.join(dir, f))
    .sort();
}

/** Whether the direct path takes `body` (it must take most plain docs, or this test compares little). */
async function takesDirect(body: string): Promise<boolean> {
  const tree = parseMarkdown(body, 0);
  await remark.run(tree, new VFile({ data: { relPath: 'a/b.md', routesByPath: new Map(), deferMdLinks: true } }));
  return directHtml(tree) !== undefined;
}

/** Renders each file both ways (code highlighted here, then elsewhere) and compares; how many took the direct path. */
async function compare(files: string[]): Promise<number> {
  let taken = 0;
  for (const file of files) {
    const body = frontmatterBlock(readFileSync(file, 'utf8')).content;
    const routesByPath = new Map([['intro.md', '/docs/intro']]);
    for (const highlight of [undefined, remote]) {
      const input: MarkdownInput = { body, file, relPath: path.basename(file), bodyLine: 1, routesByPath, setup: { magicComments: DEFAULT_MAGIC_COMMENTS }, ...(highlight ? { highlight } : {}) };
      const [a, b] = [await direct.render(input), await reference.render(input)];
      if (a.html !== b.html) {
        const at = [...a.html].findIndex((c, i) => c !== b.html[i]);
        assert.fixture(a.html.slice(Math.max(0, at - 200), at + 200), b.html.slice(Math.max(0, at - 200), at + 200), file);
      }
      assert.equal(a, b, file);
    }
    if (await takesDirect(body)) taken++;
  }
  return taken;
}

test('the Sapling docs: identical both ways, and most take the direct path', async () => {
  const files = markdownFiles(path.join(ROOT, 'content'));
  assert.ok(files.length > 80);
  const taken = await compare(files);
  assert.ok(taken > files.length * 0.6, `${taken} of ${files.length} took the direct path`);
});

test('the test fixtures and the docs site: identical both ways', async () => {
  const files = [...markdownFiles(path.join(ROOT, 'test/fixtures')), ...markdownFiles(path.join(ROOT, 'docs/content'))];
  assert.ok(files.length > 20);
  assert.ok((await compare(files)) > 0);
});

testWith(TARGETS)('the jest and redux docs (their .md files): identical both ways', async () => {
  const files = markdownFiles(TARGETS!);
  assert.ok(files.length > 100);
  assert.ok((await compare(files)) > 0);
});

test('what plain docs rarely hold: identical both ways', async () => {
  const cases = [
    '# Title\n\nText with a  \nhard break, `code after`  \n   *spaced* and \\\nend.\n',
    'Line one   \n   line two\twith tab\t\n\tthird.\n',
    '## A `git pull --rebase` heading with [a link](https://x.dev/a b "T") and ![img](./p.png "t")\n\n## A heading with <b>html</b>\n',
    '## Custom {#my-id}\n\n## Custom\n\n## Same\n\n## Same\n\n# Second h1\n\n###### ~~deep~~ **bold**\n',
    'Entities & < > " \' ` in text, [link](/a?b=1&c="2"#x\'y`z) and [ünïcode](/päge) and [pct](/a%20b%zz) and [e](<>)\n',
    '| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 |\n| x | y | z |\n\n| only | head |\n| --- | --- |\n',
    '| one |\n| --- |\n| 1 |\n\nText.\n\n- a\n\n  | nested |\n  | --- |\n  | table |\n',
    '- tight\n- list\n  - nested\n  - list\n\n1. loose\n\n   para\n2. item\n\n7. start\n8. seven\n\n0. zero\n',
    '- [ ] task\n- [x] done\n',
    '> quote\n>\n> > nested\n>\n> - list\n\n>\n\n---\n\n***\n',
    ':::note\nBody\n:::\n\n:::tip Custom **title**\n- a\n- b\n:::\n\n:::warning[Brackets]\n```js\nx\n```\n:::\n\n:::danger\n:::\n',
    '```js title="a.js" {1,3}\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n```\n\n```\nplain\n```\n\n```sl-shell-example\n$ sl status\nM a.txt\n```\n\n    indented\n\n```bash npm2yarn\nnpm install x\n```\n\n```python showLineNumbers\nprint(1)\n```\n',
    'Text[^1] and more.\n\n[^1]: A footnote.\n',
    '<div>raw block</div>\n\nText <span>inline</span>.\n',
    'See [intro](intro.md#part), [missing](nope.md), [ref][r], <https://auto.link>, www.example.com and a@b.co.\n\n[r]: ./intro.md\n',
    '**strong *nested `code` em* end** ~~gone~~ *a  \n  b*\n',
    '',
    '## \n\n## `only-code`\n\n## ![alt](i.png)\n',
    '[sp](<a b/c d.md>) ![](empty.png) [t](/x "a \\"q\\" & \'b\'") [u](https://x.dev/?q=a&b=<c>) [s](/\u{1F600}/é?x=%41%4)\n',
    'a\\\n**b** and  \n  `code`  \n  [link](/l)\n\n- item  \n  next\n- `a-b/c` and `averyveryveryveryveryveryveryverylong-word-here` and `a  b\nc`\n',
    '| `a|b` | **x** |\n| --- | --- |\n| [l](/l) | ![i](i.png) |\n\n> :::note\n> In a quote\n> :::\n',
  ];
  for (const [i, body] of cases.entries()) {
    for (const highlight of [undefined, remote]) {
      const input: MarkdownInput = { body, file: `/case-${i}.md`, relPath: 'guide/case.md', bodyLine: 1, routesByPath: new Map([['intro.md', '/docs/intro']]), setup: { magicComments: DEFAULT_MAGIC_COMMENTS }, ...(highlight ? { highlight } : {}) };
      assert.equal(await direct.render(input), await reference.render(input), `case ${i}: ${JSON.stringify(body)}`);
    }
  }
  // With a locale's words (setup.words): admonition titles and heading links in them, both ways.
  const words = { 'theme.admonition.note': 'remarque', 'theme.common.headingLinkTitle': 'Lien direct vers {heading}', 'docsgen.table': 'Tableau & co' };
  const localized: MarkdownInput = { body: '## Setup $&\n\n:::note\nBody\n:::\n\n| a |\n| - |\n| 1 |\n\n| b |\n| - |\n| 2 |\n', file: '/fr.md', relPath: 'fr.md', bodyLine: 1, routesByPath: new Map(), setup: { magicComments: DEFAULT_MAGIC_COMMENTS, words } };
  const fr = await direct.render(localized);
  assert.equal(fr, await reference.render(localized));
  assert.match(fr.html, /aria-label="Lien direct vers Setup \$&#x26;">#<\/a>/);
  assert.match(fr.html, /aria-label="remarque"><p class="admonition-title">remarque<\/p>/);
  assert.match(fr.html, /aria-label="Tableau &#x26; co 2"><table>/);
  // A Docusaurus site's Markdown images load lazily (setup.lazyImages), both ways; raw HTML's <img> stays as written.
  const lazy = (body: string, more = {}): MarkdownInput => ({ body, file: '/lazy.md', relPath: 'lazy.md', bodyLine: 1, routesByPath: new Map(), setup: { magicComments: DEFAULT_MAGIC_COMMENTS, lazyImages: true, ...more } });
  const pictured = lazy('See ![A pot](/pot.png "Pot").\n');
  assert.equal(await direct.render(pictured), await reference.render(pictured));
  assert.match((await direct.render(pictured)).html, /<p>See <img decoding="async" loading="lazy" src="\/pot.png" alt="A pot" title="Pot">.<\/p>/);
  assert.match((await direct.render(lazy('![A pot](/pot.png) and <img src="/lid.png">\n'))).html, /<img decoding="async" loading="lazy" src="\/pot.png" alt="A pot"> and <img src="\/lid.png">/);
  // A site that draws images itself (its MDXComponents/Img) gives them as Docusaurus does; docsgen's own sites load eagerly.
  assert.match((await direct.render(lazy('![A pot](/pot.png)\n', { siteTags: ['img'] }))).html, /<img src="\/pot.png" alt="A pot">/);
  assert.match((await direct.render({ ...pictured, setup: { magicComments: DEFAULT_MAGIC_COMMENTS } })).html, /<img src="\/pot.png"/);
  // The cases meant for the direct path take it; raw HTML, footnotes and task items do not.
  assert.ok(await takesDirect(cases[5]!));
  assert.ok(await takesDirect(cases[11]!));
  assert.not.ok(await takesDirect(cases[8]!));
  assert.not.ok(await takesDirect(cases[12]!));
  assert.not.ok(await takesDirect(cases[13]!));
});

test.run();
