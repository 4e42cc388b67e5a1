// Data types shared by the generator, the templates and the client.
import type { AnnouncementBar, BlogOptions, PagesOptions, DocsOptions, FooterColumn, HeadTag, Logo, NavItem, NavLink, Severity, SiteConfig } from './config/schema.ts';
import type { Frontmatter } from './content/docs/frontmatter.ts';
import type { Problem, SourcePos } from './errors.ts';
import type { SearchDoc, SearchVersion } from './search/search-doc.ts';

export type { AnnouncementBar, BlogOptions, PagesOptions, DocsOptions, FooterColumn, Frontmatter, HeadTag, Logo, NavItem, NavLink, SearchDoc, SearchVersion, Severity, SiteConfig, SourcePos };

/** A Markdown file found by the content stage, not yet parsed. */
export interface DocSource {
  /** Doc id: path inside the docs folder without extension (`overview/stacks`), or frontmatter `id` in that folder. */
  id: string;
  /** Absolute file path. */
  file: string;
  /** Path relative to the docs folder (`overview/stacks.md`). */
  relPath: string;
  /** What its docs-relative `.md` link targets are prefixed with (versions share paths): they resolve among its own source's docs first. */
  linkScope?: string;
  /** In an instance with several versions: the version it belongs to (search looks in the version being read). */
  searchVersion?: SearchVersion;
  /** Folder path relative to the docs folder (`overview`, or `` at the root). */
  dir: string;
  /** The route (`/docs/overview/stacks`). */
  route: string;
  frontmatter: Frontmatter;
  /** Markdown body (frontmatter removed). */
  body: string;
  /** 1-based line of the body's first line in the file. */
  bodyLine: number;
  /** Whether this doc is its folder's index (`index.md` or named like the folder). */
  isFolderIndex: boolean;
  /** The title when it has none of its own (no frontmatter `title`, no leading `# Heading`): Docusaurus's `baseID`. */
  idTitle?: string;
  /** When a `markdown.preprocessor` changed the text: the written file's title (null: none), Docusaurus's, not the body's H1. */
  writtenTitle?: string | null;
  /** Its description when the frontmatter has none, on a Docusaurus site (markdown/excerpt.ts): its first line of text. */
  excerpt?: string;
  /** The file's text's sha1 (doc-source.ts's hashOf: as written, and as preprocessed if that differs): the cache key. */
  hash: string;
  /** Whether the body uses MDX syntax outside code (mdx/format.ts): read once, kept with the doc in the build cache. */
  mdxSyntax: boolean;
  /** What the build accepts but warns about in the body (an unclosed fence or container…), found once likewise. */
  lint: Problem[];
}

export interface CategoryLink {
  type: 'doc' | 'generated-index';
  id?: string;
  slug?: string;
  title?: string;
  description?: string;
}

export interface CategoryMeta {
  dir: string;
  file?: string;
  label: string;
  position?: number;
  collapsed: boolean;
  collapsible: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
  link?: CategoryLink;
}

export interface Heading {
  depth: number;
  text: string;
  id: string;
  line: number;
  /** Its table-of-contents entry as HTML (inline code, emphasis…), where that is not `text` escaped (markdown/toc-value.ts). */
  html?: string;
}

export interface LinkRef {
  url: string;
  line: number; column: number;
  /** An image's source (`![d](…)`): broken, it follows onBrokenMarkdownImages. */
  image?: true;
  /** A file the doc names by a relative path that is not there (its path from the site folder). */
  missingFile?: string;
  /** A route already (a navbar or footer link): never read as written with the base URL in front. */
  route?: true;
  /** The file it is written in, when not the page's own: an MDX partial the page imports (its line and column). */
  file?: string;
}

/** A doc's HTML where the build keeps it: in memory, or read back from a file when asked. */
export interface DocHtml {
  text(): string;
  /** The same HTML with `change` applied. */
  map(change: (html: string) => string): DocHtml;
  /** Where a pack holds it, unchanged: the build cache names the place instead of copying the text. */
  readonly packed?: PackedText;
}

/** A stretch of a pack file (html-packs.ts). */
export interface PackedText { pack: string; at: number; bytes: number }

