// A plugin's theme components (Docusaurus's `getThemePath()`): each file of the folder it names, resolved from its
// module's folder, is `@theme/<Name>` to the site's docs and components; a later plugin's wins over an earlier's and
// the site's src/theme over both, as Docusaurus stacks its theme aliases. Only the site's own files are checked
// for overrides docsgen does not render. An installed theme package in `themes` is such a plugin.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const component = (text: string): string => `import React from 'react';\nexport default function C() { return <span>${text}</span>; }\n`;

const SITE = {
  'docusaurus.config.js': "module.exports = { title: 'Kettle', url: 'https://kettle.example.org', presets: [['classic', { blog: false }]],\n  plugins: ['./plugins/greeter', 'shelf-theme'] };\n",
  'plugins/greeter/index.js': "module.exports = () => ({ name: 'greeter', contentLoaded({ actions }) { actions.setGlobalData({ word: 'Ahoy' }); }, getThemePath() { return './theme'; } });\n",
  'plugins/greeter/theme/Greeting/index.js': "import React from 'react';\nimport useGreeting from '@theme/useGreeting';\nexport default function Greeting() { return <b>{useGreeting()} from the greeter</b>; }\n",
  'plugins/greeter/theme/useGreeting.js': "import { usePluginData } from '@docusaurus/useGlobalData';\nexport default function useGreeting() { return usePluginData('greeter').word; }\n",
  'plugins/greeter/theme/Badge.js': component('greeter badge'),
  'plugins/greeter/theme/Label.js': component('greeter label'),
  'plugins/greeter/theme/Unused.js': component('never drawn'),
  'node_modules/shelf-theme/package.json': '{ "name": "shelf-theme", "main": "lib/index.js" }\n',
  'node_modules/shelf-theme/lib/index.js': "module.exports = () => ({ name: 'shelf-theme', getThemePath() { return '../theme'; }, getTypeScriptThemePath() { return '../src/theme'; } });\n",
  'node_modules/shelf-theme/theme/Label.js': component('shelf label'),
  'node_modules/shelf-theme/theme/Badge.js': component('shelf badge'),
  'src/theme/Badge.js': component('site badge'),
  'docs/intro.mdx': "import Greeting from '@theme/Greeting';\nimport Badge from '@theme/Badge';\nimport Label from '@theme/Label';\n\n# Intro\n\n<Greeting /> <Badge /> <Label />\n",
};

test('a plugin\'s theme components are @theme/<Name>: the later plugin\'s, then the site\'s src/theme win', async () => {
  const dir = tmpSite(SITE);
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const page = String(built.files.get('docs/intro/index.html'));
  assert.match(page, /<b>Ahoy from the greeter<\/b>/, 'the plugin\'s component and the hook it imports by @theme/, with its global data');
  assert.match(page, /<span>site badge<\/span>/);
  assert.match(page, /<span>shelf label<\/span>/, 'the later plugin\'s component');
  assert.not.match(page, /greeter badge|greeter label|shelf badge/);
  const messages = built.warnings.map((w) => w.message).join('\n');
  assert.not.match(messages, /getThemePath|getTypeScriptThemePath/, 'read, so not named as not built');
  assert.not.match(messages, /Unused|Greeting|useGreeting/, 'a plugin\'s own components are not the site\'s overrides to check');
});

test('@theme-original/X in the site\'s src/theme is the plugin theme\'s X (the last one\'s), and in a plugin\'s X the one under it', async () => {
  const wrap = (text: string) => `import React from 'react';\nimport Original from '@theme-original/Label';\nexport default function W() { return <i>${text} <Original /></i>; }\n`;
  const dir = tmpSite({ ...SITE, 'src/theme/Label.js': wrap('site around'), 'plugins/greeter/theme/Label.js': wrap('greeter around') });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.match(String(built.files.get('docs/intro/index.html')), /<i>site around <span>shelf label<\/span><\/i>/);
  const lone = tmpSite({ ...SITE, 'node_modules/shelf-theme/theme/Label.js': wrap('shelf around'), 'plugins/greeter/theme/Label.js': component('greeter label') });
  const page = String((await buildSite(await loadConfig(path.join(lone, 'docusaurus.config.js')))).files.get('docs/intro/index.html'));
  assert.match(page, /<i>shelf around <span>greeter label<\/span><\/i>/, 'the later theme wraps the earlier one\'s, not itself');
});

