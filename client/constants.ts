// Names the server-rendered markup and the browser runtime both use. Change them here only.

/** localStorage key of the chosen colour mode. */
export const THEME_KEY = 'theme';
/** localStorage key holding the id of the announcement the reader closed. */
export const ANNOUNCEMENT_KEY = 'docsgen.announcement.dismissed';
/** Set on <html> when the current announcement was closed. */
export const ANNOUNCEMENT_DISMISSED_ATTR = 'data-announcement-dismissed';
/** The desktop layout starts above this width (px); at or below it the mobile layout applies. */
export const DESKTOP_BREAKPOINT = 996;
/** Output folder of hashed assets. */
export const ASSETS_DIR = 'assets';
/** Name of the per-route page-data file next to each route's index.html. */
export const PAGE_DATA_FILE = 'page-data.json';

/** Event dispatched on `document` after client navigation shows a page (client/reader.ts spells it out). */
export const PAGE_EVENT = 'docsgen:page';
/** Dispatched on document by the dev client after a rebuild: the runtime forgets what it fetched (page data, sidebar tree). */
export const STALE_EVENT = 'docsgen:stale';

/** Attributes on the server-rendered markup that the client reads. */
export const ATTR = {
  sidebarKey: 'data-sidebar-key',
  /** On <html>: the shared sidebar tree file (also on pages without a sidebar: client navigation builds one). */
  sidebarTree: 'data-sidebar-tree',
  collapsed: 'data-collapsed',
  themeToggle: 'data-theme-toggle',
  menuToggle: 'data-menu-toggle',
  /** On the navbar when `navbar.hideOnScroll` is on. */
  hideOnScroll: 'data-hide-on-scroll',
  island: 'data-island',
  /** On <html>: where the docs live (base URL included), for the navbar's current link (reader.ts spells it out). */
  docsBase: 'data-docs-base',
  /** On <html> of the not-found page while it checks whether its `.html` path names a route (hides the body). */
  resolving: 'data-resolving',
} as const;

/** Search: the tokenizer separator used to build the index and to split queries (whitespace, hyphen, slash). */
export const SEARCH_SEPARATOR = /[\s\-/]+/;
/** Search: at most this many results are shown. */
export const SEARCH_MAX_RESULTS = 5;
/** The search box's input, which `/` and Ctrl/⌘+K focus from the boot module. */
export const SEARCH_INPUT_ID = 'search-input';
/** Search: boost of a whole-term match over a trailing-wildcard match. */
export const SEARCH_TERM_BOOST = 10;
