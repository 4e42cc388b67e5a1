// Plugins a Docusaurus site installs (issue 22's not-built list): a package's plugin runs as the site's own local
// plugins run — named by its package, by Docusaurus's `docusaurus-plugin-<name>` shorthand, CommonJS or ES module —
// its `getClientModules` are bundled with the config's `clientModules`, `configureWebpack`'s `resolve.alias` applies
// to the site's bundles and a plugin whose other work is webpack's is named, and Docusaurus's own plugins are never run. A route's `modules` may be objects and arrays of paths; a
// plugin's `getPathsToWatch` is watched by `docsgen serve`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build, buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { serve } from '../../generator/dev/server.ts';
import { docsgen } from '../helpers/cli.ts';
import { tmpSite } from '../helpers/tmp-site.ts';
import { waitFor } from '../helpers/wait-for.ts';

const PACKAGES = {
  // CommonJS, named in full, with options and a client module of its own.
  'node_modules/jam-labels/package.json': '{ "name": "jam-labels", "main": "lib/index.js" }\n',
  'node_modules/jam-labels/lib/index.js': [
    "const path = require('node:path');",
    'module.exports = function jamLabels(context, options) {',
    "  return { name: 'jam-labels', injectHtmlTags: () => ({ headTags: [`<meta name=\"jam-label\" content=\"${options.color}\">`] }),",
    "    getClientModules: () => [path.resolve(__dirname, 'label-client')] };",
    '};',
  ].join('\n'),
  'node_modules/jam-labels/lib/label-client.js': "export function onRouteDidUpdate() { document.body.dataset.jamLabel = 'seen'; }\n",
  // An ES module, named by the shorthand `jars`, that adds a page.
  'node_modules/docusaurus-plugin-jars/package.json': '{ "name": "docusaurus-plugin-jars", "type": "module", "exports": "./index.js" }\n',
  'node_modules/docusaurus-plugin-jars/index.js': [
    'export default function jars(context) {',
    "  return { name: 'jars', async contentLoaded({ actions }) { actions.addRoute({ path: `${context.baseUrl}jars`, component: '@site/src/Jars.js', props: { count: 4 } }); } };",
    '}',
  ].join('\n'),
  // Webpack settings only: nothing docsgen builds.
  'node_modules/jam-polyfills/index.js': "module.exports = () => ({ name: 'jam-polyfills', configureWebpack: () => ({ resolve: { fallback: { buffer: false } } }) });\n",
  // Docusaurus's own: installed, never run by docsgen.
  'node_modules/@docusaurus/plugin-ideal-image/index.js': "module.exports = () => { throw new Error('must not run'); };\n",
  'src/Jars.js': "import React from 'react';\nexport default function Jars({ count }) { return <main className=\"jars\">{count} jars</main>; }\n",
  'docs/intro.md': '# Intro\n',
};

