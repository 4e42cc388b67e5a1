// What a navbar item that depends on the docs leads to on the page being rendered: a page of a docs instance
// shows that page's version in the instance's items, any other page its last version. The client does the same
// after client navigation and for the reader's preferred version (client/versions.ts).
import type { DocsVersion, NavLink } from '../generator/types.ts';
import type { PageContext } from './context.ts';
import { DEFAULT_DOCS_ID } from '../client/constants.ts';

/** The version of `pluginId` a page shows in its navbar: its own, else the last one. */
export function activeVersion(ctx: PageContext, pluginId = DEFAULT_DOCS_ID): DocsVersion | undefined {
  if (ctx.docs?.version.pluginId === pluginId) return ctx.docs.version;
  return ctx.instances.get(pluginId)?.find((v) => v.isLast);
}

/** Where a link to a doc or a sidebar leads in the active version (the last version's route when it lacks it). */
export function docLinkTarget(ctx: PageContext, link: NavLink): string | undefined {
  if (link.docId === undefined && link.sidebarId === undefined) return link.to;
  const version = activeVersion(ctx, link.docsPluginId);
  const own = version && (link.docId !== undefined ? version.docs.find((d) => d.id === link.docId)?.path : version.sidebars[link.sidebarId!]?.link?.path);
  return own ?? link.to;
}

/** The page being read in `version`, or the version's main doc when it has no such page. */
export function sameDocIn(ctx: PageContext, version: DocsVersion): string {
  const docId = ctx.docs?.version.pluginId === version.pluginId ? ctx.docs.docId : undefined;
  const same = docId === undefined ? undefined : version.docs.find((d) => d.id === docId);
  return same?.path ?? mainDocPath(version);
}

export function mainDocPath(version: DocsVersion): string {
  return version.docs.find((d) => d.id === version.mainDocId)?.path ?? version.path;
}
