// Docusaurus configs load as Docusaurus loads them (issue 23, point 1): a `require` the config makes itself with
// `createRequire`, local files named without their TypeScript extension, presets other than the classic one.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { BuildError } from '../../generator/errors.ts';
import { buildFails } from '../helpers/build-fails.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const notBuilt = (warnings: { message: string }[]) => warnings.find((w) => /not built from the Docusaurus config/.test(w.message))?.message ?? '';

test('an ES-module config\'s own createRequire: a missing package is a stand-in, named once; a .ts file found without its extension', async () => {
  const dir = tmpSite({
    'docusaurus.config.mjs': [
      "import { createRequire } from 'node:module';",
      'const require = createRequire(import.meta.url);',
      'export default {',
      "  title: 'Lamps', url: 'https://lamps.example.org',",
      "  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars') }, blog: false, pages: false, theme: { customCss: require.resolve('lamp-theme/theme.css') } }]],",
      '};',
    ].join('\n'),
    'sidebars.ts': "export default { docs: ['intro'] };\n",
    'docs/intro.md': '# Intro\n',
  });
  const loaded = await loadConfig(path.join(dir, 'docusaurus.config.mjs'));
  assert.is(loaded.config.docs.sidebarPath, 'sidebars.ts');
  const built = await buildSite(loaded);
  assert.ok(built.routes.some((r) => r.path === '/docs/intro' && r.sidebar === 'docs'));
  assert.match(notBuilt(built.warnings), /lamp-theme\/theme\.css: not installed/);
  assert.not.match(notBuilt(built.warnings), /\.\/sidebars/);
});

test('a local file named with a .js extension that is only there as .ts is found by require.resolve, as jiti finds it', async () => {
  const config = "module.exports = { title: 'Lamps', url: 'https://lamps.example.org', presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') } }]] };\n";
  const dir = tmpSite({ 'docusaurus.config.js': config, 'sidebars.ts': "export default { docs: ['intro'] };\n", 'docs/intro.md': '# Intro\n' });
  const loaded = await loadConfig(path.join(dir, 'docusaurus.config.js'));
  assert.is(loaded.config.docs.sidebarPath, 'sidebars.ts');
  assert.ok((await buildSite(loaded)).routes.some((r) => r.path === '/docs/intro' && r.sidebar === 'docs'));
});

test("the navbar's early `links` key is an error at its line naming `items`, as Docusaurus's theme refuses it", async () => {
  const footerFirst = [
    'module.exports = {',
    "  title: 'Lamps', url: 'https://lamps.example.org',",
    "  themeConfig: { footer: { links: [{ label: 'Home', to: '/' }] },",
    "    navbar: { title: 'Lamps',",
    "      links: [{ to: 'docs/intro', label: 'Docs' }] } },",
    '};',
  ].join('\n');
  const p = await buildFails(path.join(tmpSite({ 'docusaurus.config.js': footerFirst, 'docs/intro.md': '# Intro\n' }), 'docusaurus.config.js'));
  assert.match(p.message, /themeConfig\.navbar\.links was renamed themeConfig\.navbar\.items/);
  assert.is(p.pos.line, 5, "the navbar's key, not the footer's");
  assert.match(p.hint!, /rename the key links to items/);
});

test('themeConfig keys Docusaurus refuses (colorMode.switchConfig, metadatas…) are errors at their line saying where the option went', async () => {
  const config = (key: string) => ['module.exports = {', "  title: 'Lamps', url: 'https://lamps.example.org',", `  themeConfig: { colorMode: { defaultMode: 'light',`, `    ${key} } },`, '};'].join('\n');
  const p = await buildFails(path.join(tmpSite({ 'docusaurus.config.js': config("switchConfig: { darkIcon: '*' }"), 'docs/intro.md': '# Intro\n' }), 'docusaurus.config.js'));
  assert.match(p.message, /colorMode\.switchConfig is gone/);
  assert.is(p.pos.line, 4);
  assert.match(p.hint!, /IconLightMode, IconDarkMode or ColorModeToggle/);
  const top = ['module.exports = {', "  title: 'Lamps', url: 'https://lamps.example.org',", "  themeConfig: { metadatas: [{ name: 'x', content: 'y' }] },", '};'].join('\n');
  const q = await buildFails(path.join(tmpSite({ 'docusaurus.config.js': top, 'docs/intro.md': '# Intro\n' }), 'docusaurus.config.js'));
  assert.match(q.message, /themeConfig\.metadatas was renamed themeConfig\.metadata \(Docusaurus refuses it too\)/);
  assert.is(q.pos.line, 3);
});

