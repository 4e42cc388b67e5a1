// The page's language and direction (`<html lang dir>`): Docusaurus's `i18n.localeConfigs[<default locale>]`
// `htmlLang` and `direction`, else what the locale says (a right-to-left script's locale is `rtl`, as Docusaurus
// infers it); docsgen's own config has `htmlLang` and `direction` keys beside `locale`.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/right-to-left/docusaurus.config.js');
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? '';

async function tagOf(config: string, file = 'docusaurus.config.js'): Promise<string> {
  const dir = tmpSite({ [file]: config, 'docs/intro.md': '# Intro\n' });
  const built = await buildSite(await loadConfig(path.join(dir, file)));
  return htmlTag(String(built.files.get('docs/intro/index.html')));
}

const docusaurus = (i18n: string) => `module.exports = { title: 'T', url: 'https://t.example', i18n: ${i18n}, presets: [['classic', { blog: false, pages: false }]] };\n`;

test('a locale configured right to left writes its htmlLang and dir on every page', async () => {
  const built = await buildSite(await loadConfig(FIXTURE));
  for (const file of ['docs/intro/index.html', 'docs/garden/planting/index.html', '404.html']) {
    assert.match(htmlTag(String(built.files.get(file))), /^<html lang="fa-IR" dir="rtl" /, file);
  }
});

test('without localeConfigs the direction follows the locale; the config may say otherwise', async () => {
  assert.match(await tagOf(docusaurus("{ defaultLocale: 'he', locales: ['he'] }")), /^<html lang="he" dir="rtl" /);
  assert.match(await tagOf(docusaurus("{ defaultLocale: 'ar', locales: ['ar'], localeConfigs: { ar: { direction: 'ltr' } } }")), /^<html lang="ar" dir="ltr" /);
  assert.match(await tagOf(docusaurus("{ defaultLocale: 'en', locales: ['en', 'fa'], localeConfigs: { en: { htmlLang: 'en-GB' }, fa: { direction: 'rtl' } } }")), /^<html lang="en-GB" dir="ltr" /);
  assert.match(await tagOf("export default { title: 'T', url: 'https://t.example', locale: 'fa' };\n", 'site.config.ts'), /^<html lang="fa" dir="rtl" /);
  assert.match(await tagOf("export default { title: 'T', url: 'https://t.example', locale: 'ur', htmlLang: 'ur-PK', direction: 'ltr' };\n", 'site.config.ts'), /^<html lang="ur-PK" dir="ltr" /);
  assert.match(await tagOf("export default { title: 'T', url: 'https://t.example' };\n", 'site.config.ts'), /^<html lang="en" dir="ltr" /);
});

test.run();
