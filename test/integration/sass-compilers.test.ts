// docusaurus-plugin-sass's compilers: the site's own sass, sass-embedded or node-sass, the one the plugin's
// `implementation` option names (a package name or the module) or else the first installed, as sass-loader picks it;
// without it, one error naming the stylesheet and the package to install. (docsgen's install has `sass` only:
// sass-embedded and node-sass themselves are not tested here; their APIs are sass's `compile` and `renderSync`.)
import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { buildFails } from '../helpers/build-fails.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const config = (plugin: string, top = '') => `${top}
export default {
  title: 'Looms', url: 'https://looms.example.org', plugins: [${plugin}],
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false }, blog: false, pages: false, theme: { customCss: './src/custom.scss' } }]],
};
`;

const FILES = {
  'src/custom.scss': '$warp: #b04a2f;\n.loom { .shuttle { color: $warp; } }\n',
  'src/weft.module.scss': '$w: 3px;\n.weft { .thread { border-width: $w; } }\n',
  'src/Weft.js': "import React from 'react';\nimport styles from './weft.module.scss';\nexport default function Weft() { return <i className={styles.weft}><b className={styles.thread}>w</b></i>; }\n",
  'docs/weave.mdx': "---\ntitle: Weave\n---\n\nimport Weft from '@site/src/Weft';\n\n<Weft />\n",
};

/** A site with `files`, docsgen's own sass linked as its install when `withSass`. */
function site(files: Record<string, string>, withSass = true): string {
  const dir = tmpSite({ ...FILES, ...files });
  if (withSass) {
    mkdirSync(path.join(dir, 'node_modules'));
    symlinkSync(path.resolve(import.meta.dirname, '../../node_modules/sass'), path.join(dir, 'node_modules/sass'));
  }
  return path.join(dir, 'docusaurus.config.js');
}

/** The site's customCss and its components' CSS, as built. */
async function css(config: string) {
  const built = await buildSite(await loadConfig(config));
  const sheets = [...built.files].filter(([f]) => /^assets\/.*\.css$/.test(f)).map(([, c]) => String(c)).join('\n');
  return { built, sheets };
}

const notBuilt = (warnings: { message: string }[]) => warnings.find((w) => /not built from the Docusaurus config/.test(w.message))?.message ?? '';

for (const [label, plugin, top] of [
  ['named by package', "['docusaurus-plugin-sass', { implementation: 'sass' }]", ''],
  ['given as the module', "['docusaurus-plugin-sass', { implementation: sass }]", "import * as sass from 'sass';"],
  // node-sass's API (renderSync), here sass's own legacy one.
  ['given as a module with node-sass\'s API only', "['docusaurus-plugin-sass', { implementation: { info: sass.info, renderSync: sass.renderSync } }]", "import * as sass from 'sass';"],
  ['not named (the first installed)', "'docusaurus-plugin-sass'", ''],
]) {
  test(`the plugin's implementation ${label}: customCss and a component's Sass module compiled with it`, async () => {
    const { sheets } = await css(site({ 'docusaurus.config.js': config(plugin, top) }));
    assert.match(sheets, /\.loom \.shuttle \{\s*color: #b04a2f;\s*\}/);
    assert.match(sheets, /\.\S*weft\S* \.\S*thread\S* \{\s*border-width: 3px;\s*\}/);
  });
}

test('the plugin names node-sass, not installed (sass is): the component\'s import is an error naming the file and `npm install node-sass`', async () => {
  const problem = await buildFails(site({ 'docusaurus.config.js': config("['docusaurus-plugin-sass', { implementation: 'node-sass' }]") }));
  assert.match(problem.message, /weft\.module\.scss is Sass: install the node-sass package in the site folder \(npm install node-sass\)/);
  assert.match(problem.pos.file, /src\/Weft\.js$/);
});

test('the plugin names node-sass, not installed: the customCss is named as not built, with the package to install', async () => {
  const { built } = await css(site({ 'docusaurus.config.js': config("['docusaurus-plugin-sass', { implementation: 'node-sass' }]"), 'docs/weave.mdx': '# Weave\n' }));
  assert.match(notBuilt(built.warnings), /customCss \.\/src\/custom\.scss \(Sass: npm install node-sass in the site folder\)/);
});

test('no compiler installed, sass-embedded listed in package.json: built without the styles, sass-embedded named', async () => {
  const { built, sheets } = await css(site({ 'docusaurus.config.js': config("'docusaurus-plugin-sass'"), 'package.json': JSON.stringify({ devDependencies: { 'sass-embedded': '^1.80.0' } }) }, false));
  const messages = built.warnings.map((w) => w.message).join('\n');
  assert.match(messages, /sass-embedded is not installed: the Sass stylesheets the site's components import are left out/);
  assert.match(notBuilt(built.warnings), /customCss \.\/src\/custom\.scss \(Sass: npm install sass-embedded in the site folder\)/);
  assert.not.match(sheets, /shuttle/);
});

test('the plugin\'s sassOptions (load paths, a function too) and additionalData, as sass-loader hands them to the compiler', async () => {
  const files = { 'src/custom.scss': "@use 'tokens';\n.loom { .shuttle { color: tokens.$warp; width: $w; } }\n", 'src/styles/_tokens.scss': '$warp: #b04a2f;\n' };
  for (const [options, top] of [
    ["sassOptions: { includePaths: ['src/styles'] }, additionalData: '$w: 3px;'", ''],
    ["sassOptions: () => ({ loadPaths: [path.join(__dirname, 'src/styles')] }), additionalData: (text, { resourcePath }) => (resourcePath.endsWith('.scss') ? '$w: 3px;\\n' + text : text)", "const path = require('path');"],
  ]) {
    for (const implementation of ["'sass'", "{ info: sass.info, renderSync: sass.renderSync }"]) {
      const text = `const sass = require('sass');\n${top}\nmodule.exports = ${config("['docusaurus-plugin-sass', { " + options + ', api: \'modern-compiler\', implementation: ' + implementation + ' }]').replace(/^\s*export default /m, '')}`;
      const { built, sheets } = await css(site({ 'docusaurus.config.js': text, ...files }));
      assert.match(sheets, /\.loom \.shuttle \{\s*color: #b04a2f;\s*width: 3px;\s*\}/, `${options} with ${implementation}`);
      assert.not.match(notBuilt(built.warnings), /docusaurus-plugin-sass/, 'api changes nothing in the CSS');
    }
  }
});

test('an option sass-loader does not have (includePaths outside sassOptions) is named as not built', async () => {
  const { built } = await css(site({ 'docusaurus.config.js': config("['docusaurus-plugin-sass', { includePaths: ['src'] }]") }));
  assert.match(notBuilt(built.warnings), /docusaurus-plugin-sass options includePaths/);
});

test('an async additionalData function (reading a tokens file): awaited, as sass-loader awaits it, for customCss and a component\'s module', async () => {
  const data = "async (text) => (await require('fs/promises').readFile(require('path').join(__dirname, 'src/tokens.scss'), 'utf8')) + text";
  const { sheets } = await css(site({ 'docusaurus.config.js': config(`['docusaurus-plugin-sass', { additionalData: ${data} }]`).replace('export default', 'module.exports ='), 'src/tokens.scss': '$warp: #b04a2f; $w: 3px;\n', 'src/custom.scss': '.loom { .shuttle { color: $warp; } }\n', 'src/weft.module.scss': '.weft { .thread { border-width: $w; } }\n' }));
  assert.match(sheets, /\.loom \.shuttle \{\s*color: #b04a2f;\s*\}/);
  assert.match(sheets, /\.\S*weft\S* \.\S*thread\S* \{\s*border-width: 3px;\s*\}/);
});

test('an additionalData function that gives no text: an error naming the stylesheet and why', async () => {
  const problem = await buildFails(site({ 'docusaurus.config.js': config("['docusaurus-plugin-sass', { additionalData: async (text) => { text; } }]"), 'docs/weave.mdx': '# Weave\n' }));
  assert.match(problem.message, /customCss: Sass cannot compile it: docusaurus-plugin-sass's additionalData function gave undefined, not the stylesheet's text/);
  assert.match(problem.pos.file, /custom\.scss$/);
});

test.run();
