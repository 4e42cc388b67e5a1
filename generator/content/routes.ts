// The site's routes, joined from every content source: each path claimed once (a clash names both owners and is
// reported as `onDuplicateRoutes` says), the home page first and the not-found page last, and what the templates
// render for each.
import { routeKey } from '../../client/route-key.ts';
import { BuildError, type Problem } from '../errors.ts';
import { searchPagePath } from '../../templates/search-page-path.ts';
import type { AssembledSource, RouteClaim, SourcePage, SourceRenderData } from './source.ts';
import type { Doc, Route, SiteConfig, Tag } from '../types.ts';
import { instanceBases, matchOrder } from './route-order.ts';
import { contentPluginKey, sitePluginKey } from './plugin-key.ts';
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

/** The routes joined, and what the build reads of them besides the pages' render data. */
export interface JoinedRoutes extends SiteRoutes, Pick<SourceRenderData, 'editUrls' | 'lastUpdated'> {
  /** Duplicate routes, when `onDuplicateRoutes` is 'warn' or 'log'. */
  warnings: Problem[];
  /** Whether a doc's page is the one built at its path (not one that lost a duplicate route): its text is searched, its links checked. */
  built: (doc: Pick<Doc, 'file' | 'route'>) => boolean;
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

/** `pluginOrder`: a Docusaurus site's plugins in the order it loads them (docusaurus/plugin-order.ts), which settles ties. */
export function joinRoutes(sources: readonly AssembledSource[], home: HomeSource | undefined, site: RouteSite, pluginOrder: readonly string[] = []): JoinedRoutes {
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
  const byPath = new Map<string, Claim[]>();
  for (const claim of claims) {
    const key = routeKey(claim.route.path);
    const same = byPath.get(key);
    if (same) same.push(claim);
    else byPath.set(key, [claim]);
  }
  const bases = instanceBases(sources.map((s) => s.version));
  const placed = (c: Claim) => ({ route: c.route, version: sources[c.from]?.version });
  const loadedAt = (c: Claim) => {
    const key = pluginKeyOf(c, sources[c.from]);
    const at = key === undefined ? -1 : pluginOrder.indexOf(key);
    return at < 0 ? pluginOrder.length : at;
  };
  const kept = new Map<string, Claim>();
  const problems: Problem[] = [];
  const dropped = new Set<string>();
  for (const [key, all] of byPath) {
    // docsgen's search page gives way to any page of the site's at its path.
    const rivals = all.length > 1 ? all.filter((c) => !c.yields) : all;
    // The first Docusaurus's router matches; of those that tie, the first plugin loaded, then the first claimed (sort is stable).
    const [built, ...losers] = [...rivals].sort((a, b) => matchOrder(placed(a), placed(b), bases) || loadedAt(a) - loadedAt(b));
    kept.set(key, built!);
    for (const lost of losers) {
      dropped.add(`${lost.file ?? lost.owner}\0${key}`);
      problems.push(duplicateProblem(lost, built!, severity));
    }
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
    editUrls: merged((r) => r.editUrls),
    lastUpdated: merged((r) => r.lastUpdated),
    warnings: severity === 'ignore' ? [] : problems,
    built: dropped.size ? (doc) => !dropped.has(`${doc.file}\0${routeKey(doc.route)}`) : () => true,
  };
}

/** A claim not built: where it is set, whose page is built instead, and what to change (a plugin's route: its `addRoute`). */
function duplicateProblem(lost: Claim, built: Claim, severity: string): Problem {
  // `at` (where the route is set) is looked up only for a problem: it reads the file.
  const pos = lost.at?.() ?? { file: lost.owner };
  const plugin = [lost, built].map((c) => c.route.plugin?.name).find(Boolean);
  return {
    pos,
    message: `duplicate route "${lost.route.path}"${pos.file === lost.owner ? '' : ` of ${lost.owner}`}, also produced by ${built.owner}${severity === 'throw' ? '' : `, whose page is built (Docusaurus's router matches its route first)`}`,
    hint: plugin
      ? `change the path plugin ${plugin} passes to \`actions.addRoute\` in its contentLoaded, or move the other page (its file name or \`slug\`)`
      : 'give one of them a different file name, `slug` or category slug',
  };
}

/** The plugin instance a claim comes from (content/plugin-key.ts): a site plugin's route, a docs version's instance, or its source's. */
function pluginKeyOf(claim: Claim, source: AssembledSource | undefined): string | undefined {
  if (claim.route.plugin) return sitePluginKey(claim.route.plugin);
  return source?.version ? contentPluginKey('docs', source.version.pluginId) : source?.plugin;
}
