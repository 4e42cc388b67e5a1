// Makes the content of a page interactive: on load, and for the new main region after client navigation.
// Tabs and site-island code load only on pages that have them, so other pages' first-load JavaScript does not grow.
import { initIslands } from './islands.ts';
import { readStorage, writeStorage } from './storage.ts';
import { ATTR } from './inlined-constants.ts';

/** `root` may be an island itself (a navbar part client navigation puts in: navbar-swap.ts). */
export function enhance(root: ParentNode): void {
  initIslands(root);
  if ((root as Element).matches?.(`[${ATTR.islandSrc}]`) || root.querySelector(`[${ATTR.islandSrc}]`)) void import('./site-islands.ts').then((m) => m.observeIslands(root), (err) => console.warn('[docsgen] could not load interactive components', err));
  if (root.querySelector(`[${ATTR.tabs}]`)) void import('./tabs.ts').then((m) => m.initTabs(root, { read: readStorage, write: writeStorage }), (err) => console.warn('[docsgen] could not load tabs', err));
}
