// A Docusaurus site's own plugins (issue 22's not-built list; fixtures/local-plugins): a local plugin file and an
// inline function plugin run with Docusaurus's lifecycle — loadContent, then contentLoaded with addRoute,
// createData and setGlobalData — their route's component renders with its modules and props; injectHtmlTags' head tags
// go into every page and postBuild runs on the written site (once, at merge, for a sharded build); what a plugin throws names the plugin and the method.
import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build, buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { BuildError } from '../../generator/errors.ts';
import { mergeShards } from '../../generator/output/merge.ts';
import { fixtureCopy, tmpSite } from '../helpers/tmp-site.ts';

const FIXTURE = path.join(fixtureCopy('local-plugins'), 'docusaurus.config.js');

test('a local plugin\'s route renders its component with the data it made; an inline plugin\'s global data is read', async () => {
  const built = await buildSite(await loadConfig(FIXTURE));
  const page = String(built.files.get('recipes/index.html'));
  assert.match(page, /<div class="recipes"><h1>Recipes<\/h1><p>From the spices shelf, one of 3\.<\/p><ul><li>Lentil soup<\/li><li>Flatbread<\/li><\/ul><\/div>/);
  assert.match(page, /<header/, 'in the site\'s page frame');
  // Its injectHtmlTags' head tags, on every page.
  for (const file of ['recipes/index.html', 'docs/intro/index.html']) {
    assert.match(String(built.files.get(file)), /<meta name="recipe-count" content="2"><link rel="preconnect" href="https:\/\/img\.pantry\.example\.org">/, file);
  }
  const notBuilt = built.warnings.find((w) => /not built from the Docusaurus config/.test(w.message))?.message ?? '';
  assert.not.match(notBuilt, /recipes|shelf|plugins /, 'the plugins that ran are not named as not built');
});

test('a plugin route\'s page is titled as its component titles it (Layout\'s title, or @docusaurus/Head\'s <title>)', async () => {
  const built = await buildSite(await loadConfig(FIXTURE));
  assert.match(String(built.files.get('counter/index.html')), /<title>Shelf counter \| Pantry<\/title>/);
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Jars', url: 'https://jars.example.org', presets: [['classic', { blog: false, pages: false }]], plugins: [() => ({ name: 'lids', contentLoaded({ actions }) { actions.addRoute({ path: '/lids', component: '@site/src/Lids.js' }); } })] };\n",
    'src/Lids.js': "import React from 'react';\nimport Head from '@docusaurus/Head';\nexport default function Lids() { return <><Head><title>All the lids</title></Head><p>lids</p></>; }\n",
    'docs/a.md': '# A\n',
  });
  const lids = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.match(String(lids.files.get('lids/index.html')), /<title>All the lids<\/title>/);
});

test('postBuild runs once the site is written, with the output folder, the route paths and its content', async () => {
  const out = path.join(tmpSite({}), 'out');
  await build(FIXTURE, out);
  assert.match(readFileSync(path.join(out, 'recipes.txt'), 'utf8'), /^2 recipes; routes: .*\/recipes( |$)/);
  assert.match(readFileSync(path.join(out, 'recipes.txt'), 'utf8'), / \/docs\/intro( |\n)/);
});

test('postBuild\'s routes name the plugin that made each (Docusaurus\'s content plugins, the site\'s own) and their component, with build metadata', async () => {
  const out = path.join(tmpSite({}), 'out');
  await build(FIXTURE, out);
  const lines = readFileSync(path.join(out, 'route-plugins.txt'), 'utf8').trim().split('\n');
  assert.ok(lines.includes('/docs/intro docusaurus-plugin-content-docs#default @theme/DocItem noIndex=false'), lines.join('\n'));
  assert.ok(lines.includes('/recipes recipes#default @site/src/components/RecipeList.js noIndex=false'), lines.join('\n'));
  assert.ok(lines.includes('/counter recipes#default @site/src/components/ShelfCounter.js noIndex=false'), lines.join('\n'));
  assert.not.ok(lines.some((l) => l.startsWith('/404.html')), 'the not-found page is no plugin\'s route');
});

