// A plugin's `addRoute` with nested `routes`: a page at each innermost route's path, where the outer component,
// given `route` (with its `routes`) and its own modules, draws the inner one with `renderRoutes(route.routes)`
// (@docusaurus/renderRoutes, or react-router-config's) — the inner component with its own modules, props and
// `route` — as Docusaurus renders them. No page at the outer route's own path (Docusaurus writes none).
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const PLUGIN = `module.exports = function guide() {
  return {
    name: 'guide',
    async contentLoaded({ actions }) {
      const nav = await actions.createData('nav.json', JSON.stringify({ title: 'Pottery guide' }));
      const one = await actions.createData('one.json', JSON.stringify({ text: 'Wedging clay' }));
      const two = await actions.createData('two.json', JSON.stringify({ text: 'Centering' }));
      actions.addRoute({
        path: '/k/guide', component: '@site/src/GuideLayout.js', modules: { nav }, props: { edition: 2 },
        routes: [
          { path: '/k/guide/one', component: '@site/src/Chapter.js', exact: true, modules: { chapter: one }, props: { n: 1 } },
          { path: '/k/guide/two', component: '@site/src/Chapter.js', exact: true, modules: { chapter: two }, props: { n: 2 } },
        ],
      });
    },
  };
};
`;

const CHAPTER = "export default function Chapter({ chapter, n, route, location }) { return <article className=\"chapter\">{n}. {chapter.text}|{route.path}|{location.pathname}</article>; }\n";

function site(layout: string) {
  return tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/k/', presets: [['classic', { blog: false, pages: false }]], plugins: ['./plugins/guide.js'] };\n",
    'plugins/guide.js': PLUGIN, 'src/GuideLayout.js': layout, 'src/Chapter.js': CHAPTER, 'docs/intro.md': '# Intro\n',
  });
}

test("each nested route's page: the outer component with its modules and props, the inner one drawn by renderRoutes with its own", async () => {
  const dir = site("import React from 'react';\nimport renderRoutes from '@docusaurus/renderRoutes';\nexport default function GuideLayout({ route, nav, edition, match }) {\n  return <div className=\"guide\"><nav>{nav.title} ({edition}) {route.routes.length} at {match.url}</nav>{renderRoutes(route.routes)}</div>;\n}\n");
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.match(String(built.files.get('guide/one/index.html')), /<div class="guide"><nav>Pottery guide \(2\) 2 at \/k\/guide<\/nav><article class="chapter">1. Wedging clay\|\/k\/guide\/one\|\/k\/guide\/one<\/article><\/div>/);
  assert.match(String(built.files.get('guide/two/index.html')), /<div class="guide"><nav>Pottery guide \(2\) 2 at \/k\/guide<\/nav><article class="chapter">2. Centering\|\/k\/guide\/two\|\/k\/guide\/two<\/article><\/div>/);
  assert.not.ok(built.files.has('guide/index.html'), 'no page at the outer route');
});

test("an interactive outer component importing react-router-config: the inner route crosses into it as its server HTML", async () => {
  const dir = site("import React, { useState } from 'react';\nimport { renderRoutes } from 'react-router-config';\nexport default function GuideLayout({ route, nav }) {\n  const [open, setOpen] = useState(true);\n  return <div className=\"guide\"><button onClick={() => setOpen(!open)}>{nav.title}</button>{open && renderRoutes(route.routes)}</div>;\n}\n");
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const page = String(built.files.get('guide/two/index.html'));
  assert.match(page, /<div class="guide"><button>Pottery guide<\/button>.*2. Centering/);
  assert.not.match(page, /Wedging clay/);
});

test('a layout route at the empty path (a plugin serving from the site root): its nested routes are its pages', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', presets: [['classic', { blog: false, pages: false, docs: { routeBasePath: 'docs' } }]], plugins: [() => ({ name: 'root-guide', contentLoaded({ actions }) { actions.addRoute({ path: '', exact: false, component: '@site/src/Shell.js', routes: [{ path: '/kilns', exact: true, component: '@site/src/Kilns.js', sidebar: 'guide' }] }); } })] };\n",
    'src/Shell.js': "import renderRoutes from '@docusaurus/renderRoutes';\nexport default function Shell({ route }) { return <div className=\"shell\">{route.routes[0].sidebar}: {renderRoutes(route.routes)}</div>; }\n",
    'src/Kilns.js': 'export default function Kilns() { return <p>Kilns</p>; }\n',
    'docs/intro.md': '# Intro\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.match(String(built.files.get('kilns/index.html')), /<div class="shell">guide<!-- -->: <p>Kilns<\/p><\/div>|<div class="shell">guide: <p>Kilns<\/p><\/div>/);
});

test.run();
