// docsgen's own words on a page, in the page's locale where its code.json has them under Docusaurus's theme ids
// (`theme.common.editThisPage`…, as `docusaurus write-translations` lists them); else the English of Docusaurus's theme.
import type { SiteConfig } from '../generator/types.ts';

export function themeText(site: Pick<SiteConfig, 'codeTranslations'>, id: string, english: string): string {
  return site.codeTranslations?.[id] ?? english;
}

/**
 * A theme message with plural forms (`One min read|{readingTime} min read`), the form for `count` picked as
 * Docusaurus's usePluralForm picks it (the forms are the locale's plural categories from `zero` to `other`, the
 * last form standing for any beyond), `{name}` filled from `values`.
 */
export function themePlural(site: Pick<SiteConfig, 'codeTranslations' | 'locale'>, id: string, english: string, count: number, values: Record<string, string | number>): string {
  const forms = themeText(site, id, english).split('|');
  let form = forms[0]!;
  if (forms.length > 1) {
    const rules = pluralRules(site.locale);
    const categories = PLURAL_ORDER.filter((c) => rules.resolvedOptions().pluralCategories.includes(c));
    form = forms[Math.min(categories.indexOf(rules.select(count)), forms.length - 1)]!;
  }
  return form.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
}

const PLURAL_ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

function pluralRules(locale: string | undefined): Intl.PluralRules {
  try {
    return new Intl.PluralRules(locale);
  } catch {
    return new Intl.PluralRules('en');
  }
}
