// The site's routes, joined from every content source: each path claimed once (a clash names both owners and is
// reported as `onDuplicateRoutes` says), the home page first and the not-found page last, and what the templates
// render for each.
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

/**
 * What the routes' own titles depend on: the URL style, and the locale's words for the search and not-found pages;
 * and what a duplicate route does (absent: it fails the build).
 */
type RouteSite = Pick<SiteConfig, 'trailingSlash' | 'codeTranslations'> & Partial<Pick<SiteConfig, 'onDuplicateRoutes'>>;

type Claim = RouteClaim & { yields?: true; from: number };

/**
 * A docs route: of two claims of one path, the one built is the one Docusaurus's router matches first. Its route list
 * puts the flat routes (pages, blog, the site's plugins) before the docs plugins' nested ones, and otherwise keeps
 * the plugins' order, which the claims follow.
 */
function nested(claim: Claim, sources: readonly AssembledSource[]): boolean {
  return sources[claim.from]?.version !== undefined;
}

export function joinRoutes(sources: readonly AssembledSource[], home: HomeSource | undefined, site: RouteSite): SiteRoutes & { warnings: Problem[] } {
  const claims: Claim[] = [
    ...(home ? [{ route: { path: '/', kind: 'home', title: home.title, description: home.description } satisfies Route, owner: home.file, from: -1 }] : []),
    ...sources.flatMap((s, from) => s.claims.map((c) => ({ ...c, from }))),
    { ...searchPageClaim(site), from: -1 },
    {
      route: { path: '/404.html', kind: 'not-found', title: sources.find((s) => s.notFoundTitle)?.notFoundTitle ?? themeText(site, 'theme.NotFound.title', 'Page Not Found'), description: themeText(site, 'theme.NotFound.p1', 'We could not find what you were looking for.') } satisfies Route,
      owner: 'not-found page', from: -1,
    },
  ];
  const severity = site.onDuplicateRoutes ?? 'throw';
  const kept = new Map<string, Claim>();
  const problems: Problem[] = [];
  for (const claim of claims) {
    const key = routeKey(claim.route.path);
    const prev = kept.get(key);
    if (prev && claim.yields) continue;
    if (!prev) {
      kept.set(key, claim);
      continue;
    }
    const wins = nested(prev, sources) && !nested(claim, sources);
    const [built, dropped] = wins ? [claim, prev] : [prev, claim];
    if (wins) kept.set(key, claim);
    // `at` (where the route is set) is looked up only for a problem: it reads the file.
    const pos = dropped.at?.() ?? { file: dropped.owner };
    problems.push({ pos, message: `duplicate route "${claim.route.path}"${pos.file === dropped.owner ? '' : ` of ${dropped.owner}`}, also produced by ${built.owner}${severity === 'throw' ? '' : `, whose page is built (Docusaurus's router matches its route first)`}`, hint: 'give one of them a different file name, `slug` or category slug' });
  }
  if (problems.length && severity === 'throw') throw new BuildError(problems);
  const winners = new Set(kept.values());
  const routes = claims.filter((c) => winners.has(c)).map((c) => c.route);
  // A source's render data for a path another source won is dropped, so the page built is the kept route's.
  const owned = (key: unknown, from: number) => typeof key !== 'string' || (kept.get(routeKey(key))?.from ?? from) === from;
  const merged = <K, V>(pick: (r: SourceRenderData) => Map<K, V>) => new Map(sources.flatMap((s, from) => [...pick(s.render)].filter(([k]) => owned(k, from))));
  return {
    routes,
    docsByRoute: merged((r) => r.docsByRoute),
    categoriesByRoute: merged((r) => r.categoriesByRoute),
    breadcrumbs: merged((r) => r.breadcrumbs),
    pagination: merged((r) => r.pagination),
    pages: merged((r) => r.pages ?? new Map()),
    docTags: merged((r) => r.docTags ?? new Map()),
    // Duplicate routes, when `onDuplicateRoutes` is 'warn' or 'log'.
    warnings: severity === 'ignore' ? [] : problems,
  };
}
