// docsgen's own words on a page, in the page's locale where its code.json has them under Docusaurus's theme ids
// (`theme.common.editThisPage`…, as `docusaurus write-translations` lists them); else the English of Docusaurus's theme.
import type { SiteConfig } from '../generator/types.ts';
import { fill, pluralForm } from './plural-form.ts';

export function themeText(site: Pick<SiteConfig, 'codeTranslations'>, id: string, english: string): string {
  return site.codeTranslations?.[id] ?? english;
}

/** A theme message with plural forms (`One min read|{readingTime} min read`) for `count`, `{name}` filled from `values`. */
export function themePlural(site: Pick<SiteConfig, 'codeTranslations' | 'locale'>, id: string, english: string, count: number, values: Record<string, string | number>): string {
  return fill(pluralForm(themeText(site, id, english), count, site.locale), values);
}

/** The hidden note after an external link's label (`theme.IconExternalLink.ariaLabel`), a space before it. */
export function newTabNote(site: Pick<SiteConfig, 'codeTranslations'>): string {
  return ` ${themeText(site, 'theme.IconExternalLink.ariaLabel', '(opens in a new tab)')}`;
}
