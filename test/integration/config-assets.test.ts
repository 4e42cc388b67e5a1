// Logos and the favicon the config names must be files of the static folder: a missing one is a warning
// naming the config key and the path (it would be a broken image on every page), never silent.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { missingConfigAssets } from '../../generator/config/assets.ts';
import { formatProblem } from '../../generator/errors.ts';
import { shared, testWith } from '../helpers/shared.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const TARGETS = shared('reuse-targets', 'the tests on the redux config (the real Docusaurus sites)');

test('a missing logo, dark logo, footer logo or favicon is a warning with the key, the path and the line', async () => {
  const dir = tmpSite({
    'site.config.ts': [
      "export default { title: 'T', url: 'https://t.dev', staticDir: 'static', favicon: '/favicon.ico',",
      "  navbar: { logo: { alt: 'T', src: '/img/logo.svg', srcDark: 'img/logo-dark.svg' } },",
      "  footer: { logo: { alt: 'T', src: 'https://cdn.example.org/t.svg', srcDark: '/img/footer%20dark.svg' } } };",
      '',
    ].join('\n'),
    'docs/a.md': '# A\n', 'static/img/logo.svg': '<svg/>', 'static/img/footer dark.svg': '<svg/>',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  const warnings = built.warnings.map(formatProblem).filter((w) => /broken image/.test(w));
  assert.is(warnings.length, 2, warnings.join('\n'));
  assert.match(warnings[0]!, /site\.config\.ts:1: favicon: \/favicon\.ico is not in the static folder \(static\/\); it would be a broken image on every page/);
  assert.match(warnings[0]!, /hint: add the file as static\/favicon\.ico, or fix the path/);
  assert.match(warnings[1]!, /site\.config\.ts:2: navbar\.logo\.srcDark: img\/logo-dark\.svg is not in the static folder/);
  assert.ok(built.files.has('docs/a/index.html'), 'the site is still built');
});

test('a Docusaurus config without a static folder: one warning per missing file, naming every key, and where to add it', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': [
      "module.exports = { title: 'T', url: 'https://t.dev', baseUrl: '/', favicon: 'img/favicon.ico',",
      "  presets: [['classic', { docs: { sidebarPath: false } }]],",
      "  themeConfig: { navbar: { logo: { alt: 'T', src: 'img/logo.svg', srcDark: 'img/logo.svg' } },",
      "    footer: { logo: { alt: 'T', src: './img/logo.svg' } } } };",
      '',
    ].join('\n'),
    'docs/a.md': '# A\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const warnings = built.warnings.map(formatProblem).filter((w) => /broken image/.test(w));
  assert.is(warnings.length, 2, warnings.join('\n'));
  assert.match(warnings[0]!, /docusaurus\.config\.js:1: favicon: \/img\/favicon\.ico is not in a static folder \(no folder of staticDirectories, `static` by default, exists\)/);
  assert.match(warnings[0]!, /hint: add the file as static\/img\/favicon\.ico \(or in the folder staticDirectories names\)/);
  assert.match(warnings[1]!, /themeConfig\.navbar\.logo\.src, themeConfig\.navbar\.logo\.srcDark, themeConfig\.footer\.logo\.src: \/img\/logo\.svg is not in a static folder/);
  assert.not.match(warnings.join('\n'), /the config names none/);
});

test('a logo size in pixels sizes its <img>; a percentage (`height: \'100%\'`) fills the navbar\'s logo box', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.dev', presets: [['classic', { docs: { sidebarPath: false } }]],\n  themeConfig: { navbar: { logo: { alt: 'T', src: 'img/logo.svg', width: '135px', height: '100%' } } } };\n",
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="135" height="32"/>',
    'docs/a.md': '# A\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.match(String(built.files.get('docs/a/index.html')), /<img class="navbar-logo" src="\/img\/logo\.svg" alt="T" width="135" height="32" style="height:32px;width:135px"/);
});

test('a logo path starting with ./ names the static file it resolves to', () => {
  const site = { favicon: './img/favicon.ico', navbar: {}, footer: {} } as Parameters<typeof missingConfigAssets>[0];
  assert.equal(missingConfigAssets(site, new Set(['/img/favicon.ico']), '/s/docusaurus.config.js', ['/s/static']), []);
});

testWith(TARGETS)('the redux target: its logo (navbar and footer) and favicon are absent from our copy, named under themeConfig', async () => {
  const redux = await loadConfig(path.join(TARGETS!, 'redux/website/docusaurus.config.ts'));
  const staticDir = path.resolve(redux.root, redux.config.staticDir as string);
  const files = new Set(readdirSync(staticDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => `/${path.relative(staticDir, path.join(e.parentPath, e.name))}`));
  const problems = missingConfigAssets(redux.config, files, redux.file, [staticDir]);
  assert.equal(problems.map((p) => p.message.split(' is not')[0]), [
    'favicon: /img/favicon/favicon.ico', 'themeConfig.navbar.logo.src, themeConfig.footer.logo.src: /img/redux.svg',
  ]);
  assert.is(problems[0]!.pos.line, 13, 'a path named once gets its line');
  assert.is(problems[1]!.pos.line, undefined, 'a path named twice gets none rather than a wrong one');
});

test.run();