test('a plugin\'s theme path that is not there gives no components, as on Docusaurus', async () => {
  const dir = tmpSite({ ...SITE, 'node_modules/shelf-theme/lib/index.js': "module.exports = () => ({ name: 'shelf-theme', getThemePath() { return '../gone'; } });\n" });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.match(String(built.files.get('docs/intro/index.html')), /<span>greeter label<\/span>/);
});

test('an installed package in `themes` runs as a plugin: its CodeBlock wraps docsgen\'s (@theme-init) for the docs\' code fences', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Kettle', url: 'https://kettle.example.org', presets: [['classic', { blog: false }]], themes: ['kettle-codeblock-theme', 'not-installed-theme'] };\n",
    'node_modules/kettle-codeblock-theme/package.json': '{ "name": "kettle-codeblock-theme", "main": "index.js" }\n',
    'node_modules/kettle-codeblock-theme/index.js': "const path = require('path');\nmodule.exports = () => ({ name: 'kettle-codeblock-theme', getThemePath() { return path.resolve(__dirname, 'theme'); } });\n",
    'node_modules/kettle-codeblock-theme/theme/CodeBlock/index.js': "import React from 'react';\nimport CodeBlock from '@theme-init/CodeBlock';\nexport default function Wrapped(props) {\n  return props.metastring?.split(' ').includes('reference') ? <p className=\"ref\">from {props.children.trim()}</p> : <CodeBlock {...props} />;\n}\n",
    'docs/intro.md': '# Intro\n\n```js reference\nhttps://code.example.org/kettle.js\n```\n\n```js\nconst tea = 1;\n```\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const page = String(built.files.get('docs/intro/index.html'));
  assert.match(page, /<p class="ref">from https:\/\/code\.example\.org\/kettle\.js<\/p>/);
  assert.match(page, /<pre[^>]*>[^]*tea[^]*<\/pre>/, 'another fence is docsgen\'s code block');
  const notBuilt = built.warnings.map((w) => w.message).find((m) => /not built from the Docusaurus config/.test(m)) ?? '';
  assert.match(notBuilt, /themes not-installed-theme/);
  assert.not.match(notBuilt, /kettle-codeblock-theme/);
});

test('themeConfig keys a running theme reads (its code, its validateThemeConfig schema) are not named as not built', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Kettle', url: 'https://kettle.example.org', presets: [['classic', { blog: false }]], themes: ['kettle-theme', 'checked-theme'],\n  themeConfig: { spout: { lid: true }, handle: 'left', saucer: 1, docs: { sidebar: { hideable: true, autoCollapseCategories: true, tilt: 1 } } } };\n",
    'node_modules/kettle-theme/package.json': '{ "name": "kettle-theme", "main": "index.js" }\n',
    'node_modules/kettle-theme/index.js': "module.exports = () => ({ name: 'kettle-theme', getThemePath() { return require('path').join(__dirname, 'theme'); } });\n",
    'node_modules/kettle-theme/theme/Spout.js': "import { useThemeConfig } from '@docusaurus/theme-common';\nexport default function Spout() { const { spout } = useThemeConfig(); return spout.lid ? 'lid' : null; }\n",
    'node_modules/checked-theme/package.json': '{ "name": "checked-theme", "main": "index.js" }\n',
    'node_modules/checked-theme/index.js': "module.exports = () => ({ name: 'checked-theme' });\nmodule.exports.validateThemeConfig = ({ themeConfig, validate }) => validate({ describe: () => ({ keys: { ['han' + 'dle']: {} } }) }, themeConfig);\n",
    'docs/intro.md': '# Intro\n',
  });
  const loaded = await loadConfig(path.join(dir, 'docusaurus.config.js'));
  const notBuilt = (loaded.warnings ?? []).map((w) => w.message).find((m) => /not built from the Docusaurus config/.test(m)) ?? '';
  assert.match(notBuilt, /themeConfig\.saucer/, 'a key no theme reads is named');
  assert.not.match(notBuilt, /themeConfig\.spout/, 'read by a theme component');
  assert.not.match(notBuilt, /themeConfig\.handle/, 'in the theme\'s validateThemeConfig schema');
  assert.match(notBuilt, /themeConfig\.docs\.sidebar\.tilt/, 'docs.sidebar keys docsgen does not build, one by one');
  assert.not.match(notBuilt, /hideable|autoCollapseCategories|themeConfig\.docs[;,)]/);
});

