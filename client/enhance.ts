// Makes the content of a page interactive: on load, and for the new main region after client navigation.
// Tabs code loads only on pages that have tabs, so other pages' first-load JavaScript does not grow.
import { initIslands } from './islands.ts';

export function enhance(root: ParentNode): void {
  initIslands(root);
  if (root.querySelector('[data-tabs]')) void import('./tabs.ts').then((m) => m.initTabs(root), (err) => console.warn('[docsgen] could not load tabs', err));
}
