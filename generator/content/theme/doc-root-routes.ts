// The site's docs route roots (`DocRoot`, `DocsRoot`, …) that read the URL (`useLocation`: a footer showing more on
// the home page, a link marked for its section), which the MDX stage marks while rendering each once (mdx/stage.tsx):
// each renders again for every page with a docs sidebar, with that page's route, as on Docusaurus the route's
// component renders with the page's location. A root with state (an island, whose container holds the page) stays
// drawn once, as do those that read no URL.
import type { LateRender } from '../../mdx/render-docs.tsx';
import type { RenderModel } from '../../output/render.tsx';
import type { SlotHtml } from '../../docusaurus/theme-overrides.ts';
import { DOC_ROUTE_ROOTS, NESTED_ROUTES } from '../../../templates/doc-root-parts.ts';
import { ORIGINAL } from '../../../templates/theme/originals.ts';
import { THEME_SOURCE_ID } from './source-id.ts';
import { sidebarData } from './sidebar-data.ts';
import { withChangedItems } from './changed-items.ts';

/** Where a root drawn outside an island places the docs page (templates/doc-root.tsx). */
const PLACES = [NESTED_ROUTES, 'DocRoot/Layout'].map((name) => `<div ${ORIGINAL}="${name}"></div>`);

/** Gives `model` each docs page's own HTML of the roots in `late` (in `routeSlots`, beside its navbar parts'). */
export function renderRouteDocRoots(model: RenderModel, late: ReadonlyMap<string, LateRender>): void {
  const renders = DOC_ROUTE_ROOTS.flatMap((slot) => {
    const render = late.get(`${THEME_SOURCE_ID}:${slot}`);
    const html = model.slots[slot];
    return render && html !== undefined && PLACES.some((p) => html.includes(p)) ? [[slot, render] as const] : [];
  });
  if (!renders.length) return;
  const routeSlots = new Map(model.routeSlots ?? []);
  for (const route of model.routes.routes) {
    const sidebar = sidebarData(model, route);
    if (!sidebar) continue;
    const own: SlotHtml = Object.fromEntries(renders.map(([slot, render]) => [slot, withChangedItems(render({ route: route.path, sidebar }))]));
    routeSlots.set(route.path, { ...routeSlots.get(route.path), ...own });
  }
  model.routeSlots = routeSlots;
}
