// `@docusaurus/theme-search-algolia/client`: the hooks an ejected Algolia SearchBar (or a search page) reads. docsgen
// runs no Algolia (../search-stand-ins/docsearch.tsx), so they give what an unfiltered search would use.
import { useContext } from 'react';
import { SiteContext } from '../context.ts';

/** Algolia's facet filters for the page's language and docs version: none. */
export function useAlgoliaContextualFacetFilters(): string[] {
  return [];
}

/** Makes a result's URL one of the site's: results are the site's own already. */
export function useSearchResultUrlProcessor(): (url: string) => string {
  return (url) => url;
}

/** The config's `themeConfig.algolia`, as the site wrote it. */
export function useAlgoliaThemeConfig(): { algolia: Record<string, unknown> } {
  const { themeConfig } = useContext(SiteContext).siteConfig;
  return { algolia: (themeConfig.algolia ?? {}) as Record<string, unknown> };
}

export function useAlgoliaThemeConfigSearchPagePath(): string | undefined {
  return useAlgoliaThemeConfig().algolia.searchPagePath as string | undefined;
}
