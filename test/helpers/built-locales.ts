// A throwaway Docusaurus site with an English and a French locale, built with every locale: its pages' HTML by path.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildLocales } from '../../generator/i18n/build-locales.ts';
import { tmpSite } from './tmp-site.ts';

/** `docs` is the classic preset's docs options, as config source. */
export async function builtEnFr(docs: string, files: Record<string, string>): Promise<(rel: string) => string> {
  const site = tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { docs: ${docs}, blog: false }]] };\n`,
    ...files,
  });
  await buildLocales(path.join(site, 'docusaurus.config.js'), undefined);
  return (rel) => readFileSync(path.join(site, 'build', rel), 'utf8');
}
