// Of several routes at one path, the one Docusaurus's router renders: the first its sorted route list matches. Its
// list nests each docs instance's routes under the instance's route base, then under each version's path, then a
// version's docs and category pages under one more route beside its tag pages; every level is sorted as its
// `sortRoutes` sorts it (the site's root route last, routes with nested ones after the others, of two such the one
// whose path holds the other's first, then a higher `priority` first), and routes that tie keep the order Docusaurus
// loads their plugins in (routes.ts settles that).
import { routeKey } from '../../client/route-key.ts';
import type { DocsVersion, Route } from '../types.ts';

/** One route of the chain that leads to a page: a nesting one (`id`: the instance or version it is), or the page's own. */
interface Level {
  path: string;
  nests: boolean;
  id?: string;
  /** A plugin's `addRoute` priority (none: 0). */
  priority?: number;
}

/** What a claim's place in the list depends on: its path and kind, and the docs version its source is. */
export interface Placed {
  route: Pick<Route, 'path' | 'kind' | 'priority'>;
  version?: Pick<DocsVersion, 'pluginId' | 'name' | 'path' | 'isLast'>;
}

/** The chain of routes Docusaurus matches down to a claim's page. `bases`: each docs instance's route base. */
function chain({ route, version }: Placed, bases: ReadonlyMap<string, string>): Level[] {
  const page: Level = { path: route.path, nests: false, ...(route.priority ? { priority: route.priority } : {}) };
  if (!version) return [page];
  const versionLevel = { path: version.path, nests: true, id: version.name };
  const top = { path: bases.get(version.pluginId) ?? version.path, nests: true, id: version.pluginId };
  // A version's docs and generated-index pages are under its DocRoot route; its tag pages are beside that route.
  const docRoot = route.kind === 'doc' || route.kind === 'generated-index' ? [{ path: version.path, nests: true, id: 'DocRoot' }] : [];
  return [top, versionLevel, ...docRoot, page];
}

/**
 * `sortRoutes`' order of two routes of one level of the list (`root`: the site's root path): negative when `a` comes
 * first, 0 when they tie (a stable sort keeps them in the plugins' order).
 */
export function routeListOrder(a: Omit<Level, 'id'>, b: Omit<Level, 'id'>, root: string): number {
  if ((a.path === root) !== (b.path === root)) return a.path === root ? 1 : -1;
  if (a.nests !== b.nests) return a.nests ? 1 : -1;
  // Of two routes others nest under, the one whose path holds the other's: React Router enters only one.
  if (a.nests && a.path !== b.path) {
    if (a.path.includes(b.path)) return -1;
    if (b.path.includes(a.path)) return 1;
  }
  // A higher `priority` (a plugin's addRoute gives it) first.
  const score = (b.priority ?? 0) - (a.priority ?? 0);
  return score || a.path.localeCompare(b.path);
}

/**
 * Each docs instance's route base: what its versions' paths share (`/docs` of `/docs`, `/docs/next`, `/docs/1.0`;
 * a last version given a path of its own is not at the base). An instance of one version is at its path.
 */
export function instanceBases(versions: readonly (Placed['version'] | undefined)[]): Map<string, string> {
  const bases = new Map<string, string>();
  for (const v of versions) {
    if (!v) continue;
    const had = bases.get(v.pluginId);
    bases.set(v.pluginId, had === undefined ? v.path : sharedPath(had, v.path));
  }
  return bases;
}

/** The whole path segments two paths begin with (`/docs/a`, `/docs/b` → `/docs`; none → `/`). */
function sharedPath(a: string, b: string): string {
  const [sa, sb] = [routeKey(a).split('/'), routeKey(b).split('/')];
  let n = 0;
  while (n < sa.length && n < sb.length && sa[n] === sb[n]) n++;
  return sa.slice(0, n).join('/') || '/';
}

/** Negative when Docusaurus's router matches `a` before `b` (two claims at one path), 0 when their order decides. */
export function matchOrder(a: Placed, b: Placed, bases: ReadonlyMap<string, string>): number {
  const [ca, cb] = [chain(a, bases), chain(b, bases)];
  for (let i = 0; i < Math.min(ca.length, cb.length); i++) {
    const [la, lb] = [ca[i]!, cb[i]!];
    // The same nesting route (one instance, one version): the order is decided further down.
    if (la.nests && lb.nests && la.id === lb.id && routeKey(la.path) === routeKey(lb.path)) continue;
    return routeListOrder({ ...la, path: routeKey(la.path) }, { ...lb, path: routeKey(lb.path) }, '/');
  }
  return 0;
}
