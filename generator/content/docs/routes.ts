// The docs source's routes: a page per doc and per generated-index category, each doc page's breadcrumbs and
// prev/next computed once from the sidebar it belongs to.
import { BuildError, type Problem } from '../../errors.ts';
import { keyPosition } from '../key-position.ts';
import type { CategoryItem, RouteClaim, Sidebars, SourceRenderData } from '../source.ts';
import { sidebarCategories } from './sidebar.ts';
import { displayedSidebarProblems, sidebarOfRoutes } from './sidebar-of.ts';
import type { Crumb, Doc, PageLink, SidebarItem } from '../../types.ts';

export interface DocsRoutes {
  claims: RouteClaim[];
  render: Omit<SourceRenderData, 'editUrls' | 'lastUpdated'>;
}

export function docsRoutes(docs: Doc[], sidebars: Sidebars, source: string): DocsRoutes {
  const shownProblems = displayedSidebarProblems(sidebars, docs);
  if (shownProblems.length) throw new BuildError(shownProblems);
  const sidebarOf = sidebarOfRoutes(sidebars, docs);
  const claims: RouteClaim[] = [];
  const docsByRoute = new Map<string, Doc>();
  for (const doc of docs) {
    const sidebar = sidebarOf.get(doc.route);
    // The line that made the route: its slug, else its id, else the file's name (line 1).
    const at = () => (doc.frontmatter.slug !== undefined ? keyPosition(doc.file, 'slug') : doc.frontmatter.id !== undefined ? keyPosition(doc.file, 'id') : { file: doc.file, line: 1 });
    claims.push({ route: { path: doc.route, kind: 'doc', title: doc.title, description: doc.description, ref: doc.id, ...(doc.frontmatter.unlisted ? { unlisted: true } : {}), ...(sidebar ? { sidebar } : {}), source, ...imageOf(doc) }, owner: doc.file, at });
    // Two docs at one path (onDuplicateRoutes not 'throw'): the first is built, as its route is matched first.
    if (!docsByRoute.has(doc.route)) docsByRoute.set(doc.route, doc);
  }
  const categoriesByRoute = new Map<string, CategoryItem>();
  for (const cat of [...sidebars.values()].flatMap(sidebarCategories)) {
    if (!cat.href || docsByRoute.has(cat.href)) continue;
    claims.push({ route: { path: cat.href, kind: 'generated-index', title: cat.indexTitle ?? cat.label, description: cat.indexDescription ?? `The pages of the ${cat.label} section.`, ref: cat.key, sidebar: sidebarOf.get(cat.href), source }, owner: `category "${cat.label}"` });
    if (!categoriesByRoute.has(cat.href)) categoriesByRoute.set(cat.href, cat);
  }

  // Each page's breadcrumbs and prev/next come from its own sidebar.
  const breadcrumbs = new Map<string, Crumb[]>();
  const order = new Map<string, { pages: PageLink[]; at: number }>();
  for (const [name, items] of sidebars) {
    for (const [href, crumbs] of buildBreadcrumbs(items)) if (sidebarOf.get(href) === name) breadcrumbs.set(href, crumbs);
    const pages = pageOrder(items);
    pages.forEach((page, at) => {
      if (sidebarOf.get(page.href) === name) order.set(page.href, { pages, at });
    });
  }
  return { claims, render: { docsByRoute, categoriesByRoute, breadcrumbs, pagination: buildPagination(order, docs) } };
}

/** A page's own social card: frontmatter `image` (a static-folder path or a URL). */
export function imageOf(doc: Doc): { image?: string } {
  return typeof doc.frontmatter.image === 'string' ? { image: doc.frontmatter.image } : {};
}

function buildBreadcrumbs(sidebar: SidebarItem[]): Map<string, Crumb[]> {
  const result = new Map<string, Crumb[]>();
  const walk = (items: SidebarItem[], trail: Crumb[]) => {
    for (const item of items) {
      if (item.type === 'doc' && !item.ref) result.set(item.href, [...trail, { label: item.label }]);
      else if (item.type === 'category') {
        if (item.href && !result.has(item.href)) result.set(item.href, [...trail, { label: item.label }]);
        walk(item.items, [...trail, { label: item.label, href: item.href }]);
      }
    }
  };
  walk(sidebar, []);
  return result;
}

/** A sidebar's pages in order (category pages included, `ref` links not). */
function pageOrder(sidebar: SidebarItem[]): PageLink[] {
  const order: PageLink[] = [];
  const seen = new Set<string>();
  const add = (title: string, href: string) => {
    if (!seen.has(href)) {
      seen.add(href);
      order.push({ title, href });
    }
  };
  const walk = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'doc' && !item.ref) add(item.label, item.href);
      else if (item.type === 'category') {
        if (item.href) add(item.label, item.href);
        walk(item.items);
      }
    }
  };
  walk(sidebar);
  return order;
}

/** Prev/next in the page's sidebar order (`orders`: route → its sidebar's pages and its place); frontmatter `pagination_prev/next` overrides. */
function buildPagination(orders: Map<string, { pages: PageLink[]; at: number }>, docs: Doc[]): SourceRenderData['pagination'] {
  const byId = new Map(docs.map((d) => [d.id, d]));
  // A doc's `pagination_label` names it in its neighbours' prev/next links.
  const labels = new Map(docs.flatMap((d) => (d.frontmatter.pagination_label ? [[d.route, d.frontmatter.pagination_label] as const] : [])));
  const label = (page?: PageLink) => page && { ...page, title: labels.get(page.href) ?? page.title };
  const result: SourceRenderData['pagination'] = new Map();
  for (const [href, { pages, at }] of orders) result.set(href, { prev: label(pages[at - 1]), next: label(pages[at + 1]) });
  const problems: Problem[] = [];
  for (const doc of docs) {
    const fm = doc.frontmatter;
    if (fm.pagination_prev === undefined && fm.pagination_next === undefined) continue;
    const entry = { ...result.get(doc.route) };
    const pick = (key: 'pagination_prev' | 'pagination_next', fallback?: PageLink) => {
      const id = fm[key];
      if (id === undefined) return fallback;
      if (id === null) return undefined;
      const target = byId.get(id);
      if (!target) problems.push({ pos: { file: doc.file }, message: `frontmatter "${key}": no doc with id "${id}"`, hint: 'use a doc id (its path without ".md"), or null to hide the link' });
      return target ? { title: target.frontmatter.pagination_label ?? target.sidebarLabel, href: target.route } : undefined;
    };
    result.set(doc.route, { prev: pick('pagination_prev', entry.prev), next: pick('pagination_next', entry.next) });
  }
  if (problems.length) throw new BuildError(problems);
  return result;
}
