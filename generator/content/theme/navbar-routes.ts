// The site's navbar parts, custom navbar items, Footer and Root that read the URL (a language switcher, a highlight
// of the current section: `useLocation` or the docs hooks built on it), which the MDX stage marks while rendering
// each once (mdx/stage.tsx): each renders again for every page, as that page's, drawn in its place (output/render.tsx).
// A site without such parts keeps the one render of each. Each page's HTML of them is between markers, which its
// page data carries too (output/page-navbar.ts), so that client navigation swaps them (client/page-swap.ts).
import { NAVBAR_ITEM_TYPES, NAVBAR_SLOTS, type SlotHtml } from '../../docusaurus/theme-overrides.ts';
import type { LateRender } from '../../mdx/render-docs.tsx';
import type { RenderModel } from '../../output/render.tsx';
import { CUT } from '../../../templates/theme/NavbarItem/custom-item.tsx';
import { PAGE_NAVBAR_END, PAGE_NAVBAR_START } from '../../../templates/page-navbar-marks.ts';
import { THEME_SOURCE_ID } from './source-id.ts';
import { markRootAdditions } from './root-marks.ts';
import { withChangedItems } from './changed-items.ts';

/** Gives `model` each page's own HTML of the navbar parts in `late` (`routeSlots`). */
export function renderRouteNavbars(model: RenderModel, late: ReadonlyMap<string, LateRender>): void {
  const renders = [...NAVBAR_SLOTS, NAVBAR_ITEM_TYPES, 'Footer', 'Root'].flatMap((slot) => {
    const render = late.get(`${THEME_SOURCE_ID}:${slot}`);
    return render && model.slots[slot as keyof SlotHtml] !== undefined ? [[slot, render] as const] : [];
  });
  if (!renders.length) return;
  // Each custom item (in the navbar and in the mobile menu) is a piece of its own, in its own place.
  const marked = (html: string) => html.split(CUT).map((piece) => PAGE_NAVBAR_START + piece + PAGE_NAVBAR_END).join(CUT);
  // Root is around the page, which client navigation swaps itself: only its additions are marked.
  const mark = (slot: string, html: string) => (slot === 'Root' ? markRootAdditions(html) : marked(html));
  model.routeSlots = new Map(model.routes.routes.map((route): [string, SlotHtml] => [
    route.path, Object.fromEntries(renders.map(([slot, render]) => [slot, mark(slot, withChangedItems(render({ route: route.path })))])),
  ]));
}