test('the docs option homePageId, which Docusaurus refuses, is an error at its line saying to use `slug: /`', async () => {
  const config = ['module.exports = {', "  title: 'Lamps', url: 'https://lamps.example.org',", "  presets: [['classic', { docs: {", "    homePageId: 'intro' } }]],", '};'].join('\n');
  const p = await buildFails(path.join(tmpSite({ 'docusaurus.config.js': config, 'docs/intro.md': '# Intro\n' }), 'docusaurus.config.js'));
  assert.match(p.message, /the docs option homePageId is no longer supported \(Docusaurus refuses it too\)/);
  assert.is(p.pos.line, 4);
  assert.match(p.hint!, /slug: \//);
});

test("another package named like the classic preset (a fork) is not taken for Docusaurus's own: not installed, it is named", async () => {
  const config = "module.exports = { title: 'Lamps', url: 'https://lamps.example.org', presets: [['@lamp-works/preset-classic', { docs: { routeBasePath: '/' } }]] };\n";
  const built = await buildSite(await loadConfig(path.join(tmpSite({ 'docusaurus.config.js': config, 'docs/intro.md': '# Intro\n' }), 'docusaurus.config.js')));
  assert.match(notBuilt(built.warnings), /preset @lamp-works\/preset-classic \(not installed: its options read as the classic preset's\)/);
  assert.ok(built.routes.some((r) => r.path === '/intro'), 'its docs options are read');
});

test("an announcement bar without an id gets Docusaurus's default id", async () => {
  const config = "module.exports = { title: 'Lamps', url: 'https://lamps.example.org', themeConfig: { announcementBar: { content: 'Lamps 3 is out.' } } };\n";
  const loaded = await loadConfig(path.join(tmpSite({ 'docusaurus.config.js': config, 'docs/intro.md': '# Intro\n' }), 'docusaurus.config.js'));
  assert.equal(loaded.config.announcementBar, { id: 'announcement-bar', content: 'Lamps 3 is out.', isCloseable: true });
});

test("a file outside the site's folder that the config requires and a copy of the site lacks is a stand-in, named", async () => {
  const config = "const { version } = require('../tools/release-info');\nmodule.exports = { title: 'Lamps', url: 'https://lamps.example.org', customFields: { version }, presets: [['classic', {}]] };\n";
  const dir = tmpSite({ 'site/docusaurus.config.js': config, 'site/docs/intro.md': '# Intro\n' });
  const built = await buildSite(await loadConfig(path.join(dir, 'site/docusaurus.config.js')));
  assert.match(notBuilt(built.warnings), /tools\/release-info: no such file, outside the site folder/, 'a file, not a package to install');
  assert.ok(built.routes.some((r) => r.path === '/docs/intro'));
});

test('nothing at / (no src/pages index, no doc or blog there): no page is written there, as Docusaurus writes none', async () => {
  const config = "module.exports = { title: 'Lamps', url: 'https://lamps.example.org', presets: [['classic', { docs: { routeBasePath: 'guide' } }]] };\n";
  const built = await buildSite(await loadConfig(path.join(tmpSite({ 'docusaurus.config.js': config, 'docs/intro.md': '# Intro\n' }), 'docusaurus.config.js')));
  assert.not.ok(built.routes.some((r) => r.path === '/'), 'no generated home page');
  assert.not.ok(built.files.has('index.html'));
  assert.ok(built.routes.some((r) => r.path === '/guide/intro'));
});

test('an installed preset runs: the docs plugin it returns is built with its options', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Lamps', url: 'https://lamps.example.org', presets: [[require.resolve('./lamp-preset.js'), { section: 'guide' }]] };\n",
    'lamp-preset.js': [
      '// A company preset: the docs plugin with the house settings.',
      'module.exports = function lampPreset(context, options) {',
      "  return { plugins: [[require.resolve('./node_modules/@docusaurus/plugin-content-docs'), { path: 'manual', routeBasePath: options.section }]], themes: [] };",
      '};',
    ].join('\n'),
    'node_modules/@docusaurus/plugin-content-docs/index.js': 'module.exports = function pluginContentDocs() { return { name: "docs" }; };\n',
    'manual/setup.md': '# Setup\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.ok(built.routes.some((r) => r.path === '/guide/setup'), built.routes.map((r) => r.path).join(' '));
});

test('a preset that is not installed but takes classic options is read as the classic preset, with a warning', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Lamps', url: 'https://lamps.example.org', presets: [['@lamps/docusaurus-preset', { docs: { path: 'manual', routeBasePath: 'guide' }, blog: false }]] };\n",
    'manual/setup.md': '# Setup\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.ok(built.routes.some((r) => r.path === '/guide/setup'));
  assert.match(notBuilt(built.warnings), /preset @lamps\/docusaurus-preset \(not installed: its options read as the classic preset's\)/);
});

test('an installed preset that does not load (its own classic preset missing) is named as such, by its package path; an installed plugin given by its path runs', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Lamps', url: 'https://lamps.example.org', presets: [[require.resolve('@lamps/docusaurus-preset'), { docs: { path: 'manual', routeBasePath: 'guide' }, blog: false }]], plugins: [require.resolve('lamp-wick')] };\n",
    // An installed package's plugin runs as a local one does (docusaurus-package-plugins.test.ts).
    'node_modules/lamp-wick/index.js': "module.exports = () => ({ name: 'wick', configureWebpack: () => ({ module: { rules: [] } }) });\n",
    'node_modules/@lamps/docusaurus-preset/index.js': "const classic = require('@docusaurus/preset-classic');\nmodule.exports = (context, options) => classic(context, options);\n",
    'manual/setup.md': '# Setup\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.ok(built.routes.some((r) => r.path === '/guide/setup'));
  assert.match(notBuilt(built.warnings), /preset @lamps\/docusaurus-preset\/index\.js \(installed, but loading it failed with "Cannot find module '@docusaurus\/preset-classic'": its options read as the classic preset's\)/);
  assert.match(notBuilt(built.warnings), /plugin wick: configureWebpack/);
});

test('a file of the site the config reads or requires that does not exist is an error at its line; one outside the site is a warning', async () => {
  const config = (line: string) => [
    "const fs = require('fs');",
    "const path = require('path');",
    line,
    "module.exports = { title: 'Lamps', url: 'https://lamps.example.org', presets: [['classic', { blog: false, pages: false }]] };",
  ].join('\n');
  const lines = [
    "const team = fs.readFileSync(path.resolve(__dirname, 'team.yml'), 'utf8');",
    "const links = require('./links.json');",
    "const css = require.resolve('./src/css/lamps.css');",
    "const shops = fs.readFileSync(new URL('./shops.yml', 'file://' + __filename), 'utf8');",
  ];
  for (const line of lines) {
    const dir = tmpSite({ 'docusaurus.config.js': config(line), 'docs/intro.md': '# Intro\n' });
    const p = await buildFails(path.join(dir, 'docusaurus.config.js'));
    assert.equal([p.pos.file, p.pos.line], [path.join(dir, 'docusaurus.config.js'), 3], line);
    assert.match(p.message, /team\.yml does not exist|"\.\/links\.json": no such file|\.\/src\/css\/lamps\.css does not exist|shops\.yml does not exist/);
  }
  // A file of the repository around the site (a copy of the site alone may lack it): read as empty, named.
  const dir = tmpSite({ 'site/docusaurus.config.js': config("const crowdin = fs.readFileSync(path.resolve(__dirname, '../crowdin.yaml'), 'utf8');"), 'site/docs/intro.md': '# Intro\n' });
  const built = await buildSite(await loadConfig(path.join(dir, 'site/docusaurus.config.js')));
  assert.match(notBuilt(built.warnings), /crowdin\.yaml: no such file/);
  // A file of a package the site installs (under its node_modules) is a package's: a stand-in when not installed.
  const installs = tmpSite({ 'docusaurus.config.js': config("const reset = require.resolve('./node_modules/lamp-reset/reset.css');"), 'docs/intro.md': '# Intro\n' });
  const loaded = await loadConfig(path.join(installs, 'docusaurus.config.js'));
  assert.match(notBuilt(loaded.warnings ?? []), /\.\/node_modules\/lamp-reset\/reset\.css: not installed/);
});

test('a package file the config reads that is not installed: a JSON file reads as {}; a config that then throws is told what stood in', async () => {
  const config = (line: string) => [
    "const fs = require('fs');",
    line,
    "module.exports = { title: 'Lamps', url: 'https://lamps.example.org', presets: [['classic', { blog: false, pages: false }]] };",
  ].join('\n');
  const json = tmpSite({ 'docusaurus.config.js': config("const { version } = JSON.parse(fs.readFileSync(require.resolve('lamp-kit/package.json'), 'utf8'));"), 'docs/intro.md': '# Intro\n' });
  const built = await buildSite(await loadConfig(path.join(json, 'docusaurus.config.js')));
  assert.ok(built.files.has('docs/intro/index.html'));
  assert.match(notBuilt(built.warnings), /lamp-kit\/package\.json: no such file/);
  const text = tmpSite({ 'docusaurus.config.js': config("const bulbs = fs.readFileSync('node_modules/lamp-kit/bulbs.txt', 'utf8').split('\\n')[2].trim();"), 'docs/intro.md': '# Intro\n' });
  const p = await buildFails(path.join(text, 'docusaurus.config.js'));
  assert.equal([p.pos.line, /threw while loading/.test(p.message)], [2, true]);
  assert.match(p.hint ?? '', /stand-ins for what could not be loaded here: node_modules\/lamp-kit\/bulbs\.txt \(no such file\).*npm install/);
});

test('what Docusaurus accepts in a config: a base URL without its slashes, the classic theme listed alone, untyped dropdowns, `to` another site', async () => {
  const dir = tmpSite({
    // An ES module using the `require` Docusaurus's loader gives every config, with no classic preset.
    'docusaurus.config.mjs': [
      'export default {',
      "  title: 'Lamps', url: 'https://lamps.example.org', baseUrl: 'manual',",
      "  markdown: { mermaid: true, remarkRehypeOptions: { footnoteLabel: 'Notes', handlers: {} }, mdx1Compat: { comments: false } },",
      "  themes: [['@docusaurus/theme-classic', { customCss: require.resolve('./lamp.css') }]],",
      "  plugins: [['@docusaurus/plugin-content-docs', { sidebarPath: false, breadcrumbs: true, docItemComponent: '@theme/LampDoc' }], '@docusaurus/theme-mermaid'],",
      '  themeConfig: {',
      "    navbar: { items: [{ label: 'Shops', items: [{ label: 'North', to: 'https://north.example.org/lamps' }] }] },",
      "    footer: { links: [{ title: 'More', items: [{ label: 'Wicks', to: 'https://wicks.example.org' }] }] },",
      "    prism: { defaultLanguage: 'bash' },",
      '  },',
      '};',
    ].join('\n'),
    'lamp.css': ':root { --ifm-color-primary: #c60; }\n',
    'docs/intro.md': '# Intro\n',
  });
  const loaded = await loadConfig(path.join(dir, 'docusaurus.config.mjs'));
  const { config } = loaded;
  assert.is(config.baseUrl, '/manual/');
  assert.equal(config.customCss, ['lamp.css']);
  assert.equal(config.navbar.items, [{ type: 'dropdown', label: 'Shops', items: [{ label: 'North', href: 'https://north.example.org/lamps' }] }]);
  assert.equal(config.footer.links[0]!.items, [{ label: 'Wicks', href: 'https://wicks.example.org' }]);
  const warning = notBuilt(loaded.warnings ?? []);
  // What docsgen leaves out is named; the classic theme and Mermaid, which it builds, are not.
  assert.match(warning, /markdown\.remarkRehypeOptions\.handlers/);
  assert.not.match(warning, /footnoteLabel/, 'applied');
  assert.match(warning, /markdown\.mdx1Compat\.comments false/);
  // A docs option docsgen does not read is named; one set to what docsgen does anyway is not.
  assert.match(warning, /docs options docItemComponent/);
  assert.match(warning, /prism\.defaultLanguage/);
  assert.not.match(warning, /breadcrumbs/);
  assert.not.match(warning, /theme-classic|theme-mermaid|navbar item/);
  const built = await buildSite(loaded);
  assert.ok(built.routes.some((r) => r.path === '/docs/intro'));
});

test('a CommonJS config function loading ES-module plugins with import(): a package not installed is a stand-in, named', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': [
      'module.exports = async function createConfig() {',
      "  const glow = (await import('remark-lamp-glow')).default;",
      "  return { title: 'Lamps', url: 'https://lamps.example.org', presets: [['classic', { docs: { remarkPlugins: [glow] }, blog: false, pages: false }]] };",
      '};',
    ].join('\n'),
    'docs/intro.md': '# Intro\n',
  });
  const loaded = await loadConfig(path.join(dir, 'docusaurus.config.js'));
  assert.ok((loaded.warnings ?? []).some((w) => /remark-lamp-glow is not installed/.test(w.message)));
  const built = await buildSite(loaded);
  assert.ok(built.routes.some((r) => r.path === '/docs/intro'));
});

