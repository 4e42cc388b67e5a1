// `@generated/routes`: site code that imports Docusaurus's route config reads its routes in Docusaurus's shape —
// `{ path, exact, component, routes? }`, docs nested per instance and version, the blog's lists, tag, archive and
// author pages, the site's pages, its plugins' `addRoute`s, under the base URL, the catch-all last — in the server
// render and in the browser bundles alike.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

// Each route as `depth path exact component`, depth first, as a list a doc draws.
const ROUTES_LIST = "import React from 'react';\nimport routes from '@generated/routes';\n"
  + 'const flat = (list, depth) => list.flatMap((r) => [`${depth} ${r.path} ${String(r.exact)} ${r.component.displayName}${r.sidebar ? ` ${r.sidebar}` : \'\'}`, ...flat(r.routes ?? [], depth + 1)]);\n'
  + "export default function RouteList() {\n  const [shown, setShown] = React.useState(true);\n"
  // Each route's component rendered, as site code may (Docusaurus's are loadable components), and its preload.
  + "  return <><button onClick={() => setShown(!shown)}>toggle</button>{shown && <ul id=\"all-routes\">{flat(routes, 0).map((r) => <li key={r}>{r}</li>)}</ul>}"
  + "<div id=\"route-components\" data-preload={typeof routes[0].component.preload}>{routes.map((r, i) => <r.component key={i} />)}</div></>;\n}\n";

const PLUGIN = "module.exports = function shelf(context) {\n  return { name: 'shelf', async contentLoaded({ actions }) {\n"
  + "    actions.addRoute({ path: `${context.baseUrl}shelf`, component: '@site/src/components/Shelf.js', exact: true });\n  } };\n};\n";

const site = (): string => tmpSite({
  'docusaurus.config.js': "module.exports = { title: 'Jam', url: 'https://jam.example.org', baseUrl: '/jam/', presets: [['classic', { blog: { postsPerPage: 1 } }]], plugins: [require.resolve('./src/shelf.js')], clientModules: [require.resolve('./src/count.js')] };\n",
  'docs/intro.md': '---\ntags: [pans]\n---\n# Intro\n',
  'docs/guide/_category_.json': '{ "link": { "type": "generated-index" } }\n',
  'docs/guide/setup.mdx': "# Setup\n\nimport RouteList from '@site/src/components/RouteList';\n\n<RouteList />\n",
  'versions.json': '["1.0"]\n',
  'versioned_docs/version-1.0/intro.md': '# Intro one\n',
  'blog/authors.yml': 'ana:\n  name: Ana\n  page: true\n',
  'blog/2024-01-02-hello.md': '---\ntitle: Hello\ntags: [jars]\nauthors: ana\n---\n\nHi.\n',
  'blog/2024-02-03-again.md': '---\ntitle: Again\n---\n\nHi again.\n',
  'src/pages/about.md': '# About\n',
  'src/pages/index.js': "export default function Home() { return <main>Home</main>; }\n",
  'src/pages/search.js': "export default function Search() { return <main>Find</main>; }\n",
  'src/components/RouteList.js': ROUTES_LIST,
  'src/components/Shelf.js': "export default function Shelf() { return <main>Shelf</main>; }\n",
  'src/shelf.js': PLUGIN,
  'src/count.js': "import routes from '@generated/routes';\nexport function onRouteDidUpdate() { document.body.dataset.routes = String(routes.length); }\n",
});

const text = (v: unknown) => (typeof v === 'string' ? v : Buffer.from(v as Uint8Array).toString('utf8'));

/** The list the setup doc's component drew. */
function drawnRoutes(files: ReadonlyMap<string, unknown>): string[] {
  const page = [...files].find(([f]) => /^docs\/next\/guide\/setup(\/index)?\.html$/.test(f));
  assert.ok(page, [...files.keys()].filter((f) => f.endsWith('.html')).join(' '));
  const list = /<ul id="all-routes">(.*?)<\/ul>/.exec(text(page[1]))?.[1] ?? '';
  return [...list.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]!.replace(/&quot;/g, '"'));
}

