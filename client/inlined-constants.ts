// The constants that the lazily loaded chunks use (constants.ts exports them too): enums and numbers only, in a file
// of their own. esbuild writes their values into each chunk that uses them, so these chunks share no chunk of
// constants with the boot module (a file of its own on every page; see generator/output/client-assets.ts).

/** The desktop layout starts above this width (px); at or below it the mobile layout applies. */
export const DESKTOP_BREAKPOINT = 996;

/** Properties the client sets on elements for other chunks to read. */
export enum PROP {
  /** On a site island's container once hydrated as a React root of its own: its `HydratedIsland` (site-island.tsx). */
  island = 'docsgenIsland',
}

/** A search result's link names the query's words in this parameter, once each, for its page to mark (`search.highlightTerms`). */
export enum SEARCH_PARAM {
  highlight = '_highlight',
}

/** Events dispatched on `document`. */
export enum EVENT {
  /** Client navigation showed a page (client/reader.ts spells it out). */
  page = 'docsgen:page',
}

/** A tab set's choice (`useTabGroupChoice`, client/tabs.ts). */
export enum TAB_CHOICE {
  /** Where a `groupId`'s choice is kept (`docusaurus.tab.<groupId>`, Docusaurus's own key). */
  key = 'docusaurus.tab.',
  /** Sent on `window` when a tab set's choice changes (`detail: {groupId, value}`). */
  event = 'docsgen:tab-choice',
}

/** Attributes on the server-rendered markup that the client reads. */
export enum ATTR {
  sidebarKey = 'data-sidebar-key',
  /** On the row standing for entries of a long sidebar list the page does not carry: their range, `start-end`. */
  sidebarMore = 'data-sidebar-more',
  /**
   * Around the page's own entry as a site draws it (templates/Sidebar.tsx): on a <template> before it, its place in
   * the sidebar tree (`0.2.1`); on one after it, empty. Client navigation puts the tree's drawing back in between.
   */
  currentEntry = 'data-current-entry',
  currentEntryEnd = 'data-current-entry-end',
  /** On <html>: the shared sidebar tree file (also on pages without a sidebar: client navigation builds one). */
  sidebarTree = 'data-sidebar-tree',
  collapsed = 'data-collapsed',
  /**
   * On a <template> before a category the site's `DocSidebarItem/Category` draws (its key), and on one after it
   * (empty): the client opens and closes it by putting in its other drawing.
   */
  drawnCategory = 'data-drawn-category',
  drawnCategoryEnd = 'data-drawn-category-end',
  /** On a drawn category's marker: drawn as a page inside it (`trail`) or its own page (`own`) sees it. */
  categoryPage = 'data-category-page',
  /** On the empty <template> in such a drawing where docsgen's list of the category's entries goes. */
  sidebarItems = 'data-sidebar-items',
  themeToggle = 'data-theme-toggle',
  menuToggle = 'data-menu-toggle',
  /** On the navbar when `navbar.hideOnScroll` is on. */
  hideOnScroll = 'data-hide-on-scroll',
  island = 'data-island',
  /** On <html>: where the docs live (base URL included), for the navbar's current link (reader.ts spells it out). */
  docsBase = 'data-docs-base',
  /** On <html> of the not-found page while it checks whether its `.html` path names a route (hides the body). */
  resolving = 'data-resolving',
  /** On <html>: the colour mode shown, `light` or `dark`. */
  theme = 'data-theme',
  /** On <html> once client navigation has taken over the page. */
  clientNavigation = 'data-client-navigation',
  /**
   * On the <template>s around a site's navbar part drawn for its page (it reads the URL; `end` on the closing one):
   * client navigation puts the next page's part between them (navbar-swap.ts).
   */
  pageNavbar = 'data-page-navbar',
  /** The same around what a site's sidebar wrapper drawn for its page adds before and after the sidebar (navbar-swap.ts). */
  pageSidebar = 'data-page-sidebar',
  /** On the navbar while the page has a docs sidebar. */
  hasSidebar = 'data-has-sidebar',
  /** On a site component's island: its built module, the export it hydrates, and its props as JSON. */
  islandSrc = 'data-island-src',
  islandExport = 'data-island-export',
  /** On an island inside the site's Root, and on Root's own: Root's built module, which hosts it (root-host.tsx). */
  islandRoot = 'data-island-root',
  props = 'data-props',
  /** On a tab set: the marker, the group it syncs with, and the query-string key that selects its tab. */
  tabs = 'data-tabs',
  groupId = 'data-group-id',
  queryString = 'data-query-string',
  /** On the announcement bar: its id, which closing it stores. */
  announcementId = 'data-announcement-id',
  /** On a version dropdown or `docsVersion` item: the docs instance whose versions it shows. */
  versions = 'data-versions',
  /** On a version's link: the version's name (choosing it makes it the reader's preferred version). */
  version = 'data-version',
  /** On the navbar of a site with versioned docs: the versions file of each docs instance (JSON). */
  versionsFiles = 'data-versions-files',
  /** On a navbar link to a doc or a sidebar: the docs instance, and the doc id or sidebar name it leads to. */
  docLink = 'data-doc-link',
  docId = 'data-doc-id',
  sidebarId = 'data-sidebar-id',
  /**
   * On a navbar link: the tree file of the sidebar its doc or sidebar is in (current on that sidebar's pages), or
   * the configured `activeBasePath` (base URL included) / `activeBaseRegex` that say where it is current.
   */
  navSidebar = 'data-nav-sidebar',
  activeBase = 'data-active-base',
  activeRegex = 'data-active-regex',
  /** On a navbar link current on its own page only (`exact`). */
  navExact = 'data-nav-exact',
  /** On a navbar link never current (a Docusaurus `href` to a page of the site: a plain link, not a NavLink). */
  navNever = 'data-nav-never',
  /** On <html> when each navbar link is current by its own target (`navbar.currentLinks: 'each'`, client/nav-current.ts). */
  navEach = 'data-nav-each',
  /** On a docs page's content: its docs instance (with `version` and, for a doc, `docId`). */
  docsPlugin = 'data-docs-plugin',
  /** On a Mermaid diagram: the library's URL, and its themes and options (JSON). */
  mermaid = 'data-mermaid',
  mermaidConfig = 'data-mermaid-config',
  /** On a doc's "Copy page" button: the URL of the doc's Markdown, which it copies. */
  copyPage = 'data-copy-page',
  /** On <html> when `themeConfig.docs.sidebar.hideable` is on: the hide and show buttons' titles, `hide|show`. */
  sidebarHideable = 'data-sidebar-hideable',
  /** On <html> while the reader keeps the docs sidebar hidden (set before paint by the head script). */
  sidebarHidden = 'data-sidebar-hidden',
  /** On <html> when `themeConfig.docs.sidebar.autoCollapseCategories` is on. */
  autoCollapse = 'data-sidebar-auto-collapse',
  /** On `<html>` of a page in another language: the words the scripts say, translated (templates/client-words.ts). */
  words = 'data-words',
}

/** localStorage key set while the reader keeps the docs sidebar hidden. */
export enum SIDEBAR_HIDDEN {
  key = 'docsgen.sidebar.hidden',
}
