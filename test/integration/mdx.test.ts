// The MDX path: which docs take it, what it renders, and its errors.
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { BuildError } from '../../generator/errors.ts';
import { applyMagicComments } from '../../client/code/code-meta.ts';
import { highlightRequests } from '../../generator/markdown/code/rehype-code.ts';
import { createMdxCompiler } from '../../generator/mdx/compile.ts';
import { isMdxDoc, usesMdxSyntax } from '../../generator/mdx/format.ts';
import { createCodeHighlighter } from '../../generator/markdown/code/highlighter.ts';
import { islandStandIns } from '../../generator/mdx/islands.ts';
import { componentExports } from '../../generator/mdx/module-exports.ts';
import { needsBrowser } from '../../generator/mdx/needs-browser.ts';
import { preprocessMdx } from '../../generator/mdx/preprocess.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');

async function buildFixture(name: string) {
  return buildSite(await loadConfig(path.join(FIXTURES, name, 'site.config.ts')));
}

async function buildFailure(dir: string): Promise<BuildError> {
  try {
    await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  } catch (err) {
    if (err instanceof BuildError) return err;
    throw err;
  }
  throw new Error('the build succeeded');
}

const text = (v: string | Uint8Array | undefined) => (typeof v === 'string' ? v : new TextDecoder().decode(v));
const article = (html: string) => /<article class="markdown">([\s\S]*?)<\/article>/.exec(html)![1]!;

test('MDX syntax is detected outside code only', () => {
  assert.ok(usesMdxSyntax("import Tabs from '@theme/Tabs';\n\n# T\n"));
  assert.ok(usesMdxSyntax('# T\n\n<Tabs>\n</Tabs>\n'));
  assert.ok(usesMdxSyntax('Some {props.value} here.\n'));
  assert.ok(usesMdxSyntax('<div style={{ color: "red" }}>x</div>\n'));
  assert.not.ok(usesMdxSyntax('# T\n\n```js\nimport x from "y";\nconst a = {b};\n<Tabs />\n```\n'));
  assert.not.ok(usesMdxSyntax('Use `{x}` and `<Tabs>` in text.\n\n## Heading {#custom}\n\n<kbd>Ctrl</kbd> <div class="a">b</div>\n'));
  assert.not.ok(usesMdxSyntax('    indented {code}\n'));
  assert.not.ok(usesMdxSyntax('<script>f({ a: 1 });</script>\n\n<style>\n.a { color: red; }\n</style>\n'));
  assert.ok(usesMdxSyntax('<script>f({ a: 1 });</script> and {value}\n'));
});

test('markdown.format and per-file `format` choose the compiler', () => {
  const mdx = 'import X from "x";\n';
  assert.ok(isMdxDoc('a.md', usesMdxSyntax(mdx), {}, 'mdx'));
  assert.not.ok(isMdxDoc('a.md', false, {}, 'mdx'));
  assert.ok(isMdxDoc('a.mdx', false, {}, 'mdx'));
  assert.not.ok(isMdxDoc('a.md', true, {}, 'detect'));
  assert.ok(isMdxDoc('a.mdx', false, {}, 'detect'));
  assert.not.ok(isMdxDoc('a.mdx', true, {}, 'md'));
  assert.ok(isMdxDoc('a.md', false, { format: 'mdx' }, 'md'));
  assert.not.ok(isMdxDoc('a.mdx', true, { format: 'md' }, 'mdx'));
});

