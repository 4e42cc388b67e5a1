// React islands: components rendered on the server, hydrated in the browser only when needed. React and the
// component load as a separate chunk on the first hover, click or focus of the island — never on page load.
import { ATTR } from './constants.ts';

interface IslandModule {
  hydrate(container: HTMLElement, props: unknown): void;
}

const loaders: Record<string, () => Promise<IslandModule>> = {
  SearchBar: () => import('./search/island.tsx'),
};

const TRIGGERS = ['mouseenter', 'pointerdown', 'focusin'] as const;

export function initIslands(): void {
  for (const el of document.querySelectorAll<HTMLElement>(`[${ATTR.island}]`)) {
    const load = loaders[el.getAttribute(ATTR.island) ?? ''];
    if (!load) continue;
    const start = () => {
      for (const t of TRIGGERS) el.removeEventListener(t, start);
      load().then(
        (m) => m.hydrate(el, JSON.parse(el.dataset.props ?? '{}')),
        (err) => console.warn('[docsgen] could not load an interactive component', err),
      );
    };
    for (const t of TRIGGERS) el.addEventListener(t, start);
  }
}
