// What a hydrated site island's container carries (`PROP.island`) for client navigation to keep it across pages
// (navbar-swap.ts): the same for an island of its own root (site-island.tsx) and one Root's tree hosts (root-host.tsx).
import type { IslandData } from '../templates/theme/island-children.tsx';
import { ORIGINALS } from './kept-originals.ts';
import { PROP } from './inlined-constants.ts';

export interface HydratedIsland {
  /**
   * Whether the next page's island `next` (not in the document) has the same static HTML in it — its children and
   * docsgen's parts the server drew inside it (kept-originals.ts): only then is this one kept in its place.
   */
  fits(next: HTMLElement, data: IslandData): boolean;
  /** Draws it again with the next page's data (its route, props), its state kept. */
  rerender(data: IslandData): void;
}

/** Marks `el`, hydrated from `data`, as one client navigation may keep; `rerender` draws its tree again. */
export function markKept(el: HTMLElement, data: IslandData, rerender: (next: IslandData) => void): void {
  const drawn = originalsHtml(el);
  const handle: HydratedIsland = {
    fits: (next, d) => d.children === data.children && d.text === data.text && d.inline === data.inline && originalsHtml(next) === drawn,
    rerender,
  };
  Object.assign(el, { [PROP.island]: handle });
}

/** Once its root is unmounted: a container another page brings back is hydrated afresh. */
export function unmarkKept(el: HTMLElement): void {
  delete (el as unknown as Record<string, unknown>)[PROP.island];
}

function originalsHtml(el: HTMLElement): string {
  return [...el.querySelectorAll(ORIGINALS)].map((o) => o.innerHTML).join('\0');
}
