// `@generated/routes`: site code that imports Docusaurus's route config reads one `{ path, exact: true }` entry per
// page (docs, blog posts, pages, under the base URL), in the server render and in the browser bundles alike.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const ROUTES_LIST = "import React from 'react';\nimport routes from '@generated/routes';\n"
  + "export default function RouteList() {\n  const [shown, setShown] = React.useState(true);\n"
  + "  return <><button onClick={() => setShown(!shown)}>toggle</button>{shown && <ul id=\"all-routes\">{routes.map((r) => <li key={r.path} data-exact={String(r.exact)}>{r.path}</li>)}</ul>}</>;\n}\n";

const site = () => tmpSite({
  'docusaurus.config.js': "module.exports = { title: 'Jam', url: 'https://jam.example.org', baseUrl: '/jam/', presets: [['classic', {}]], clientModules: [require.resolve('./src/count.js')] };\n",
  'docs/intro.md': '# Intro\n',
  'docs/guide/setup.mdx': "# Setup\n\nimport RouteList from '@site/src/components/RouteList';\n\n<RouteList />\n",
  'blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nHi.\n',
  'src/pages/about.md': '# About\n',
  'src/pages/index.js': "export default function Home() { return <main>Home</main>; }\n",
  'src/components/RouteList.js': ROUTES_LIST,
  'src/count.js': "import routes from '@generated/routes';\nexport function onRouteDidUpdate() { document.body.dataset.pages = String(routes.length); }\n",
});

const text = (v: unknown) => (typeof v === 'string' ? v : Buffer.from(v as Uint8Array).toString('utf8'));

test('a doc\'s component lists every page route, exact, under the base URL', async () => {
  const { files } = await buildSite(await loadConfig(path.join(site(), 'docusaurus.config.js')));
  const page = [...files].find(([f]) => /^docs\/guide\/setup(\/index)?\.html$/.test(f));
  assert.ok(page, [...files.keys()].filter((f) => f.endsWith('.html')).join(' '));
  const list = /<ul id="all-routes">(.*?)<\/ul>/.exec(text(page[1]))?.[1] ?? '';
  const paths = [...list.matchAll(/<li data-exact="true">([^<]*)<\/li>/g)].map((m) => m[1]!);
  for (const p of ['/jam/', '/jam/docs/intro', '/jam/docs/guide/setup', '/jam/blog/2024/01/02/hello', '/jam/about']) assert.ok(paths.includes(p), `${p} in ${paths.join(' ')}`);
  assert.is(new Set(paths).size, paths.length);
  // The browser's bundles carry the same paths: the client module's, and the component's island.
  const scripts = [...files].filter(([f]) => f.endsWith('.js'));
  const client = scripts.find(([f]) => /client-modules\.[\w-]+\.js$/.test(f));
  assert.ok(client);
  for (const p of ['/jam/docs/intro', '/jam/about']) assert.ok(text(client[1]).includes(JSON.stringify(p)), p);
  const island = scripts.find(([f, v]) => f !== client[0] && text(v).includes('all-routes'));
  assert.ok(island, scripts.map(([f]) => f).join(' '));
  assert.ok(text(island[1]).includes(JSON.stringify('/jam/blog/2024/01/02/hello')));
});

// The browser bundles reused across builds (client modules, islands) keep the list they were made with until a file
// they read changes: not yet keyed on the routes.
test('a later build of the same loaded config lists the pages it has then in the server render (serve rebuilds without reloading it)', async () => {
  const dir = site();
  const loaded = await loadConfig(path.join(dir, 'docusaurus.config.js'));
  await buildSite(loaded);
  writeFileSync(path.join(dir, 'docs', 'later.md'), '# Later\n');
  const { files } = await buildSite(loaded);
  const page = [...files].find(([f]) => /^docs\/guide\/setup(\/index)?\.html$/.test(f));
  assert.ok(page);
  assert.match(text(page[1]), /<li data-exact="true">\/jam\/docs\/later<\/li>/);
});

test.run();
