// What an island's server render and its hydration share: the data beside it, and its children as static HTML.
import type { DocsgenSiteConfig } from './context.ts';

export interface IslandData {
  props: Record<string, unknown>;
  /** The children written in the doc, rendered to HTML on the server. */
  children?: string;
  /** Children that are text alone, given as they are: a component may read them as a string (`${children}`). */
  text?: string;
  site: DocsgenSiteConfig;
  locale: string;
  /** `useGlobalData()`, when the site has any. */
  globalData?: Record<string, Record<string, unknown>>;
  /** The route it was rendered for (`useLocation` before the page runs). */
  route?: string;
}

export function IslandChildren({ html }: { html: string }) {
  return <div className="island-children" style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