/** The Markdown stage's output as the build keeps it: the HTML in its store. */
export interface StoredMarkdown extends Omit<ParsedMarkdown, 'html'> {
  html: DocHtml;
  /** Its elements' ids (doc-html.ts's elementIds), found while the HTML was at hand; absent in older cache entries. */
  elementIds?: string[];
}

/** The structured output of the Markdown stage. */
export interface ParsedMarkdown {
  html: string;
  headings: Heading[]; links: LinkRef[];
  /** Plain text the page opens with (see remark-lead), for its description. */
  lead: string;
  /** The first H1's text, when the body has one. */
  h1?: string;
  /** What the site's MDXContent drew before and after the content in `html`: the content alone is the rest (content-end.ts). */
  frame?: readonly [before: string, after: string];
  /** Tags an MDX doc puts in the page's <head> (`@docusaurus/Head`), as HTML. */
  head?: string;
  /** Plain text by h2/h3 section (see remark-sections), for full-text search. */
  sections: Section[];
  /** With deferred `.md` links: their targets, by marker (remark-links.ts); none once resolved for a doc. */
  mdLinks?: string[];
  /** Files next to the doc that it names (`./img/d.svg`), by marker (remark-links.ts); none once resolved for a doc. */
  assetLinks?: AssetLink[];
  /** An MDX doc's Markdown file: its source's lines `[first, last]` (1-based) and its components' HTML (mdx/markdown-pieces.ts). */
  markdownPieces?: MarkdownPiece[];
}

export type MarkdownPiece = readonly [first: number, last: number] | string;

/** A file a doc names by a relative path, as written. */
export interface AssetLink {
  url: string;
  image?: true;
}

/** A stretch of a page's text: before the first heading (`id` empty), or under one h2/h3 heading. */
export interface Section {
  id: string;
  heading: string;
  text: string;
}

/** A fully parsed doc. */
export interface Doc extends Omit<DocSource, 'body'>, StoredMarkdown {
  /** Its Markdown body, until `build` releases it after the links stage: read it with a `BodyOf` (content/doc-bodies.ts). */
  body?: string;
  title: string;
  sidebarLabel: string;
  description: string;
  /** The site's parts of its page (`DocItem/Footer`…) as HTML, by name (content/theme/doc-parts.ts). */
  parts?: Record<string, string>;
}

/**
 * An entry of a docs sidebar. `drawn`: a link or HTML entry's `<li>` as the site's `DocSidebarItem…` draws it
 * (content/theme/sidebar-items.ts), which the server's tree and the client's use in place of docsgen's;
 * `drawnActive`: a link's as its own page's (in the shared tree file `true`: the HTML is in its current-entries file,
 * client/constants.ts's currentEntriesFile).
 */
export type SidebarItem =
  | {
      type: 'doc'; id: string; label: string; href: string; className?: string; customProps?: Record<string, unknown>;
      /** A `ref` item: a link to the doc that does not make this sidebar the doc's. */
      ref?: true;
      drawn?: string;
      drawnActive?: string;
    }
  | { type: 'link'; label: string; href: string; className?: string; customProps?: Record<string, unknown>; drawn?: string; drawnActive?: string }
  /** Raw HTML in the sidebar (Docusaurus `type: 'html'`); `defaultStyle` gives it an entry's padding. */
  | { type: 'html'; value: string; defaultStyle?: boolean; className?: string; customProps?: Record<string, unknown>; drawn?: string }
  | {
      type: 'category';
      label: string;
      /** Route of the category's own page (a doc or a generated index), if any. */
      href?: string;
      collapsed: boolean;
      collapsible: boolean;
      items: SidebarItem[];
      /** Stable key used by the client to find the category in the shared tree. */
      key: string;
      /** Title and description of the category's generated index page. */
      indexTitle?: string;
      indexDescription?: string;
      /** Its generated index's cards as the site's DocCardList or DocCard draws them (content/theme/sidebar-docs.ts). */
      cards?: string;
      /**
       * The category as the site's `DocSidebarItem/Category` draws it open and closed (content/theme/sidebar-items.ts),
       * ITEMS_MARKER where docsgen's list of its entries goes.
       */
      drawnOpen?: string;
      drawnClosed?: string;
      /**
       * Open as a page inside it sees it, and as its own page's, where they differ from `drawnOpen` (and the other):
       * the server's tree shows them on those pages; in the shared tree file `true` (the HTML is in its
       * current-entries file, keyed `<key>:trail`, `<key>:own`); the two closed (by the reader, on such a page), `…-closed`.
       */
      drawnTrail?: string;
      drawnOwn?: string;
      drawnTrailClosed?: string;
      drawnOwnClosed?: string;
      className?: string;
      customProps?: Record<string, unknown>;
    };