test('a --shard build does not run postBuild; docsgen merge runs it once, on the joined site, with every route', async () => {
  const dir = fixtureCopy('local-plugins');
  const config = path.join(dir, 'docusaurus.config.js');
  for (const index of [1, 2]) await build(config, `shard-${index}`, { shard: { index, count: 2 } });
  assert.not.ok(existsSync(path.join(dir, 'shard-1/recipes.txt')) || existsSync(path.join(dir, 'shard-2/recipes.txt')));
  await mergeShards([path.join(dir, 'shard-1'), path.join(dir, 'shard-2')], path.join(dir, 'merged'));
  const text = readFileSync(path.join(dir, 'merged/recipes.txt'), 'utf8');
  assert.match(text, /^2 recipes; routes: /);
  for (const route of ['/recipes', '/counter', '/docs/intro']) assert.ok(text.trim().split(' ').includes(route), `${route} in ${text}`);
  assert.match(readFileSync(path.join(dir, 'merged/route-plugins.txt'), 'utf8'), /^\/docs\/intro docusaurus-plugin-content-docs#default/m);
  // Merged elsewhere (a CI job with only the shards' folders): a warning, unless merge is told where the config is.
  const moved = `${dir}-moved`;
  renameSync(dir, moved);
  const away = await mergeShards([path.join(moved, 'shard-1'), path.join(moved, 'shard-2')], path.join(moved, 'away'));
  assert.match(away.warnings.map((w) => w.message).join('\n'), /postBuild did not run: the config the shards were built from is not here/);
  assert.not.ok(existsSync(path.join(moved, 'away/recipes.txt')));
  await mergeShards([path.join(moved, 'shard-1'), path.join(moved, 'shard-2')], path.join(moved, 'told'), path.join(moved, 'docusaurus.config.js'));
  assert.ok(existsSync(path.join(moved, 'told/recipes.txt')));
});

test("a route's component gets react-router's props as on Docusaurus: match (a `*` or `:name` part matching itself), location, route", async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/k/', presets: [['classic', { blog: false, pages: false }]], plugins: [() => ({ name: 'qr', contentLoaded({ actions }) { actions.addRoute({ path: '/k/qr/*', component: '@site/src/Qr.js' }); actions.addRoute({ path: '/k/card/:id', component: '@site/src/Qr.js', props: { title: 'Card' } }); } })] };\n",
    'src/Qr.js': "export default function Qr(props) { return <p className=\"qr\">{props.match.params[0] ?? props.match.params.id}|{props.match.url}|{props.location.pathname}|{String(props.route.exact)}|{props.title}</p>; }\n",
    'docs/intro.md': '# Intro\n',
  });
  const site = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.match(String(site.files.get('qr/*/index.html')), /<p class="qr">\*\|\/k\/qr\/\*\|\/k\/qr\/\*\|true\|<\/p>/);
  assert.match(String(site.files.get('card/:id/index.html')), /<p class="qr">:id\|\/k\/card\/:id\|\/k\/card\/:id\|true\|Card<\/p>/);
});

/** A site with `plugin` in its plugins: its build, or the messages of the error it stopped with. */
async function siteWith(plugin: string): Promise<Awaited<ReturnType<typeof buildSite>> | string> {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example', presets: [['classic', { blog: false, pages: false }]], plugins: [${plugin}] };\n`,
    'docs/intro.md': '# Intro\n',
  });
  try {
    return await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  } catch (err) {
    if (err instanceof BuildError) return err.problems.map((p) => p.message).join('\n');
    throw err;
  }
}
const failure = async (plugin: string) => String(await siteWith(plugin));

test('a method docsgen does not run is named with the plugin\'s name, and body tags with it', async () => {
  const built = await siteWith("() => ({ name: 'jar', extendCli: () => undefined, injectHtmlTags: () => ({ postBodyTags: ['<b>x</b>'] }), configureWebpack: () => ({}) })");
  assert.ok(typeof built !== 'string', String(built));
  const messages = built.warnings.map((w) => w.message).join('\n');
  assert.match(messages, /not built from the Docusaurus config: plugin jar: extendCli\n/);
  assert.match(messages, /plugin jar: injectHtmlTags postBodyTags are not built/);
});