test('the list has every route Docusaurus generates, in its shape: docs nested by version with their sidebars, category and tag pages, blog lists and tag pages, pages, a plugin\'s route', async () => {
  const { files } = await buildSite(await loadConfig(path.join(site(), 'docusaurus.config.js')));
  const drawn = drawnRoutes(files);
  const expected = [
    // Flat routes by path, the docs' (with nested routes) after them, the root route, then the catch-all.
    '0 /jam/about true @theme/MDXPage',
    '0 /jam/blog true @theme/BlogListPage',
    '0 /jam/blog/2024/01/02/hello true @theme/BlogPostPage',
    '0 /jam/blog/2024/02/03/again true @theme/BlogPostPage',
    '0 /jam/blog/archive true @theme/BlogArchivePage',
    '0 /jam/blog/authors true @theme/Blog/Pages/BlogAuthorsListPage',
    '0 /jam/blog/authors/ana true @theme/Blog/Pages/BlogAuthorsPostsPage',
    '0 /jam/blog/page/2 true @theme/BlogListPage',
    '0 /jam/blog/tags true @theme/BlogTagsListPage',
    '0 /jam/blog/tags/jars true @theme/BlogTagsPostsPage',
    // The site's own search page, where docsgen's (`@theme/SearchPage`) would be.
    '0 /jam/search true @site/src/pages/search.js',
    '0 /jam/shelf true @site/src/components/Shelf.js',
    '0 /jam/docs undefined @theme/DocsRoot',
    // Every level sorted as the top one: a version whose path holds another's first, leaves before the routes others
    // nest under (a version's tag pages before its DocRoot), then by path (a category's generated index among the docs).
    '1 /jam/docs/next undefined @theme/DocVersionRoot',
    '2 /jam/docs/next/tags true @theme/DocTagsListPage',
    '2 /jam/docs/next/tags/pans true @theme/DocTagDocListPage',
    '2 /jam/docs/next undefined @theme/DocRoot',
    // With the sidebar that lists them.
    '3 /jam/docs/next/category/guide true @theme/DocCategoryGeneratedIndexPage defaultSidebar',
    '3 /jam/docs/next/guide/setup true @theme/DocItem defaultSidebar',
    '3 /jam/docs/next/intro true @theme/DocItem defaultSidebar',
    '1 /jam/docs undefined @theme/DocVersionRoot',
    '2 /jam/docs undefined @theme/DocRoot',
    '3 /jam/docs/intro true @theme/DocItem',
    '0 /jam/ true @site/src/pages/index.js',
    '0 * undefined @theme/NotFound',
  ];
  assert.equal(drawn, expected);
  // Each `component` is a component (rendering nothing) with a `preload()`, named by its module.
  assert.match(text(files.get('docs/next/guide/setup/index.html') ?? files.get('docs/next/guide/setup.html')), /<div id="route-components" data-preload="function"><\/div>/);
  // Each is a page of the site (the catch-all and the routes docs nest under excepted).
  for (const line of drawn.filter((l) => l.includes(' true '))) {
    const at = line.split(' ')[1]!.slice('/jam/'.length);
    assert.ok(files.has(`${at}${at && !at.endsWith('/') ? '/' : ''}index.html`) || files.has(`${at}.html`) || files.has(`${at || 'index'}.html`), at);
  }
  // The browser's bundles carry the same list: the client module's, and the component's island.
  const scripts = [...files].filter(([f]) => f.endsWith('.js'));
  const client = scripts.find(([f]) => /client-modules\.[\w-]+\.js$/.test(f));
  assert.ok(client);
  for (const p of ['/jam/blog/tags/jars', '/jam/shelf', '/jam/docs/next']) assert.ok(text(client[1]).includes(JSON.stringify(p)), p);
  const island = scripts.find(([f, v]) => f !== client[0] && text(v).includes('all-routes'));
  assert.ok(island, scripts.map(([f]) => f).join(' '));
  for (const p of ['/jam/blog/authors/ana', '/jam/docs/next/tags/pans', '@theme/DocTagDocListPage']) assert.ok(text(island[1]).includes(JSON.stringify(p)), p);
});

test('a later build of the same loaded config (serve\'s rebuild) lists the pages it has then: in the server render, the island and the client module', async () => {
  const dir = site();
  const loaded = await loadConfig(path.join(dir, 'docusaurus.config.js'));
  const first = await buildSite(loaded);
  writeFileSync(path.join(dir, 'docs', 'later.md'), '# Later\n');
  const { files } = await buildSite(loaded);
  assert.ok(drawnRoutes(files).includes('3 /jam/docs/next/later true @theme/DocItem defaultSidebar'));
  const scripts = [...files].filter(([f]) => f.endsWith('.js'));
  const client = scripts.find(([f]) => /client-modules\.[\w-]+\.js$/.test(f))!;
  const island = scripts.find(([f, v]) => f !== client[0] && text(v).includes('all-routes'))!;
  for (const [f, v] of [client, island]) {
    assert.ok(text(v).includes('"/jam/docs/next/later"'), f);
    assert.not.ok(first.files.has(f), `${f}: a new bundle, named anew`);
  }
});

