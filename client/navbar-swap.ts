// Client navigation's part for the navbar parts a site's page draws for itself (they read the URL: the server puts
// each between a pair of markers and the page data carries their HTML, generator/output/page-navbar.ts): each
// part's HTML is put between its markers, then its islands are wired, as on a full load. Part of the page-swap chunk.
import type { PageData } from '../generator/types.ts';
import type { IslandData } from '../templates/theme/island-children.tsx';
import { ATTR, PROP } from './inlined-constants.ts';
import type { HydratedIsland } from './kept-island.ts';

/** The menu button's disclosure, the same on every page: the one in place stays, with what is wired to it. */
const KEPT = 'details.navbar-menu';

/**
 * The page's outermost parts marked by `attr` (the navbar's, or the sidebar wrappers'), each as its pair of markers
 * (a pair split by the HTML parser is none).
 */
function markedParts(attr: ATTR = ATTR.pageNavbar): [Element, Element][] | undefined {
  const pairs: [Element, Element][] = [];
  let depth = 0;
  let start: Element | undefined;
  for (const marker of document.querySelectorAll(`template[${attr}]`)) {
    if (marker.getAttribute(attr) !== 'end') {
      if (depth++ === 0) start = marker;
    } else if (depth > 0 && --depth === 0) {
      if (start!.parentNode !== marker.parentNode) return undefined;
      pairs.push([start!, marker]);
    }
  }
  return pairs;
}

/** Whether the page shown has a place for each of `data`'s navbar parts (none for none): else a full load shows it. */
export function navbarFits(data: PageData): boolean {
  return markedParts()?.length === (data.navbar?.length ?? 0);
}

/** Puts `data`'s navbar parts in place of the page's (navbarFits), and wires what they hold. */
export function swapNavbar(data: PageData, enhance: (root: ParentNode) => void): void {
  const parts = markedParts() ?? [];
  if (parts.length !== data.navbar?.length) throw new Error('the page\'s navbar parts have no place here');
  swapParts(parts, data.navbar, enhance);
}

/**
 * Puts what the site's sidebar wrappers draw for `data`'s page before and after the sidebar in place of the shown
 * page's, where the sidebar shown has a place for each (else what is shown stays: the entries are the sidebar's own).
 */
export function swapSidebarParts(data: PageData, enhance: (root: ParentNode) => void): void {
  const parts = markedParts(ATTR.pageSidebar);
  if (data.sidebarParts && parts?.length === data.sidebarParts.length) swapParts(parts, data.sidebarParts, enhance);
}

function swapParts(parts: [Element, Element][], html: string[], enhance: (root: ParentNode) => void): void {
  parts.forEach(([start, end], i) => {
    const next = document.createElement('template');
    next.innerHTML = html[i]!;
    const stay = keptIslands(outermostIslands(between(start, end)), outermostIslands([...next.content.childNodes]));
    const kept = [...next.content.querySelectorAll(KEPT)];
    const shown = [...between(start, end).flatMap((n) => (n instanceof Element ? [...(n.matches(KEPT) ? [n] : []), ...n.querySelectorAll(KEPT)] : []))];
    kept.forEach((el, k) => shown[k] && el.replaceWith(shown[k]));
    for (const n of between(start, end)) n.remove();
    const added = [...next.content.children];
    end.before(next.content);
    // Wired before the kept islands take their places: theirs (docsgen's islands inside) stay as they are.
    for (const el of added) enhance(el);
    for (const { old, next: fresh, islandData, handle } of stay) {
      old.dataset.props = fresh.dataset.props;
      fresh.replaceWith(old);
      handle.rerender(islandData);
    }
  });
}

interface Kept {
  old: HTMLElement;
  next: HTMLElement;
  islandData: IslandData;
  handle: HydratedIsland;
}

/**
 * The hydrated islands of the last page's part (`hydrated`) that stay in place of the next page's (`fresh`): the
 * same module and export in the same place, with the same static HTML in it. Drawn again with the next page's data,
 * as on Docusaurus a component that stays mounted re-renders with the new location, its state kept; the others are
 * unmounted once out of the page (site-island.tsx).
 */
function keptIslands(hydrated: HTMLElement[], fresh: HTMLElement[]): Kept[] {
  if (hydrated.length !== fresh.length) return [];
  return hydrated.flatMap((old, i) => {
    const handle = (old as unknown as Record<string, HydratedIsland | undefined>)[PROP.island];
    const next = fresh[i]!;
    if (!handle || old.dataset.islandSrc !== next.dataset.islandSrc || old.dataset.islandExport !== next.dataset.islandExport) return [];
    const data = JSON.parse(next.dataset.props ?? '{}') as IslandData;
    return handle.fits(next, data) ? [{ old, next, islandData: data, handle }] : [];
  });
}

/** The site islands among `nodes` and in them, not those inside another. */
function outermostIslands(nodes: ChildNode[]): HTMLElement[] {
  const selector = `[${ATTR.islandSrc}]`;
  const outermost = (el: HTMLElement, within: Element) => {
    const outer = el.parentElement!.closest(selector);
    return !outer || !within.contains(outer);
  };
  return nodes.flatMap((n) => (!(n instanceof HTMLElement) ? [] : n.matches(selector) ? [n] : [...n.querySelectorAll<HTMLElement>(selector)].filter((el) => outermost(el, n))));
}

function between(start: Node, end: Node): ChildNode[] {
  const nodes: ChildNode[] = [];
  for (let n = start.nextSibling; n && n !== end; n = n.nextSibling) nodes.push(n);
  return nodes;
}
