// A file a Docusaurus config requires keeps its own `require.resolve`, `__dirname` and `__filename` (as jiti gives
// them): a plugin path resolved from `config.d/plugins.js` is found from there, not from the config's folder.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

test("a required file's require.resolve and __dirname are its own; the config's stay the config's", async () => {
  const dir = tmpSite({
    'site/docusaurus.config.js': "const parts = require('./config.d/parts');\nmodule.exports = { title: 'T', url: 'https://t.dev', customFields: { own: __dirname, nested: parts.where }, presets: [['classic', { docs: { sidebarPath: false }, blog: false, pages: false }]], plugins: parts.plugins };\n",
    'site/config.d/parts.ts': "const where: string = __dirname;\nmodule.exports = { where, plugins: [require.resolve('../src/plugins/stamp')] };\n",
    'site/src/plugins/stamp.js': "module.exports = function () { return { name: 'stamp', injectHtmlTags() { return { headTags: ['<meta name=\"stamp\" content=\"on\">'] }; } }; };\n",
    'site/docs/intro.md': '# Intro\n',
  });
  const root = path.join(dir, 'site');
  const loaded = await loadConfig(path.join(root, 'docusaurus.config.js'));
  assert.equal(loaded.config.customFields, { own: root, nested: path.join(root, 'config.d') });
  const site = await buildSite(loaded);
  assert.match(String(site.files.get('docs/intro/index.html')), /<meta name="stamp" content="on"/, 'the plugin the nested file resolved runs');
});

test.run();