test('a package\'s CommonJS theme component whose helper keeps state is an island; `global` is the browser\'s global object', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Kettle', url: 'https://kettle.example.org', presets: [['classic', { blog: false }]], themes: ['shelf-cjs-theme'] };\n",
    'node_modules/shelf-cjs-theme/package.json': '{ "name": "shelf-cjs-theme", "main": "index.js" }\n',
    'node_modules/shelf-cjs-theme/index.js': "module.exports = () => ({ name: 'shelf-cjs-theme', getThemePath() { return require('path').join(__dirname, 'theme'); } });\n",
    'node_modules/shelf-cjs-theme/theme/Shelf/index.js': '"use strict";\nObject.defineProperty(exports, "__esModule", { value: true });\nconst react_1 = require("react");\nconst count_js_1 = require("./count.js");\nexports.default = function Shelf() { return react_1.createElement(count_js_1.Count, null); };\n',
    'node_modules/shelf-cjs-theme/theme/Shelf/count.js': '"use strict";\nconst react_1 = require("react");\nexports.Count = function Count() {\n  const [n] = (0, react_1.useState)(() => new global.URL("https://kettle.example.org/a/b").pathname.split("/").length);\n  return react_1.createElement("span", { className: "shelf-count" }, n);\n};\n',
    'docs/intro.mdx': "import Shelf from '@theme/Shelf';\n\n# Intro\n\n<Shelf />\n",
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.match(String(built.files.get('docs/intro/index.html')), /<div class="island"[^>]*><span class="shelf-count">3<\/span><\/div>/);
  const islands = [...built.files.keys()].filter((f) => /^assets\/.*\.js$/.test(f)).map((f) => Buffer.from(built.files.get(f)!).toString('utf8')).join('\n');
  assert.match(islands, /globalThis\.URL/);
  assert.not.match(islands, /new global\.URL/);
});

test('a theme package whose code blocks fetch their code in the browser (docusaurus-theme-github-codeblock) builds, unnamed: the browser highlights that code', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Taps', url: 'https://taps.example.org', presets: [['classic', { blog: false }]], themes: ['docusaurus-theme-github-codeblock'] };\n",
    // A stand-in of our own: its CodeBlock wraps docsgen's, as the package's does.
    'node_modules/docusaurus-theme-github-codeblock/package.json': '{ "name": "docusaurus-theme-github-codeblock", "main": "index.js" }\n',
    'node_modules/docusaurus-theme-github-codeblock/index.js': "module.exports = () => ({ name: 'docusaurus-theme-github-codeblock', getThemePath() { return './theme'; } });\n",
    'node_modules/docusaurus-theme-github-codeblock/theme/CodeBlock/index.js': "import React from 'react';\nimport CodeBlock from '@theme-init/CodeBlock';\nexport default function Reference(props) { return <div className=\"reference\"><CodeBlock {...props} /></div>; }\n",
    'docs/intro.md': '# Intro\n\n```js reference\nhttps://github.com/example/taps/blob/main/tap.js#L1-L2\n```\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const message = built.warnings.find((w) => /not built from the Docusaurus config/.test(w.message))?.message ?? '';
  assert.not.match(message, /docusaurus-theme-github-codeblock/);
  assert.match(String(built.files.get('docs/intro/index.html')), /<div class="reference"><div class="code-block" data-lang="js"/);
});

test.run();
