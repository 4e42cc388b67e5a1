// What an island's server render and its hydration share: the data beside it, and its children as static HTML.
import type { DocPageData, DocsgenSiteConfig, SidebarData, SiteView } from './context.ts';
import type { Ref } from 'react';
import type { BlogPostContext } from './blog-context.ts';

export interface IslandData {
  props: Record<string, unknown>;
  /** The children written in the doc, rendered to HTML on the server. */
  children?: string;
  /** Children that are text alone, given as they are: a component may read them as a string (`${children}`). */
  text?: string;
  /** Rendered inside a paragraph: the children's container is a <span>. */
  inline?: boolean;
  /** The config, or its view that the page carries once for all its islands (site-config-views.ts). */
  site: DocsgenSiteConfig | SiteView;
  locale: string;
  /**
   * `useGlobalData()`, when the site has any: the server's render gives it last, and the page's HTML names it by the
   * key of the script that holds it once for all its islands (generator/output/island-global-data.ts).
   */
  globalData?: Record<string, Record<string, unknown>> | string;
  /** The route it was rendered for (`useLocation` before the page runs). */
  route?: string;
  /** The doc page it was rendered for, when it is one of the page's parts (`useDoc()`). */
  doc?: DocPageData;
  /** The page's sidebar, when the component reads it (`useCurrentSidebarCategory()`…). */
  sidebar?: SidebarData;
  /** The blog post it was rendered for, when it is one of a post's parts (`useBlogPost()`). */
  blogPost?: BlogPostContext;
  /** Rendered in a navbar part: outside the doc page's providers (`useDocsVersion()` throws), in the browser too. */
  inNavbar?: boolean;
  /** ThemeContext's `infima`. */
  infima?: true;
  /** Root around it (one without state) reads more than the docs' view: the page carries the whole config (generator/output/island-site.ts). */
  rootSite?: 'whole';
}

/** The doc's children, static on both sides: a <span> in a paragraph (see Paragraph.tsx), else a <div>. */
export function IslandChildren({ html, inline, ref }: { html: string; inline?: boolean | undefined; ref?: Ref<HTMLElement> }) {
  const Container = inline ? 'span' : 'div';
  return <Container ref={ref as Ref<HTMLDivElement>} className="island-children" style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
