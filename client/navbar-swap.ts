// Client navigation's part for the navbar parts a site's page draws for itself (they read the URL: the server puts
// each between a pair of markers and the page data carries their HTML, generator/output/page-navbar.ts): each
// part's HTML is put between its markers, then its islands are wired, as on a full load. Part of the page-swap chunk.
import type { PageData } from '../generator/types.ts';
import { ATTR } from './inlined-constants.ts';

/** The menu button's disclosure, the same on every page: the one in place stays, with what is wired to it. */
const KEPT = 'details.navbar-menu';

/** The page's outermost marked parts, each as its pair of markers (a pair split by the HTML parser is none). */
function markedParts(): [Element, Element][] | undefined {
  const pairs: [Element, Element][] = [];
  let depth = 0;
  let start: Element | undefined;
  for (const marker of document.querySelectorAll(`template[${ATTR.pageNavbar}]`)) {
    if (marker.getAttribute(ATTR.pageNavbar) !== 'end') {
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
  parts.forEach(([start, end], i) => {
    const next = document.createElement('template');
    next.innerHTML = data.navbar![i]!;
    const kept = [...next.content.querySelectorAll(KEPT)];
    const shown = [...between(start, end).flatMap((n) => (n instanceof Element ? [...(n.matches(KEPT) ? [n] : []), ...n.querySelectorAll(KEPT)] : []))];
    kept.forEach((el, k) => shown[k] && el.replaceWith(shown[k]));
    for (const n of between(start, end)) n.remove();
    const added = [...next.content.children];
    end.before(next.content);
    for (const el of added) enhance(el);
  });
}

function between(start: Node, end: Node): ChildNode[] {
  const nodes: ChildNode[] = [];
  for (let n = start.nextSibling; n && n !== end; n = n.nextSibling) nodes.push(n);
  return nodes;
}
