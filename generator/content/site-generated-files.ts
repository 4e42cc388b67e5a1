// The site-wide modules Docusaurus writes to `.docusaurus/` as it builds — `@generated/globalData`, `@generated/i18n`,
// `@generated/codeTranslations`, `@generated/site-metadata` — which plugins' client modules and site code import:
// given beside the sources' own data files (docusaurus/generated-routes.ts), made only when a bundle imports one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadedConfig } from '../config/load.ts';
import { dependencyDir } from '../package-paths.ts';
import { siteLocalesOf } from '../i18n/locales.ts';
import { arr, obj, str } from '../values.ts';

/** The files by their path in `.docusaurus/`; `globalData`: what `useGlobalData()` reads. */
export function siteGeneratedFiles(loaded: LoadedConfig, globalData: unknown): Map<string, unknown> {
  const { config, root } = loaded;
  const i18n = config.siteConfigData.i18n ? obj(config.siteConfigData.i18n) : { defaultLocale: config.locale };
  const { defaultLocale, locales } = siteLocalesOf(i18n, loaded.file);
  const listed = arr(i18n.locales).filter((l): l is string => typeof l === 'string');
  // Each locale's as Docusaurus completes it: what the config gives over what follows from the locale's name.
  const localeConfigs = Object.fromEntries(locales.map(({ name, label, htmlLang, direction }) => [name, { label, direction, htmlLang, calendar: 'gregory', path: name, ...obj(obj(i18n.localeConfigs)[name]) }]));
  return new Map<string, unknown>([
    ['globalData.json', globalData],
    ['i18n.json', { defaultLocale, locales: listed.length ? listed : [defaultLocale], path: str(i18n.path) ?? 'i18n', currentLocale: config.locale, localeConfigs }],
    ['codeTranslations.json', config.codeTranslations ?? {}],
    // The Docusaurus the site installed, else the one docsgen follows (its theme's words are that version's).
    ['site-metadata.json', { docusaurusVersion: versionAt(path.join(root, 'node_modules/@docusaurus/core')) ?? versionAt(dependencyDir('@docusaurus/theme-translations')), siteVersion: versionAt(root), pluginVersions: {} }],
  ]);
}

function versionAt(dir: string): string | undefined {
  try {
    return str(obj(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))).version);
  } catch {
    return undefined;
  }
}
