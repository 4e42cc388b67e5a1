// What a site island renders in the browser, from the data the server left beside it: the context the server
// rendered it with, its props, its children (static HTML).
import type { ReactNode } from 'react';
import type { ThemeContext } from '../templates/theme/context.ts';
import { IslandChildren, type IslandData } from '../templates/theme/island-children.tsx';
import { revivedProps } from '../templates/theme/island-props.tsx';
import { setCodeTranslations } from '../templates/theme/docusaurus/Translate.tsx';

export interface IslandParts {
  value: ThemeContext;
  props: Record<string, unknown>;
  children: ReactNode;
}

export function islandParts(data: IslandData): IslandParts {
  setCodeTranslations(data.site.codeTranslations as Record<string, string> | undefined);
  return {
    value: { siteConfig: data.site, locale: data.locale, islands: {}, inIsland: true, globalData: data.globalData, route: data.route, doc: data.doc, sidebar: data.sidebar, blogPost: data.blogPost, inNavbar: data.inNavbar },
    props: revivedProps(data.props),
    children: data.text ?? (data.children === undefined ? undefined : <IslandChildren html={data.children} inline={data.inline} />),
  };
}
