// `@generated/routes`: Docusaurus's route config, which site code imports to read its pages' paths (to list them,
// to tell a page's kind). Here each content source's routes in Docusaurus's shape (route-tree.ts). The routes are
// known once the sources are loaded, after the bundles that may import them have started: the module's loading
// waits for them (knownRoutes resolves them before the build awaits any such bundle), and makes the list then.
// So do the data files Docusaurus's plugins write to `.docusaurus/` (a blog's post list), which site code imports too.
import { searchPagePath } from '../../templates/search-page-path.ts';
import { routeTree, type GeneratedRoute, type SourceRoutes } from './route-tree.ts';

export type { GeneratedRoute };

/** A build's routes and data files (by their path in `.docusaurus/`), each made when first asked for. */
interface Generated {
  routes: () => GeneratedRoute[];
  files: () => ReadonlyMap<string, unknown>;
}

/** Each site's routes, made once a bundle asks for them (most sites' code never does). */
const pending = new WeakMap<object, { promise: Promise<Generated>; resolve: (made: Generated) => void }>();

/**
 * A build of the site whose config is `site` begins: its bundles wait for this build's pages (a rebuild by `serve`
 * keeps the loaded config, and pages come and go).
 */
export function startRoutes(site: object): void {
  let resolve!: (made: Generated) => void;
  const promise = new Promise<Generated>((r) => { resolve = r; });
  pending.set(site, { promise, resolve });
}

function entry(site: object) {
  if (!pending.has(site)) startRoutes(site);
  return pending.get(site)!;
}

/**
 * `built` (the config as the build made it, which the site's late parts are rendered with) reads the routes of the
 * build of `site`.
 */
export function sameRoutes(built: object, site: object): void {
  pending.set(built, entry(site));
}

/** The routes of a build, made when first asked for; `files`: its `.docusaurus/` data files, likewise. */
export interface LazyRoutes {
  (): Promise<GeneratedRoute[]>;
  files: () => Promise<ReadonlyMap<string, unknown>>;
}

/** The routes of the site whose config is `site`, once its build knows them. */
export function generatedRoutes(site: object): LazyRoutes {
  const { promise } = entry(site);
  return Object.assign(async () => (await promise).routes(), { files: async () => (await promise).files() });
}

/**
 * Each source file's page URL (`.md` links resolve to them); every route, told to `@generated/routes` of the site's
 * bundles (`pluginOrder`: a Docusaurus site's plugins in its load order, which orders routes its sort leaves tied).
 */
export function knownRoutes(site: { baseUrl: string; trailingSlash?: boolean }, sources: { linkTargets: ReadonlyMap<string, string>; generatedRoutes?: () => SourceRoutes; generatedFiles?: () => ReadonlyMap<string, unknown> }[], url: (route: string) => string, pluginOrder?: readonly string[]): Map<string, string> {
  const byFile = new Map(sources.flatMap((s) => [...s.linkTargets].map(([file, route]) => [file, url(route)] as const)));
  let made: GeneratedRoute[] | undefined;
  let files: ReadonlyMap<string, unknown> | undefined;
  // docsgen's search page too, as Docusaurus's search theme adds it (a page of the site's own at its path comes first).
  const search = { routes: [{ path: searchPagePath(site.trailingSlash), exact: true, component: '@theme/SearchPage' }] };
  const parts = sources.flatMap((s) => (s.generatedRoutes ? [s.generatedRoutes] : [])); // not the sources: kept until the next build
  const data = sources.flatMap((s) => (s.generatedFiles ? [s.generatedFiles] : []));
  entry(site).resolve({
    routes: () => (made ??= routeTree([...parts.map((part) => part()), search], url, site, pluginOrder)),
    files: () => (files ??= new Map(data.flatMap((part) => [...part()]))),
  });
  return byFile;
}