test('no default docs instance: the docs folder is not read as one; a preset\'s docs with an id are an instance; a blog-only site needs no docs folder', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': [
      "module.exports = { title: 'Lamps', url: 'https://lamps.example.org', plugins: [",
      "  ['@docusaurus/plugin-content-docs', { id: 'wicks', path: 'docs/wicks', routeBasePath: 'wicks' }],",
      "], presets: [['company-preset', { docs: { id: 'oils', path: 'oils', routeBasePath: 'oils' } }]] };",
    ].join('\n'),
    'docs/wicks/cotton.md': '# Cotton\n',
    'oils/olive.md': '# Olive\n',
  });
  const paths = (await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')))).routes.map((r) => r.path);
  assert.ok(paths.includes('/wicks/cotton') && paths.includes('/oils/olive'), paths.join(' '));
  assert.not.ok(paths.some((p) => p.startsWith('/docs/')), paths.join(' '));
  const blogOnly = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Lamps', url: 'https://lamps.example.org', presets: [['classic', { docs: false, blog: { routeBasePath: '/' }, gtag: undefined }]] };\n",
    'blog/2024-05-01-wicks.md': '---\ntitle: Wicks\n---\nTrim them.\n',
  });
  const blogLoaded = await loadConfig(path.join(blogOnly, 'docusaurus.config.js'));
  // An option left undefined is not given, as Docusaurus reads it.
  assert.not.match(notBuilt(blogLoaded.warnings ?? []), /gtag/);
  const blogPaths = (await buildSite(blogLoaded)).routes.map((r) => r.path);
  assert.ok(blogPaths.includes('/2024/05/01/wicks'), blogPaths.join(' '));
});

