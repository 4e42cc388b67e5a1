// Names the server-rendered markup and the browser runtime both use. Change them here only.

/** localStorage key of the chosen colour mode. */
export const THEME_KEY = 'theme';
/** localStorage key holding the id of the announcement the reader closed. */
export const ANNOUNCEMENT_KEY = 'docsgen.announcement.dismissed';
/** Set on <html> when the current announcement was closed. */
export const ANNOUNCEMENT_DISMISSED_ATTR = 'data-announcement-dismissed';
/** Docusaurus's: set on <html> before paint to whether the reader had closed the bar (`'true'`/`'false'`); sites' CSS reads it. */
export const DOCUSAURUS_ANNOUNCEMENT_ATTR = 'data-announcement-bar-initially-dismissed';
/** Output folder of hashed assets. */
export const ASSETS_DIR = 'assets';
/** Name of the per-route page-data file next to each route's index.html. */
export const PAGE_DATA_FILE = 'page-data.json';

/**
 * A sidebar tree file whose link entries the site draws as their own pages' too (content/theme/sidebar-items.ts) ends
 * in this; beside it, a file holds those drawings by the entry's path in the tree (`0.2.1`), which the client fetches
 * on client navigation only (currentEntriesFile).
 */
export const OWN_ENTRIES_TREE = '.own.json';

/** The file of a tree's entries as their own pages', if it has one (see OWN_ENTRIES_TREE). */
export function currentEntriesFile(treeFile: string): string | undefined {
  return treeFile.endsWith(OWN_ENTRIES_TREE) ? `${treeFile.slice(0, -OWN_ENTRIES_TREE.length)}.current.json` : undefined;
}

/** Docusaurus's id of the main docs instance (a plugin entry that names none). */
export const DEFAULT_DOCS_ID = 'default';

export { ATTR, DESKTOP_BREAKPOINT, EVENT, SEARCH_PARAM, SIDEBAR_HIDDEN, TAB_CHOICE } from './inlined-constants.ts';

/** Search: the tokenizer separator used to build the index and to split queries (whitespace, hyphen, slash). */
export const SEARCH_SEPARATOR = /[\s\-/]+/;
/** Search: at most this many results are shown. */
export const SEARCH_MAX_RESULTS = 5;
/** The search box's input, which `/` and Ctrl/⌘+K focus from the boot module. */
export const SEARCH_INPUT_ID = 'search-input';
/** Search: boost of a whole-term match over a trailing-wildcard match. */
export const SEARCH_TERM_BOOST = 10;
