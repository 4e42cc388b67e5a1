// Dates and language names as pages show them. Making an Intl formatter costs ~1 ms (ICU loads the locale's
// patterns) and a site shows a date on most of its pages (a doc's last update, a post's date): each formatter is
// made once per locale and kind, not once a page.
const formatters = new Map<string, Intl.DateTimeFormat>();
const languages = new Map<string, string>();

function formatter(locale: string, kind: 'long' | 'monthDay'): Intl.DateTimeFormat {
  const key = `${kind}\0${locale}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, f = new Intl.DateTimeFormat(locale, kind === 'long' ? { dateStyle: 'long', timeZone: 'UTC' } : { month: 'long', day: 'numeric', timeZone: 'UTC' }));
  return f;
}

/** "January 5, 2024" in `locale` (the date's UTC day). */
export const longDate = (locale: string, date: Date): string => formatter(locale, 'long').format(date);

/** "January 5" in `locale` (the date's UTC day). */
export const monthDay = (locale: string, date: Date): string => formatter(locale, 'monthDay').format(date);

/** The language of `locale`, named in that language ("English", "Français"); the locale itself if Intl knows no name. */
export function languageName(locale: string): string {
  let name = languages.get(locale);
  if (name === undefined) languages.set(locale, name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale);
  return name;
}
