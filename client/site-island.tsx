// Hydrates a site's own component (an island, see generator/mdx/islands.ts) with the props and context the
// server rendered it with. Bundled with each island module, never with the boot module.
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SiteContext } from '../templates/theme/context.ts';
import { IslandChildren, type IslandData } from '../templates/theme/island-children.tsx';
import { revivedProps } from '../templates/theme/island-props.tsx';

export function hydrateSiteIsland(el: HTMLElement, Component: ComponentType<Record<string, unknown>>, data: IslandData): void {
  const value = { siteConfig: data.site, locale: data.locale, islands: {}, inIsland: true, globalData: data.globalData, route: data.route, doc: data.doc, sidebar: data.sidebar, blogPost: data.blogPost };
  hydrateRoot(el, (
    <SiteContext.Provider value={value}>
      <Component {...revivedProps(data.props)}>{data.text ?? (data.children === undefined ? undefined : <IslandChildren html={data.children} inline={data.inline} />)}</Component>
    </SiteContext.Provider>
  ));
}
