// Hydrates a site's own component (an island, see generator/mdx/islands.ts) with the props and context the
// server rendered it with; one inside the site's Root mounts in Root's tree (root-host.tsx). Bundled with each
// island module, never with the boot module.
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SiteContext } from '../templates/theme/context.ts';
import type { IslandData } from '../templates/theme/island-children.tsx';
import { islandParts } from './island-parts.tsx';
import { hostRoot, mountInRoot } from './root-host.tsx';
import { keepOriginals } from './kept-originals.ts';
import { Typed, typedFields } from './typed-before.tsx';

export function hydrateSiteIsland(el: HTMLElement, Component: ComponentType<Record<string, unknown>>, data: IslandData): void {
  const root = el.dataset.islandRoot;
  if (root !== undefined && root === el.dataset.islandSrc) return hostRoot(el, Component, data);
  if (root !== undefined) return mountInRoot(el, Component, data, root);
  const { value, props, children } = islandParts(data);
  const server = [...el.childNodes];
  hydrateRoot(el, (
    <SiteContext.Provider value={value}>
      <Typed fields={typedFields(el)}><Component {...props}>{children}</Component></Typed>
    </SiteContext.Provider>
  ), {
    // The browser's render differs from the server's (a part that reads the URL, at `/x/` where the server drew
    // `/x`, as a static host redirects): React renders the island afresh, and docsgen's parts inside it keep their
    // server content (kept-originals.ts) rather than going empty.
    onRecoverableError: (err) => {
      keepOriginals(el, server);
      console.warn('[docsgen] an interactive component rendered differently in the browser; drawn again', err);
    },
  });
}
