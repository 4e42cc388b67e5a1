// `themeConfig.docs.sidebar`'s switches, as Docusaurus's classic theme reads them (a docsgen config may set
// `themeConfig` too): `hideable` (a button hides the docs sidebar, client/sidebar-hide.ts) and
// `autoCollapseCategories` (opening a category closes its siblings, client/sidebar-render.ts).
import { ATTR } from '../client/constants.ts';
import type { SiteConfig } from '../generator/types.ts';
import { themeText } from './theme-text.ts';

type Site = Pick<SiteConfig, 'themeConfig' | 'codeTranslations'>;

export function docsSidebarOptions(site: Partial<Pick<SiteConfig, 'themeConfig'>>): { hideable: boolean; autoCollapseCategories: boolean } {
  const docs = site.themeConfig?.docs as { sidebar?: Record<string, unknown> } | undefined;
  return { hideable: docs?.sidebar?.hideable === true, autoCollapseCategories: docs?.sidebar?.autoCollapseCategories === true };
}

/**
 * With `hideable`, inline in each page's head (other sites pay nothing): the sidebar hidden, the page's column takes
 * the room it left, as Docusaurus's widens its doc column by the sidebar's width (`docItemWrapperEnhanced`).
 */
const HIDDEN = `:root[${ATTR.sidebarHidden}] .docs-wrapper:has(.sidebar-show-button)`;
export const HIDDEN_SIDEBAR_RULES = `@media (min-width:997px){${HIDDEN} .doc-container{max-width:calc(var(--content-max) + var(--toc-w) + 96px + var(--sidebar-w))}${HIDDEN} .doc-column{max-width:calc(var(--content-max) + var(--sidebar-w))}}`;

/** The <html> attributes that turn them on in the browser (the hide buttons' titles in the page's locale). */
export function docsSidebarAttributes(site: Site): Record<string, string | undefined> {
  const { hideable, autoCollapseCategories } = docsSidebarOptions(site);
  const titles = [themeText(site, 'theme.docs.sidebar.collapseButtonTitle', 'Collapse sidebar'), themeText(site, 'theme.docs.sidebar.expandButtonTitle', 'Expand sidebar')];
  return { [ATTR.sidebarHideable]: hideable ? titles.join('|') : undefined, [ATTR.autoCollapse]: autoCollapseCategories ? '' : undefined };
}
