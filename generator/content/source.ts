// A content source: one kind of content the site is made of (a docs folder today; each docs version, a second docs
// instance, the blog and the pages folder next). The build and the dev server run every source the same way,
// without knowing its kind, as Docusaurus runs its content plugins (loadContent → contentLoaded → routes):
//   load      reads its files: the Markdown it defines (each with its route) and the `.md` link targets it adds;
//   assemble  once that Markdown is parsed (with every other source's, on the same threads): its routes with what
//             their templates render, its sidebars, the docs search indexes and the links to check.
// What joins the sources (routes checked for clashes, links, search, render, sitemap, write) reads only this.
import type { PageContext } from '../../templates/context.ts';
import type { Problem } from '../errors.ts';
import type { CategoryMeta, Crumb, Doc, DocSource, DocsVersion, OutputMap, PageLink, Route, SidebarItem, SiteConfig, SourcePos, Tag } from '../types.ts';
import type { LoadedConfig } from '../config/load.ts';
import type { MarkdownSetup } from '../markdown/setup.ts';
import type { ThemeOverrides } from '../docusaurus/theme-overrides.ts';
import type { DocPartsPage } from '../../templates/theme/context.ts';
import type { BlogPartsInstance } from '../../templates/theme/blog-context.ts';
import type { MarkdownPlugins } from '../config/markdown-schema.ts';
import type { SlotHtml } from '../docusaurus/theme-overrides.ts';
import type { EditUrls } from '../docusaurus/edit-url.ts';
import type { LastUpdate } from './last-update.ts';
import type { SourceRoutes } from '../docusaurus/route-tree.ts';

export type CategoryItem = Extract<SidebarItem, { type: 'category' }>;

/** Sidebar name → its items, in order. Names are unique across the site's sources. */
export type Sidebars = Map<string, SidebarItem[]>;

export interface ContentSource {
  /** Unique among the site's sources. */
  id: string;
  /** Files and folders `serve` watches for this source. */
  watched: string[];
  /** The folder `serve` watches come back should it be deleted or moved away (read whole then). */
  folder: string;
  load(ctx: LoadContext): Promise<LoadedSource>;
}

export interface LoadContext {
  /** What this source kept from the previous build (see LoadedSource.kept). */
  previous?: SourceCache;
  /** Files known to have changed since (absolute paths): with `previous`, other files are not read again. */
  changedFiles?: ReadonlySet<string>;
  /** `serve` builds drafts too. */
  includeDrafts: boolean;
  /** Docs read their bodies back from their files when asked for instead of holding them (`build`: content/doc-bodies.ts). */
  bodiesOnDisk?: boolean;
}

/** What a source keeps for the next build: its files as read, by path, and the options they were read with. */
export interface SourceCache {
  key: string;
  /** The key the cache on disk keeps, when `key` names the config's functions by this process's ids (function-identity.ts). */
  storedKey?: string;
  docs: Map<string, DocSource | StoredDocSource>;
}

/** A doc as the build cache file keeps it: without its body, the end of the file, read again anyway to check its hash. */
export type StoredDocSource = Omit<DocSource, 'body'> & { bodyLength: number };

export interface LoadedSource {
  id: string;
  /** The Markdown and MDX it defines, each with its route, for the Markdown stage. */
  entries: DocSource[];
  /** `.md` link targets it defines: file paths (relative to it, and from the site root with a leading `/`) → routes. */
  linkTargets: Map<string, string>;
  /** Problems that do not stop the build (the Markdown warnings of its files, links that loop). */
  warnings: Problem[];
  /** For the next build's load. */
  kept: SourceCache;
  /** The site's `markdown.preprocessor`, as its files' text was read with it (a released body is read back so). */
  preprocess?: (raw: string, file: string) => string;
  /** The site's remark and rehype plugins for its Markdown and MDX (its React pages excepted). */
  markdownPlugins?: MarkdownPlugins;
  /**
   * Its routes as Docusaurus's `@generated/routes` lists them, known from its files before they are parsed (the
   * site's code imports the list while they are): every page it makes, lists and tag pages too. Asked for only
   * when a bundle imports the list.
   */
  generatedRoutes?: () => SourceRoutes;
  /**
   * The data files Docusaurus's plugin of its kind writes to `.docusaurus/`, by their path there, which the site's
   * code imports (a blog's post list): made likewise, when a bundle imports one.
   */
  generatedFiles?: () => ReadonlyMap<string, unknown>;
  /** What Docusaurus's plugin of its kind gives from `loadContent` (a blog's posts), for a site plugin that wraps it. */
  pluginContent?: () => unknown;
  /** Its part of the site, from its entries parsed (in the order of `entries`). */
  assemble(docs: Doc[]): Promise<AssembledSource>;
}

