// The shape of Docusaurus's `@generated/routes`: each content source's routes (docs nested per instance and version
// as plugin-content-docs adds them, the blog's lists and pages, the site's pages, its plugins' `addRoute`s), joined
// under the base URL (a plugin's routes as it gave them) and sorted as Docusaurus's `sortRoutes` sorts them, with its
// catch-all not-found route last.
import { applyTrailingSlash } from '../content/docs/doc-source.ts';
import { routeListOrder } from '../content/route-order.ts';

/**
 * A route as docsgen lists it: `component` names the module Docusaurus renders it with (`@theme/DocItem`, a
 * page's `@site/src/pages/x.js`); the module site code imports makes it a component (routes-module.ts). `exact` only where it is true (a route
 * others nest under has none), as Docusaurus 3 writes the list; its version routes are at the version's path
 * (`/docs`, `/docs/next`), as its sites' lists show them.
 */
export interface GeneratedRoute {
  path: string;
  exact?: boolean;
  component: string;
  routes?: GeneratedRoute[];
  /** A docs page's: the sidebar that lists it. */
  sidebar?: string;
  /** A plugin's own attributes on a route it added, listed as Docusaurus lists them. */
  [attribute: string]: unknown;
  /** The `priority` a plugin's `addRoute` gives, which sorts the list but is not in it (a symbol key: not listed)… */
  [PRIORITY]?: number;
  /** …and the plugin that added it (content/plugin-key.ts), whose place in Docusaurus's load order settles a tie. */
  [PLUGIN]?: string;
}

export const PRIORITY = Symbol('priority');
export const PLUGIN = Symbol('plugin');

/**
 * A source's part of the list, at docsgen's paths (without the base URL). `parent`: the route its routes nest under,
 * shared with the other sources of the same plugin that name the same (a docs instance's versions, under its route
 * base).
 */
export interface SourceRoutes {
  routes: GeneratedRoute[];
  parent?: { path: string; component: string };
  /** Its paths are final (a plugin's `addRoute`s, as given): no base URL or trailing slash is added. */
  asGiven?: boolean;
  /** The plugin its routes come from (content/plugin-key.ts), where a route names none of its own. */
  plugin?: string;
}

/** A page of a docs version, with the sidebar that lists it. */
type SidebarPage = { path: string; sidebar?: string };

/**
 * The routes Docusaurus's docs plugin adds for one version: its docs and its categories' generated-index pages under
 * DocRoot, beside its tag pages.
 */
export function docsVersionRoutes(instancePath: string, versionPath: string, pages: { docs: SidebarPage[]; categories: SidebarPage[] }, tags?: { list: string; each: string[] }): SourceRoutes {
  const tagRoutes = tags ? [{ path: tags.list, exact: true, component: '@theme/DocTagsListPage' }, ...tags.each.map((p) => ({ path: p, exact: true, component: '@theme/DocTagDocListPage' }))] : [];
  const sidebarRoutes = [...pages.docs.map((p) => ({ ...p, exact: true, component: '@theme/DocItem' })), ...pages.categories.map((p) => ({ ...p, exact: true, component: '@theme/DocCategoryGeneratedIndexPage' }))];
  return {
    parent: { path: instancePath, component: '@theme/DocsRoot' },
    routes: [{
      path: versionPath, component: '@theme/DocVersionRoot',
      routes: [{ path: versionPath, component: '@theme/DocRoot', routes: sidebarRoutes }, ...tagRoutes],
    }],
  };
}

/**
 * The site's list: `parts` joined, under the base URL (`url`), each path with the site's `trailingSlash` (the routes
 * others nest under too, as Docusaurus applies it), sorted, with the not-found route last. `pluginOrder`: a
 * Docusaurus site's plugins as it loads them (docusaurus/plugin-order.ts): of two routes the sort leaves tied, the
 * first plugin's comes first.
 */
export function routeTree(parts: readonly SourceRoutes[], url: (p: string) => string, { baseUrl, trailingSlash }: { baseUrl: string; trailingSlash?: boolean }, pluginOrder: readonly string[] = []): GeneratedRoute[] {
  const at = (p: string) => url(applyTrailingSlash(p, trailingSlash));
  const top: GeneratedRoute[] = [];
  const parents = new Map<string, GeneratedRoute[]>();
  for (const part of parts) {
    const routes = part.asGiven ? part.routes : part.routes.map((r) => underBase(r, at));
    if (!part.parent) {
      top.push(...routes.map((r) => (part.plugin && !r[PLUGIN] ? { ...r, [PLUGIN]: part.plugin } : r)));
      continue;
    }
    // One parent per plugin instance: two docs instances at one route base have a DocsRoot each, as in Docusaurus.
    const key = `${part.plugin ?? ''} ${part.parent.path}`;
    const under = parents.get(key);
    if (under) under.push(...routes);
    else {
      parents.set(key, [...routes]);
      top.push({ path: at(part.parent.path), component: part.parent.component, routes: parents.get(key)!, ...(part.plugin ? { [PLUGIN]: part.plugin } : {}) });
    }
  }
  sortRoutes(top, baseUrl, pluginOrder);
  // Of the flat routes at one path (a site's page where docsgen has its own), the first sorted is listed.
  const listed = new Set<string>();
  const first = (r: GeneratedRoute) => Boolean(r.routes) || (!listed.has(r.path) && Boolean(listed.add(r.path)));
  return [...top.filter(first), { path: '*', component: '@theme/NotFound' }];
}

function underBase(route: GeneratedRoute, url: (p: string) => string): GeneratedRoute {
  return { ...route, path: url(route.path), ...(route.routes ? { routes: route.routes.map((r) => underBase(r, url)) } : {}) };
}

/** Docusaurus's `sortRoutes`, at every level of the list (content/route-order.ts); ties in its plugins' load order. */
function sortRoutes(routes: GeneratedRoute[], baseUrl: string, pluginOrder: readonly string[]): void {
  const level = (r: GeneratedRoute) => ({ path: r.path, nests: Boolean(r.routes), ...(r[PRIORITY] ? { priority: r[PRIORITY] } : {}) });
  const loadedAt = (r: GeneratedRoute) => {
    const at = r[PLUGIN] === undefined ? -1 : pluginOrder.indexOf(r[PLUGIN]);
    return at < 0 ? pluginOrder.length : at;
  };
  routes.sort((a, b) => routeListOrder(level(a), level(b), baseUrl) || loadedAt(a) - loadedAt(b));
  for (const r of routes) if (r.routes) sortRoutes(r.routes, baseUrl, pluginOrder);
}
