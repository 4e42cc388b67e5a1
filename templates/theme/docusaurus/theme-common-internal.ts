// `@docusaurus/theme-common/internal`: what the theme's doc-page parts take from it, for a site's own parts
// (`src/theme/DocItem/Footer` reading `useDoc()`); Docusaurus 2 sites import these from here, 3 from the docs client.
import { useContext } from 'react';
import { SiteContext } from '../context.ts';

export { useDoc, useDocsVersion, useLayoutDoc, useActiveDocContext, useSidebarBreadcrumbs, useBreadcrumbsStructuredData } from './docs-client.ts';
export { ThemeClassNames, useTabGroupChoice, useThemeConfig, useWindowSize } from './theme-common.ts';

/** The site's home page route (docsgen always makes one: the config's, or its generated page). */
export function useHomePageRoute(): { path: string } {
  return { path: useContext(SiteContext).siteConfig.baseUrl };
}

/** An `Intl.DateTimeFormat` in the site's locale with `options`. */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(useContext(SiteContext).locale, options);
}
