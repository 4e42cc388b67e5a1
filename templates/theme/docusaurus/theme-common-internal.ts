// `@docusaurus/theme-common/internal`: what the theme's doc-page parts take from it, for a site's own parts
// (`src/theme/DocItem/Footer` reading `useDoc()`); Docusaurus 2 sites import these from here, 3 from the docs client.
import { useContext } from 'react';
import { SiteContext, type DocPageData } from '../context.ts';
import { tocTreeOf } from '../DocItem/toc-tree.ts';

export { useDoc, useDocsVersion, useLayoutDoc, useActiveDocContext, useSidebarBreadcrumbs, useBreadcrumbsStructuredData } from './docs-client.ts';
export { docVersionSearchTag, DocsSidebarProvider, DocsVersionProvider } from './doc-root-hooks.tsx';
export { filterDocCardListItems, findFirstCategoryLink, findFirstSidebarItemLink, useCurrentSidebarCategory, useCurrentSidebarSiblings, useDocById, useDocsSidebar } from './sidebar-hooks.ts';
export { DocSidebarItemsExpandedStateProvider, isActiveSidebarItem, isSamePath, useDocSidebarItemsExpandedState } from './sidebar-items.ts';
export { Collapsible, useCollapsible, usePrevious } from './collapsible.tsx';
export { useBlogPost, BlogPostProvider, useVisibleBlogSidebarItems, BlogSidebarItemList, groupBlogSidebarItemsByYear } from './blog-client.tsx';
export { ThemeClassNames, useTabGroupChoice, useThemeConfig, useWindowSize, useStorageSlot } from './theme-common.ts';
export { useAnnouncementBar } from './announcement-bar.ts';
export { HtmlClassNameProvider, SearchMetadata, translateTagsPageTitle, useBlogTagsPostsPageTitle, useBlogAuthorPageTitle, BlogAuthorsListViewAllLabel, BlogAuthorNoPostsLabel } from './blog-pages.tsx';
export { NavbarSecondaryMenuFiller, splitNavbarItems, useHideableNavbar, useLockBodyScroll, useNavbarItems, useNavbarMobileSidebar, useNavbarSecondaryMenu } from './navbar-hooks.ts';

/** The site's home page route (docsgen always makes one: the config's, or its generated page). */
export function useHomePageRoute(): { path: string } {
  return { path: useContext(SiteContext).siteConfig.baseUrl };
}

/** An `Intl.DateTimeFormat` in the site's locale with `options`. */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(useContext(SiteContext).locale, options);
}

/** The table of contents at the levels shown, nested, as an ejected `TOCItems` gives it to `TOCItems/Tree`. */
export function useFilteredAndTreeifiedTOC({ toc, minHeadingLevel, maxHeadingLevel }: { toc: DocPageData['toc']; minHeadingLevel: number; maxHeadingLevel: number }) {
  return tocTreeOf(toc, { minHeadingLevel, maxHeadingLevel });
}

/** Every heading, nested. */
export function useTreeifiedTOC(toc: DocPageData['toc']) {
  return tocTreeOf(toc, { minHeadingLevel: 1, maxHeadingLevel: 6 });
}

/** Nothing to do: docsgen's reader marks the link of the section being read in `.toc` (both its classes). */
export function useTOCHighlight(_config?: unknown): void {}
