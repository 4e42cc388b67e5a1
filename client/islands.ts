// React islands: components rendered on the server, hydrated in the browser only when needed. React and the
// component load as a separate chunk: docsgen's own (search) on the first hover, click or focus; a site's
// components when they scroll into view (site-islands.ts). Never on page load.
// Search's chunk that fails to load (a tab left open across a deploy) is tried again on the next hover or
// focus; after a second failure the island says so and offers a retry, rather than waiting forever.
import type { SearchWords } from '../templates/search-words.ts';
import { ATTR } from './constants.ts';

export interface IslandModule {
  hydrate(container: HTMLElement, props: unknown, exportName?: string): void;
}

/** The search island's built file (client/search/island.tsx), named by the bundler: see generator/output/client-assets.ts. */
declare const SEARCH_ISLAND_FILE: string;

/**
 * A retry asks for another URL: browsers may keep a failed import's result for the page's lifetime
 * (whatwg/html#6768).
 */
const loaders: Record<string, { load: (attempt: number) => Promise<IslandModule>; unavailable: string }> = {
  SearchBar: { load: (attempt) => importFile(attempt ? `${SEARCH_ISLAND_FILE}?retry=${attempt}` : SEARCH_ISLAND_FILE), unavailable: 'Search unavailable' },
};

/** Through a variable, so that the bundler leaves the (already built) file alone. */
function importFile(url: string): Promise<IslandModule> {
  return import(url);
}

const TRIGGERS = ['mouseenter', 'pointerdown', 'focusin'] as const;

/** Wires docsgen's own islands under `root` (a site's components: see site-islands.ts). */
export function initIslands(root: ParentNode = document): void {
  const selector = `[${ATTR.island}]:not([${ATTR.islandSrc}])`;
  // `root` may be one itself (a navbar part client navigation puts in: navbar-swap.ts).
  for (const el of [...((root as HTMLElement).matches?.(selector) ? [root as HTMLElement] : []), ...root.querySelectorAll<HTMLElement>(selector)]) {
    const island = loaders[el.getAttribute(ATTR.island) ?? ''];
    if (island) whenUsed(el, island);
  }
}
function whenUsed(el: HTMLElement, island: (typeof loaders)[string]): void {
  let attempts = 0;
  let loading = false;
  const arm = (on: boolean) => { for (const t of TRIGGERS) (on ? el.addEventListener : el.removeEventListener).call(el, t, start); };
  function start() {
    if (loading) return;
    loading = true;
    arm(false);
    // Back to the server-rendered state, which hydration expects.
    el.querySelector('.island-unavailable')?.remove();
    el.querySelector('input')?.setAttribute('placeholder', wordsOf(el).loading ?? 'Loading...');
    island.load(attempts++).then(
      (m) => m.hydrate(el, JSON.parse(el.dataset.props ?? '{}')),
      (err) => {
        console.warn('[docsgen] could not load an interactive component', err);
        loading = false;
        if (attempts >= 2) showUnavailable(el, wordsOf(el).unavailable ?? island.unavailable, start);
        arm(true);
      },
    );
  }
  arm(true);
}

/** The island's words in the page's locale (the search box's props carry them: templates/search-words-of.ts). */
function wordsOf(el: HTMLElement): SearchWords {
  return (JSON.parse(el.dataset.props ?? '{}') as { words?: SearchWords }).words ?? {};
}

/** The message and a retry button, in the server-rendered markup (React never arrived). */
function showUnavailable(el: HTMLElement, message: string, retry: () => void): void {
  el.querySelector('input')?.setAttribute('placeholder', message);
  const p = document.createElement('p');
  p.className = 'island-unavailable search-unavailable';
  p.setAttribute('role', 'status');
  p.textContent = `${message} `;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'search-retry';
  button.textContent = wordsOf(el).retry ?? 'Retry';
  button.addEventListener('click', retry);
  p.append(button);
  el.append(p);
}
