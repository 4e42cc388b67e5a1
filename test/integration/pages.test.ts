// The site's own pages (issue 22, point 3), on the whole-site fixture's src/pages: React pages rendered on the
// server (hydrated only when they have state), Markdown and MDX pages, routes from file paths, the @docusaurus/*
// and @theme/* modules pages use; and a module docsgen does not provide.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { buildFails } from '../helpers/build-fails.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const site = await buildSite(await loadConfig(path.resolve(import.meta.dirname, '../fixtures/whole-site/docusaurus.config.js')));
const html = (route: string) => String(site.files.get(`${route.replace(/^\/|\/$/g, '')}${route === '/' ? '' : '/'}index.html`) ?? '');
const main = (route: string) => html(route).slice(html(route).indexOf('<main'), html(route).indexOf('</main>'));

test('routes from file paths: index at its folder, `_` files left out; the site\'s index replaces the generated home', () => {
  const pages = site.routes.filter((r) => r.source === 'pages').map((r) => r.path).sort();
  assert.equal(pages, ['/', '/about/', '/counter', '/help']);
  assert.not.ok(site.routes.some((r) => r.kind === 'home'), 'no generated hero');
});

test('a React page renders on the server with Layout, Head, Link, Heading, Translate, useBaseUrl, the docs versions and its CSS module', () => {
  const home = html('/');
  assert.match(home, /<title>Hot water on time · Kettle<\/title>/);
  assert.match(home, /<meta name="description" content="Kettle heats water on a schedule."\/>/);
  assert.match(home, /<meta name="kettle-page" content="home"\/>/);
  const m = main('/');
  assert.match(m, /<h1>Kettle<\/h1><p>Documented in 3 versions.<\/p><a class="\w+" href="\/docs\/intro">Start brewing<\/a>/);
  assert.match(m, /<li>Next<\/li><li>2.0<\/li><li>1.0 \(legacy\)<\/li>/);
  assert.match(m, /<link rel="stylesheet" href="\/assets\/mdx\.\w+\.css">/);
  assert.not.match(m, /data-island/, 'no state: no island, no React in the browser');
});

test('a page with state is an island: rendered on the server, hydrated in the browser', () => {
  const m = main('/counter');
  assert.match(m, /<div class="island" data-island="site" data-island-src="\/assets\/island-counter-\d+\.\w+\.js"/);
  assert.match(m, /0<!-- --> cups poured/);
  assert.match(html('/counter'), /<title>Cup counter · Kettle<\/title>/);
});

