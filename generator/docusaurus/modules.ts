// The `@docusaurus/*` modules docsgen provides to a site's components, pages and client modules (its own versions,
// under templates/theme/docusaurus/), by what follows `@docusaurus/`.
import path from 'node:path';
import { THEME_DIR } from '../package-paths.ts';

const FILES: Record<string, string> = {
  Link: 'Link.tsx', Head: 'Head.tsx', BrowserOnly: 'BrowserOnly.tsx', ExecutionEnvironment: 'ExecutionEnvironment.tsx',
  Translate: 'Translate.tsx', Interpolate: 'Interpolate.tsx', useBaseUrl: 'useBaseUrl.ts', useDocusaurusContext: 'useDocusaurusContext.ts',
  useIsBrowser: 'useIsBrowser.ts', useBrokenLinks: 'useBrokenLinks.ts', isInternalUrl: 'isInternalUrl.ts', useGlobalData: 'useGlobalData.ts', router: 'router.ts', 'theme-common': 'theme-common.ts',
  'plugin-content-docs/client': 'docs-client.ts',
  'plugin-content-blog/client': 'blog-client.tsx',
  'utils-common': 'utils-common.ts',
  'theme-common/internal': 'theme-common-internal.ts',
  // A stand-in: docsgen runs no Algolia (theme/search-stand-ins/docsearch.tsx).
  'theme-search-algolia/client': 'search-algolia-client.ts',
  renderRoutes: 'renderRoutes.ts',
};

/**
 * react-router v5's packages (and react-router-config, whose `renderRoutes` nested routes use), which sites import
 * having them through Docusaurus: docsgen's router in their place.
 */
export const REACT_ROUTER = /^react-router(-dom|-config)?$/;

/** docsgen's stand-in for `react-router`, `react-router-dom` or `react-router-config`, else undefined. */
export function reactRouterModule(specifier: string): string | undefined {
  if (!REACT_ROUTER.test(specifier)) return undefined;
  return path.join(THEME_DIR, 'docusaurus', specifier === 'react-router-config' ? 'renderRoutes.ts' : 'react-router.ts');
}

/** The modules, as `@docusaurus/…` specifiers, for messages and the README. */
export const DOCUSAURUS_MODULES = Object.keys(FILES).map((name) => `@docusaurus/${name}`);

/** The file of `@docusaurus/<name>`, or undefined for a module docsgen does not provide. */
export function docusaurusModule(specifier: string): string | undefined {
  const file = FILES[specifier.slice('@docusaurus/'.length)];
  return file && path.join(THEME_DIR, 'docusaurus', file);
}

/** The `@docusaurus/…` or `@theme/…` specifier of one of docsgen's own module files, for messages. */
export function providedSpecifier(file: string): string | undefined {
  const rel = path.relative(THEME_DIR, path.resolve(file)).split(path.sep).join('/');
  const own = Object.entries(FILES).find(([, f]) => rel === `docusaurus/${f}`);
  if (own) return `@docusaurus/${own[0]}`;
  if (rel === 'docusaurus/react-router.ts') return 'react-router-dom';
  return /^[A-Z][\w/]*\.tsx$/.test(rel) ? `@theme/${rel.slice(0, -'.tsx'.length)}` : undefined;
}