test('values a config or sidebars file computes with a helper that is not installed are read as not set, and named', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': [
      "const { pick } = require('@lamps/build-kind');",
      'module.exports = {',
      "  title: 'Lamps', url: 'https://lamps.example.org',",
      '  presets: [[\'classic\', { blog: false, pages: false, docs: {',
      "    sidebarPath: require.resolve('./sidebars.js'),",
      "    editUrl: pick({ inside: 'https://intra.example/', outside: 'https://code.example/lamps/' }),",
      "    onlyIncludeVersions: pick({ inside: ['current'], outside: ['current'] }),",
      "    remarkPlugins: [require('@lamps/build-kind').remarkLamp],",
      '  } }]],',
      "  themeConfig: { navbar: { items: [{ type: 'doc', docId: 'intro', label: 'Intro' }, pick({ inside: null, outside: { type: 'docsVersionDropdown' } })].filter(Boolean) } },",
      '};',
    ].join('\n'),
    'sidebars.js': [
      "const { pick } = require('@lamps/build-kind');",
      "module.exports = { docs: ['intro', ...pick({ inside: ['secret'], outside: [] }), { Wicks: ['wicks'], Inside: pick({ inside: ['secret'], outside: ['wicks'] }) }] };",
    ].join('\n'),
    'docs/intro.md': '# Intro\n',
    'docs/wicks.md': '# Wicks\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.ok(built.routes.some((r) => r.path === '/docs/intro' && r.sidebar === 'docs'), built.routes.map((r) => r.path).join(' '));
  const warning = notBuilt(built.warnings);
  assert.match(warning, /read as not set: presets\[0\]\[1\]\.docs\.editUrl \(from @lamps\/build-kind\), presets\[0\]\[1\]\.docs\.onlyIncludeVersions \(from @lamps\/build-kind\), themeConfig\.navbar\.items\[1\]/);
  // A stand-in where a plugin goes is a plugin not installed, named as such, not a value left out.
  assert.not.match(warning, /remarkPlugins\[0\] \(from/);
  const sidebarWarning = built.warnings.find((w) => /sidebars file ran with stand-ins/.test(w.message));
  assert.match(sidebarWarning?.message ?? '', /@lamps\/build-kind: not installed.*left out: docs\[1\]\.Inside \(from @lamps\/build-kind\)/);
  // The rest of the sidebar is built: the doc of the category that stays is in it.
  assert.ok(built.routes.some((r) => r.path === '/docs/wicks' && r.sidebar === 'docs'));
});

