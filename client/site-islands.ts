// A site's own components that need the browser (data-island-src, see generator/mdx/islands.ts): each is
// hydrated when it comes near the viewport. A chunk of its own, loaded only by pages that have one.
import type { IslandModule } from './islands.ts';
import { ATTR, PROP } from './inlined-constants.ts';

let visible: IntersectionObserver | undefined;
/** The island each observed element stands for (itself, or its first box: see boxOf). */
const islandOf = new WeakMap<Element, HTMLElement>();

export function observeIslands(root: ParentNode): void {
  visible ??= new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (!e.isIntersecting) continue;
      visible!.unobserve(e.target);
      const target = islandOf.get(e.target)!;
      import(target.dataset.islandSrc!).then(
        (m: IslandModule) => m.hydrate(target, JSON.parse(target.dataset.props ?? '{}'), target.dataset.islandExport),
        (err) => console.warn('[docsgen] could not load an interactive component', err),
      );
    }
  }, { rootMargin: '200px' });
  const selector = `[${ATTR.islandSrc}]`;
  // `root` may be an island itself (a site's sidebar entry the client puts in: client/sidebar-render.ts).
  const islands = [...(root instanceof Element && root.matches(selector) ? [root as HTMLElement] : []), ...root.querySelectorAll<HTMLElement>(selector)];
  for (const el of islands) {
    // One client navigation kept, hydrated already, or one it put in and then took out again (navbar-swap.ts).
    if (PROP.island in el || !el.isConnected) continue;
    const box = boxOf(el);
    islandOf.set(box, el);
    visible.observe(box);
  }
}

/**
 * An element that has a box to intersect: an island laid out as no box (`display: contents`, as a site's Navbar
 * wrapper is, so that the navbar inside stays sticky to the page) is seen through its first element that has one.
 */
function boxOf(el: HTMLElement): Element {
  let box: Element = el;
  while (getComputedStyle(box).display === 'contents' && box.firstElementChild) box = box.firstElementChild;
  return box;
}
