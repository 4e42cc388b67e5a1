// The site's `DocSidebar`, `DocSidebar/Desktop` and `…/Desktop/Content` wrappers that read the URL or the page's
// sidebar (`useLocation`, `useDocsSidebar`, which the MDX stage marks while rendering each once: mdx/stage.tsx):
// each renders again for every page with a docs sidebar, with that page's route and sidebar. Its HTML is split at
// docsgen's sidebar (the wrapper's marker), the parts before and after it each between markers the page data carries
// too (output/render.tsx), so that client navigation swaps them and never the entries. A wrapper with state (an
// island, whose container holds the sidebar) stays drawn once, as do those that read neither.
import type { LateRender } from '../../mdx/render-docs.tsx';
import type { RenderModel } from '../../output/render.tsx';
import type { SlotHtml } from '../../docusaurus/theme-overrides.ts';
import { SIDEBAR_WRAPPERS } from '../../../templates/sidebar-wrappers.ts';
import { ORIGINAL } from '../../../templates/theme/originals.ts';
import { PAGE_SIDEBAR_END, PAGE_SIDEBAR_START } from '../../../templates/page-sidebar-marks.ts';
import { THEME_SOURCE_ID } from './source-id.ts';
import { sidebarData } from './sidebar-data.ts';
import { withChangedItems } from './changed-items.ts';

/** Gives `model` each docs page's own HTML of the sidebar wrappers in `late` (in `routeSlots`, beside its navbar parts'). */
export function renderRouteSidebarWrappers(model: RenderModel, late: ReadonlyMap<string, LateRender>): void {
  const renders = SIDEBAR_WRAPPERS.flatMap((slot) => {
    const render = late.get(`${THEME_SOURCE_ID}:${slot}`);
    return render && model.slots[slot]?.includes(marker(slot)) ? [[slot, render] as const] : [];
  });
  if (!renders.length) return;
  const routeSlots = new Map(model.routeSlots ?? []);
  for (const route of model.routes.routes) {
    const sidebar = sidebarData(model, route);
    if (!sidebar) continue;
    const own: SlotHtml = {};
    for (const [slot, render] of renders) {
      const [before, after] = withChangedItems(render({ route: route.path, sidebar })).split(marker(slot));
      // Drawn as one piece for no page where this page's drawing holds no sidebar (it would lose the entries).
      if (after !== undefined) own[slot] = PAGE_SIDEBAR_START + before + PAGE_SIDEBAR_END + marker(slot) + PAGE_SIDEBAR_START + after + PAGE_SIDEBAR_END;
    }
    routeSlots.set(route.path, { ...routeSlots.get(route.path), ...own });
  }
  model.routeSlots = routeSlots;
}

/** Where a wrapper draws docsgen's sidebar (templates/theme/originals.ts's withOriginal). */
const marker = (slot: string) => `<div ${ORIGINAL}="${slot}"></div>`;