test('Docusaurus MDX 1 compatibility: heading ids, HTML comments, admonition titles; code untouched', () => {
  const src = '## Title {#my-id}\n\nText <!-- note --> more\n<!--\nmulti\n-->\n:::tip Be careful\nx\n:::\n```html\n<!-- keep -->\n```\n';
  const out = preprocessMdx(src);
  assert.is(out.split('\n').length, src.split('\n').length, 'lines are kept');
  assert.match(out, /## Title \\\{#my-id\\\}/);
  assert.match(out, /Text \{\/\* note \*\/\} more/);
  assert.match(out, /\{\/\*\nmulti\n\*\/\}/);
  assert.match(out, /:::tip\[Be careful\]/);
  assert.match(out, /<!-- keep -->/);
});

test('magic comments mark lines and are removed, in every comment form', () => {
  const marked = new Map<number, string>();
  const code = applyMagicComments('a\n// highlight-next-line\nb\n# highlight-start\nc\nd\n<!-- highlight-end -->\ne\n{/* highlight-next-line */}\nf', marked);
  assert.is(code, 'a\nb\nc\nd\ne\nf');
  assert.equal([...marked], [[2, 'highlighted'], [3, 'highlighted'], [4, 'highlighted'], [6, 'highlighted']]);
});

test('a site\'s own magic comments (prism.magicComments) replace the default ones, each with its class', () => {
  const marked = new Map<number, string>();
  const comments = [
    { className: 'highlighted', line: 'highlight-next-line' },
    { className: 'code-error', line: 'error-next-line', block: { start: 'error-start', end: 'error-end' } },
  ];
  const code = applyMagicComments('a\n// error-next-line\nb\n// highlight-next-line\n# error-next-line\nc\n/* error-start */\nd\n-- error-end\n// highlight-start\ne', marked, comments);
  assert.is(code, 'a\nb\nc\nd\n// highlight-start\ne', 'a comment the site did not list stays in the code');
  assert.equal([...marked], [[2, 'code-error'], [3, 'highlighted code-error'], [4, 'code-error']]);
});

test('the island rule: state, effects, handlers, a class component or a hook whose answer is the browser\'s; not context alone', () => {
  assert.ok(needsBrowser('const [a, setA] = useState(0);'));
  assert.ok(needsBrowser('React.useEffect(() => {}, []);'));
  assert.ok(needsBrowser('<button onClick={() => go()}>'));
  assert.ok(needsBrowser('class X extends React.Component {}'));
  // Docusaurus 2's tab choices are the browser's.
  assert.ok(needsBrowser('const { tabGroupChoices } = useTabGroupChoice();'));
  // So are the colour mode, the window's size and whether it runs in a browser (a dark-mode image, a phone layout).
  assert.ok(needsBrowser("const { colorMode } = useColorMode(); return colorMode === 'dark' ? <Dark /> : <Light />;"));
  assert.ok(needsBrowser("const size = useWindowSize();"));
  assert.ok(needsBrowser("const isBrowser = useIsBrowser();"));
  assert.not.ok(needsBrowser('const { siteConfig } = useDocusaurusContext(); const t = useContext(T);'));
  assert.equal(componentExports('export default function A() {}\nexport const B = 1;\nexport function helper() {}\nexport { C as D, e };'), ['default', 'B', 'D']);
});

test('the MDX fixture: theme components, site components, partials and expressions render; no MDX syntax shows', async () => {
  const site = await buildFixture('mdx');
  const intro = text(site.files.get('docs/intro/index.html'));
  const body = article(intro);
  for (const raw of ['import ', 'export const', '<Tabs', '<TabItem', '{wicks}', '{/*', 'a comment that must not show', 'toc={toc}', 'className=']) assert.not.ok(body.includes(raw), `shows ${raw}`);
  assert.match(body, /<h1>Lanterns in MDX<\/h1>/, 'the title after import lines is the page title');
  assert.is(body.match(/<h1/g)!.length, 1, 'and is not rendered twice');
  assert.match(body, /A lantern holds 3 wicks\. This site is <strong class="site-title">Lanternworks<\/strong>/);
  // Tabs: ARIA markup, the default panel shown, the others hidden.
  assert.match(body, /data-tabs="" data-group-id="fuel" data-query-string="fuel"/);
  assert.match(body, /role="tab"[^>]*aria-selected="true"[^>]*data-value="oil"/);
  assert.match(body, /role="tabpanel"[^>]*data-value="oil" tabindex="0"><p>Pour/);
  assert.match(body, /role="tabpanel"[^>]*data-value="wax" tabindex="0" hidden=""/);
  // Partial, admonitions, details, code, images, TOC, links.
  assert.match(body, /Keep a lantern <strong>upright<\/strong>/);
  assert.match(body, /<aside class="theme-admonition theme-admonition-warning" aria-label="Warning">/);
  assert.match(body, /<aside class="theme-admonition theme-admonition-important" aria-label="Hot glass">/);
  assert.match(body, /<details class="details"><summary>Why glass\?<\/summary>/);
  assert.match(body, /<div class="code-title">lantern\.js<\/div><pre class="shiki/);
  assert.match(body, /class="themed-image themed-image-light"/);
  // @theme/IdealImage (@docusaurus/plugin-ideal-image): the image itself, from a path or the plugin loader's object.
  assert.match(body, /<img src="\/img\/lantern-dark\.svg" alt="A lantern at night" loading="lazy"\/>/);
  assert.match(body, /<img src="\/img\/lantern-light\.svg" alt="A lantern by day" loading="lazy" width="64" height="48"\/>/);
  assert.match(body, /<div class="toc-inline"><ul><li><a href="#fuel">Fuel<\/a><\/li><li><a href="#safety">Safety<\/a>/);
  assert.match(body, /<a href="\/docs\/guides\/lighting">lighting guide<\/a>/);
  assert.match(body, /<div class="parts-box" style="border-width:2px;border-style:solid">/);
  assert.match(body, /<span>Loading the map…<\/span>/, 'BrowserOnly shows its fallback');
  // A CSS module: its class names, and its stylesheet linked from the page.
  const css = /<link rel="stylesheet" href="\/(assets\/mdx\.\w+\.css)">/.exec(body)![1]!;
  const cls = /<span class="([\w-]+)">spare<\/span>/.exec(body)![1]!;
  assert.match(text(site.files.get(css)), new RegExp(`\\.${cls}\\s*\\{`));
  // @docusaurus/Head: into the page's <head>.
  assert.match(/<head>[\s\S]*<\/head>/.exec(intro)![0], /<meta name="lantern-test" content="yes"\/>/);
  // Headings, description and search come from the same plugins as Markdown.
  const doc = site.routes.find((r) => r.path === '/docs/intro')!;
  assert.is(doc.title, 'Lanterns in MDX');
  assert.is(doc.description, 'Lanterns components, shown in MDX.'.replace('Lanterns', 'Lanternworks'));
});

test('a stateful site component is an island; server-only components and pages without one load no React', async () => {
  const site = await buildFixture('mdx');
  const lighting = article(text(site.files.get('docs/guides/lighting/index.html')));
  const island = /<div class="island" data-island="site" data-island-src="\/(assets\/island-Counter[^"]+\.js)" data-island-export="default" data-props="([^"]*)">([\s\S]*?)<\/div><\/div>/.exec(lighting)!;
  assert.ok(island, 'the counter is rendered in an island container');
  assert.ok(site.files.has(island[1]!), 'its browser chunk is written');
  // Its `defaultProps` (a function component's, as React 18 read them) are merged on the server.
  assert.match(island[3]!, /<output class="counter-value" data-step="1">2<\/output>/);
  const props = JSON.parse(island[2]!.replaceAll('&quot;', '"'));
  assert.equal(props.props, { start: 2 });
  // Children that are text alone arrive as text, as a component may read them as a string.
  assert.is(props.text, 'lanterns lit');
  assert.is(props.children, undefined);
  const intro = article(text(site.files.get('docs/intro/index.html')));
  assert.not.match(intro, /data-island/, 'server-only site components are not islands');
  // The docs render while the islands are bundled, with stand-ins for their URLs (stage.tsx): none is left.
  assert.equal([...site.files].filter(([, v]) => text(v).includes('docsgen-island-')).map(([f]) => f), []);
});

test('island stand-ins: each is filled with the URL of its module; a module not listed has none; other text is kept', () => {
  const standIns = islandStandIns(['/site/src/A.js', '/site/src/B.js']);
  const [a, b] = [standIns.urls['/site/src/A.js']!, standIns.urls['/site/src/B.js']!];
  assert.is(standIns.urls['/site/src/C.js'], undefined);
  const own = islandStandIns(['/site/src/A.js']).urls['/site/src/A.js']!;
  const fill = standIns.fill({ '/site/src/A.js': '/assets/island-A-0.1234abcd.js', '/site/src/B.js': '/assets/island-B-1.5678ef90.js' });
  assert.is(fill(`<div data-island-src="${a}"></div><div data-island-src="${b}"></div>${a} ${own}`), `<div data-island-src="/assets/island-A-0.1234abcd.js"></div><div data-island-src="/assets/island-B-1.5678ef90.js"></div>/assets/island-A-0.1234abcd.js ${own}`);
  assert.is(islandStandIns([]).fill({})('docsgen-island-x-0'), 'docsgen-island-x-0');
});

test("the doc's own interactive code is an island: an exported component with a handler, an element with one (Markdown inside stays)", async () => {
  const site = await buildFixture('mdx');
  const body = article(text(site.files.get('docs/guides/inline/index.html')));
  // In a paragraph an island is a <span> (a <div> would end the paragraph), and so is its children's container.
  const flash = /<p>A lamp can signal across the harbour. Tap <span class="island" data-island="site" data-island-src="\/(assets\/island-\.docsgen-inline-[0-9a-f]{12}-\d+\.\w+\.js)" data-island-export="Flash" data-props="([^"]*)"><span class="flash" style="color:orange">amber<\/span><\/span> to send the code word, or <span class="island"[^>]*><span class="flash" style="color:red"><span class="island-children" style="display:contents"><em>red<\/em><\/span><\/span><\/span> to warn.<\/p>/.exec(body)!;
  assert.ok(flash, 'the exported component renders in an island');
  assert.ok(site.files.has(flash[1]!), 'its browser chunk is written');
  assert.equal(JSON.parse(flash[2]!.replaceAll('&quot;', '"')).props, { color: 'orange' });
  // The doc's other exports that the moved code reads go with it (the button's text, through another export); not the rest.
  const chunk = text(site.files.get(flash[1]!));
  assert.match(chunk, /Beacon /);
  assert.match(chunk, /"lit"|'lit'/);
  assert.not.match(chunk, /kept out/);
  assert.match(body, /<div class="island"[^>]*data-island-export="DocsgenInline0"[^>]*><button class="beacon">Light the beacon<\/button><\/div>/);
  assert.match(body, /<div class="notes"><p>Markdown inside an element stays <strong>Markdown<\/strong>: the element is not moved.<\/p><\/div>/);
  assert.not.match(body, /DocsgenInline1/);
});

