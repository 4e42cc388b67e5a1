// What a site's ejected docs route root draws with (Docusaurus's `DocRoot`, `DocVersionRoot`, 2's `DocPage`): the
// docs client's `useDocRootMetadata`, `docVersionSearchTag` and the sidebar and version providers. docsgen draws each docs page with its own
// sidebar and version, so the providers pass their children on and the metadata's `docElement` is the page's place.
import { useContext, type ReactNode } from 'react';
import { SiteContext } from '../context.ts';
import renderRoutes, { type RouteConfig } from './renderRoutes.ts';
import { NESTED_ROUTES } from '../../doc-root-parts.ts';
import { Original } from '../DocItem/original.tsx';

/** The page's element (its nested routes drawn), sidebar name and items, as Docusaurus's hook gives them. */
export function useDocRootMetadata({ route }: { route?: RouteConfig }) {
  const { sidebar } = useContext(SiteContext);
  const routes = route?.routes;
  return {
    docElement: routes ? renderRoutes(routes) : <Original part={NESTED_ROUTES} />,
    sidebarName: (routes?.[0]?.sidebar as string | undefined) ?? sidebar?.name,
    sidebarItems: sidebar?.items ?? [],
  };
}

/** The search tag of a docs version's pages, as Docusaurus's `SearchMetadata` gets it. */
export const docVersionSearchTag = (pluginId: string, versionName: string) => `docs-${pluginId}-${versionName}`;

export function DocsSidebarProvider({ children }: { children?: ReactNode; name?: string; items?: unknown; sidebar?: unknown }) {
  return <>{children}</>;
}

export function DocsVersionProvider({ children }: { children?: ReactNode; version?: unknown }) {
  return <>{children}</>;
}
