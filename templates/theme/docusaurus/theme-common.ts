// `@docusaurus/theme-common`: the helpers site pages and theme overrides commonly take from it.
import { useContext, useEffect, useState } from 'react';
import { SiteContext } from '../context.ts';

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
  page: { docsDocPage: 'docs-doc-page', blogListPage: 'blog-list-page', blogPostPage: 'blog-post-page', mdxPage: 'mdx-page' },
  wrapper: { main: 'main-wrapper' },
  common: { editThisPage: 'theme-edit-this-page', lastUpdated: 'theme-last-updated' },
  docs: { docBreadcrumbs: 'theme-doc-breadcrumbs', docFooter: 'theme-doc-footer', docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row', docFooterTagsRow: 'theme-doc-footer-tags-row', docMarkdown: 'theme-doc-markdown', docVersionBadge: 'theme-doc-version-badge', docVersionBanner: 'theme-doc-version-banner', docTocMobile: 'theme-doc-toc-mobile', docTocDesktop: 'theme-doc-toc-desktop' },
};

/** English plural forms: `selectMessage(count, 'One post|{count} posts')`. */
export function usePluralForm() {
  return { selectMessage: (count: number, forms: string) => { const [one, many = one] = forms.split('|'); return (count === 1 ? one! : many).trim(); } };
}

/**
 * `desktop` above Docusaurus's 996 px breakpoint, `mobile` at or below it; `ssr` on the server and until the page
 * runs, as Docusaurus gives it (an ejected `DocItem/Layout` draws its desktop TOC then).
 */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  const [size, setSize] = useState<'desktop' | 'mobile' | 'ssr'>('ssr');
  useEffect(() => {
    const update = () => setSize(window.innerWidth > 996 ? 'desktop' : 'mobile');
    update();
    addEventListener('resize', update);
    return () => removeEventListener('resize', update);
  }, []);
  return size;
}

/** The config's `themeConfig` (an ejected Footer reads its `footer` links from it). */
export function useThemeConfig(): Record<string, unknown> {
  return useContext(SiteContext).siteConfig.themeConfig;
}

export { PageMetadata } from './PageMetadata.tsx';
export { useTabGroupChoice } from './tab-group-choice.ts';
