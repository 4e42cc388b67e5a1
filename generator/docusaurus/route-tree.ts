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
  /** The `priority` a plugin's `addRoute` gives, which sorts the list but is not in it (a symbol key: not listed). */
  [PRIORITY]?: number;
}

export const PRIORITY = Symbol('priority');

/**
 * A source's part of the list, at docsgen's paths (without the base URL). `parent`: the route its routes nest under,
 * shared with the other sources that name the same (a docs instance's versions, under its route base).
 */
export interface SourceRoutes {
  routes: GeneratedRoute[];
  parent?: { path: string; component: string };
  /** Its paths are final (a plugin's `addRoute`s, as given): no base URL or trailing slash is added. */
  asGiven?: boolean;
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
 * others nest under too, as Docusaurus applies it), sorted, with the not-found route last.
 */
export function routeTree(parts: readonly SourceRoutes[], url: (p: string) => string, { baseUrl, trailingSlash }: { baseUrl: string; trailingSlash?: boolean }): GeneratedRoute[] {
  const at = (p: string) => url(applyTrailingSlash(p, trailingSlash));
  const top: GeneratedRoute[] = [];
  const parents = new Map<string, GeneratedRoute[]>();
  const listed = new Set<string>();
  for (const part of parts) {
    const routes = part.asGiven ? part.routes : part.routes.map((r) => underBase(r, at));
    if (!part.parent) {
      // A path listed already (a site's page where docsgen has its own) is its first part's.
      for (const r of routes.filter((r) => !listed.has(r.path))) {
        listed.add(r.path);
        top.push(r);
      }
      continue;
    }
    const under = parents.get(part.parent.path);
    if (under) under.push(...routes);
    else {
      parents.set(part.parent.path, [...routes]);
      top.push({ path: at(part.parent.path), component: part.parent.component, routes: parents.get(part.parent.path)! });
    }
  }
  sortRoutes(top, baseUrl);
  return [...top, { path: '*', component: '@theme/NotFound' }];
}

function underBase(route: GeneratedRoute, url: (p: string) => string): GeneratedRoute {
  return { ...route, path: url(route.path), ...(route.routes ? { routes: route.routes.map((r) => underBase(r, url)) } : {}) };
}

/** Docusaurus's `sortRoutes`, at every level of the list (content/route-order.ts). */
function sortRoutes(routes: GeneratedRoute[], baseUrl: string): void {
  const level = (r: GeneratedRoute) => ({ path: r.path, nests: Boolean(r.routes), ...(r[PRIORITY] ? { priority: r[PRIORITY] } : {}) });
  routes.sort((a, b) => routeListOrder(level(a), level(b), baseUrl));
  for (const r of routes) if (r.routes) sortRoutes(r.routes, baseUrl);
}
