// `@generated/routes`: Docusaurus's route config, which site code imports to read its pages' paths (to list them,
// to tell a page's kind). Here flat entries `{ path, exact: true }`, one per page of the site's docs, blog posts and
// pages. The paths are known once the sources are loaded, after the bundles that may import them have started: the
// module's loading waits for them (knownRoutes resolves them before the build awaits any such bundle).

/** A route entry as site code reads it. */
export interface GeneratedRoute { path: string; exact: true }

const pending = new WeakMap<object, { promise: Promise<GeneratedRoute[]>; resolve: (r: GeneratedRoute[]) => void }>();

/**
 * A build of the site whose config is `site` begins: its bundles wait for this build's pages (a rebuild by `serve`
 * keeps the loaded config, and pages come and go).
 */
export function startRoutes(site: object): void {
  let resolve!: (r: GeneratedRoute[]) => void;
  const promise = new Promise<GeneratedRoute[]>((r) => { resolve = r; });
  pending.set(site, { promise, resolve });
}

function entry(site: object) {
  if (!pending.has(site)) startRoutes(site);
  return pending.get(site)!;
}

/** The routes of the site whose config is `site`, once its build knows them. */
export function generatedRoutes(site: object): Promise<GeneratedRoute[]> {
  return entry(site).promise;
}

/** Each source file's page URL (`.md` links resolve to them); every page's, told to `@generated/routes` of the site's bundles. */
export function knownRoutes(site: object, sources: { linkTargets: ReadonlyMap<string, string>; entries: readonly { route: string }[] }[], url: (route: string) => string): Map<string, string> {
  const byFile = new Map(sources.flatMap((s) => [...s.linkTargets].map(([file, route]) => [file, url(route)] as const)));
  // Entries: a site's React pages too, which no `.md` link names.
  const paths = new Set([...byFile.values(), ...sources.flatMap((s) => s.entries.map((e) => url(e.route)))]);
  entry(site).resolve([...paths].sort().map((path) => ({ path, exact: true })));
  return byFile;
}
