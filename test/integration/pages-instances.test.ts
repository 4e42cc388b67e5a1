// A second pages folder (a `@docusaurus/plugin-content-pages` entry with an id of its own, as jellyfin.org's
// developers section): its React and Markdown pages built under its own route, beside the default pages.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

test('a pages instance with its own id: its React and Markdown pages under its routeBasePath, the default pages kept', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = {
  title: 'Kilns', url: 'https://kilns.example.org',
  presets: [['classic', { docs: false, blog: false }]],
  plugins: [['@docusaurus/plugin-content-pages', { id: 'makers', path: 'content/makers/pages', routeBasePath: 'makers' }]],
};
`,
    'src/pages/index.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Home() { return <Layout><p className=\"home\">Fire</p></Layout>; }\n",
    'content/makers/pages/index.tsx': "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Makers() { return <Layout title=\"Makers\"><p className=\"makers\">For kiln makers</p></Layout>; }\n",
    'content/makers/pages/glazes.md': '# Glazes\n\nSee [kiln types](./types.md).\n',
    'content/makers/pages/types.md': '# Types\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const page = (file: string) => String(built.files.get(file) ?? '');
  assert.match(page('index.html'), /<p class="home">Fire<\/p>/);
  assert.match(page('makers/index.html'), /<p class="makers">For kiln makers<\/p>/);
  assert.match(page('makers/glazes/index.html'), /<h1[^>]*>Glazes<\/h1>/);
  assert.match(page('makers/glazes/index.html'), /href="\/makers\/types"/);
  assert.not.ok(built.warnings.some((w) => /plugin-content-pages/.test(w.message)), built.warnings.map((w) => w.message).join('\n'));
});

test.run();
