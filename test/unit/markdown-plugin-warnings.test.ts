// The warning for a Markdown plugin the config lists that is not installed: one a package, naming the parts built
// without it, in words that agree with them, with the command that installs it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import path from 'node:path';
import { missingPluginWarnings } from '../../generator/docusaurus/markdown-plugins.ts';
import { tmpSite } from '../helpers/tmp-site.ts';
import { loadConfig } from '../../generator/config/load.ts';

test('the blog alone "is" built without it; the docs, or several parts, "are"', () => {
  const [blog, docs, both] = missingPluginWarnings(new Map([
    ['remark-glow', new Set(['blog'])],
    ['remark-wick', new Set(['docs'])],
    ['remark-oil', new Set(['docs', 'blog'])],
  ]), '/site/docusaurus.config.js');
  assert.is(blog!.message, 'the Markdown plugin remark-glow is not installed: the blog is built without what it would change');
  assert.is(docs!.message, 'the Markdown plugin remark-wick is not installed: the docs are built without what it would change');
  assert.is(both!.message, 'the Markdown plugin remark-oil is not installed: the docs and the blog are built without what it would change');
  assert.is(blog!.hint, 'npm install remark-glow');
});

test('a plugin the site\'s package.json takes from its own repository (workspace:, file:) is installed at the repository\'s root, not with npm install <name>', () => {
  const dir = tmpSite({ 'package.json': JSON.stringify({ dependencies: { 'remark-lamp': 'workspace:*' }, devDependencies: { 'rehype-wick': 'file:../wick' } }) });
  const hints = missingPluginWarnings(new Map([['remark-lamp', new Set(['docs'])], ['rehype-wick', new Set(['docs'])], ['remark-oil', new Set(['docs'])]]), path.join(dir, 'docusaurus.config.js')).map((w) => w.hint);
  assert.equal(hints, [
    'remark-lamp comes from the site\'s own repository (its package.json: "remark-lamp": "workspace:*"): install the dependencies at the repository\'s root (pnpm install, yarn or npm install there)',
    'rehype-wick comes from the site\'s own repository (its package.json: "rehype-wick": "file:../wick"): install the dependencies at the repository\'s root (pnpm install, yarn or npm install there)',
    'npm install remark-oil',
  ]);
});

test('a remark plugin written for remark 12 (it reads this.Parser to add tokenizers) is named once, with the parts it is listed in; a current one is not', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': `const legacy = require('./old-math.js');
module.exports = { title: 'T', url: 'https://t.dev', presets: [['classic', { docs: { remarkPlugins: [legacy, require('./current.js')] }, blog: { beforeDefaultRemarkPlugins: [[legacy, {}]] } }]] };\n`,
    'old-math.js': 'module.exports = function oldMath() { const P = this.Parser; if (P && P.prototype.blockTokenizers) P.prototype.blockTokenizers.math = () => {}; };\n',
    'current.js': 'module.exports = function current() { this.data(); };\n',
    'docs/a.md': '# A\n', 'blog/2024-01-01-a.md': '# A\n\nText.\n',
  });
  const { warnings } = await loadConfig(path.join(dir, 'docusaurus.config.js'));
  const named = (warnings ?? []).filter((w) => /written for remark 12/.test(w.message));
  assert.equal(named.map((w) => w.message.slice(0, w.message.indexOf(':'))), ['the remark plugin the docs\' remarkPlugins[0] and the blog\'s beforeDefaultRemarkPlugins[0] (oldMath) is written for remark 12 (Docusaurus 2\'s MDX 1)']);
  assert.match(named[0]!.hint!, /remark-math 6 with rehype-katex 7/);
  assert.is(named[0]!.pos.file, path.join(dir, 'docusaurus.config.js'));
});

test.run();