test('Markdown and MDX pages: their heading, content and table of contents, no docs sidebar; their links checked', () => {
  const help = main('/help');
  assert.match(help, /<article class="markdown"><h1>Help<\/h1>/);
  assert.match(help, /<nav class="toc"/);
  assert.not.match(html('/help'), /class="sidebar/);
  assert.match(html('/help'), /<title>Getting help · Kettle<\/title>/);
  assert.match(main('/about/'), /<a href="\/community\/">Meet the community<\/a>/);
  const searchDocs = String([...site.files].find(([f]) => /search-docs/.test(f))![1]);
  assert.match(searchDocs, /"url":"\/help#bug-reports"/, 'Markdown pages are searched');
});

test('the @docusaurus modules pages use render on the server as Docusaurus renders them there', async () => {
  const dir = tmpSite({
    'site.config.ts': "export default { title: 'T', url: 'https://t.dev', pages: {} };\n",
    'docs/a.md': '# A\n',
    'src/pages/where.js': [
      "import React from 'react';",
      "import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';",
      "import Interpolate from '@docusaurus/Interpolate';",
      "import useIsBrowser from '@docusaurus/useIsBrowser';",
      "import { useLocation } from '@docusaurus/router';",
      "import { useColorMode, usePluralForm } from '@docusaurus/theme-common';",
      'export default function Where() {',
      '  const { pathname } = useLocation();',
      '  const { colorMode } = useColorMode();',
      "  const cups = usePluralForm().selectMessage(2, 'One cup|{count} cups');",
      "  return <p>{pathname} {String(useIsBrowser())} {String(ExecutionEnvironment.canUseDOM)} {colorMode} {cups} <Interpolate values={{ name: <b>Ada</b> }}>{'Hello {name}'}</Interpolate></p>;",
      '}',
    ].join('\n'),
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  const html = String(built.files.get('where/index.html'));
  // Reading the colour mode and useIsBrowser makes it an island: React's text separators (<!-- -->) in its HTML.
  assert.match(html, /data-island="site"/);
  assert.match(html, /\/where(<!-- -->)? (<!-- -->)?false(<!-- -->)? (<!-- -->)?false(<!-- -->)? (<!-- -->)?light(<!-- -->)? (<!-- -->)?\{count\} cups(<!-- -->)? (<!-- -->)?Hello <b>Ada<\/b>/);
});

test("a page that renders @docusaurus/router's <Redirect> sends the reader on from its HTML, as Docusaurus's hydrated page does", async () => {
  const dir = tmpSite({
    'site.config.ts': "export default { title: 'T', url: 'https://t.dev', pages: {} };\n",
    'docs/a.md': '# A\n',
    'src/pages/index.js': "import React from 'react';\nimport { Redirect } from '@docusaurus/router';\nexport default function Home() { return <Redirect to=\"/docs/a</x>\" />; }\n",
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  const html = String(built.files.get('index.html'));
  assert.match(html, /<script>location\.replace\("\/docs\/a\\u003c\/x>"\)<\/script>/, 'the target, its < escaped');
});

test('docsgen\'s search page: written for every site under its base URL, the box and the form pointing at it', async () => {
  const dir = tmpSite({ 'site.config.ts': "export default { title: 'T', url: 'https://t.dev', baseUrl: '/sub/', trailingSlash: true, docs: { path: 'docs' } };\n", 'docs/a.md': '# A\n' });
  const built = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  const page = String(built.files.get('search/index.html'));
  assert.match(page, /<title>Search \| T<\/title>/);
  assert.match(page, /<meta name="robots" content="noindex"\/>/);
  const island = /<div class="search-page-island" data-island-src="(\/sub\/assets\/island-search-page\.\w+\.js)" data-props="([^"]*)"/.exec(page);
  assert.ok(island && built.files.has(island[1]!.slice('/sub/'.length)), 'its own chunk, under the base URL');
  assert.match(island![2]!.replace(/&quot;/g, '"'), /"action":"\/sub\/search\/"/);
  assert.match(page, /<noscript><p class="search-page-noscript">[^<]*needs JavaScript/);
  const doc = String(built.files.get('docs/a/index.html'));
  assert.match(doc, /&quot;searchUrl&quot;:&quot;\/sub\/search\/&quot;/, 'the box\'s "See all results"');
  assert.match(doc, /<noscript><form class="navbar-search search-form" [^>]*action="\/sub\/search\/" method="get">.*name="q"/, 'the form without script');
  assert.not.match(String(built.files.get('sitemap.xml') ?? ''), /search/);
  assert.ok(built.files.has('search/page-data.json'), 'client navigation reaches it');
});

test('a page of the site\'s own at /search replaces docsgen\'s search page, as on Docusaurus', async () => {
  const dir = tmpSite({
    'site.config.ts': "export default { title: 'T', url: 'https://t.dev', pages: {} };\n",
    'docs/a.md': '# A\n',
    'src/pages/search.md': '# Our own search\n\nAsk the librarian.\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  assert.equal(built.routes.filter((r) => r.path === '/search').map((r) => r.kind), ['page']);
  const page = String(built.files.get('search/index.html'));
  assert.match(page, /Ask the librarian/);
  assert.not.match(page, /search-page-island/);
});

test('a <script> or <style> whose JSX children are several pieces of text is written whole, as React 18 wrote it', async () => {
  const page = [
    "import React from 'react';",
    "import Head from '@docusaurus/Head';",
    'const id = 7;',
    'export default function Beacon() {',
    '  return <main><Head><script>{`window.beacon = ${id};`}{\' window.lit = true;\'}</script></Head>',
    '    <style>{\'.glow { color: gold; }\'}{\' .dim { opacity: 0.5; }\'}</style><p>On</p></main>;',
    '}',
  ].join('\n');
  const dir = tmpSite({ 'site.config.ts': "export default { title: 'T', url: 'https://t.dev', pages: {} };\n", 'docs/a.md': '# A\n', 'src/pages/beacon.js': page });
  // React's development build (the tests') complains of static children that are not an array: none are made.
  const said: unknown[][] = [];
  const error = console.error;
  console.error = (...args: unknown[]) => void said.push(args);
  let html: string;
  try {
    html = String((await buildSite(await loadConfig(path.join(dir, 'site.config.ts')))).files.get('beacon/index.html'));
  } finally {
    console.error = error;
  }
  assert.equal(said, []);
  assert.match(html, /<script>window\.beacon = 7; window\.lit = true;<\/script>/);
  assert.match(html, /<style>\.glow \{ color: gold; \} \.dim \{ opacity: 0\.5; \}<\/style>/);
});

test('an MDX <script type="text/plain"> whose children are text and an element is written whole, the element as markup', async () => {
  const dir = tmpSite({
    'site.config.ts': "export default { title: 'T', url: 'https://t.dev' };\n",
    'docs/a.mdx': '# A\n\n<script type="text/plain">{`{"kind": "note"}`}<p>Held <b>back</b></p></script>\n',
  });
  const html = String((await buildSite(await loadConfig(path.join(dir, 'site.config.ts')))).files.get('docs/a/index.html'));
  assert.match(html, /<script type="text\/plain">\{"kind": "note"\}<p>Held <b>back<\/b><\/p><\/script>/);
});

test('an SVG a component or MDX doc imports is a React component drawing it inline (SVGR, as Docusaurus); a stylesheet\'s SVG stays a file', async () => {
  const svg = (fill: string) => `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20"><title>Mark</title><!-- drawn by hand --><rect width="40" height="20" fill="${fill}"/></svg>\n`;
  const dir = tmpSite({
    'site.config.ts': "export default { title: 'T', url: 'https://t.dev', pages: {} };\n",
    'docs/a.mdx': "import Mark from '@site/static/img/mark.svg';\n\n# A\n\n<Mark className=\"in-doc\" />\n",
    'src/pages/index.js': [
      "import Logo from '@site/static/img/mark.svg';",
      "import styles from './index.module.css';",
      "const Other = require('../other.svg').default;",
      "export default function Home() { return <main className={styles.box}><Logo className=\"logo\" role=\"img\" /><Other title=\"Other one\" /></main>; }",
    ].join('\n'),
    'src/pages/index.module.css': '.box { background: url(../other.svg); }\n',
    'src/other.svg': svg('#0a0'),
    'static/img/mark.svg': svg('#a00'),
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  const page = (f: string) => String(built.files.get(f) ?? '');
  const home = page('index.html');
  // SVGO's default preset: the XML prolog and the comment go, the title and the viewBox stay; props reach the <svg>.
  assert.match(home, /<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="40" height="20" viewBox="0 0 40 20" class="logo" role="img"><title>Mark<\/title><path fill="#a00" d="M0 0h40v20H0z"><\/path><\/svg>/);
  // The `title` prop replaces the file's own.
  assert.match(home, /<svg [^>]*><title>Other one<\/title><path fill="#0a0"/);
  assert.match(page('docs/a/index.html'), /<svg [^>]*class="in-doc"><title>Mark<\/title>/);
  const css = [...built.files].filter(([f]) => f.endsWith('.css')).map(([, c]) => String(c)).join('\n');
  assert.match(css, /url\("?\/assets\/other\.\w+\.svg"?\)/);
  assert.ok([...built.files.keys()].some((f) => /^assets\/other\.\w+\.svg$/.test(f)), 'the stylesheet\'s SVG is a file');
});

// A whole svgoConfig of the site's (it replaces the default one): the title goes too; no width and height.
const SVGR = "{ svgrConfig: { dimensions: false, svgoConfig: { plugins: [{ name: 'preset-default', params: { overrides: { removeViewBox: false } } }] } } }";
for (const [where, config] of [
  ["the classic preset's svgr", `presets: [['classic', { blog: false, pages: false, svgr: ${SVGR} }]]`],
  ['@docusaurus/plugin-svgr listed by itself', `presets: [['classic', { blog: false, pages: false }]], plugins: [['@docusaurus/plugin-svgr', ${SVGR}]]`],
]) test(`${where}: svgrConfig is merged over the defaults key by key, as Docusaurus merges it`, async () => {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.dev', ${config} };\n`,
    'docs/a.mdx': "import Kite from './kite.svg';\n\n# A\n\n<Kite className=\"kite\" />\n",
    'docs/kite.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30" viewBox="0 0 30 30"><title>Kite</title><rect width="30" height="30" fill="#00a"/></svg>\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  // `svgo: true` and the `title` prop stay the defaults'.
  assert.match(String(built.files.get('docs/a/index.html')), /<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 30 30" class="kite"><path fill="#00a" d="M0 0h30v30H0z"><\/path><\/svg>/);
  assert.not.ok(built.warnings.some((w) => /svgr/.test(w.message)), built.warnings.map((w) => w.message).join('\n'));
});

/** The error of a site whose one page, `src/pages/<file>`, has `source`. */
async function pageFails(file: string, source: string) {
  const dir = tmpSite({ 'site.config.ts': "export default { title: 'T', url: 'https://t.dev', pages: {} };\n", 'docs/a.md': '# A\n', [`src/pages/${file}`]: source });
  return { p: await buildFails(path.join(dir, 'site.config.ts')), file: path.join(dir, 'src/pages', file) };
}

test('a module docsgen does not provide is an error naming it and the importing file\'s line', async () => {
  const { p, file } = await pageFails('odd.js', "import React from 'react';\nimport useRouteContext from '@docusaurus/useRouteContext';\n\nexport default function Odd() {\n  return <p>{String(useRouteContext())}</p>;\n}\n");
  assert.match(p.message, /"@docusaurus\/useRouteContext" is not a module docsgen provides \(it has @docusaurus\/Link, /);
  assert.equal([p.pos.file, p.pos.line], [file, 2]);
});

test("an import of a file Docusaurus generates in .docusaurus/ that the site does not make (a blog's post list, without a blog): named as such at its line, not as a wrong path", async () => {
  const { p, file } = await pageFails('news.jsx', "import posts from '@site/.docusaurus/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json';\n\nexport default function News() {\n  return <p>{posts.items.length}</p>;\n}\n");
  assert.match(p.message, /"@site\/\.docusaurus\/docusaurus-plugin-content-blog\/default\/blog-post-list-prop-default\.json" is a module Docusaurus generates that docsgen does not provide/);
  assert.equal([p.pos.file, p.pos.line], [file, 1]);
  assert.match(p.hint ?? '', /useGlobalData/);
});

test('a package a page imports that is not installed: the error at its line says to install it', async () => {
  const { p, file } = await pageFails('join.jsx', "import joinClasses from 'lamp-classnames/lite';\n\nexport default function Join() {\n  return <p className={joinClasses('a', 'b')}>x</p>;\n}\n");
  assert.match(p.message, /Could not resolve "lamp-classnames\/lite"/);
  assert.equal([p.pos.file, p.pos.line], [file, 1]);
  assert.is(p.hint, 'install the package in the site folder (npm install lamp-classnames) or remove the import');
});

test('react-router-dom, which Docusaurus sites import through @docusaurus/core, is docsgen\'s when not installed: Link, NavLink, hooks', async () => {
  const page = [
    "import React from 'react';",
    "import { Link, NavLink, useLocation } from 'react-router-dom';",
    'export default function Lamps() {',
    '  const { pathname } = useLocation();',
    '  return <main><Link to="/docs/a" className="go">Docs</Link><NavLink to="/lamps" activeClassName="on">Here</NavLink>',
    '    <NavLink to="/docs/a">There</NavLink><NavLink exact to="/">Home</NavLink><NavLink to="/" exact={false}>Root</NavLink><p>at {pathname}</p></main>;',
    '}',
  ].join('\n');
  const dir = tmpSite({ 'site.config.ts': "export default { title: 'T', url: 'https://t.dev', pages: {} };\n", 'docs/a.md': '# A\n', 'src/pages/lamps.js': page });
  const html = String((await buildSite(await loadConfig(path.join(dir, 'site.config.ts')))).files.get('lamps/index.html'));
  assert.match(html, /<a class="go" href="\/docs\/a">Docs<\/a><a class="on" aria-current="page" href="\/lamps">Here<\/a><a href="\/docs\/a">There<\/a><a href="\/">Home<\/a><a class="active" aria-current="page" href="\/">Root<\/a><p>at \/lamps<\/p>/);
});

test.run();
