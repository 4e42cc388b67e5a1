// The search box's and search page's words in the page's locale. The server gives the islands only the words the
// locale translates (search-words-of.ts), so an English page carries none and the English stays in the components.
import { fill, pluralForm } from './plural-form.ts';

export type SearchWordKey =
  | 'label' | 'boxLabel' | 'loading' | 'fetching' | 'unavailable' | 'retry' | 'results' | 'noResults' | 'seeAll'
  | 'formLabel' | 'pageLabel' | 'pagePlaceholder' | 'submit' | 'prompt' | 'found' | 'pageInStatus' | 'pageNav'
  | 'resultPages' | 'previous' | 'next' | 'resultsTitle' | 'pageTitle';

/** The translated words by key, and the locale (for plural forms). */
export type SearchWords = Partial<Record<SearchWordKey, string>> & { locale?: string };

/** Says a word: the locale's, else `english`; `{name}` filled from `values`, a plural form picked by `values.count`. */
export type Say = (key: SearchWordKey, english: string, values?: Record<string, string | number>) => string;

export function sayer(words: SearchWords | undefined): Say {
  return (key, english, values) => {
    const message = words?.[key] ?? english;
    return fill(typeof values?.count === 'number' ? pluralForm(message, values.count, words?.locale) : message, values);
  };
}
