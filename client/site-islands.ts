// A site's own components that need the browser (data-island-src, see generator/mdx/islands.ts): each is
// hydrated when it comes near the viewport. A chunk of its own, loaded only by pages that have one.
import type { IslandModule } from './islands.ts';
import { ATTR } from './inlined-constants.ts';

let visible: IntersectionObserver | undefined;

export function observeIslands(root: ParentNode): void {
  visible ??= new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (!e.isIntersecting) continue;
      visible!.unobserve(e.target);
      const target = e.target as HTMLElement;
      import(target.dataset.islandSrc!).then(
        (m: IslandModule) => m.hydrate(target, JSON.parse(target.dataset.props ?? '{}'), target.dataset.islandExport),
        (err) => console.warn('[docsgen] could not load an interactive component', err),
      );
    }
  }, { rootMargin: '200px' });
  const selector = `[${ATTR.islandSrc}]`;
  // `root` may be an island itself (a site's sidebar entry the client puts in: client/sidebar-render.ts).
  if (root instanceof Element && root.matches(selector)) visible.observe(root);
  for (const el of root.querySelectorAll<HTMLElement>(selector)) visible.observe(el);
}
