// React islands: components rendered on the server, hydrated in the browser only when needed. React and the
// component load as a separate chunk: docsgen's own (search) on the first hover, click or focus; a site's
// components (data-island-src, see generator/mdx/islands.ts) when they scroll into view. Never on page load.
import { ATTR } from './constants.ts';

interface IslandModule {
  hydrate(container: HTMLElement, props: unknown, exportName?: string): void;
}

const loaders: Record<string, () => Promise<IslandModule>> = {
  SearchBar: () => import('./search/island.tsx'),
};

const TRIGGERS = ['mouseenter', 'pointerdown', 'focusin'] as const;

let visible: IntersectionObserver | undefined;

/** Wires the islands under `root` (the page on load; the new main region after client navigation). */
export function initIslands(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>(`[${ATTR.island}]`)) {
    const src = el.dataset.islandSrc;
    if (src) {
      visible ??= new IntersectionObserver((entries) => {
        for (const e of entries) {
          if (!e.isIntersecting) continue;
          visible!.unobserve(e.target);
          const target = e.target as HTMLElement;
          hydrate(target, () => import(target.dataset.islandSrc!));
        }
      }, { rootMargin: '200px' });
      visible.observe(el);
      continue;
    }
    const load = loaders[el.getAttribute(ATTR.island) ?? ''];
    if (!load) continue;
    const start = () => {
      for (const t of TRIGGERS) el.removeEventListener(t, start);
      hydrate(el, load);
    };
    for (const t of TRIGGERS) el.addEventListener(t, start);
  }
}

function hydrate(el: HTMLElement, load: () => Promise<IslandModule>): void {
  load().then(
    (m) => m.hydrate(el, JSON.parse(el.dataset.props ?? '{}'), el.dataset.islandExport),
    (err) => console.warn('[docsgen] could not load an interactive component', err),
  );
}
