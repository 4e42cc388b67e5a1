// The sitemap's options (Docusaurus's plugin-sitemap, the classic preset's `sitemap`): its file name, routes left out
// by glob, `changefreq` and `priority` (Docusaurus's defaults for a Docusaurus config, none for docsgen's), none at all.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const DOCS = { 'docs/kettle.md': '# Kettle\n', 'docs/private/spout.md': '# Spout\n' };

async function build(config: string, name = 'site.config.ts') {
  const dir = tmpSite({ [name]: config, ...DOCS });
  return buildSite(await loadConfig(path.join(dir, name)));
}
const text = (data: unknown) => (data === undefined ? undefined : String(data));

test('by default sitemap.xml lists every page, with no changefreq or priority', async () => {
  const site = await build("export default { title: 'K', url: 'https://k.dev' };\n");
  const xml = text(site.files.get('sitemap.xml'))!;
  assert.match(xml, /<url><loc>https:\/\/k\.dev\/docs\/private\/spout<\/loc><\/url>/);
  assert.not.match(xml, /changefreq|priority/);
});

test('filename, ignorePatterns, changefreq and priority; false writes none', async () => {
  const site = await build("export default { title: 'K', url: 'https://k.dev', baseUrl: '/pot/', sitemap: { filename: 'pages.xml', ignorePatterns: ['/pot/docs/private/**'], changefreq: 'daily', priority: 0.7 } };\n");
  assert.not.ok(site.files.has('sitemap.xml'));
  const xml = text(site.files.get('pages.xml'))!;
  assert.match(xml, /<url><loc>https:\/\/k\.dev\/pot\/docs\/kettle<\/loc><changefreq>daily<\/changefreq><priority>0\.7<\/priority><\/url>/);
  assert.not.match(xml, /spout/, 'a route the pattern matches is left out');
  const none = await build("export default { title: 'K', url: 'https://k.dev', sitemap: false };\n");
  assert.not.ok([...none.files.keys()].some((f) => f.endsWith('.xml')));
});

test('a Docusaurus config: the preset\'s sitemap options with Docusaurus\'s defaults, what docsgen does not write named; plugin-sitemap is built', async () => {
  const preset = (sitemap: string, plugins = '') => `module.exports = { title: 'K', url: 'https://k.dev', ${plugins} presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false, pages: false, sitemap: ${sitemap} }]] };\n`;
  const site = await build(preset("{ ignorePatterns: ['/docs/private/**'], lastmod: 'date' }"), 'docusaurus.config.js');
  const xml = text(site.files.get('sitemap.xml'))!;
  assert.match(xml, /<loc>https:\/\/k\.dev\/docs\/kettle<\/loc><changefreq>weekly<\/changefreq><priority>0\.5<\/priority>/);
  assert.not.match(xml, /spout/);
  const warning = site.warnings.find((w) => /not built from the Docusaurus config/.test(w.message))?.message ?? '';
  assert.not.match(warning, /sitemap options/, 'lastmod is built');
  assert.not.match(warning, /preset option sitemap/);
  const off = await build(preset('false'), 'docusaurus.config.js');
  assert.not.ok(off.files.has('sitemap.xml'));
  const plugin = await build(preset('undefined', "plugins: [['@docusaurus/plugin-sitemap', { filename: 'map.xml', changefreq: null }]],"), 'docusaurus.config.js');
  assert.match(text(plugin.files.get('map.xml'))!, /<loc>https:\/\/k\.dev\/docs\/kettle<\/loc><priority>0\.5<\/priority><\/url>/);
  assert.not.ok(plugin.warnings.some((w) => /plugin-sitemap/.test(w.message)), 'the plugin is not named as not built');
});

test('a Docusaurus config: lastmod from the docs\' last update (when shown), createSitemapItems given the default items', async () => {
  const config = `module.exports = { title: 'K', url: 'https://k.dev', presets: [['classic', { docs: { showLastUpdateTime: true }, blog: false, pages: false,
    sitemap: { lastmod: 'date', createSitemapItems: async ({ defaultCreateSitemapItems, siteConfig, routes, ...rest }) => {
      const items = await defaultCreateSitemapItems({ siteConfig, routes, ...rest });
      return [...items.filter((i) => !i.url.includes('/private/')), { url: siteConfig.url + '/extra', priority: routes.length / 10 }];
    } } }]] };\n`;
  const dir = tmpSite({ 'docusaurus.config.js': config, ...DOCS });
  const env = { ...process.env, GIT_AUTHOR_DATE: '2024-03-05T12:00:00Z', GIT_COMMITTER_DATE: '2024-03-05T12:00:00Z', GIT_AUTHOR_NAME: 'A', GIT_AUTHOR_EMAIL: 'a@example.com', GIT_COMMITTER_NAME: 'A', GIT_COMMITTER_EMAIL: 'a@example.com' };
  execFileSync('git', ['init', '-q'], { cwd: dir });
  execFileSync('git', ['add', '.'], { cwd: dir, env });
  execFileSync('git', ['commit', '-q', '-m', 'docs'], { cwd: dir, env });
  const site = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const xml = text(site.files.get('sitemap.xml'))!;
  assert.match(xml, /<url><loc>https:\/\/k\.dev\/docs\/kettle<\/loc><lastmod>2024-03-05<\/lastmod><changefreq>weekly<\/changefreq><priority>0\.5<\/priority><\/url>/);
  assert.not.match(xml, /spout/, 'left out by createSitemapItems');
  assert.match(xml, /<url><loc>https:\/\/k\.dev\/extra<\/loc><priority>0\.\d+<\/priority><\/url>/, 'an item of its own, from the routes it was given');
  assert.not.ok(site.warnings.some((w) => /sitemap options/.test(w.message)));
});

test.run();
