// What the MDX path gives the site's theme overrides (content/theme/source.ts: Footer, Root, NotFound, navbar items,
// doc and blog parts) apart from docs: the whole config, and Root around them as around every page.
import { THEME_SOURCE_ID } from '../content/theme/source-id.ts';
import { NAVBAR_ITEM_TYPES, NAVBAR_SLOTS } from '../docusaurus/theme-overrides.ts';
import type { DocSource, SiteConfig } from '../types.ts';
import { SIDEBAR_WRAPPERS } from '../../templates/sidebar-wrappers.ts';
import { DOC_ROUTE_ROOTS } from '../../templates/doc-root-parts.ts';
import type { ThemeContext } from '../../templates/theme/context.ts';
import { docsView, type SiteView } from '../../templates/theme/site-config-views.ts';
import { REACT_PAGE } from './format.ts';

/** The site's theme overrides (content/theme/source.ts) get what Docusaurus's own components read; docs get less. */
export function themeEntry(src: DocSource): boolean {
  return src.id.startsWith(`${THEME_SOURCE_ID}:`);
}

const NAVBAR_ENTRIES = new Set<string>([...NAVBAR_SLOTS, NAVBAR_ITEM_TYPES].map((slot) => `${THEME_SOURCE_ID}:${slot}`));

/** A navbar part's entry (content/theme/navbar-slots.ts), or the custom items': one that reads the URL renders for each page. */
export function navbarEntry(src: DocSource): boolean {
  return NAVBAR_ENTRIES.has(src.id);
}

/** The Root slot's entry: it is Root, not inside it; the islands Root draws beside its children render inside it (island.tsx). */
export const ROOT_ENTRY = `${THEME_SOURCE_ID}:Root`;

/** The entries around every page besides the navbar's (Footer, or the footer made of the site's parts; Root). */
const PAGE_ENTRIES = new Set<string>([`${THEME_SOURCE_ID}:Footer`, ROOT_ENTRY]);

const WRAPPER_ENTRIES = new Set<string>(SIDEBAR_WRAPPERS.map((slot) => `${THEME_SOURCE_ID}:${slot}`));

/** The docs routes' roots: one that reads the URL renders for each docs page (content/theme/doc-root-routes.ts). */
const DOC_ROOT_ENTRIES = new Set<string>(DOC_ROUTE_ROOTS.map((slot) => `${THEME_SOURCE_ID}:${slot}`));

/** A docs sidebar wrapper's entry: one that reads the URL or the sidebar renders for each docs page (content/theme/sidebar-wrapper-routes.ts). */
export function sidebarWrapperEntry(src: DocSource): boolean {
  return WRAPPER_ENTRIES.has(src.id);
}

/** A part of every page's frame: one that reads the URL renders for each page (content/theme/navbar-routes.ts, doc-root-routes.ts). */
export function routeEntry(src: DocSource): boolean {
  return navbarEntry(src) || PAGE_ENTRIES.has(src.id) || sidebarWrapperEntry(src) || DOC_ROOT_ENTRIES.has(src.id);
}

/**
 * `siteConfig` as a page's components read it on the server: the whole config, `themeConfig` too, as Docusaurus's
 * components read it (a site Heading drawing a doc's headings reads `themeConfig.navbar`). A doc's islands get the
 * docs' view, so their data stays small (siteView; templates/theme/island.tsx). A React page gets the docs' view: it
 * is handed the config as its `config` prop, which crosses to the browser with the page's island (the whole config
 * holds the build machine's paths: `sidebarPath`, `clientModules`).
 */
export function siteConfigFor(src: DocSource, site: SiteConfig): ThemeContext['siteConfig'] {
  return !themeEntry(src) && REACT_PAGE.test(src.relPath) ? docsView(wholeSiteConfig(site)) : wholeSiteConfig(site);
}

export function siteView(src: DocSource): SiteView {
  return themeEntry(src) ? 'whole' : 'docs';
}

/** Which view of the config a render gets, and whether it is a Docusaurus site's (its parts draw Infima's markup). */
export function siteShape(src: DocSource, site: SiteConfig): Pick<ThemeContext, 'siteView' | 'infima'> {
  return { siteView: siteView(src), ...(site.infima ? { infima: true as const } : {}) };
}

/** The config as `useDocusaurusContext().siteConfig` gives it, `themeConfig` too (Root reads it inside docs too). */
export function wholeSiteConfig(site: SiteConfig): ThemeContext['siteConfig'] {
  return {
    ...site.siteConfigData, title: site.title, tagline: site.tagline, titleDelimiter: site.titleDelimiter, url: site.url, baseUrl: site.baseUrl,
    customFields: site.customFields, ...(site.codeTranslations ? { codeTranslations: site.codeTranslations } : {}), themeConfig: site.themeConfig,
  };
}
