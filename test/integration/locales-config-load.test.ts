// A site's config is loaded once for all its locales, each locale's config derived from it, unless it reads
// `process.env.DOCUSAURUS_CURRENT_LOCALE` as it loads: Docusaurus sets that to the locale it builds before loading
// the config (and leaves it set for the build, for the sidebars file too), so such a config is loaded for each.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildLocales } from '../../generator/i18n/build-locales.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

/** A config that notes each time it is evaluated (in loads.txt); `title` is its title's expression. */
const config = (title: string) => `require('node:fs').appendFileSync(__dirname + '/loads.txt', 'x');
module.exports = { title: ${title}, url: 'https://t.example', i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'de'] }, presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]] };\n`;
const files = {
  'docs/intro.md': '# Intro\n\nText.\n',
  // The sidebars file reads the locale of the build it is in.
  'sidebars.js': "module.exports = { docs: [{ type: 'category', label: 'Guide ' + process.env.DOCUSAURUS_CURRENT_LOCALE, items: ['intro'] }] };\n",
};

async function built(title: string) {
  const site = tmpSite({ 'docusaurus.config.js': config(title), ...files });
  await buildLocales(path.join(site, 'docusaurus.config.js'), undefined);
  return { loads: readFileSync(path.join(site, 'loads.txt'), 'utf8').length, page: (rel: string) => readFileSync(path.join(site, 'build', rel), 'utf8') };
}

test('a config that does not read the locale is loaded once for every locale; each build has its locale set', async () => {
  const { loads, page } = await built("'Orchard'");
  assert.is(loads, 1);
  assert.match(page('fr/docs/intro/index.html'), /<html lang="fr"/);
  assert.match(page('de/docs/intro/index.html'), /<html lang="de"/);
  assert.match(page('fr/docs/intro/index.html'), />Guide fr</);
  assert.match(page('de/docs/intro/index.html'), />Guide de</);
  assert.match(page('docs/intro/index.html'), />Guide en</);
});

test('a config that reads DOCUSAURUS_CURRENT_LOCALE as it loads is loaded for each locale, with it set', async () => {
  const { loads, page } = await built("process.env.DOCUSAURUS_CURRENT_LOCALE === 'fr' ? 'Verger' : 'Orchard ' + process.env.DOCUSAURUS_CURRENT_LOCALE");
  // Once to read the locales (unset), then once for each of the three.
  assert.is(loads, 4);
  assert.match(page('fr/docs/intro/index.html'), /<title>Intro \| Verger<\/title>/);
  assert.match(page('de/docs/intro/index.html'), /<title>Intro \| Orchard de<\/title>/);
  assert.match(page('docs/intro/index.html'), /<title>Intro \| Orchard en<\/title>/);
});

test.run();
