// The plural form of a message for a count (`One post|{count} posts`), as Docusaurus's usePluralForm picks it: the
// forms are the locale's plural categories from `zero` to `other`, the last form standing for any beyond. Small:
// the search islands use it too.

const PLURAL_ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

export function pluralForm(message: string, count: number, locale: string | undefined): string {
  const forms = message.split('|');
  if (forms.length === 1) return forms[0]!;
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(locale);
  } catch {
    rules = new Intl.PluralRules('en');
  }
  const categories = PLURAL_ORDER.filter((c) => rules.resolvedOptions().pluralCategories.includes(c));
  return forms[Math.min(categories.indexOf(rules.select(count)), forms.length - 1)]!;
}

/** `{name}` filled from `values`; a name without a value stays as written. */
export function fill(message: string, values: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
}
