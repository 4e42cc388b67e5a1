// Marking a page's links in a sidebar tree rendered once for the many pages that share it (templates/Sidebar.tsx):
// the tree's links indexed once by the route they lead to, each page's marked by splicing.
import { routeKey } from '../client/route-key.ts';
import type { SidebarItem } from '../generator/types.ts';
import { ATTR } from '../client/inlined-constants.ts';

/**
 * Where a site's link entry is in a tree; with `active`, what stands in its place on its own `page`. `own`: the site's
 * drawing marks its links itself (a category's: drawn for the pages inside it), docsgen marks none.
 */
export interface DrawnSpan {
  start: number;
  end: number;
  page?: string;
  active?: string;
  own?: true;
}

/**
 * A rendered tree with its links by the route they lead to, so that marking a page's links (`markActive`) does
 * not scan the tree again for each of the many pages that share it.
 */
export interface LinkedTree {
  html: string;
  /** The links of each route key: where each opening tag starts and ends in `html`, and that tag marked current. */
  links: Map<string, { start: number; end: number; active: string }[]>;
}

/**
 * `drawn`: where the site's link entries are in `html`, in order: one with its page's drawing is replaced whole on
 * that page; in the others each link counts, not only docsgen's `<a href>`.
 */
export function linkedTree(html: string, drawn: readonly DrawnSpan[] = []): LinkedTree {
  const links: LinkedTree['links'] = new Map();
  const add = (key: string, link: { start: number; end: number; active: string }) => {
    const same = links.get(key);
    if (same) same.push(link);
    else links.set(key, [link]);
  };
  for (const d of drawn) if (d.active !== undefined) add(routeKey(d.page!), { start: d.start, end: d.end, active: d.active });
  let span = 0;
  for (const m of html.matchAll(ANCHOR)) {
    const attrs = m[1]!;
    while (span < drawn.length && drawn[span]!.end <= m.index) span++;
    const inDrawn = span < drawn.length && drawn[span]!.start <= m.index ? drawn[span]! : undefined;
    if (inDrawn?.active !== undefined || inDrawn?.own) continue;
    const href = inDrawn ? HREF.exec(attrs)?.[1] : OWN_HREF.exec(attrs)?.[1];
    if (href !== undefined) add(routeKey(unescapeAttr(href)), { start: m.index, end: m.index + m[0].length, active: activeTag(attrs) });
  }
  if (drawn.some((d) => d.active !== undefined)) for (const same of links.values()) same.sort((a, b) => a.start - b.start);
  return { html, links };
}

/** Marks the links to `href` (with or without a trailing slash) in a rendered tree as the current page. */
export function markActive(tree: LinkedTree, href: string): string {
  const active = tree.links.get(routeKey(href));
  if (!active) return tree.html;
  let html = '';
  let at = 0;
  for (const link of active) {
    html += tree.html.slice(at, link.start) + link.active;
    at = link.end;
  }
  return html + tree.html.slice(at);
}

// docsgen's entries are `<a href="…">` exactly; a site's (`DocSidebarItem/Link`) have their classes and more.
const ANCHOR = /<a( [^>]*)>/g;
const OWN_HREF = /^ href="([^"]*)"$/;
const HREF = / href="([^"]*)"/;
const CLASS = / class="([^"]*)"/;

/**
 * An entry's opening tag as the current page's: docsgen's `active` class (Docusaurus's `menu__link--active` too on a
 * `menu__link`) and `aria-current`.
 */
export function activeTag(attrs: string): string {
  const marked = CLASS.test(attrs)
    ? attrs.replace(CLASS, (_, c: string) => ` class="${c} active${/\bmenu__link\b/.test(c) && !c.includes('menu__link--active') ? ' menu__link--active' : ''}"`)
    : ` class="active"${attrs}`;
  return `<a${marked}${attrs.includes(' aria-current=') ? '' : ' aria-current="page"'}>`;
}

export function unescapeAttr(s: string): string {
  return s.includes('&') ? s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&') : s;
}

const paths = new WeakMap<SidebarItem[], Map<SidebarItem, string>>();

/** Where `entry` is in the sidebar `root` (its index in each list on the way, `0.2.1`), indexed once per sidebar. */
export function entryPath(root: SidebarItem[], entry: SidebarItem): string {
  let index = paths.get(root);
  if (!index) {
    const map = new Map<SidebarItem, string>();
    const walk = (list: SidebarItem[], at: string) => list.forEach((item, i) => {
      map.set(item, at + i);
      if (item.type === 'category') walk(item.items, `${at}${i}.`);
    });
    walk(root, '');
    paths.set(root, (index = map));
  }
  return index.get(entry)!;
}

/** Where docsgen's list of a category's entries goes in the site's drawing of it (`@theme/DocSidebarItems` draws it). */
export const ITEMS_MARKER = `<template ${ATTR.sidebarItems}=""></template>`;
/** After a category the site draws (its drawing starts with a <template> naming it: `ATTR.drawnCategory`). */
export const DRAWN_CATEGORY_END = `<template ${ATTR.drawnCategoryEnd}=""></template>`;