async function siteWith(plugins: string, files: Record<string, string> = {}) {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'Jam', url: 'https://jam.example.org', clientModules: ['./src/boot.js'], presets: [['classic', { blog: false, pages: false }]], plugins: [${plugins}] };\n`,
    'src/boot.js': "export function onRouteDidUpdate() { document.body.dataset.boot = 'yes'; }\n",
    ...PACKAGES,
    ...files,
  });
  return { dir, built: await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js'))) };
}

test('an installed package\'s plugin runs: by its name or Docusaurus\'s shorthand, CommonJS or ES module', async () => {
  const { built } = await siteWith("['jam-labels', { color: 'plum' }], 'jars', 'jam-polyfills', '@docusaurus/plugin-ideal-image', 'jam-not-installed'");
  assert.match(String(built.files.get('docs/intro/index.html')), /<meta name="jam-label" content="plum"\/?>/);
  assert.match(String(built.files.get('jars/index.html')), /<main class="jars">4 jars<\/main>/);
  const notBuilt = built.warnings.find((w) => /not built from the Docusaurus config/.test(w.message))?.message ?? '';
  assert.match(notBuilt, /plugin jam-polyfills: configureWebpack/);
  assert.match(notBuilt, /plugins [^\n]*@docusaurus\/plugin-ideal-image, jam-not-installed/);
  assert.not.match(notBuilt, /jam-labels|jars/);
});

test('an ES-module package loads as jiti loads it: extensionless relative imports, a CommonJS default marked __esModule; postBuild gets the routes and plugins', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Jam', url: 'https://jam.example.org', presets: [['classic', { blog: false, pages: false }]], plugins: [['jam-shelves', { shelf: 'oak' }]] };\n",
    'docs/intro.md': '# Intro\n',
    'node_modules/jam-shelves/package.json': '{ "name": "jam-shelves", "type": "module", "exports": { ".": { "default": "./lib/public/index.js" } } }\n',
    // Node's loader refuses both imports below; Docusaurus (jiti) takes them.
    'node_modules/jam-shelves/lib/public/index.js': "export { default } from '../plugin';\n",
    'node_modules/jam-shelves/lib/plugin.js': [
      "import fs from 'node:fs';",
      "import label from 'jam-label-maker';",
      'export default function shelves(context, options) {',
      "  return { name: 'jam-shelves', async postBuild({ outDir, routes, plugins }) { fs.writeFileSync(`${outDir}/shelves.txt`, label(options.shelf) + ' (' + plugins.map((p) => p.name + '/' + p.options.id).join(',') + '): ' + routes.map((r) => r.path).join(' ')); } };",
      '}',
    ].join('\n'),
    // Compiled from an ES module by TypeScript or Babel: its default is `exports.default`.
    'node_modules/jam-label-maker/package.json': '{ "name": "jam-label-maker", "main": "index.js" }\n',
    'node_modules/jam-label-maker/index.js': "Object.defineProperty(exports, '__esModule', { value: true });\nexports.default = (s) => `shelf ${s}`;\n",
  });
  await build(path.join(dir, 'docusaurus.config.js'), path.join(dir, 'build'));
  assert.match(readFileSync(path.join(dir, 'build', 'shelves.txt'), 'utf8'), /^shelf oak \(jam-shelves\/default\): .*\/docs\/intro( |$)/);
});

test('getClientModules: a plugin\'s client modules are bundled before the config\'s own', async () => {
  const { built } = await siteWith("['jam-labels', { color: 'plum' }]");
  const js = [...built.files.keys()].find((f) => /^assets\/client-modules\.\w+\.js$/.test(f))!;
  const code = Buffer.from(built.files.get(js)!).toString();
  assert.ok(code.indexOf('jamLabel') >= 0 && code.indexOf('jamLabel') < code.indexOf('"yes"'), code);
  assert.match(String(built.files.get('docs/intro/index.html')), new RegExp(js.replace(/\./g, '\\.')));
});

test('a package that is there but does not load, or throws when called, is named with why', async () => {
  const { built } = await siteWith("'jam-broken', 'jam-grumpy'", {
    'node_modules/jam-broken/index.js': "require('jam-missing-dependency');\n",
    'node_modules/jam-grumpy/index.js': "module.exports = () => { throw new Error('no lids'); };\n",
  });
  const notBuilt = built.warnings.find((w) => /not built from the Docusaurus config/.test(w.message))?.message ?? '';
  assert.match(notBuilt, /plugin jam-broken \(installed, but loading it failed with "Cannot find module 'jam-missing-dependency'/);
  assert.match(notBuilt, /plugin jam-grumpy \(it threw when called: no lids\)/);
});

test('addRoute modules may be objects and arrays of paths (and {__import, path}), as Docusaurus allows', async () => {
  const plugin = `function shelf() {
    return { name: 'shelf', async contentLoaded({ actions }) {
      const a = await actions.createData('a.json', '{"label":"apricot"}');
      const b = await actions.createData('b.json', '{"label":"bramble"}');
      actions.addRoute({ path: '/shelf', component: '@site/src/Shelf.js', modules: { jars: { first: a, rest: [b, { __import: true, path: a }] } } });
    } };
  }`;
  const { built } = await siteWith(plugin, {
    'src/Shelf.js': "import React from 'react';\nexport default function Shelf({ jars }) { return <ul className=\"shelf\">{[jars.first, ...jars.rest].map((j, i) => <li key={i}>{j.label}</li>)}</ul>; }\n",
  });
  assert.match(String(built.files.get('shelf/index.html')), /<ul class="shelf"><li>apricot<\/li><li>bramble<\/li><li>apricot<\/li><\/ul>/);
});

test('configureWebpack: its resolve.alias applies to pages, islands and client modules; what else it answers is named', async () => {
  const plugin = `function aliases(context) {
    return { name: 'aliases', configureWebpack: () => ({ resolve: { alias: { '@pantry': context.siteDir + '/src/pantry', 'jam-words$': context.siteDir + '/src/words.js' } } }) };
  }, () => ({ name: 'loaders', configureWebpack: () => ({ resolve: { alias: { '@x': '/x' } }, module: { rules: [] } }) }),
  () => ({ name: 'pantry-page', contentLoaded({ actions }) { actions.addRoute({ path: '/pantry', component: '@pantry/Pantry.js' }); } })`;
  const { built } = await siteWith(plugin, {
    'src/pantry/Pantry.js': "import React, { useState } from 'react';\nimport { word } from 'jam-words';\nimport Label from '@pantry/Label';\nexport default function Pantry() { const [n, setN] = useState(1); return <button onClick={() => setN(n + 1)}><Label />{word} {n}</button>; }\n",
    'src/pantry/Label.js': "import React from 'react';\nexport default function Label() { return <b>Pantry:</b>; }\n",
    'src/words.js': "export const word = 'jars';\n",
    'src/boot.js': "import { word } from 'jam-words';\nexport function onRouteDidUpdate() { document.body.dataset.boot = word; }\n",
  });
  const page = String(built.files.get('pantry/index.html'));
  assert.match(page, /<button><b>Pantry:<\/b>jars<!-- --> <!-- -->1<\/button>/);
  const island = /data-island-src="\/(assets\/island-[^"]+\.js)"/.exec(page)?.[1];
  assert.ok(island && Buffer.from(built.files.get(island)!).toString().includes('"jars"'), 'the island bundles the aliased module');
  const js = [...built.files.keys()].find((f) => /^assets\/client-modules\.\w+\.js$/.test(f))!;
  assert.match(Buffer.from(built.files.get(js)!).toString(), /"jars"/);
  const notBuilt = built.warnings.find((w) => /not built from the Docusaurus config/.test(w.message))?.message ?? '';
  assert.match(notBuilt, /plugin loaders: configureWebpack/);
  assert.not.match(notBuilt, /plugin aliases/);
});

test("configureWebpack gets Docusaurus's utils: a plugin building its rules with getStyleLoaders and getJSLoader keeps its aliases", async () => {
  const plugin = `function styled(context) {
    return { name: 'styled', configureWebpack: (config, isServer, utils) => ({
      mergeStrategy: { 'module.rules': 'prepend' },
      resolve: { alias: { '@pantry': context.siteDir + '/src/pantry' } },
      module: { rules: [{ test: /\\.scss$/, use: [...utils.getStyleLoaders(isServer, { modules: false }), 'sass-loader'] }, { test: /\\.jsx$/, use: [utils.getJSLoader({ isServer })] }] },
    }) };
  }, () => ({ name: 'shelf-page', contentLoaded({ actions }) { actions.addRoute({ path: '/shelf', component: '@site/src/Shelf.js' }); } })`;
  const { built } = await siteWith(plugin, {
    'src/pantry/Pantry.js': "import React from 'react';\nexport default function Pantry() { return <p className=\"pantry\">jars</p>; }\n",
    'src/Shelf.js': "import React from 'react';\nimport Pantry from '@pantry/Pantry';\nexport default function Shelf() { return <Pantry />; }\n",
  });
  assert.match(String(built.files.get('shelf/index.html')), /<p class="pantry">jars<\/p>/);
  const notBuilt = built.warnings.find((w) => /not built from the Docusaurus config/.test(w.message))?.message ?? '';
  assert.match(notBuilt, /plugin styled: configureWebpack/, 'its webpack rules are named, not its aliases');
  assert.not.match(notBuilt, /threw/);
});

test('an ES-module plugin using CommonJS\'s __dirname loads (as jiti gives it); its client module reads @generated/docusaurus.config', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Jam', url: 'https://jam.example.org', presets: [['classic', { blog: false, pages: false }]], plugins: ['jar-zoom'], themeConfig: { jarZoom: { margin: 'twenty-four' } } };\n",
    'node_modules/jar-zoom/package.json': '{ "name": "jar-zoom", "type": "module", "main": "lib/index.js" }\n',
    'node_modules/jar-zoom/lib/index.js': "import path from 'path';\nconst here = __dirname;\nexport default function () { return { name: 'jar-zoom', getClientModules() { return [path.resolve(here, './zoom')]; } }; }\n",
    'node_modules/jar-zoom/lib/zoom.js': "import siteConfig from '@generated/docusaurus.config';\nexport function onRouteDidUpdate() { document.body.dataset.zoom = siteConfig.themeConfig.jarZoom.margin + siteConfig.title; }\n",
    'docs/intro.md': '# Intro\n',
  });
  // The command itself: Node's own loader (the tests' TypeScript loader gives ES modules `__dirname`).
  const r = docsgen(['build'], { cwd: dir });
  assert.is(r.code, 0, r.err);
  assert.not.match(r.err, /jar-zoom|jarZoom/, 'run, and its theme config key read');
  const js = readdirSync(path.join(dir, 'build/assets')).find((f) => /^client-modules\.\w+\.js$/.test(f));
  assert.ok(js, 'its client module is bundled');
  assert.match(readFileSync(path.join(dir, 'build/assets', js!), 'utf8'), /twenty-four[^]*Jam|Jam[^]*twenty-four/);
});

test('getPathsToWatch: docsgen serve rebuilds when a file the plugin watches changes', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': `const fs = require('node:fs');
const path = require('node:path');
module.exports = { title: 'Jam', url: 'https://jam.example.org', presets: [['classic', { blog: false, pages: false }]], plugins: [function stock(context) {
  return { name: 'stock', getPathsToWatch: () => [path.join(context.siteDir, 'stock/**/*.txt')],
    loadContent: () => fs.readFileSync(path.join(context.siteDir, 'stock/jars/count.txt'), 'utf8').trim(),
    contentLoaded({ content, actions }) { actions.addRoute({ path: '/stock', component: '@site/src/Stock.js', props: { count: content } }); } };
}] };\n`,
    'stock/jars/count.txt': '3\n',
    'src/Stock.js': "import React from 'react';\nexport default function Stock({ count }) { return <p className=\"stock\">{count} in stock</p>; }\n",
    'docs/intro.md': '# Intro\n',
  });
  const server = await serve({ configPath: path.join(dir, 'docusaurus.config.js'), outDir: 'build', port: 0, host: '127.0.0.1', watch: true });
  try {
    assert.match(await (await fetch(`${server.url}/stock`)).text(), /3 in stock/);
    writeFileSync(path.join(dir, 'stock/jars/count.txt'), '9\n');
    await waitFor(async () => ((await (await fetch(`${server.url}/stock`)).text()).includes('9 in stock') ? true : undefined), 'the watched file\'s change to be served');
  } finally {
    await server.close();
  }
});

test.run();