test('a sidebars file whose stand-in value names a doc that is not there: the error says the value came from a stand-in', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Lamps', url: 'https://lamps.example.org', presets: [['classic', { blog: false, pages: false, docs: { sidebarPath: require.resolve('./sidebars.js') } }]] };\n",
    // The helper is not installed: its stand-in's answer is truthy, so the inside-only doc is asked for.
    'sidebars.js': "const { isInside } = require('@lamps/build-kind');\nmodule.exports = { docs: ['intro', isInside() ? 'secret' : []] };\n",
    'docs/intro.md': '# Intro\n',
  });
  const err = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js'))).then(() => undefined, (e: unknown) => e);
  assert.instance(err, BuildError);
  const messages = (err as BuildError).problems.map((p) => p.message).join('\n');
  assert.match(messages, /no doc with id "secret"/);
  assert.match(messages, /the sidebars file ran with stand-ins for what could not be loaded \(@lamps\/build-kind: not installed\): a value computed from a stand-in may not be the one the package gives/);
});

test('npm2yarn configured but not installed: docsgen makes its tabs itself, and names nothing; not configured, none', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Lamps', url: 'https://lamps.example.org', presets: [['classic', { blog: false, pages: false, docs: { remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), { sync: true }]] } }]] };\n",
    'docs/setup.md': '# Setup\n\n```bash npm2yarn\nnpm install --save lamp-oil\n```\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.match(String(built.files.get('docs/setup/index.html')), /role="tab"[^>]*data-value="yarn">yarn</);
  assert.not.ok(built.warnings.some((w) => /npm2yarn/.test(w.message)), built.warnings.map((w) => w.message).join('\n'));
  // Not listed, the fence is the plain block Docusaurus shows (a site's own plugin may handle the meta instead).
  writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = { title: 'Lamps', url: 'https://lamps.example.org', presets: [['classic', { blog: false, pages: false }]] };\n");
  const plain = String((await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')))).files.get('docs/setup/index.html'));
  assert.not.match(plain, /role="tab"/);
  assert.match(plain, /<div class="code-block" data-lang="bash"><pre [^>]*><code><span class="line"><span [^>]*>npm<\/span>.*lamp-oil<\/span><\/span><\/code><\/pre><\/div>/s);
});


test('an ES-module config imports an ES-only plugin package: its default export is the plugin, its named exports read too', async () => {
  const dir = tmpSite({
    'docusaurus.config.mjs': [
      "import lampRemark, { shade } from 'lamp-remark';",
      'export default {',
      "  title: `Lamps in ${shade}`, url: 'https://lamps.example.org',",
      "  presets: [['classic', { docs: { remarkPlugins: [lampRemark] }, blog: false, pages: false }]],",
      '};',
    ].join('\n'),
    'node_modules/lamp-remark/package.json': JSON.stringify({ name: 'lamp-remark', type: 'module', exports: './index.js' }),
    // Node's `require` of this package gives its namespace; jiti, as Docusaurus loads configs, its default export.
    'node_modules/lamp-remark/index.js': [
      "export const shade = 'amber';",
      'export default function lampRemark() {',
      "  return (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Lit by lamp-remark.' }] }); };",
      '}',
    ].join('\n'),
    'docs/intro.md': '# Intro\n\nA lamp.\n',
  });
  const loaded = await loadConfig(path.join(dir, 'docusaurus.config.mjs'));
  assert.is(loaded.config.title, 'Lamps in amber');
  const built = await buildSite(loaded);
  assert.match(built.files.get('docs/intro/index.html')?.toString() ?? '', /<p>Lit by lamp-remark\.<\/p>/);
  assert.not.match(notBuilt(built.warnings), /lamp-remark/);
});

test('a config made whole by a helper that is not installed, or whose url comes out empty: an error saying what to install or set', async () => {
  const merged = tmpSite({
    'docusaurus.config.js': "const { merge } = require('lamp-merge');\nmodule.exports = merge({}, { title: 'Lamps', url: 'https://lamps.example.org' });\n",
    'docs/intro.md': '# Intro\n',
  });
  let p = await buildFails(path.join(merged, 'docusaurus.config.js'));
  assert.is(p.message, 'the config is what lamp-merge makes, and lamp-merge is not installed here: there is no config to read without it');
  assert.match(p.hint ?? '', /^npm install lamp-merge in the site folder/);
  const made = tmpSite({
    'docusaurus.config.ts': "import { createLampConfig } from '@lamps/docs-preset';\nexport default async function createConfig() {\n  return createLampConfig({ presets: [] });\n}\n",
    'docs/intro.md': '# Intro\n',
  });
  p = await buildFails(path.join(made, 'docusaurus.config.ts'));
  assert.match(p.message, /^the config is what @lamps\/docs-preset makes/);
  assert.match(p.hint ?? '', /^npm install @lamps\/docs-preset /);
  const fromEnv = tmpSite({
    'docusaurus.config.js': "module.exports = {\n  title: 'Lamps',\n  url: process.env.LAMP_SITE_URL,\n  presets: [['classic', { blog: false }]],\n};\n",
    'docs/intro.md': '# Intro\n',
  });
  p = await buildFails(path.join(fromEnv, 'docusaurus.config.js'));
  assert.equal([p.pos.line, p.message], [3, 'url: the config computes it as undefined (url: process.env.LAMP_SITE_URL); Docusaurus requires a url']);
  assert.match(p.hint ?? '', /^set LAMP_SITE_URL when building \(LAMP_SITE_URL=… docsgen build\), or write the value in the config/);
});

test('a missing file of the site, read by a config that also had stand-ins: the hint is to create it, not to install packages', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "const kit = require('lamp-kit');\nconst tracker = require.resolve('./tracker.js');\nmodule.exports = { title: 'Lamps', url: 'https://lamps.example.org', clientModules: [tracker] };\n",
    'docs/intro.md': '# Intro\n',
  });
  const p = await buildFails(path.join(dir, 'docusaurus.config.js'));
  assert.equal([p.pos.line, /\.\/tracker\.js does not exist/.test(p.message)], [2, true]);
  assert.is(p.hint, 'create the file, or fix the path the config names');
});