test('an npm package the doc imports is an island when its file needs the browser; its other exports are kept', async () => {
  const dir = tmpSite({
    'site.config.ts': MINIMAL_CONFIG,
    'docs/a.mdx': "import Switch, { LEVELS } from 'lamp-switch';\n\n# A\n\n<Switch /> {LEVELS.high}\n",
    'node_modules/lamp-switch/package.json': '{"name": "lamp-switch", "type": "module", "main": "index.js"}',
    'node_modules/lamp-switch/index.js': "import { useState, createElement } from 'react';\nexport const LEVELS = { high: 'bright' };\nexport default function Switch() { const [on, set] = useState(false); return createElement('button', { onClick: () => set(!on) }, on ? 'on' : 'off'); }\n",
  });
  const site = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  const body = article(text(site.files.get('docs/a/index.html')));
  assert.match(body, /<div class="island" data-island="site" data-island-src="\/assets\/island-index-0\.\w+\.js" data-island-export="default"[^>]*><button>off<\/button><\/div>\s*bright/);
});

test("clsx, which Docusaurus sites have through Docusaurus, comes from docsgen's own install when the site has none", async () => {
  const dir = tmpSite({
    'site.config.ts': MINIMAL_CONFIG,
    'package.json': '{"dependencies": {"clsx": "2.1.1"}}',
    'docs/a.mdx': "import clsx from 'clsx';\n\n# A\n\n<div className={clsx('grid', false && 'narrow', { wide: true })}>Cells</div>\n",
  });
  const site = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  assert.match(article(text(site.files.get('docs/a/index.html'))), /<div class="grid wide">Cells<\/div>/);
  assert.not.ok(site.warnings.some((w) => /clsx/.test(w.message)), 'not named as missing');
});

