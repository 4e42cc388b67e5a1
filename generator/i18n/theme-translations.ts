// Docusaurus's own translations of its theme's words (`@docusaurus/theme-translations`, MIT: "Sur cette page" for
// `theme.TOCCollapsible.toggleButtonLabel`), read from the package at build time: the site's copy (theme-classic
// depends on it), else docsgen's. As on Docusaurus, a site's code.json wins over them.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PACKAGE_ROOT } from '../package-paths.ts';
import { readMessages } from './translations.ts';

const PACKAGE = '@docusaurus/theme-translations/package.json';
const FILES = ['theme-common.json', 'theme-search-algolia.json', 'theme-live-codeblock.json'];

/** The theme's words for `locale` by id; empty for a locale the package has no file for (English: the theme's own words). */
export function themeTranslations(locale: string, siteRoot: string): Record<string, string> {
  const dir = localesFolder(siteRoot);
  if (!dir) return {};
  const found = localesToTry(locale).map((tried) => path.join(dir, tried)).find((d) => existsSync(path.join(d, 'theme-common.json')));
  // The search words are the search theme's (Algolia's) ids: docsgen's own search box says them too; the live code
  // blocks' headers, the live-code theme's.
  return found ? Object.fromEntries(FILES.flatMap((f) => [...readMessages(path.join(found, f))])) : {};
}

function localesFolder(siteRoot: string): string | undefined {
  for (const from of [path.join(siteRoot, 'package.json'), path.join(PACKAGE_ROOT, 'package.json')]) {
    try {
      return path.join(path.dirname(createRequire(from).resolve(PACKAGE)), 'locales');
    } catch {
      // not installed there
    }
  }
  return undefined;
}

/** As Docusaurus tries them: the name as given, then language-region, language-script, language (`pt`: pt-BR first). */
function localesToTry(locale: string): string[] {
  try {
    const max = new Intl.Locale(locale).maximize();
    return [locale, `${max.language}-${max.region}`, `${max.language}-${max.script}`, max.language];
  } catch {
    return [locale];
  }
}
