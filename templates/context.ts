// What every page template receives besides its own content.
import type { DocsVersion, SiteConfig } from '../generator/types.ts';
import type { SlotHtml } from '../generator/docusaurus/theme-overrides.ts';

export interface Assets {
  /** Stylesheet URL (hashed). */
  css: string;
  /** The site's own stylesheets (`customCss`), after the theme's. */
  customCss?: string;
  /** Boot module URL (hashed). */
  boot: string;
  /** Sidebar name → its whole tree as JSON, fetched by the client when a collapsed category opens. */
  sidebarTrees: Record<string, string>;
  /** What the site's sidebar entries need in every <head> (the stylesheet their CSS modules make). */
  sidebarHead?: string;
  /** The two search files. */
  searchDocs: string;
  searchIndex: string;
  /** The search page's island (client/search/page.tsx): loaded by that page only. */
  searchPage?: string;
  /** Docs instance → the file listing its versions (instances with several versions). */
  versions: Record<string, string>;
  /** The site's client modules, bundled, and the stylesheet they import. */
  clientModules?: { js: string; css?: string };
}

export interface PageContext {
  site: SiteConfig;
  assets: Assets;
  /** The route being rendered. */
  path: string;
  /** The sidebar the page shows, if any. */
  sidebar?: string;
  /** Prefix a site-relative path with the base URL. */
  url: (p: string) => string;
  /** Each docs instance's versions (`current` first, then newest first). */
  instances: ReadonlyMap<string, DocsVersion[]>;
  /** A docs page: the version it belongs to, and its doc id (a category page has none). */
  docs?: { version: DocsVersion; docId?: string };
  /** Page parts the site's own theme components render in place of docsgen's, as HTML. */
  slots?: SlotHtml;
  /** The page has navbar parts of its own (drawn for it: they read the URL), so its navbar is not shared. */
  ownNavbar?: boolean;
}