test('classnames the site lists but has not installed builds its class list with docsgen\'s clsx, its drop-in replacement', async () => {
  const dir = tmpSite({
    'site.config.ts': MINIMAL_CONFIG,
    'package.json': '{"dependencies": {"classnames": "^2.2.6"}}',
    'src/components/Hero.js': "import classnames from 'classnames';\nexport default function Hero() { return <header className={classnames('hero hero--primary', { wide: true }, ['tall'])}>Jars</header>; }\n",
    'docs/a.mdx': "import Hero from '@site/src/components/Hero';\n\n# A\n\n<Hero />\n",
  });
  const site = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  assert.match(article(text(site.files.get('docs/a/index.html'))), /<header class="hero hero--primary wide tall">Jars<\/header>/);
  assert.not.ok(site.warnings.some((w) => /classnames/.test(w.message)), 'not named as missing');
});

test('a package the site lists but has not installed renders nothing, with a warning; one it does not list is an error', async () => {
  const dir = tmpSite({
    'site.config.ts': MINIMAL_CONFIG,
    'package.json': '{"dependencies": {"lamp-video": "1.0.0"}}',
    // Named imports too: a component, and a helper a component calls.
    'docs/a.mdx': "import Video, { Caption, pickFor } from 'lamp-video';\n\n# A\n\n<Video id=\"x\" />\n\n<Caption />\n\n{pickFor({ inside: 'x', outside: 'y' })}\n\nAfter.\n",
  });
  const site = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  assert.match(article(text(site.files.get('docs/a/index.html'))), /<p>After\.<\/p>/);
  assert.ok(site.warnings.some((w) => /lamp-video is not installed/.test(w.message) && /npm install/.test(w.hint ?? '')));
  writeFileSync(path.join(dir, 'package.json'), '{}');
  const p = (await buildFailure(dir)).problems[0]!;
  assert.equal([path.basename(p.pos.file), p.pos.line], ['a.mdx', 1]);
  assert.match(p.hint!, /npm install lamp-video/);
});

