// `@docusaurus/theme-common/internal`: what the theme's doc-page parts take from it, for a site's own parts
// (`src/theme/DocItem/Footer` reading `useDoc()`); Docusaurus 2 sites import these from here, 3 from the docs client.
export { useDoc, useDocsVersion, useActiveDocContext, useSidebarBreadcrumbs } from './docs-client.ts';
export { ThemeClassNames, useThemeConfig, useWindowSize } from './theme-common.ts';
