// Which translation ids the search words come from: Docusaurus's (its search theme's, `theme.SearchBar.*` and
// `theme.SearchPage.*`, and a few of theme-common's), and docsgen's own (`docsgen.search.*`) for words Docusaurus's
// search has not; a site's code.json may set any of them (docs/content/docusaurus/i18n.md lists them).
import type { SiteConfig } from '../generator/types.ts';
import type { SearchWordKey, SearchWords } from './search-words.ts';

const IDS: Record<SearchWordKey, string> = {
  label: 'theme.SearchBar.label',
  boxLabel: 'theme.SearchBar.label',
  loading: 'docsgen.search.loading',
  // The search page's status while the index or results load: Docusaurus's nearest words ("Fetching new results...").
  fetching: 'theme.SearchPage.fetchingNewResults',
  unavailable: 'docsgen.search.unavailable',
  retry: 'theme.ErrorPageContent.tryAgain',
  results: 'docsgen.search.results',
  noResults: 'theme.SearchPage.noResultsText',
  seeAll: 'theme.SearchBar.seeAll',
  formLabel: 'theme.SearchPage.emptyResultsTitle',
  pageLabel: 'theme.SearchPage.inputLabel',
  pagePlaceholder: 'theme.SearchPage.inputPlaceholder',
  submit: 'theme.SearchPage.inputLabel',
  prompt: 'docsgen.search.prompt',
  found: 'theme.SearchPage.documentsFound.plurals',
  pageInStatus: 'docsgen.search.pageInStatus',
  pageNav: 'docsgen.search.pageNav',
  resultPages: 'docsgen.search.resultPages',
  previous: 'theme.docs.paginator.previous',
  next: 'theme.docs.paginator.next',
  resultsTitle: 'theme.SearchPage.existingResultsTitle',
  pageTitle: 'theme.SearchPage.inputLabel',
};

/** The words of `site`'s locale for the search islands; none when it translates none (an English site). */
export function searchWordsOf(site: Pick<SiteConfig, 'codeTranslations' | 'locale'>): SearchWords | undefined {
  const messages = site.codeTranslations ?? {};
  const words = Object.fromEntries(Object.entries(IDS).flatMap(([key, id]) => (id in messages ? [[key, messages[id]!]] : []))) as SearchWords;
  return Object.keys(words).length ? { ...words, locale: site.locale } : undefined;
}