/** A route as a source claims it: `owner` and `at` name where it comes from, should another source claim it too. */
export interface RouteClaim {
  route: Route;
  owner: string;
  /** The doc whose page it is, when `owner` names something else (a plugin's route). */
  file?: string;
  at?: () => SourcePos;
}

export interface AssembledSource {
  /** In the order the site lists them. */
  claims: RouteClaim[];
  sidebars: Sidebars;
  /** The docs it builds pages of: their text is searched, their links and headings checked. */
  docs: Doc[];
  /** What its templates render, by route. */
  render: SourceRenderData;
  /** Category files by folder (a route's slug may come from one). */
  categories: ReadonlyMap<string, CategoryMeta>;
  /** Where its sidebars and routes are set, when not in a doc or category file. */
  routesFile: string;
  /** Problems found while assembling that do not stop the build. */
  warnings: Problem[];
  /** A docs source: the `editUrl` function's answers, checked for the whole site (told once: assembledWarnings). */
  edits?: EditUrls;
  /** A blog's or pages folder's plugin instance (plugin-key.ts): where Docusaurus loads it settles a tie for a path. */
  plugin?: string;
  /** A docs source: the version of its docs instance it is. */
  version?: DocsVersion;
  /** Files it adds to the output besides its pages (a blog's feeds), by output path. */
  files?: Map<string, string>;
  /** Tags it adds to every page's <head> (a blog's feed links), as HTML. */
  head?: string;
  /** Page parts it renders in docsgen's place on every page (the site's theme components), as HTML. */
  slots?: SlotHtml;
  /** The not-found page's title, when the site's own `NotFound` gives one (its `Layout` or `PageMetadata` title). */
  notFoundTitle?: string;
  /**
   * Renders the site's theme parts of its pages (a blog's `BlogPostItem`…) once the site is assembled (`site`: its
   * config as built; `render` renders a parts module): its pages drawn with them, and the files they bring; undefined
   * when the site has none.
   */
  themeParts?(site: SiteConfig, overrides: ThemeOverrides, render: (module: DocSource, draws: PartsDraws) => Promise<RenderedParts>): Promise<{ pages: Map<string, SourcePage>; files: OutputMap; warnings: Problem[] } | undefined>;
}

/** What rendering the site's parts of pages takes from the build (content/theme/parts-render.ts). */
export interface PartsBuild {
  loaded: LoadedConfig;
  overrides: ThemeOverrides;
  routesByPath: ReadonlyMap<string, string>;
  setup?: MarkdownSetup;
  globalData?: Record<string, Record<string, unknown>>;
  /** The islands' URLs from the docs' stage, which bundled every island of the site (mdx/stage.tsx). */
  islands?: Readonly<Record<string, string>>;
}

/** What a parts module draws: every doc page, or the blog's posts and pages. */
export type PartsDraws = { docPages?: DocPartsPage[]; blogParts?: BlogPartsInstance[] };

/** A parts module's HTML by thing, then by part (`head`: its head tags), and the files and problems it brings. */
export interface RenderedParts {
  byThing: Map<number, Record<string, string>>;
  files: OutputMap;
  warnings: Problem[];
}

/** A page a source renders itself (its kind is its own): what changes it, and its main region. */
export interface SourcePage {
  /** Changes whenever what the page shows does (its render key). */
  key: string;
  /** Its main region, and what it adds to the <head> (its `@docusaurus/Head` tags). */
  render(ctx: PageContext): { main: string; keywords?: string[]; head?: string };
}

export interface SourceRenderData {
  docsByRoute: Map<string, Doc>;
  categoriesByRoute: Map<string, CategoryItem>;
  breadcrumbs: Map<string, Crumb[]>;
  pagination: Map<string, { prev?: PageLink; next?: PageLink }>;
  /** Route → the doc's "Edit this page" URL. */
  editUrls: Map<string, string>;
  /** Route → when and by whom the doc last changed. */
  lastUpdated: Map<string, LastUpdate>;
  /** The pages it renders itself, by route. */
  pages?: Map<string, SourcePage>;
  /** Route → the doc's tags (shown at its foot). */
  docTags?: Map<string, Tag[]>;
}
