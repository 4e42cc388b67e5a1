import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createMarkdownProcessor } from '../../generator/markdown/processor.ts';
import { VFile } from 'vfile';
import { scanFences } from '../../generator/markdown/code/fences.ts';
import { deferCode, fillCode } from '../../generator/markdown/code/pending-code.ts';
import { createCodeHighlighter } from '../../generator/markdown/code/highlighter.ts';
import { highlightRequests, loadLanguages, type HighlightRequest } from '../../generator/markdown/code/rehype-code.ts';
import { parseCodeMeta } from '../../client/code/code-meta.ts';
import { LEAD_CHARS } from '../../generator/markdown/plugins/remark-lead.ts';
import { createMdxCompiler } from '../../generator/mdx/compile.ts';

const markdown = await createMarkdownProcessor();
const routesByPath = new Map([['guide/setup.md', '/docs/guide/setup'], ['intro.md', '/docs/intro']]);
const render = (body: string, bodyLine = 1) => markdown.render({ body, file: '/site/docs/guide/page.md', relPath: 'guide/page.md', bodyLine, routesByPath });

test('admonitions: each kind, default and custom titles', async () => {
  for (const kind of ['note', 'tip', 'info', 'caution', 'danger', 'warning']) {
    const { html } = await render(`:::${kind}\nBody text\n:::\n`);
    assert.match(html, new RegExp(`<aside class="theme-admonition theme-admonition-${kind}"`));
    // Not Docusaurus 2's early names, which a site's old CSS still styles (light boxes in dark mode) on no Docusaurus 3 page.
    assert.not.match(html, /class="admonition[ "]|[" ]admonition-(note|tip|info|caution|danger)\b/);
    assert.match(html, /<p class="admonition-title">[A-Z][a-z]+<\/p><p>Body text<\/p>/);
  }
  const titled = await render(':::tip Fastest route\nUse **this**.\n:::\n');
  assert.match(titled.html, /<p class="admonition-title">Fastest route<\/p><p>Use <strong>this<\/strong>.<\/p>/);
  const bracket = await render(':::danger[Careful now]\nx\n:::\n');
  assert.match(bracket.html, /admonition-title">Careful now</);
  // A title is Markdown, as Docusaurus shows it; its label for screen readers is its text.
  const formatted = await render(':::tip[Use `sl` **now**]\nx\n:::\n\n:::note The `gh` tool\ny\n:::\n');
  assert.match(formatted.html, /<aside class="theme-admonition theme-admonition-tip" aria-label="Use sl now"><p class="admonition-title">Use <code>sl<\/code> <strong>now<\/strong><\/p>/);
  assert.match(formatted.html, /<p class="admonition-title">The <code>gh<\/code> tool<\/p>/);
});

test('admonitions: an attribute block gives the box its id and classes (the MDX path: mdx.test.ts)', async () => {
  const { html } = await render(':::note[Wide]{.padding--lg .text--italic}\nA\n:::\n\n:::tip{#spout-box}\nB\n:::\n\n:::danger{.loud #hot-box}\nC\n:::\n');
  assert.match(html, /<aside class="theme-admonition theme-admonition-note padding--lg text--italic" aria-label="Wide"><p class="admonition-title">Wide<\/p>/);
  assert.match(html, /<aside id="spout-box" class="theme-admonition theme-admonition-tip" aria-label="Tip">/);
  assert.match(html, /<aside id="hot-box" class="theme-admonition theme-admonition-danger loud" aria-label="Danger">/);
  // Without one, the markup is as before; a space title keeps its braces as text.
  assert.match((await render(':::tip Odd {x}\nD\n:::\n')).html, /<aside class="theme-admonition theme-admonition-tip" aria-label="Odd \{x\}">/);
});

test('text that looks like a directive stays text', async () => {
  const { html } = await render('Set key:value and see note:later at 10:30.\n\n::leaf\n');
  assert.match(html, /key:value and see note:later at 10:30\./);
  assert.match(html, /<p>::leaf<\/p>/);
});

test('admonitions: nesting with a longer outer fence; syntax inside code fences stays code; unknown names stay text', async () => {
  const nested = await render('::::note Outer\nA\n\n:::tip\nB\n:::\n\nC\n::::\n');
  assert.match(nested.html, /<aside class="theme-admonition theme-admonition-note" aria-label="Outer"><p class="admonition-title">Outer<\/p><p>A<\/p><aside class="theme-admonition theme-admonition-tip"[^>]*><p class="admonition-title">Tip<\/p><p>B<\/p><\/aside><p>C<\/p><\/aside>/);
  const fenced = await render('```md\n:::tip Title\n```\n');
  assert.match(fenced.html, /:::tip Title/);
  assert.not.match(fenced.html, /<aside/);
  const unknown = await render(':::sidebar\nText\n:::\n');
  assert.match(unknown.html, /<p>:::sidebar\nText\n:::<\/p>/);
});

test('lists: tight lists keep items inline, loose lists wrap paragraphs; ordered lists keep their start', async () => {
  const tight = await render('- one\n- two\n');
  assert.match(tight.html, /<ul>\n<li>one<\/li>\n<li>two<\/li>\n<\/ul>/);
  const loose = await render('3. one\n\n4. two\n');
  assert.match(loose.html, /<ol start="3">\n<li>\n<p>one<\/p>\n<\/li>/);
});

test('bare file names are not turned into links; URLs with a scheme or www., and emails, are', async () => {
  const { html } = await render('Edit README.md or setup.py, see https://sapling-scm.com/docs or www.example.com/a?b=1 or mail team@example.com. Not www.x alone.\n');
  assert.match(html, /<a href="http:\/\/www.example.com\/a\?b=1">www.example.com\/a\?b=1<\/a>/);
  assert.match(html, /Not www.x alone/);
  assert.not.match(html, /href="http:\/\/README/);
  assert.not.match(html, /href="http:\/\/setup/);
  assert.match(html, /<a href="https:\/\/sapling-scm.com\/docs">/);
  assert.match(html, /<a href="mailto:team@example.com">team@example.com<\/a>/);
});

test('tables scroll in labelled regions; several on a page are numbered (landmark names must differ)', async () => {
  const one = await render('| a |\n| - |\n| 1 |\n');
  assert.match(one.html, /aria-label="Table"><table>/);
  const two = await render('| a |\n| - |\n| 1 |\n\nText.\n\n| b |\n| - |\n| 2 |\n');
  assert.equal([...two.html.matchAll(/aria-label="([^"]+)"/g)].map((m) => m[1]), ['Table 1', 'Table 2']);
});

test('table cells: alignment, inline Markdown and escaped pipes', async () => {
  const { html } = await render('| Flag | Meaning |\n| :-- | --: |\n| `-r` | a \\| b **bold** |\n');
  assert.match(html, /<th align="left">Flag<\/th>/);
  assert.match(html, /<td align="right">a \| b <strong>bold<\/strong><\/td>/);
  assert.match(html, /<td align="left"><code><span class="nobr">-r<\/span><\/code><\/td>/);
});

test('GFM: tables, task lists, footnotes, autolinks, strikethrough', async () => {
  const { html } = await render('| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\nNote[^1] at https://example.com and ~~old~~.\n\n[^1]: Footnote text.\n');
  assert.match(html, /<div class="table-scroll" role="region" tabindex="0" aria-label="Table"><table>[\s\S]*<td>1<\/td>/);
  assert.match(html, /<input type="checkbox" checked disabled> done/);
  assert.match(html, /<sup><a href="#user-content-fn-1"/);
  assert.match(html, /Footnote text/);
  assert.match(html, /<a href="https:\/\/example.com">https:\/\/example.com<\/a>/);
  assert.match(html, /<del>old<\/del>/);
});

test('strikethrough as on GitHub: one or two tildes, closed by a run of the same length', async () => {
  const cases: [string, string][] = [
    ['~one~ and ~~two~~', '<p><del>one</del> and <del>two</del></p>'],
    ['~a~~ stays as written', '<p>~a~~ stays as written</p>'],
    ['so ~~~three~~~ stays', '<p>so ~~~three~~~ stays</p>'],
    ['~~outer ~inner~ outer~~', '<p><del>outer <del>inner</del> outer</del></p>'],
    ['a ~ b ~ c', '<p>a ~ b ~ c</p>'],
    ['`~code~` and ~*mixed*~', '<p><code>~code~</code> and <del><em>mixed</em></del></p>'],
  ];
  for (const [md, expected] of cases) assert.is((await render(`${md}\n`)).html.trim(), expected, md);
});

test('code: shiki highlighting with light and dark colours, title, highlighted lines', async () => {
  const { html } = await render('```ini title="~/.config/sapling/sapling.conf" {2,4-5}\n[ui]\nusername = Ada\nmerge = internal:merge\n[alias]\nsl2 = smartlog\n```\n');
  assert.match(html, /<div class="code-block" data-lang="ini"><div class="code-title">~\/.config\/sapling\/sapling.conf<\/div><pre class="shiki/);
  assert.match(html, /--shiki-light:#[0-9A-Fa-f]{6};--shiki-dark:#[0-9A-Fa-f]{6}/);
  const lines = html.match(/<span class="line[^"]*"/g)!;
  assert.equal(lines.map((l) => l.includes('highlighted')), [false, true, false, true, true]);
});

test('code: an unknown language still renders as plain, escaped text', async () => {
  const { html } = await render('```nosuchlang\n<b>x</b>\n```\n');
  assert.match(html, /&#x3C;b>x&#x3C;\/b>|&lt;b&gt;x&lt;\/b&gt;/);
});

test('code highlighted elsewhere (a worker): the same page, the requests carry magic comments applied and marked lines', async () => {
  const body = '```js title="a.js"\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n```\n\n```bash npm2yarn\nnpm install jest\n```\n\n```sl-shell-example\n$ sl status\n```\n';
  const highlighter = await createCodeHighlighter();
  const asked: HighlightRequest[] = [];
  const remote = await markdown.render({ body, file: '/site/docs/x.md', relPath: 'x.md', bodyLine: 1, routesByPath, highlight: async (requests) => {
    asked.push(...requests);
    return highlightRequests(highlighter, requests);
  } });
  assert.is(remote.html, (await render(body)).html);
  // The shell transcript is rendered here; npm2yarn asks for its three commands.
  assert.equal(asked.map((r) => [r.code, r.lang, r.marked]), [
    ['const a = 1;\nconst b = 2;', 'js', [[2, 'highlighted']]],
    ['npm install jest', 'bash', []],
    ['yarn add jest', 'bash', []],
    ['pnpm add jest', 'bash', []],
  ]);
});

test('sl-shell-example: prompt lines styled apart from output', async () => {
  const { html } = await render('```sl-shell-example\n$ sl status\nM src/main.rs\n$ sl commit -m "fix"\n```\n');
  assert.match(html, /<span class="line shell-input"><span class="shell-prompt" aria-hidden="true">\$ <\/span><span class="shell-command">sl status<\/span><\/span>/);
  assert.match(html, /<span class="line shell-output">M src\/main.rs<\/span>/);
  assert.match(html, /<span class="shell-command">sl commit -m "fix"<\/span>/);
});

test('heading ids: slugs, custom {#id}, duplicates, and the list of headings', async () => {
  const r = await render('## Why use stacks?\n\n### Step 1: amend `--to`\n\n## Long heading {#short}\n\n## Why use stacks?\n');
  assert.match(r.html, /<h2 id="why-use-stacks">Why use stacks\?<a class="hash-link"/);
  assert.match(r.html, /<h3 id="step-1-amend---to">/);
  assert.match(r.html, /<h2 id="short">Long heading<a class="hash-link" href="#short"/);
  assert.match(r.html, /<h2 id="why-use-stacks-1">/);
  assert.equal(r.headings.map((h) => [h.depth, h.id]), [[2, 'why-use-stacks'], [3, 'step-1-amend---to'], [2, 'short'], [2, 'why-use-stacks-1']]);
});

test('heading ids in comments, as Docusaurus 3.10 reads them: a lone comment whose first word is #id', async () => {
  // A Markdown doc's HTML comment (one with MDX syntax, `{/* #id */}`, is compiled as MDX: below).
  const r = await render('## One *em* <!-- #first -->\n\n### Two <!-- #second extra words -->\n\n## Three <!-- no-hash -->\n');
  // The comment leaves the heading, and so does the space before it.
  assert.match(r.html, /<h2 id="first">One <em>em<\/em><a class="hash-link" href="#first" aria-label="Direct link to One em">/);
  assert.match(r.html, /<h3 id="second">Two<a class="hash-link"/);
  assert.equal(r.headings.map((h) => [h.text, h.id]), [['One em', 'first'], ['Two', 'second'], ['Three', 'three']]);
  const mdx = createMdxCompiler(createCodeHighlighter);
  const c = await mdx.compileDoc({ body: '# Bee {/* #bee */}\n\n## One {/* #first */}\n\n## Two {/* no-hash */}\n\n## Three {/* #a */ /* #b */}\n', file: '/site/docs/a.mdx', relPath: 'a.mdx', bodyLine: 1, routesByPath, frontmatter: {} });
  assert.is(c.h1, 'Bee');
  // Not an id: the heading's text, the comment's with it, gives the slug.
  assert.equal(c.headings.map((h) => [h.text, h.id]), [['One', 'first'], ['Two', 'two--no-hash-'], ['Three', 'three--a---b-']]);
});

test('a leading H1 becomes the title and leaves the body', async () => {
  const r = await render('# Page Title\n\nText.\n');
  assert.is(r.h1, 'Page Title');
  assert.not.match(r.html, /<h1/);
  // A custom id on it is not part of the title.
  assert.is((await render('# Bee {#bee}\n\nText.\n')).h1, 'Bee');
});

test('relative .md links are rewritten to routes; every internal link is recorded with its line', async () => {
  const r = await render('Intro.\n\nSee [setup](./setup.md#install), [intro](../intro.md) and [ext](https://x.dev) and [missing](./nope.md).\n', 5);
  assert.match(r.html, /href="\/docs\/guide\/setup#install"/);
  assert.match(r.html, /href="\/docs\/intro"/);
  assert.equal(r.links.map((l) => [l.url, l.line]), [['/docs/guide/setup#install', 7], ['/docs/intro', 7], ['./nope.md', 7]]);
});

test('link lines inside wrapped paragraphs, lists, tables and reference links', async () => {
  const r = await render('First line\nsecond [a](#a) line\n\n- item\n- [b](#b)\n\n| x |\n| - |\n| [c](#c) |\n\nUse [d][ref].\n\n[ref]: #d\n');
  assert.equal(r.links.map((l) => [l.url, l.line]), [['#a', 2], ['#b', 5], ['#c', 9], ['#d', 11]]);
});

test('link lines after code spans, images and link destinations that wrap lines', async () => {
  const src = [
    'A `code span', 'that wraps` then [a](#a).', // 1–2
    '![an image', 'with a long alt](/img.png) then [b](#b).', // 3–4
    '[c](', '#c "a title', 'on two lines") then [d](#d).', // 5–7
    '[e **bold', 'text**](#e) then [f](#f).', // 8–9
  ].join('\n');
  const r = await render(`${src}\n`);
  // Images are checked too, at the line they start on.
  assert.equal(r.links.map((l) => [l.url, l.line]), [['#a', 2], ['/img.png', 3], ['#b', 4], ['#c', 5], ['#d', 7], ['#e', 8], ['#f', 9]]);
});

test('lead: the opening text for descriptions, else the first section\'s; blocks spaced, collection bounded', async () => {
  assert.is((await render('Lead text.\n\n## First\n\nAlpha.\n')).lead, 'Lead text.');
  assert.is((await render('<!-- note -->\n\n## First\n\nAlpha | beta.\n\n- one\n- two\n\n## Second\n\nGamma\n')).lead, 'Alpha | beta. one two');
  assert.is((await render('## Empty\n\n## Second\n\nGamma\n')).lead, '');
  const long = (await render(Array.from({ length: 50 }, (_, i) => `Paragraph number ${i}.`).join('\n\n'))).lead;
  assert.ok(long.length > LEAD_CHARS && long.length < LEAD_CHARS + 30);
  assert.ok(long.startsWith('Paragraph number 0. Paragraph number 1.'));
});

test('sections: the text before the first heading, then each heading\'s text with its rendered id', async () => {
  const r = await render('Intro <b>bold</b> text.\n\n## Install it {#setup}\n\nRun:\n\n```bash\nulimit -n 4096\n```\n\n<div>raw</div>\n\n### Empty\n\n#### Deep\n\n| a | b |\n| - | - |\n| `XDG_CONFIG_HOME` | two |\n');
  assert.equal(r.sections, [
    { id: '', heading: '', text: 'Intro bold text.' },
    { id: 'setup', heading: 'Install it', text: 'Run: ulimit -n 4096' },
    { id: 'empty', heading: 'Empty', text: '' },
    { id: 'deep', heading: 'Deep', text: 'a b XDG_CONFIG_HOME two' },
  ]);
  for (const s of r.sections.filter((x) => x.id)) assert.match(r.html, `id="${s.id}"`);
  assert.equal((await render('## Only\n\nText.\n')).sections, [{ id: 'only', heading: 'Only', text: 'Text.' }]);
  // Any run of white space (tabs, line breaks, no-break spaces, spaces) is one space; one space stays.
  const spaced = await render('## Spaced\n\n```\na\t\tb\u00a0c  d\n\n e\n```\n\nOne\u00a0two three.\n');
  assert.equal(spaced.sections[0]!.text, 'a b c d e One two three.');
});

test('raw HTML passes through, parsed into the tree', async () => {
  const { html } = await render('Press <kbd>Ctrl</kbd>.\n\n<div class="note">Raw <b>block</b></div>\n');
  assert.match(html, /<p>Press <kbd>Ctrl<\/kbd>.<\/p>/);
  assert.match(html, /<div class="note">Raw <b>block<\/b><\/div>/);
});

test('code meta parsing', () => {
  assert.equal(parseCodeMeta(`title='a b.ts' {1, 3-4}`), { title: 'a b.ts', highlight: new Set([1, 3, 4]), npm2yarn: false });
  assert.equal(parseCodeMeta(undefined), { highlight: new Set(), npm2yarn: false });
  assert.equal(parseCodeMeta('showLineNumbers=5 npm2yarn'), { highlight: new Set(), lineNumbersFrom: 5, npm2yarn: true });
  assert.is(parseCodeMeta('showLineNumbers').lineNumbersFrom, 1);
});

test('headings of levels 2–6 end with a "#" link to themselves, named for the heading', async () => {
  const { html } = await render('## Install `sl`\n\n### Step {#step-one}\n\nText\n');
  assert.match(html, /<h2 id="install-sl">Install <code>sl<\/code><a class="hash-link" href="#install-sl" aria-label="Direct link to Install sl">#<\/a><\/h2>/);
  assert.match(html, /<h3 id="step-one">Step<a class="hash-link" href="#step-one" aria-label="Direct link to Step">#<\/a><\/h3>/);
});

test('inline code: words with a hyphen, slash or dot are kept whole; spaces may still break; code blocks untouched', async () => {
  const { html } = await render('Run `git pull --rebase` or `sl` and `a/b.c`.\n\n```\ngit pull --rebase\n```\n');
  assert.match(html, /<code>git pull <span class="nobr">--rebase<\/span><\/code>/);
  assert.match(html, /<code>sl<\/code>/);
  assert.match(html, /<code><span class="nobr">a\/b\.c<\/span><\/code>/);
  assert.match(html, /<code>sl<\/code>/);
  assert.not.match(html.slice(html.indexOf('<pre')), /nobr/);
  const long = await render(`\`${'x-'.repeat(30)}\``);
  assert.not.match(long.html, /nobr/, 'a word too long for a phone may still break');
  // Without a hyphen or slash: the text as it is, escaped, its spaces kept.
  assert.match((await render('`a  <b> & c`')).html, '<code>a  &#x3C;b> &#x26; c</code>');
});

test.run();

test('fence scan: the blocks a worker highlights ahead, as the parsed doc will have them', () => {
  const body = [
    '# T', '', '```js title="a.js" {1}', 'const a = 1;', '```', '',
    '<TabItem>', '', '  ~~~bash', '  npm test', '    indented', '  ~~~', '', '</TabItem>', '',
    '````md', '```js', 'not a block of its own', '```', '````', '',
    '```', 'no language', '```', '',
    '```sh', 'never closed',
  ].join('\n');
  assert.equal(scanFences(body), [
    { lang: 'js', code: 'const a = 1;' },
    { lang: 'bash', code: 'npm test\n  indented' },
    { lang: 'md', code: '```js\nnot a block of its own\n```' },
    { lang: 'sh', code: 'never closed' },
  ]);
});

test('a grammar asked for while it loads is loaded once', async () => {
  const loaded: string[] = [];
  let calls = 0;
  const highlighter = {
    getLoadedLanguages: () => loaded,
    loadLanguage: async (...langs: Promise<unknown>[]) => {
      calls++;
      await Promise.all(langs);
      await new Promise((r) => setTimeout(r, 10));
      loaded.push('javascript', 'js');
    },
  } as unknown as Parameters<typeof loadLanguages>[0];
  await Promise.all([loadLanguages(highlighter, ['js']), loadLanguages(highlighter, ['js', 'no-such-language'])]);
  assert.is(calls, 1);
  await loadLanguages(highlighter, ['js']);
  assert.is(calls, 1);
});

test('code highlighted elsewhere fills its markers; a block that finds no marker is an error, not silently lost', async () => {
  const file = new VFile({ path: '/site/docs/x.md' });
  const [a, b] = deferCode(file, Promise.resolve(['<pre>a</pre>', '<pre>b</pre>']), 2).map((m) => m.value);
  assert.equal(await fillCode([`<div>${a}</div>`, `<p>${b}</p>`], file), ['<div><pre>a</pre></div>', '<p><pre>b</pre></p>']);
  const error = await fillCode([`<div>${a}</div>`], file).then(() => undefined, (err: Error) => err);
  assert.match(error?.message ?? '', /x\.md: 1 of its highlighted code blocks found no place/);
});