test('a url Docusaurus accepts as new URL reads it: one slash after the scheme, a trailing slash', async () => {
  for (const url of ['https:/lamps.example.org', 'https://lamps.example.org/']) {
    const dir = tmpSite({ 'docusaurus.config.js': `module.exports = { title: 'Lamps', url: '${url}', presets: [['classic', { blog: false }]] };\n`, 'docs/intro.md': '# Intro\n' });
    const loaded = await loadConfig(path.join(dir, 'docusaurus.config.js'));
    assert.is(loaded.config.url, 'https://lamps.example.org', url);
  }
});

test('a version path written with slashes, as Docusaurus accepts it: "/" is the docs route itself, "/next/" is next', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Lamps', url: 'https://lamps.example.org', presets: [['classic', { blog: false, docs: { routeBasePath: '/', lastVersion: '1.0', versions: { current: { path: '/next/' }, '1.0': { path: '/' } } } }]] };\n",
    'docs/intro.md': '# Intro\n',
    'versions.json': '["1.0"]\n',
    'versioned_docs/version-1.0/intro.md': '# Intro one\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.ok(built.routes.some((r) => r.path === '/intro'), built.routes.map((r) => r.path).join(' '));
  assert.ok(built.routes.some((r) => r.path === '/next/intro'), built.routes.map((r) => r.path).join(' '));
});

test.run();