test('the same Markdown gives the same HTML through either compiler', async () => {
  const md = '# Same\n\nSome *text* with `code` and a [link](./other.md#part) and [a box](#box).\n\n:::tip[Careful with `x`]\nA tip.\n:::\n\n:::note[Wide]{#box .padding--lg}\nA box.\n:::\n\n## Part {#part}\n\n- one\n- two\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n| left | right |\n| :- | -: |\n| 1 | 2 |\n\n```js {1}\nconst a = 1;\n```\n';
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/md.md': md, 'docs/mdx.mdx': md, 'docs/other.md': '# Other\n\n## Part\n' });
  const site = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  // Each copies its own Markdown.
  const normal = (p: string) => article(text(site.files.get(p))).replace(/\n/g, '').replace(/ data-copy-page="[^"]*"/, '');
  assert.is(normal('docs/mdx/index.html'), normal('docs/md/index.html'));
  // An admonition's `{#id .class}` on both; its id is an anchor.
  assert.match(normal('docs/md/index.html'), /<aside id="box" class="theme-admonition theme-admonition-note padding--lg" aria-label="Wide">/);
  assert.match(normal('docs/md/index.html'), /<p class="admonition-title">Careful with <code>x<\/code><\/p>/);
  assert.not.ok(site.warnings.some((w) => /broken anchor/.test(w.message)));
});

