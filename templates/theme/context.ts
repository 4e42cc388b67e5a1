// What the theme components read while an MDX doc renders on the server (and, inside an island, in the browser).
import { createContext, type ComponentType, type ReactNode } from 'react';
import type { DocPart } from '../../generator/docusaurus/theme-overrides.ts';
import type { BlogPartsInstance, BlogPostContext } from './blog-context.ts';

export interface DocsgenSiteConfig {
  title: string;
  tagline: string;
  titleDelimiter?: string;
  url: string;
  baseUrl: string;
  customFields: Record<string, unknown>;
  themeConfig: Record<string, unknown>;
  /** The locale's messages (code.json, and Docusaurus's theme translations under it): themeText reads them. */
  codeTranslations?: Record<string, string>;
  /** The rest of a Docusaurus config, as data, for the site's theme overrides (`presets`, `i18n`, …). */
  [key: string]: unknown;
}

/** The two views of the config a site's components get (site-config-views.ts). */
export type SiteView = 'whole' | 'docs';

export interface ThemeContext {
  siteConfig: DocsgenSiteConfig;
  /** Which view of the config `siteConfig` is (server only): an island's data names it (site-config-views.ts). */
  siteView?: SiteView;
  locale: string;
  /** Island module path → its browser chunk URL (server only). */
  islands: Record<string, string>;
  /** Inside an island: nested islands render as plain components (the outer one hydrates them). */
  inIsland: boolean;
  /** Where a diagram finds Mermaid and how to draw (server only; `markdown.mermaid`): `@theme/Mermaid` a page draws itself. */
  mermaid?: Record<string, string>;
  /** Highlights code as fenced code is (server only): the `.code-block` element's inner HTML. */
  highlight?: (code: string, lang: string, meta: string) => string;
  /** Collects what `@docusaurus/Head` puts in the page's <head> (server only; rendered to HTML after the page). */
  head?: ReactNode[];
  /** A site page's title and description, as its `@theme/Layout` gives them (server only). */
  page?: { title?: string; description?: string };
  /** The route being rendered (`useLocation` on the server). */
  route?: string;
  /** What the content plugins share with components (`useGlobalData`). */
  globalData?: Record<string, Record<string, unknown>>;
  /** The doc page a doc part renders for (`useDoc()`; see content/theme/doc-parts.ts). */
  doc?: DocPageData;
  /** Every doc page, while the site's doc-page parts render for each (server only; templates/theme/DocItem/parts.tsx). */
  docPages?: DocPartsPage[];
  /** The page's sidebar, for the sidebar hooks (docusaurus/sidebar-hooks.ts); known once the sidebars are. */
  sidebar?: SidebarData;
  /**
   * Set while a doc renders before the sidebars are known (server only): a hook that asks for the sidebar marks the
   * doc, which renders again with it (content/theme/sidebar-docs.ts). A navbar part that reads the URL (`useLocation`,
   * the docs hooks built on it) marks `location`: it renders again for each page (content/theme/navbar-routes.ts).
   */
  asked?: { sidebar?: boolean; location?: boolean };
  /** Set while a navbar part renders (and in its islands): outside a doc page's providers, as Docusaurus's navbar is. */
  inNavbar?: boolean;
  /** Set on a Docusaurus site: docsgen's parts draw theme-classic's Infima markup (a blog post's tags, its footer's row). */
  infima?: true;
  /**
   * Set inside an island when it reads the page's sidebar (server only): only then does the island's data carry it.
   * So with the global data, for Root's own island (its content's islands carry theirs: templates/theme/island.tsx),
   * and with the config a Root without state reads around the island (beyond the docs' view: in-root.tsx).
   */
  reads?: { sidebar: boolean; globalData?: boolean; root?: { beyondDocs: boolean } };
  /** The blog post a blog part renders for (`useBlogPost()`; see content/theme/blog-parts.ts). */
  blogPost?: BlogPostContext;
  /** What the site's blog parts draw, while they render for each (server only; templates/theme/BlogPostItem/parts.tsx). */
  blogParts?: BlogPartsInstance[];
  /** The blog a blog page belongs to (`useBlogMetadata()`; a site's whole blog page, server only). */
  blogMetadata?: BlogMetadata;
  /**
   * The site's Root (src/theme/Root; server only): its module; whether the content renders inside it (a doc's, a
   * page's, a page part's: runtime.tsx) or is Root itself; its component, for the islands rendered there (island.tsx);
   * the whole config, which Root reads (`useDocusaurusContext`) where the content inside it gets a short one.
   */
  root?: { module: string; around: boolean; Component?: ComponentType<{ children?: ReactNode }>; siteConfig?: ThemeContext['siteConfig'] };
}

/** `useBlogMetadata()`: the blog's base path, title and authors page, with the base URL. */
export interface BlogMetadata { blogBasePath: string; blogTitle: string; authorsListPath: string }

/** A sidebar item as Docusaurus's theme gets it (`PropSidebarItem`): links carry the base URL. */
export type PropSidebarItem =
  | { type: 'link'; label: string; href: string; docId?: string; unlisted?: boolean; className?: string; customProps?: Record<string, unknown> }
  | { type: 'html'; value: string; defaultStyle?: boolean; className?: string; customProps?: Record<string, unknown> }
  | PropSidebarCategory;

export interface PropSidebarCategory {
  type: 'category'; label: string; items: PropSidebarItem[]; collapsed: boolean; collapsible: boolean;
  href?: string; description?: string; className?: string; customProps?: Record<string, unknown>;
}

/** The page's sidebar (`useDocsSidebar()`), the category whose page it is, and the docs its items link to (`useDocById`). */
export interface SidebarData {
  name: string;
  items: PropSidebarItem[];
  /** `useCurrentSidebarCategory()`: the category whose link is the page (a doc or a generated index). */
  category?: PropSidebarCategory;
  /** The deepest category on the way to the page (`useCurrentSidebarSiblings()` lists its items). */
  parent?: PropSidebarCategory;
  docs: Record<string, { id: string; title: string; description: string; sidebar?: string }>;
}

/** A doc page's data, and which of the site's parts it draws (an edit link only where the doc has an edit URL…). */
export interface DocPartsPage {
  route: string;
  doc: DocPageData;
  parts: DocPart[];
  /** The levels of headings its table of contents shows (the doc's, else the site's). */
  tocLevels: { minHeadingLevel: number; maxHeadingLevel: number };
}

/** A doc as Docusaurus's `useDoc()` gives it to the parts of its page, and its sidebar breadcrumbs. */
export interface DocPageData {
  metadata: {
    id: string; unversionedId: string; title: string; description: string; permalink: string; slug: string; source: string; unlisted: boolean;
    editUrl?: string; lastUpdatedAt?: number; lastUpdatedBy?: string;
    tags: { label: string; permalink: string; description?: string }[];
    frontMatter: Record<string, unknown>; version: string; sidebar?: string;
    previous?: { title: string; permalink: string }; next?: { title: string; permalink: string };
  };
  frontMatter: Record<string, unknown>;
  toc: { value: string; id: string; level: number }[];
  contentTitle?: string;
  /** `useSidebarBreadcrumbs()`: the categories down to the doc, as sidebar items. */
  breadcrumbs: { type: 'category' | 'link'; label: string; href?: string }[];
}

export const EMPTY_SITE_CONFIG: DocsgenSiteConfig = { title: '', tagline: '', url: '', baseUrl: '/', customFields: {}, themeConfig: {} };

export const SiteContext = createContext<ThemeContext>({
  siteConfig: EMPTY_SITE_CONFIG,
  locale: 'en',
  islands: {},
  inIsland: false,
});
