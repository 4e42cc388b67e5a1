// The site's navbar parts and custom navbar items that read the URL (a language switcher, a highlight of the
// current section: `useLocation` or the docs hooks built on it), which the MDX stage marks while rendering each
// once (mdx/stage.tsx): each renders again for every page, as that page's, drawn in its place (output/render.tsx).
// A site without such parts keeps the one render of each. A page whose navbar is its own loads the next page in
// full (client/navigation.ts).
import { NAVBAR_ITEM_TYPES, NAVBAR_SLOTS, type SlotHtml } from '../../docusaurus/theme-overrides.ts';
import type { LateRender } from '../../mdx/stage.tsx';
import type { RenderModel } from '../../output/render.tsx';
import { ATTR } from '../../../client/inlined-constants.ts';
import { THEME_SOURCE_ID } from './source-id.ts';

/** Marks a navbar part drawn for its page, for the client's navigation to see. */
const MARK = `<template ${ATTR.pageNavbar}=""></template>`;

/** Gives `model` each page's own HTML of the navbar parts in `late` (`routeSlots`). */
export function renderRouteNavbars(model: RenderModel, late: ReadonlyMap<string, LateRender>): void {
  const renders = [...NAVBAR_SLOTS, NAVBAR_ITEM_TYPES].flatMap((slot) => {
    const render = late.get(`${THEME_SOURCE_ID}:${slot}`);
    return render && model.slots[slot] !== undefined ? [[slot, render] as const] : [];
  });
  if (!renders.length) return;
  model.routeSlots = new Map(model.routes.routes.map((route): [string, SlotHtml] => [
    route.path, Object.fromEntries(renders.map(([slot, render]) => [slot, render({ route: route.path }) + MARK])),
  ]));
}
