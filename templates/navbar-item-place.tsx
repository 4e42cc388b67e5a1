// A navbar item's place where the site draws the navbar's items (theme/NavbarItem/custom-item.tsx): the site's HTML of
// it, its markers filled with docsgen's item — the config's own, or one drawn from the props a site's `NavbarItem`
// wrapper changed (theme/NavbarItem/config-item.ts) — each page's, in the navbar's row or its mobile menu.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { NavItem } from '../generator/types.ts';
import type { PageContext } from './context.ts';
import { PAGE_NAVBAR_END, PAGE_NAVBAR_START } from './page-navbar-marks.ts';
import { readItemPart } from './theme/NavbarItem/config-item.ts';
import { isListItem } from './theme/NavbarItem/custom-item.tsx';
import { fillOriginals, ORIGINAL } from './theme/originals.ts';

/** docsgen's view of item `n` of the navbar, or of a changed item (`n` undefined: current on its own page or below). */
export type DrawItem = (item: NavItem, n: number | undefined) => ReactElement | null;

/** The HTML of the item a marker names (`name`), or the marker as it is when it names no navbar item. */
export function itemOfMarker(ctx: PageContext, name: string, draw: DrawItem): string {
  const part = readItemPart(name);
  if (!part) return `<div ${ORIGINAL}="${name}"></div>`;
  const { items, itemSources } = ctx.site.navbar;
  if ('index' in part) {
    // A marker names a config item by its place in the Docusaurus config, whose items docsgen may have left out.
    const n = itemSources ? itemSources.indexOf(part.index) : part.index;
    return n >= 0 && n < items.length ? renderToString(draw(items[n]!, n)) : '';
  }
  // A changed item as docsgen's (the generator read its props: content/theme/changed-items.ts).
  return 'item' in part ? renderToString(draw(part.item as NavItem, undefined)) : '';
}

/**
 * An item's place in a list of the navbar (`mobile`: of its menu) from the site's HTML of it; `perPage` when it is
 * drawn for each page, its markers then around the whole place, which may be none.
 */
export function itemPlace(ctx: PageContext, piece: { html: string; perPage: boolean }, mobile: boolean, draw: DrawItem): string {
  const ofMarker = (name: string) => itemOfMarker(ctx, name, draw);
  // Only docsgen's item (in an island's boxes): its own list item. Else the site's markup in one, as an `html` item's
  // is (NavLink.tsx), docsgen's items in it kept list items of a list of no box.
  const alone = piece.html.includes(ORIGINAL) && fillOriginals(piece.html, () => '').replace(/<\/?div[^>]*>/g, '') === '';
  const html = alone ? fillOriginals(piece.html, ofMarker)
    : fillOriginals(piece.html, (name) => (readItemPart(name) ? `<ul style="display:contents;list-style:none">${ofMarker(name)}</ul>` : ofMarker(name)));
  const place = !html || alone || (mobile && isListItem(html)) ? html : `<li class="${mobile ? 'mobile-menu-link' : 'navbar-link'}-html navbar-custom-item">${html}</li>`;
  // The config's item as docsgen draws it is the same on every page but its current mark, which the client keeps.
  const own = readItemPart(piece.html.replace(/^<div [^=]+="([^"]+)"><\/div>$/, '$1'));
  return piece.perPage && !(own && 'index' in own) ? PAGE_NAVBAR_START + place + PAGE_NAVBAR_END : place;
}
