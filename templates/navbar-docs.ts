// What a navbar item that depends on the docs leads to on the page being rendered: a page of a docs instance
// shows that page's version in the instance's items, any other page its last version. The client does the same
// after client navigation and for the reader's preferred version (client/versions.ts).
import type { DocsVersion, NavLink } from '../generator/types.ts';
import type { PageContext } from './context.ts';
import { DEFAULT_DOCS_ID } from '../client/constants.ts';
import type { NavPage, NavTarget } from '../client/nav-current.ts';

/** The version of `pluginId` a page shows in its navbar: its own, else the last one. */
export function activeVersion(ctx: PageContext, pluginId = DEFAULT_DOCS_ID): DocsVersion | undefined {
  if (ctx.docs?.version.pluginId === pluginId) return ctx.docs.version;
  return ctx.instances.get(pluginId)?.find((v) => v.isLast);
}

/** Where a link to a doc or a sidebar leads in the active version (the last version's route when it lacks it). */
export function docLinkTarget(ctx: PageContext, link: NavLink): string | undefined {
  if (link.docId === undefined && link.sidebarId === undefined) return link.to;
  const version = activeVersion(ctx, link.docsPluginId);
  const own = version && (link.docId !== undefined ? docOf(version, link.docId)?.path : version.sidebars[link.sidebarId!]?.link?.path);
  return own ?? link.to;
}

/** The page being read in `version`, or the version's main doc when it has no such page. */
export function sameDocIn(ctx: PageContext, version: DocsVersion): string {
  const docId = ctx.docs?.version.pluginId === version.pluginId ? ctx.docs.docId : undefined;
  const same = docId === undefined ? undefined : docOf(version, docId);
  return same?.path ?? mainDocPath(version);
}

export function mainDocPath(version: DocsVersion): string {
  return docOf(version, version.mainDocId)?.path ?? version.path;
}

const docsById = new WeakMap<DocsVersion, Map<string, DocsVersion['docs'][number]>>();

/** A version's doc by id: every page's navbar looks some up, and a large version lists 100,000 (page cost stays flat). */
function docOf(version: DocsVersion, id: string): DocsVersion['docs'][number] | undefined {
  let byId = docsById.get(version);
  if (!byId) {
    byId = new Map();
    // The first doc with an id, as a search from the start finds it.
    for (const d of version.docs) if (!byId.has(d.id)) byId.set(d.id, d);
    docsById.set(version, byId);
  }
  return byId.get(id);
}

/**
 * A link as the navbar's current-link rule reads it (client/nav-current.ts). A doc or sidebar link names the tree
 * file of its sidebar in the page's version ('' for a doc no sidebar lists, current on its own page only).
 */
export function navTarget(ctx: PageContext, link: NavLink): NavTarget {
  const to = docLinkTarget(ctx, link);
  if (to === undefined || link.current === false) return {};
  const target: NavTarget = { path: ctx.url(to) };
  if (link.docId !== undefined || link.sidebarId !== undefined) {
    const pluginId = link.docsPluginId ?? DEFAULT_DOCS_ID;
    const version = activeVersion(ctx, pluginId);
    const name = link.sidebarId ?? (version && docOf(version, link.docId!))?.sidebar;
    // The tree of a sidebar of the page's own docs instance; another instance's sidebar is never the page's. A page
    // outside the docs names it too: client navigation from there to a page of that sidebar marks the link.
    const own = (ctx.docs === undefined || ctx.docs.version.pluginId === pluginId) && name !== undefined;
    target.sidebar = own ? ctx.assets.sidebarTrees[pluginId === DEFAULT_DOCS_ID ? name : `${pluginId}/${name}`] ?? '' : '';
  }
  if (link.activeBasePath !== undefined) target.activeBase = ctx.url(`/${link.activeBasePath.replace(/^\/+/, '')}`);
  if (link.activeBaseRegex !== undefined) target.activeRegex = link.activeBaseRegex;
  if (link.exact) target.exact = true;
  return target;
}

/** The page as that rule reads it: its path, and the tree file of the sidebar it shows. */
export function navPage(ctx: PageContext): NavPage {
  return { path: ctx.url(ctx.path), ...(ctx.sidebar === undefined ? {} : { sidebar: ctx.assets.sidebarTrees[ctx.sidebar] }) };
}
