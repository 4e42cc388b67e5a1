// A throwaway site (tmpSite) built in all its locales, as `docsgen build` builds them; its pages read by path.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildLocales } from '../../generator/i18n/build-locales.ts';
import { tmpSite } from './tmp-site.ts';

/** Builds the site of `files` (a `docusaurus.config.js` among them); the reader of a built file, e.g. `fr/404.html`. */
export async function builtLocales(files: Record<string, string>): Promise<(rel: string) => string> {
  const site = tmpSite(files);
  await buildLocales(path.join(site, 'docusaurus.config.js'), undefined);
  return (rel) => readFileSync(path.join(site, 'build', rel), 'utf8');
}
