// A docs version's routes as `@generated/routes` lists them, known before its docs are parsed: each doc with the
// sidebar that lists it, and the generated-index pages of its categories, from its sidebars built on the docs as
// read (their labels, which name no route, are left empty); its tag pages (tag-pages.tsx).
import { BuildError } from '../../errors.ts';
import type { DocSource } from '../../types.ts';
import { docsVersionRoutes, type SourceRoutes } from '../../docusaurus/route-tree.ts';
import { withoutEmptyCategories } from './empty-categories.ts';
import { buildSidebars, sidebarCategories, type SidebarInput } from './sidebar.ts';
import { sidebarOfRoutes } from './sidebar-of.ts';

/**
 * `sidebars`: what builds its sidebars, but its docs; none when a site function makes them (`sidebarItemsGenerator`,
 * called once, with the parsed docs): its docs are then listed without their sidebar, and no category page is.
 */
export function docsVersionList(instancePath: string, versionPath: string, entries: readonly DocSource[], sidebars: Omit<SidebarInput, 'docs'> | undefined, tags?: { list: string; each: string[] }): SourceRoutes {
  const built = sidebars && sidebarsAsRead(entries, sidebars);
  const sidebarOf = built ? sidebarOfRoutes(built, entries) : new Map<string, string>();
  const docPaths = new Set(entries.map((d) => d.route));
  const categories = [...new Set([...built?.values() ?? []].flatMap(sidebarCategories).flatMap((c) => (c.href && !docPaths.has(c.href) ? [c.href] : [])))];
  const listed = (paths: Iterable<string>) => [...paths].map((path) => ({ path, ...(sidebarOf.has(path) ? { sidebar: sidebarOf.get(path)! } : {}) }));
  return docsVersionRoutes(instancePath, versionPath, { docs: listed(docPaths), categories: listed(categories) }, tags);
}

/** The sidebars; none when they are wrong (the docs' assembly tells what). */
function sidebarsAsRead(entries: readonly DocSource[], input: Omit<SidebarInput, 'docs'>) {
  const docs = entries.map((d) => ({ ...d, sidebarLabel: '' }));
  try {
    return withoutEmptyCategories(buildSidebars({ ...input, docs }), docs);
  } catch (err) {
    if (err instanceof BuildError) return undefined;
    throw err;
  }
}
