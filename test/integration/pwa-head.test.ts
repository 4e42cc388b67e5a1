// `@docusaurus/plugin-pwa`'s `pwaHead`: every page's <head> gets its tags (the manifest, `theme-color`, icons), a
// file's path with the base URL as Docusaurus's plugin gives it; the service worker is not built, and said so.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const PWA = `['@docusaurus/plugin-pwa', { offlineModeActivationStrategies: ['appInstalled'], pwaHead: [
  { tagName: 'link', rel: 'manifest', href: '/manifest.json' },
  { tagName: 'link', rel: 'apple-touch-icon', href: 'img/kettle.png' },
  { tagName: 'link', rel: 'icon', href: '/kettle/img/already.png' },
  { tagName: 'meta', name: 'theme-color', content: 'rgb(37, 194, 160)' },
] }]`;

test('pwaHead tags are in every page\'s head, files under the base URL; the plugin is named as not built', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'Kettle', url: 'https://kettle.example.org', baseUrl: '/kettle/', presets: [['classic', { blog: false }]], plugins: [${PWA}] };\n`,
    'docs/intro.md': '# Intro\n\nBoil.\n',
    'src/pages/about.md': '# About\n\nTea.\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  for (const f of ['docs/intro/index.html', 'about/index.html']) {
    const head = String(built.files.get(f)).split('</head>')[0]!;
    assert.match(head, /<link rel="manifest" href="\/kettle\/manifest\.json">/, f);
    assert.match(head, /<link rel="apple-touch-icon" href="\/kettle\/img\/kettle\.png">/, f);
    assert.match(head, /<link rel="icon" href="\/kettle\/img\/already\.png">/, f);
    assert.equal([...head.matchAll(/<meta name="theme-color" content="([^"]*)">/g)].map((m) => m[1]), ['rgb(37, 194, 160)'], f);
  }
  assert.ok(built.warnings.some((w) => /not built from the Docusaurus config: .*plugin-pwa/.test(w.message)));
});

test.run();
