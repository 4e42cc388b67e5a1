// Hydrates a site's own component (an island, see generator/mdx/islands.ts) with the props and context the
// server rendered it with; one inside the site's Root mounts in Root's tree (root-host.tsx). Bundled with each
// island module, never with the boot module. Each such root is unmounted once client navigation has taken its
// container out of the page (its effects' cleanups run), unless the swap kept it (navbar-swap.ts, kept-island.ts).
import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { SiteContext } from '../templates/theme/context.ts';
import type { IslandData } from '../templates/theme/island-children.tsx';
import { islandParts } from './island-parts.tsx';
import { hostRoot, mountInRoot } from './root-host.tsx';
import { keepOriginals } from './kept-originals.ts';
import { markKept, unmarkKept } from './kept-island.ts';
import { Typed, typedFields } from './typed-before.tsx';
import { EVENT } from './inlined-constants.ts';

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
  markKept(el, data, (next) => made.render(tree(next)));
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
}

/** The roots whose containers the last navigation took out of the page, unmounted. */
function unmountRemoved(): void {
  for (const [el, root] of roots) {
    if (el.isConnected) continue;
    roots.delete(el);
    unmarkKept(el);
    root.unmount();
  }
}
