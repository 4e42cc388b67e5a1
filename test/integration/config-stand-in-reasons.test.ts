// A package the config requires that is installed but needs one that is not (prism-react-renderer without react) is
// named with the package to install, not as "not installed" itself (docusaurus/stubs.ts).
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

test('an installed package whose own dependency is missing is named with that dependency', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "const { themes } = require('code-themes');\nmodule.exports = { title: 'Lamps', url: 'https://lamps.example.org', presets: [['classic', { blog: false }]], themeConfig: { prism: { theme: themes.light } } };\n",
    'node_modules/code-themes/package.json': JSON.stringify({ name: 'code-themes', main: 'index.js' }),
    'node_modules/code-themes/index.js': "require('lamp-runtime');\nexports.themes = { light: { plain: {}, styles: [] } };\n",
    'docs/intro.md': '# Intro\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const notBuilt = built.warnings.find((w) => /not built from the Docusaurus config/.test(w.message))?.message ?? '';
  assert.match(notBuilt, /code-themes: installed, but it needs lamp-runtime, which is not installed/, notBuilt);
});

test.run();
