// Entries a condition turned off in a Docusaurus config's `plugins`, `themes` and `presets` (`isProduction &&
// ['docusaurus-plugin-sentry', {…}]` gives `false`): Docusaurus accepts `false` and `null` there and skips them, so
// they are neither built nor named as plugins not built.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

test('false and null entries of plugins, themes and presets are skipped, the others read as written', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': `const production = false;
module.exports = {
  title: 'Lamps', url: 'https://lamps.example.org',
  presets: [null, ['classic', { docs: { sidebarPath: false }, blog: false, pages: false }], false],
  plugins: [production && ['docusaurus-plugin-sentry', { DSN: 'x' }], null, ['@docusaurus/plugin-content-docs', { id: 'wicks', path: 'wicks', routeBasePath: 'wicks' }]],
  themes: [false],
};
`,
    'docs/intro.md': '# Intro\n',
    'wicks/trim.md': '# Trim\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.ok(built.routes.some((r) => r.path === '/docs/intro'));
  assert.ok(built.routes.some((r) => r.path === '/wicks/trim'));
  const messages = built.warnings.map((w) => w.message).join('\n');
  assert.not.match(messages, /inline plugin|a function|plugins |themes |preset false|preset null/);
});

test.run();