test('what a plugin throws names the plugin and the lifecycle method', async () => {
  assert.match(await failure("() => ({ name: 'jar', loadContent() { throw new Error('lid stuck'); } })"), /^plugin jar threw in loadContent: lid stuck$/);
  assert.match(await failure("() => ({ name: 'jar', async contentLoaded() { throw new Error('shelf full'); } })"), /^plugin jar threw in contentLoaded: shelf full$/);
  assert.match(await failure("function jar() { throw new Error('no jar'); }"), /^plugin jar threw when called: no jar$/);
  assert.match(await failure("() => ({ name: 'jar', injectHtmlTags() { throw new Error('no tags'); } })"), /^plugin jar threw in injectHtmlTags: no tags$/);
  assert.match(await failure("() => ({ name: 'jar', getClientModules() { throw new Error('no client'); } })"), /^plugin jar threw in getClientModules: no client$/);
  assert.match(await failure("() => ({ name: 'jar', contentLoaded({ actions }) { actions.addRoute({ path: '/jar' }); } })"), /^plugin jar: addRoute needs a path and a component/);
});

test('a local plugin path that leads to no file fails the build at the config\'s line, as on Docusaurus', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = {\n  title: 'T', url: 'https://t.example',\n  presets: [['classic', { blog: false, pages: false }]],\n  plugins: ['./plugins/shelf'],\n};\n",
    'docs/intro.md': '# Intro\n',
  });
  const err = await loadConfig(path.join(dir, 'docusaurus.config.js')).then(() => undefined, (e: unknown) => e);
  assert.instance(err, BuildError);
  const problem = (err as BuildError).problems[0]!;
  assert.match(problem.message, /the plugin \.\/plugins\/shelf is not there/);
  assert.equal([problem.pos.line, problem.pos.column], [4, 13]);
});

test('a plugin path the config computes (path.resolve(__dirname, …)) that leads to no file is told at the line that names it', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "const path = require('path');\nmodule.exports = {\n  title: 'T', url: 'https://t.example',\n  plugins: [\n    path.resolve(__dirname, './plugins/shelf'),\n  ],\n};\n",
    'docs/intro.md': '# Intro\n',
  });
  const err = await loadConfig(path.join(dir, 'docusaurus.config.js')).then(() => undefined, (e: unknown) => e);
  assert.instance(err, BuildError);
  const problem = (err as BuildError).problems[0]!;
  assert.match(problem.message, /the plugin \/.*\/plugins\/shelf is not there/);
  assert.equal([problem.pos.line, problem.pos.column], [5, 29]);
});

test('a local plugin file whose packages are not installed is not run, but named; one whose packages are installed runs', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Jars', url: 'https://jars.example.org', presets: [['classic', { blog: false }]], plugins: ['./plugins/lids', './plugins/labels'] };\n",
    'plugins/lids.js': "const glob = require('jar-globber');\nmodule.exports = () => ({ name: 'lids', loadContent: () => glob('*') });\n",
    'plugins/labels.js': "const { tag } = require('jar-labels');\nmodule.exports = () => ({ name: 'labels', injectHtmlTags: () => ({ headTags: [tag] }) });\n",
    'node_modules/jar-labels/index.js': "exports.tag = '<meta name=\"jar-label\" content=\"plum\">';\n",
    'docs/a.md': '# A\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.match(built.warnings.map((w) => w.message).join('\n'), /not built from the Docusaurus config: [^\n]*plugins \.\/plugins\/lids/);
  assert.match(String(built.files.get('docs/a/index.html')), /<meta name="jar-label" content="plum"\/?>/);
});


test('a plugin whose lifecycle used a stand-in for a package that is not installed is named with the packages and the install line', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': [
      "const feeds = require('@pantry/feed-reader/client');",
      "module.exports = {",
      "  title: 'Jars', url: 'https://jars.example.org', presets: [['classic', { blog: false }]],",
      "  plugins: [",
      "    () => ({ name: 'shelf-feed', async loadContent() { return feeds.read('https://feeds.example.org'); }, async contentLoaded({ content, actions }) { actions.setGlobalData({ items: content }); } }),",
      "    () => ({ name: 'shelf-count', async contentLoaded({ actions }) { actions.setGlobalData({ count: 3 }); } }),",
      "  ],",
      "};",
    ].join('\n'),
    'docs/intro.md': '# Intro\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const warnings = built.warnings.filter((w) => /ran with stand-ins/.test(w.message));
  assert.is(warnings.length, 1, warnings.map((w) => w.message).join('\n'));
  assert.match(warnings[0]!.message, /^plugin shelf-feed ran with stand-ins for @pantry\/feed-reader\/client, not installed here/);
  assert.is(warnings[0]!.hint, 'npm install @pantry/feed-reader (in the site folder), then build again');
  assert.is(warnings[0]!.pos.line, 5);
});

test.run();