test('a plugin\'s addRoute is listed as given: its path (no base URL added, outside it too), its nested routes, exact only where true, its attributes', async () => {
  const plugin = "module.exports = function shelf() {\n  return { name: 'shelf', async contentLoaded({ actions }) {\n"
    + "    actions.addRoute({ path: '/jam/shelf', component: '@site/src/components/Shelf.js', exact: false, props: { a: 1 }, routes: [\n"
    + "      { path: '/jam/shelf/jars', component: '@site/src/components/Shelf.js', exact: true, sidebar: 'jars' },\n"
    + "      { path: '/jam/shelf/lids', component: '@site/src/components/Shelf.js' },\n    ] });\n"
    + "    actions.addRoute({ path: '/elsewhere', component: '@site/src/components/Shelf.js', exact: true });\n  } };\n};\n";
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Jam', url: 'https://jam.example.org', baseUrl: '/jam/', presets: [['classic', { blog: false }]], plugins: [require.resolve('./src/shelf.js')] };\n",
    'docs/intro.mdx': "# Intro\n\nimport RouteList from '@site/src/components/RouteList';\n\n<RouteList />\n",
    'src/components/RouteList.js': ROUTES_LIST,
    'src/components/Shelf.js': "export default function Shelf() { return <main>Shelf</main>; }\n",
    'src/shelf.js': plugin,
  });
  const { files } = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const page = [...files].find(([f]) => /^docs\/intro(\/index)?\.html$/.test(f))!;
  const drawn = [.../<ul id="all-routes">(.*?)<\/ul>/.exec(text(page[1]))![1]!.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]);
  const listed = drawn.filter((l) => l!.includes('Shelf.js'));
  assert.equal(listed, [
    '0 /elsewhere true @site/src/components/Shelf.js',
    '0 /jam/shelf undefined @site/src/components/Shelf.js',
    '1 /jam/shelf/jars true @site/src/components/Shelf.js jars',
    '1 /jam/shelf/lids undefined @site/src/components/Shelf.js',
  ]);
});

test('every path has the site\'s trailingSlash, the routes others nest under too (as Docusaurus applies it)', async () => {
  for (const [trailingSlash, lines] of [[true, ['0 /docs/ undefined @theme/DocsRoot', '1 /docs/ undefined @theme/DocVersionRoot', '3 /docs/intro/ true @theme/DocItem defaultSidebar']], [false, ['0 /docs undefined @theme/DocsRoot', '1 /docs undefined @theme/DocVersionRoot', '3 /docs/intro true @theme/DocItem defaultSidebar']]] as const) {
    const dir = tmpSite({
      'docusaurus.config.js': `module.exports = { title: 'Jam', url: 'https://jam.example.org', trailingSlash: ${trailingSlash}, presets: [['classic', { blog: false }]] };\n`,
      'docs/intro.mdx': "# Intro\n\nimport RouteList from '@site/src/components/RouteList';\n\n<RouteList />\n",
      'src/components/RouteList.js': ROUTES_LIST,
    });
    const { files } = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
    const page = [...files].find(([f]) => /^docs\/intro(\/index)?\.html$/.test(f))!;
    const drawn = [.../<ul id="all-routes">(.*?)<\/ul>/.exec(text(page[1]))![1]!.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]);
    for (const line of lines) assert.ok(drawn.includes(line), `${line} in ${drawn.join(', ')}`);
  }
});

test('the site\'s theme parts rendered once the site is assembled read the list too (a BlogPostItem importing it)', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Jam', url: 'https://jam.example.org', presets: [['classic', {}]] };\n",
    'docs/intro.md': '# Intro\n',
    'blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nHi.\n',
    'src/theme/BlogPostItem/index.js': "import React from 'react';\nimport routes from '@generated/routes';\nexport default function BlogPostItem({ children }) { return <article data-routes={routes.map((r) => r.path).join(' ')}>{children}</article>; }\n",
  });
  // It waited for good for routes no build told it of.
  const late = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the build waited for the routes for good')), 60_000).unref());
  const { files } = await Promise.race([buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js'))), late]);
  assert.match(text(files.get('blog/index.html')), /data-routes="\/blog \/blog\/2024\/01\/02\/hello \/blog\/archive \/search \/docs \*"/);
});

test.run();
