// The docs sidebars' entries drawn by the site's `DocSidebarItem`, `DocSidebarItem/Link` or `…/Html`: once per build,
// for no page in particular (so a page's HTML does not grow with the site, and the shared tree the client opens
// categories from carries the same markup), each link or HTML entry rendered in one module on the MDX path as a
// doc's components are, its `<li>` kept on the entry (`drawn`); a link is drawn as its own page's too (`drawnActive`,
// which that page's sidebar shows: templates/Sidebar.tsx; after client navigation, client/sidebar.ts marks the
// link instead). The site's `DocSidebarItem/Category` draws each category, open and closed, around docsgen's list of
// its entries (drawCategory).
import path from 'node:path';
import { SIDEBAR_ITEM_PARTS } from '../../docusaurus/theme-overrides.ts';
import type { RenderModel } from '../../output/render.tsx';
import type { Problem } from '../../errors.ts';
import type { OutputSink } from '../../output/write.ts';
import type { Route, SidebarItem } from '../../types.ts';
import type { CategoryItem } from '../source.ts';
import { withBase } from '../../url.ts';
import { ATTR } from '../../../client/inlined-constants.ts';
import type { SidebarData } from '../../../templates/theme/context.ts';
import { ACTIVE_PART, CLOSED_PART, CLOSED_SUFFIX, ENTRY_PART, OPEN_PART, OWN_PART, TRAIL_PART, type SidebarEntryAt } from '../../../templates/theme/DocSidebarItem/entries.tsx';
import { writeSidebarTrees } from '../../output/pages.ts';
import { DRAWN_CATEGORY_END, ITEMS_MARKER } from '../../../templates/sidebar-marks.ts';
import type { PartsBuild } from '../source.ts';
import { partsModule } from './parts-module.ts';
import { renderParts } from './parts-render.ts';
import { sidebarData } from './sidebar-data.ts';
import { THEME_SOURCE_ID } from './source.ts';


/** The stylesheet links that lead a parts module's HTML (parts-module.ts's splitParts). */
const LEAD = /^(?:<link rel="stylesheet"[^>]*>)+/;

/**
 * Gives each link and HTML entry of `model`'s sidebars its `drawn` HTML, then writes the sidebar tree files
 * (held back by writeSidebarTrees) and names them in `model.assets`. Returns the problems `known` does not hold yet.
 */
export async function renderSidebarItems(model: RenderModel, files: OutputSink, known: readonly Problem[], b: PartsBuild): Promise<Problem[]> {
  const names = SIDEBAR_ITEM_PARTS.filter((p) => b.overrides.has(p));
  if (!names.length) return [];
  const sidebars: SidebarData[] = [];
  const entries: SidebarEntryAt[] = [];
  const warnings: Problem[] = [];
  const drawn: SidebarItem[] = [];
  const categories = b.overrides.has('DocSidebarItem/Category');
  for (const [name, items] of model.sidebars) {
    // The sidebar as `useDocsSidebar()` gives it, for no page: no category is the page's.
    sidebars.push(sidebarData(model, { sidebar: name, path: '\0' } as Route)!);
    const walk = (list: SidebarItem[], at: number[]) => list.forEach((item, i) => {
      const own = item.type === 'category' ? categories : b.overrides.has('DocSidebarItem') || b.overrides.has(item.type === 'html' ? 'DocSidebarItem/Html' : 'DocSidebarItem/Link');
      if (own) {
        entries.push({ sidebar: sidebars.length - 1, at: [...at, i] });
        drawn.push(item);
      }
      if (item.type === 'category') walk(item.items, [...at, i]);
    });
    walk(items, []);
  }
  if (entries.length) {
    const module = partsModule(`${THEME_SOURCE_ID}:SidebarItems`, path.join('DocSidebarItem', 'entries.tsx'), names, b.overrides, ` sidebars={${JSON.stringify(sidebars)}} entries={${JSON.stringify(entries)}}`);
    const mdx = await renderParts(module, model.site, b, {});
    // A stylesheet the components import leads each entry's HTML: it goes in every page's head instead, so that a
    // sidebar the client draws (after client navigation from a page without one) has it too.
    const lead = Object.values(mdx.byThing.get(0) ?? {})[0]?.match(LEAD)?.[0] ?? '';
    if (lead || categories) model.assets.sidebarHead = lead + (categories ? ACTIVE_CATEGORY_STYLE : '');
    drawn.forEach((item, i) => {
      const parts = Object.fromEntries(Object.entries(mdx.byThing.get(i) ?? {}).map(([k, v]) => [k, lead && v.startsWith(lead) ? v.slice(lead.length) : v]));
      if (item.type === 'category') return drawCategory(item, parts);
      const { [ENTRY_PART]: html, [ACTIVE_PART]: active } = parts;
      if (html !== undefined) item.drawn = html;
      if (active !== undefined && item.type !== 'html') item.drawnActive = active;
    });
    for (const [f, data] of mdx.files) files.set(f, data);
    warnings.push(...mdx.warnings.filter((w) => !known.some((k) => k.message === w.message)));
  }
  const trees = writeSidebarTrees(files, model.sidebars);
  for (const [name, file] of Object.entries(trees)) model.assets.sidebarTrees[name] = withBase(model.site.baseUrl, `/${file}`);
  return warnings;
}

