// Hydrates a site's own component (an island, see generator/mdx/islands.ts) with the props and context the
// server rendered it with; one inside the site's Root mounts in Root's tree (root-host.tsx). Bundled with each
// island module, never with the boot module. Each such root is unmounted once client navigation has taken its
// container out of the page (its effects' cleanups run), unless the swap kept it (navbar-swap.ts: `HydratedIsland`).
import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { SiteContext } from '../templates/theme/context.ts';
import type { IslandData } from '../templates/theme/island-children.tsx';
import { islandParts } from './island-parts.tsx';
import { hostRoot, mountInRoot } from './root-host.tsx';
import { keepOriginals, ORIGINALS } from './kept-originals.ts';
import { Typed, typedFields } from './typed-before.tsx';
import { EVENT, PROP } from './inlined-constants.ts';

/** What a hydrated island's container carries (`PROP.island`), for client navigation to keep it across pages. */
export interface HydratedIsland {
  /**
   * Whether the next page's island `next` (not in the document) has the same static HTML in it — its children and
   * docsgen's parts the server drew inside it (kept-originals.ts): only then is this one kept in its place.
   */
  fits(next: HTMLElement, data: IslandData): boolean;
  /** Draws it again with the next page's data (its route, props), its state kept. */
  rerender(data: IslandData): void;
}

const roots = new Map<HTMLElement, Root>();

export function hydrateSiteIsland(el: HTMLElement, Component: ComponentType<Record<string, unknown>>, data: IslandData): void {
  const root = el.dataset.islandRoot;
  if (root !== undefined && root === el.dataset.islandSrc) return hostRoot(el, Component, data);
  if (root !== undefined) return mountInRoot(el, Component, data, root);
  // Text typed before hydration is told to React once (typed-before.tsx); a redraw keeps the same tree, so its state.
  const typed = typedFields(el);
  const tree = (d: IslandData) => {
    const { value, props, children } = islandParts(d);
    return <SiteContext.Provider value={value}><Typed fields={typed}><Component {...props}>{children}</Component></Typed></SiteContext.Provider>;
  };
  const server = [...el.childNodes];
  const drawn = originalsHtml(el);
  const made = hydrateRoot(el, tree(data), {
    // The browser's render differs from the server's (a part that reads the URL, at `/x/` where the server drew
    // `/x`, as a static host redirects): React renders the island afresh, and docsgen's parts inside it keep their
    // server content (kept-originals.ts) rather than going empty.
    onRecoverableError: (err) => {
      keepOriginals(el, server);
      console.warn('[docsgen] an interactive component rendered differently in the browser; drawn again', err);
    },
  });
  if (!roots.size) document.addEventListener(EVENT.page, unmountRemoved);
  roots.set(el, made);
  const handle: HydratedIsland = {
    fits: (next, d) => d.children === data.children && d.text === data.text && d.inline === data.inline && originalsHtml(next) === drawn,
    rerender: (next) => made.render(tree(next)),
  };
  Object.assign(el, { [PROP.island]: handle });
}

function originalsHtml(el: HTMLElement): string {
  return [...el.querySelectorAll(ORIGINALS)].map((o) => o.innerHTML).join('\0');
}

/** The roots whose containers the last navigation took out of the page, unmounted. */
function unmountRemoved(): void {
  for (const [el, root] of roots) {
    if (el.isConnected) continue;
    roots.delete(el);
    delete (el as unknown as Record<string, unknown>)[PROP.island];
    root.unmount();
  }
}
