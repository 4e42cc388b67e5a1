// The navbar parts a page draws for itself (content/theme/navbar-routes.ts) sit between a pair of markers; its page
// data carries the HTML between each outermost pair, in the page's order, for client navigation to put in the same
// places (client/page-swap.ts). Pages of sites without such parts have no markers and no such data. The parts a
// sidebar wrapper draws for its page (content/theme/sidebar-wrapper-routes.ts) are between markers of their own.
import { PAGE_NAVBAR_END, PAGE_NAVBAR_START } from '../../templates/page-navbar-marks.ts';
import { PAGE_SIDEBAR_END, PAGE_SIDEBAR_START } from '../../templates/page-sidebar-marks.ts';

const MARKERS = { navbar: [PAGE_NAVBAR_START, PAGE_NAVBAR_END], sidebar: [PAGE_SIDEBAR_START, PAGE_SIDEBAR_END] } as const;

/**
 * The HTML of each outermost part between `kind`'s markers in `html` (a whole page), in order; a nested pair is in
 * its part.
 */
export function pageNavbarParts(html: string, kind: keyof typeof MARKERS = 'navbar'): string[] {
  const [start, end] = MARKERS[kind];
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (const m of html.matchAll(new RegExp(`${start}|${end}`, 'g'))) {
    if (m[0] === start) {
      if (depth++ === 0) from = m.index + m[0].length;
    } else if (depth > 0 && --depth === 0) parts.push(html.slice(from, m.index));
  }
  return parts;
}