test('Markdown with no JSX in it compiles to strings of HTML; components, expressions and what they hold stay JSX', async () => {
  const compiler = createMdxCompiler(createCodeHighlighter);
  const body = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Title\n\nPlain *prose* and `code`.\n\n| a |\n| -: |\n| 1 |\n\n<Tabs>\n<TabItem value=\"x\">\n\nInside a *tab*.\n\n</TabItem>\n</Tabs>\n\nA {1 + 1} sum.\n";
  const { code, htmlParts: inner } = await compiler.compileDoc({ body, file: '/site/docs/a.mdx', relPath: 'a.mdx', bodyLine: 1, routesByPath: new Map(), frontmatter: {} });
  // The strings sit beside the module, which reads them by index: esbuild never sees them.
  assert.is([...code.matchAll(/__html: __docsgenHtml\[\d+\]/g)].length, inner.length);
  assert.not.match(code, /prose/);
  assert.ok(inner.includes('Plain <em>prose</em> and <code>code</code>.'), 'a paragraph as HTML');
  assert.ok(inner.includes('Inside a <em>tab</em>.'), 'Markdown inside a component');
  assert.ok(inner.some((h) => h.includes('<table><thead><tr><th align="right">a</th>')), 'a table, aligned as the Markdown path aligns it');
  assert.match(code, /_jsx\(TabItem, \{/);
  // The paragraph with an expression keeps its JSX: the sum is computed when the page renders.
  assert.match(code, /1 \+ 1/);
  assert.not.ok(inner.some((h) => h.includes('sum')), 'the paragraph holding an expression is not a string');
});

test('code highlighted on another thread meanwhile: the same module and HTML as code highlighted here', async () => {
  const compiler = createMdxCompiler(createCodeHighlighter);
  const highlighter = await createCodeHighlighter();
  const body = '# Code\n\n```js showLineNumbers=3\nconst s = "a \\"quoted\\" \\\\ path\u2028";\n```\n\n<details>\n\n```bash npm2yarn\nnpm install x\n```\n\n</details>\n';
  const input = { body, file: '/site/docs/a.mdx', relPath: 'a.mdx', bodyLine: 1, routesByPath: new Map<string, string>(), frontmatter: {} };
  const here = await compiler.compileDoc(input);
  let asked = 0;
  const elsewhere = await compiler.compileDoc({ ...input, highlight: async (requests) => {
    asked += requests.length;
    await new Promise((r) => setTimeout(r, 20));
    return highlightRequests(highlighter, requests);
  } });
  assert.is(asked, 4, 'the js block and the three package managers');
  assert.is(elsewhere.code, here.code);
  assert.equal(elsewhere.htmlParts, here.htmlParts);
  assert.not.match(here.htmlParts.join(''), /\uE000/);
  assert.match(here.htmlParts.join(''), /line-numbers/);
});

test('an MDX syntax error is file:line:col with the compiler\'s message', async () => {
  const err = await buildFailure(path.join(FIXTURES, 'mdx-syntax-error'));
  const p = err.problems[0]!;
  assert.match(p.pos.file, /broken\.mdx$/);
  assert.equal([p.pos.line, p.pos.column], [6, 1]);
  assert.match(p.message, /MDX syntax error: Expected a closing tag for `<Note>`/);
});

test('a site reached through a symbolic link builds: its components, islands and Docusaurus sidebars as from its real folder', async () => {
  const outside = mkdtempSync(path.join(tmpdir(), 'docsgen-link-'));
  for (const name of ['mdx', 'docusaurus-site']) {
    const link = path.join(outside, name);
    symlinkSync(path.join(FIXTURES, name), link, 'dir');
    const site = await buildSite(await loadConfig(path.join(link, 'site.config.ts')));
    const pages = [...site.files.keys()].filter((f) => f.endsWith('.html'));
    assert.ok(pages.length > 3, `${name}: pages built`);
    if (name === 'mdx') assert.ok([...site.files.keys()].some((f) => /island/.test(f)), 'the island chunks');
    else assert.match(text(site.files.get('manual/intro.html')), /id="docs-sidebar"/, 'the sidebar from sidebars.js (trailingSlash false: a page is its own file)');
  }
  rmSync(outside, { recursive: true, force: true });
});

test('a Markdown doc and an MDX doc that both fail (compiled side by side) are both reported', async () => {
  const dir = tmpSite({
    'site.config.ts': MINIMAL_CONFIG,
    'docs/plain.md': 'No heading and no title here.\n',
    'docs/broken.mdx': '# Broken\n\n<Note>\n\nnever closed\n',
  });
  const err = await buildFailure(dir);
  assert.equal(err.problems.map((p) => path.basename(p.pos.file)).sort(), ['broken.mdx', 'plain.md']);
});

test('an import that cannot be resolved names the doc\'s line', async () => {
  const err = await buildFailure(path.join(FIXTURES, 'mdx-missing-component'));
  const p = err.problems[0]!;
  assert.match(p.pos.file, /missing\.mdx$/);
  assert.is(p.pos.line, 3);
  assert.match(p.message, /Could not resolve "@site\/src\/components\/Gauge"/);
});

test('a component used without an import, or one that throws, names the doc\'s line and the component', async () => {
  const dir = tmpSite({
    'site.config.ts': MINIMAL_CONFIG,
    'docs/a.mdx': '# A\n\nText.\n\n<Gauge level={1} />\n',
    'src/Boom.tsx': 'export default function Boom() { throw new Error("no fuel"); }\n',
  });
  let p = (await buildFailure(dir)).problems[0]!;
  assert.equal([path.basename(p.pos.file), p.pos.line], ['a.mdx', 5]);
  assert.match(p.message, /<Gauge> is not defined/);
  writeFileSync(path.join(dir, 'docs/a.mdx'), "import Boom from '@site/src/Boom';\n\n# A\n\n<div>\n  <Boom />\n</div>\n");
  p = (await buildFailure(dir)).problems[0]!;
  assert.equal([path.basename(p.pos.file), p.pos.line], ['a.mdx', 6]);
  assert.match(p.message, /<Boom> threw while rendering: no fuel/);
  assert.ok(readFileSync(path.join(dir, 'docs/a.mdx'), 'utf8'));
});

test('a warm build reuses the compiled MDX of an unchanged doc and still renders the components anew', async () => {
  const dir = tmpSite({
    'site.config.ts': MINIMAL_CONFIG,
    'docs/a.mdx': "import Note from '@site/src/Note';\n\n# A\n\n<Note />\n",
    'src/Note.tsx': 'export default function Note() { return <b>one</b>; }\n',
  });
  const loaded = await loadConfig(path.join(dir, 'site.config.ts'));
  const first = await buildSite(loaded);
  writeFileSync(path.join(dir, 'src/Note.tsx'), 'export default function Note() { return <b>two</b>; }\n');
  const second = await buildSite(loaded, { cache: first.cache });
  assert.match(article(text(second.files.get('docs/a/index.html'))), /<b>two<\/b>/);
  assert.is(second.cache.mdx!.size, 1);
  assert.is([...second.cache.mdx!.values()][0], [...first.cache.mdx!.values()][0], 'not compiled again');
  writeFileSync(path.join(dir, 'docs/a.mdx'), "import Note from '@site/src/Note';\n\n# A\n\nEdited. <Note />\n");
  const third = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')), { cache: second.cache });
  assert.match(article(text(third.files.get('docs/a/index.html'))), /Edited\. <b>two<\/b>/);
});

test.run();