/**
 * A category's drawings between markers naming it for the client, which redraws it to open or close it
 * (client/sidebar.ts); a closed one (Docusaurus hides its list) holds no list: docsgen's goes only in the open one's.
 * Open as a page inside it (`trail`) or its own page (`own`) sees it, the marker says so (`ATTR.categoryPage`); the
 * open one stands for either where it is the same. Each of those closed too (the reader closed it on such a page),
 * where it differs from the closed one.
 */
function drawCategory(item: CategoryItem, parts: Record<string, string | undefined>): void {
  const { [OPEN_PART]: open, [CLOSED_PART]: closed = open, [TRAIL_PART]: trail, [OWN_PART]: own } = parts;
  if (open === undefined || closed === undefined) return;
  const mark = (html: string, collapsed: boolean, page?: 'trail' | 'own') => `<template ${ATTR.drawnCategory}="${item.key}" ${ATTR.collapsed}="${collapsed}"${page ? ` ${ATTR.categoryPage}="${page}"` : ''}></template>${collapsed ? html.replace(ITEMS_MARKER, '') : html}${DRAWN_CATEGORY_END}`;
  item.drawnOpen = mark(open, false);
  item.drawnClosed = mark(closed, true);
  // Each only where it differs (a component that reads no `activePath` draws them alike).
  if (trail !== undefined && trail !== open) item.drawnTrail = mark(trail, false, 'trail');
  if (own !== undefined && own !== (trail ?? open)) item.drawnOwn = mark(own, false, 'own');
  // One that still lists the entries was not drawn closed (the component's own state opens it for an active
  // category): closing it shows the closed drawing instead.
  const shut = (name: string) => (parts[name + CLOSED_SUFFIX]?.includes(ITEMS_MARKER) ? undefined : parts[name + CLOSED_SUFFIX]);
  const trailClosed = shut(TRAIL_PART);
  const ownClosed = shut(OWN_PART);
  if (trailClosed !== undefined && trailClosed !== closed) item.drawnTrailClosed = mark(trailClosed, true, 'trail');
  if (ownClosed !== undefined && ownClosed !== (trailClosed ?? closed)) item.drawnOwnClosed = mark(ownClosed, true, 'own');
}

/**
 * Infima's look of an active category in docsgen's terms: a page inside it colours its label (no highlight: that is
 * the page's own entry), its own page highlights its row.
 */
const ACTIVE_CATEGORY_STYLE = '<style>.sidebar-list li>.menu__list-item-collapsible>.menu__link.menu__link--active{color:var(--c-primary)}'
  + '.sidebar-list .menu__link--sublist.menu__link--active{background:none}'
  + '.sidebar-list .menu__list-item-collapsible--active{background:var(--c-highlight);border-radius:6px}</style>';
