// `@docusaurus/theme-common`: the helpers site pages and theme overrides commonly take from it.
import { useContext, useEffect, useState } from 'react';
import { SiteContext } from '../context.ts';
import { pluralForm } from '../../plural-form.ts';

// Docusaurus 2 exports the doc cards' hooks from here.
export { filterDocCardListItems, findFirstCategoryLink, findFirstSidebarItemLink, useCurrentSidebarCategory, useCurrentSidebarSiblings, useDocById, useDocsSidebar } from './sidebar-hooks.ts';
export { DocSidebarItemsExpandedStateProvider, isActiveSidebarItem, isSamePath, useDocSidebarItemsExpandedState } from './sidebar-items.ts';
export { Collapsible, useCollapsible, usePrevious } from './collapsible.tsx';
// Docusaurus 2 had these here.
export { useAnnouncementBar } from './announcement-bar.ts';
export { NavbarSecondaryMenuFiller, splitNavbarItems, useHideableNavbar, useLockBodyScroll, useNavbarItems, useNavbarMobileSidebar, useNavbarSecondaryMenu } from './navbar-hooks.ts';

/** The colour mode: the one on <html> (set before first paint), and a setter that keeps the reader's choice. */
export function useColorMode() {
  const read = () => (typeof document !== 'undefined' && document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
  const [colorMode, setMode] = useState<'light' | 'dark'>('light');
  useEffect(() => {
    setMode(read());
    const watch = new MutationObserver(() => setMode(read()));
    watch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => watch.disconnect();
  }, []);
  const setColorMode = (mode: 'light' | 'dark') => {
    document.documentElement.setAttribute('data-theme', mode);
    try {
      localStorage.setItem('theme', mode);
    } catch {
      // Not remembered where storage is unavailable.
    }
  };
  return { colorMode, isDarkTheme: colorMode === 'dark', setColorMode };
}

/** Docusaurus's class names of the theme's parts, for sites that style by them. */
export const ThemeClassNames = {
  page: { docsDocPage: 'docs-doc-page', blogListPage: 'blog-list-page', blogPostPage: 'blog-post-page', blogTagPostListPage: 'blog-tags-post-list-page', blogTagsListPage: 'blog-tags-list-page', blogAuthorsListPage: 'blog-authors-list-page', blogAuthorsPostsPage: 'blog-authors-posts-page', mdxPage: 'mdx-page' },
  wrapper: { main: 'main-wrapper', blogPages: 'blog-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: { editThisPage: 'theme-edit-this-page', lastUpdated: 'theme-last-updated' },
  layout: { navbar: { container: 'theme-layout-navbar', containerLeft: 'theme-layout-navbar-left', containerRight: 'theme-layout-navbar-right', mobileSidebar: { container: 'theme-layout-navbar-sidebar', panel: 'theme-layout-navbar-sidebar-panel' } },
    main: { container: 'theme-layout-main' }, footer: { container: 'theme-layout-footer', column: 'theme-layout-footer-column' } },
  blog: { blogFooterTagsRow: 'theme-blog-footer-tags-row', blogFooterEditMetaRow: 'theme-blog-footer-edit-meta-row' },
  docs: { docBreadcrumbs: 'theme-doc-breadcrumbs', docFooter: 'theme-doc-footer', docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row', docFooterTagsRow: 'theme-doc-footer-tags-row', docMarkdown: 'theme-doc-markdown', docVersionBadge: 'theme-doc-version-badge', docVersionBanner: 'theme-doc-version-banner', docTocMobile: 'theme-doc-toc-mobile', docTocDesktop: 'theme-doc-toc-desktop',
    docSidebarContainer: 'theme-doc-sidebar-container', docSidebarMenu: 'theme-doc-sidebar-menu', docSidebarItemCategory: 'theme-doc-sidebar-item-category', docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (level: number) => `theme-doc-sidebar-item-category-level-${level}`, docSidebarItemLinkLevel: (level: number) => `theme-doc-sidebar-item-link-level-${level}` },
};

/** The plural form for the page's locale: `selectMessage(count, 'One post|{count} posts')` (placeholders left to the caller). */
export function usePluralForm() {
  const { locale } = useContext(SiteContext);
  return { selectMessage: (count: number, forms: string) => pluralForm(forms, count, locale).trim() };
}

export { useWindowSize } from './window-size.ts';

/** The config's `themeConfig` (an ejected Footer reads its `footer` links from it). */
export function useThemeConfig(): Record<string, unknown> {
  return useContext(SiteContext).siteConfig.themeConfig;
}

export { PageMetadata } from './PageMetadata.tsx';
export { HtmlClassNameProvider, SearchMetadata, translateTagsPageTitle } from './blog-pages.tsx';
export { useTabGroupChoice } from './tab-group-choice.ts';

/** Makes the search page's link for a query (a search box's "See all results"): docsgen's search page. */
export function useSearchLinkCreator(): (query: string) => string {
  const { siteConfig } = useContext(SiteContext);
  const page = siteConfig.trailingSlash ? 'search/' : 'search';
  return (query) => `${siteConfig.baseUrl}${page}?q=${encodeURIComponent(query)}`;
}

/** Whether `value` matches the regex `pattern` (a string, as the config writes `externalUrlRegex`). */
export function isRegexpStringMatch(pattern: string | undefined, value: string): boolean {
  return pattern === undefined ? false : new RegExp(pattern, 'gi').test(value);
}

/**
 * A value kept in the reader's localStorage under `key`: null on the server and until the page runs (as Docusaurus
 * renders it), then the stored one; `set` and `del` change it and its other readers in the page.
 */
export function useStorageSlot(key: string | null): [string | null, { get: () => string | null; set: (value: string) => void; del: () => void }] {
  const read = () => {
    try {
      return key === null ? null : localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const [value, setValue] = useState<string | null>(null);
  useEffect(() => {
    setValue(read());
    const changed = (e: Event) => (e as StorageEvent).key === key && setValue(read());
    addEventListener('storage', changed);
    return () => removeEventListener('storage', changed);
  }, [key]);
  const write = (next: string | null) => {
    try {
      if (key !== null) (next === null ? localStorage.removeItem(key) : localStorage.setItem(key, next));
    } catch {
      // Kept for the page only where storage is unavailable.
    }
    setValue(next);
    dispatchEvent(new StorageEvent('storage', { key }));
  };
  return [value, { get: read, set: (next) => write(next), del: () => write(null) }];
}