export interface PageLink {
  title: string;
  href: string;
}

export interface Crumb {
  label: string;
  href?: string;
}

export type RouteKind = 'home' | 'doc' | 'generated-index' | 'not-found' | 'blog' | 'page' | 'search';

/** A tag of blog posts or docs. */
export interface Tag {
  label: string;
  /** The tag's page. */
  permalink: string;
  description?: string;
}

export interface Route {
  path: string;
  kind: RouteKind;
  title: string;
  description: string;
  /** Doc id (for doc routes), category key (for generated indexes). */
  ref?: string;
  /** Left out of the sitemap and marked noindex. */
  unlisted?: boolean;
  /** The sidebar the page shows (see sidebarOfRoutes); none for a doc no sidebar lists. */
  sidebar?: string;
  /** The content source it comes from (a docs version's pages know their version by it). */
  source?: string;
  /** Its own social card (frontmatter `image`). */
  image?: string;
  /** The site's own plugin whose `addRoute` made it… */
  plugin?: { name: string; id: string };
  /** …the component it names (a page of the site's own: `@site/src/pages/x.tsx`), for postBuild, and its `priority` (route-order.ts). */
  component?: string;
  priority?: number;
}

/** A docs instance's version as the client reads it (the spec's): `current` the unreleased folder ("Next"), others the versions file's. */
export interface DocsVersion {
  /** The docs instance (`default` for the main docs). */
  pluginId: string;
  name: string;
  label: string;
  /** The version at the docs route itself (Docusaurus's `lastVersion`). */
  isLast: boolean;
  /** Its route base: `/docs` for the last version, `/docs/next`, `/docs/29.7`. */
  path: string;
  mainDocId: string;
  /** Its docs: id, route and the sidebar that lists it. */
  docs: { id: string; path: string; sidebar?: string }[];
  /** Its sidebars by name, each with the page it opens on. */
  sidebars: Record<string, { link?: { path: string; label: string } }>;
  /** The banner its pages show: the docs of a version not yet released, or no longer maintained. */
  banner?: 'unreleased' | 'unmaintained';
  /** Whether its pages show a "Version: …" badge. */
  badge: boolean;
  className?: string;
  noIndex?: boolean;
}

/** What client navigation needs to show a route without a full load (`<route>/page-data.json`). */
export interface PageData {
  path: string;
  title: string;
  /** The rendered contents of <head>. */
  head: string;
  /** The rendered contents of <main>. */
  main: string;
  /** What the page is: with `sidebar`, which layout the client puts <main> in. */
  kind: Route['kind'];
  /** Whether the page has a docs sidebar beside <main> (docs and category pages a sidebar lists) or <main> alone. */
  sidebar: boolean;
  /** With `sidebar`: the URL of that sidebar's tree file (a site may have several sidebars). */
  sidebarTree?: string;
  /** For client navigation from a page without a sidebar (client/layout.ts): the sidebar's contents with the site's `DocSidebar…` wrappers, its nav empty. */
  sidebarFrame?: string;
  /** Or the docs wrapper the site's `DocRoot/Layout…` parts draw, its nav and main empty. */
  docsFrame?: string;
  /** Keys of the sidebar categories holding the page, outermost first. */
  trail: string[];
  /** The page's <html> class names (output/html-class.ts). */
  htmlClass?: string;
  /** The HTML of the parts the page draws for itself (navbar parts, Footer, Root's additions), in the page's order (output/page-navbar.ts). */
  navbar?: string[];
  /** The same of what the site's sidebar wrappers draw before and after the sidebar, where they read the page (output/page-navbar.ts). */
  sidebarParts?: string[];
}

/** Output path (relative to the output root, `/`-separated) → contents. */
export type OutputMap = Map<string, string | Uint8Array>;

