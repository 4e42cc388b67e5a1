// The site's routes, joined from every content source: each path claimed once (a clash names both owners), the
// home page first and the not-found page last, and what the templates render for each.
import { routeKey } from '../../client/route-key.ts';
import { BuildError, type Problem } from '../errors.ts';
import { searchPagePath } from '../../templates/search-page-path.ts';
import type { AssembledSource, RouteClaim, SourcePage, SourceRenderData } from './source.ts';
import type { Route, SiteConfig, Tag } from '../types.ts';
import { themeText } from '../../templates/theme-text.ts';

export interface HomeSource {
  file: string;
  title: string;
  description: string;
}

export interface SiteRoutes extends Omit<SourceRenderData, 'editUrls' | 'lastUpdated' | 'pages' | 'docTags'> {
  routes: Route[];
  pages: Map<string, SourcePage>;
  docTags: Map<string, Tag[]>;
}

/**
 * docsgen's search page, at `/search` as Docusaurus's search theme puts it. A route of the site's own (a page
 * `src/pages/search.*`) replaces it, as on Docusaurus. Not indexed and not in the sitemap: it lists results.
 */
export function searchPageClaim(site: RouteSite): RouteClaim & { yields: true } {
  const title = themeText(site, 'theme.SearchPage.inputLabel', 'Search');
  return { route: { path: searchPagePath(site.trailingSlash), kind: 'search', title, description: `${themeText(site, 'theme.SearchPage.emptyResultsTitle', 'Search the documentation')}.`, unlisted: true }, owner: 'search page', yields: true };
}

/** What the routes' own titles depend on: the URL style, and the locale's words for the search and not-found pages. */
type RouteSite = Pick<SiteConfig, 'trailingSlash' | 'codeTranslations'>;

export function joinRoutes(sources: readonly AssembledSource[], home: HomeSource | undefined, site: RouteSite): SiteRoutes {
  const problems: Problem[] = [];
  const routes: Route[] = [];
  const owners = new Map<string, string>();
  const claims: (RouteClaim & { yields?: true })[] = [
    ...(home ? [{ route: { path: '/', kind: 'home', title: home.title, description: home.description } satisfies Route, owner: home.file }] : []),
    ...sources.flatMap((s) => s.claims),
    searchPageClaim(site),
    {
      route: { path: '/404.html', kind: 'not-found', title: sources.find((s) => s.notFoundTitle)?.notFoundTitle ?? themeText(site, 'theme.NotFound.title', 'Page Not Found'), description: themeText(site, 'theme.NotFound.p1', 'We could not find what you were looking for.') } satisfies Route,
      owner: 'not-found page',
    },
  ];
  for (const { route, owner, at, yields } of claims) {
    const key = routeKey(route.path);
    const prev = owners.get(key);
    if (prev && yields) continue;
    if (prev) {
      // `at` (where the route is set) is looked up only for a problem: it reads the file.
      problems.push({ pos: at?.() ?? { file: owner }, message: `duplicate route "${route.path}", also produced by ${prev}`, hint: 'give one of them a different file name, `slug` or category slug' });
      continue;
    }
    owners.set(key, owner);
    routes.push(route);
  }
  if (problems.length) throw new BuildError(problems);
  const merged = <K, V>(pick: (r: SourceRenderData) => Map<K, V>) => new Map(sources.flatMap((s) => [...pick(s.render)]));
  return {
    routes,
    docsByRoute: merged((r) => r.docsByRoute),
    categoriesByRoute: merged((r) => r.categoriesByRoute),
    breadcrumbs: merged((r) => r.breadcrumbs),
    pagination: merged((r) => r.pagination),
    pages: merged((r) => r.pages ?? new Map()),
    docTags: merged((r) => r.docTags ?? new Map()),
  };
}
