// The navbar parts a page draws for itself (content/theme/navbar-routes.ts) sit between a pair of markers; its page
// data carries the HTML between each outermost pair, in the page's order, for client navigation to put in the same
// places (client/page-swap.ts). Pages of sites without such parts have no markers and no such data.
import { PAGE_NAVBAR_END, PAGE_NAVBAR_START } from '../../templates/page-navbar-marks.ts';

const MARKERS = new RegExp(`${PAGE_NAVBAR_START}|${PAGE_NAVBAR_END}`, 'g');

/** The HTML of each outermost part between markers in `html` (a whole page), in order; a nested pair is in its part. */
export function pageNavbarParts(html: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (const m of html.matchAll(MARKERS)) {
    if (m[0] === PAGE_NAVBAR_START) {
      if (depth++ === 0) from = m.index + m[0].length;
    } else if (depth > 0 && --depth === 0) parts.push(html.slice(from, m.index));
  }
  return parts;
}
