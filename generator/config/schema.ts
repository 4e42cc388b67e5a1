// The config's shape, defaults next to the fields. Strict objects: an unknown key is an error.
import * as z from 'zod';
import { SEARCH_MAX_RESULTS } from '../../client/constants.ts';
import { blogOptions } from './blog-schema.ts';
import { attribute, attributeName, headTag } from './head-schema.ts';
import { sitemapOptions } from './sitemap-schema.ts';
import { i18nKeys } from './i18n-schema.ts';
import { navLink } from './nav-link-schema.ts';
import { liveCodeBlockOptions, markdownOptions, markdownPlugins, mermaidOptions, prismOptions } from './markdown-schema.ts';

const position = z.enum(['left', 'right']).optional();


/**
 * A navbar item: a link (no `type`), or one of Docusaurus's other item types. A `docsVersionDropdown` lists the
 * versions of a docs instance (each link goes to the page being read in that version), `docsVersion` links to the
 * version being read (or the latest), `search` places the search box, `localeDropdown` shows the locale, `custom`
 * is a Docusaurus `custom-<name>` item drawn by the site's `src/theme/NavbarItem/ComponentTypes` with its `props`.
 */
const navItem = z.union([
  navLink,
  // `to`: its label is a link to that page too (Docusaurus's dropdown with a `to`).
  z.strictObject({ type: z.literal('dropdown'), label: z.string(), to: z.string().optional(), items: z.array(navLink), position }),
  z.strictObject({
    type: z.literal('docsVersionDropdown'), docsPluginId: z.string().optional(), position,
    dropdownItemsBefore: z.array(navLink).default([]), dropdownItemsAfter: z.array(navLink).default([]),
  }),
  z.strictObject({ type: z.literal('docsVersion'), label: z.string().optional(), docsPluginId: z.string().optional(), position }),
  z.strictObject({ type: z.literal('search'), position }),
  z.strictObject({ type: z.literal('localeDropdown'), position, dropdownItemsBefore: z.array(navLink).default([]), dropdownItemsAfter: z.array(navLink).default([]) }),
  z.strictObject({ type: z.literal('custom'), name: z.string().regex(/^custom-/), props: z.record(z.string(), z.unknown()).default({}), position }),
]);

/** One version's options (Docusaurus's `versions.<name>`): `current` names the unreleased docs folder. */
const versionOptions = z.strictObject({
  label: z.string().optional(),
  /** The version's path under the docs route (the latest version's is empty, the current one's `next`). */
  path: z.string().regex(/^[a-z0-9\-_.]*$/i).optional(),
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
  badge: z.boolean().optional(),
  className: z.string().optional(),
  noIndex: z.boolean().optional(),
});

/** A docs instance: a folder of docs at a route, with its sidebars and versions (Docusaurus's plugin-content-docs). */
const docsOptions = {
  ...markdownPlugins,
  /** Defaults to `docs`, or `content/docs` when only that exists (see withDefaults in load.ts). */
  path: z.string().optional(),
  routeBasePath: z.string().regex(/^[a-z0-9\-_/]*$/i).default('docs'),
  editUrl: z.union([z.string(), z.custom<EditUrlFunction>((v) => typeof v === 'function', 'a string or a function')]).optional(),
  /** Edit links of every version point at the current docs folder. */
  editCurrentVersion: z.boolean().default(false),
  /** A string `editUrl` names another locale's own copy of a doc (under `i18n/<locale>/`) in its folder, not the docs folder. */
  editLocalizedFiles: z.boolean().default(false),
  showLastUpdate: z.boolean().default(false), showLastUpdateAuthor: z.boolean().default(false),
  /** Docusaurus's rules (on for its configs): `titleFromId` titles a doc with no frontmatter `title` or leading `# Heading` by its id's last part (else an error); `firstLineDescription` describes one with no `description` by its first line of text (else its first paragraph); `numberPrefixParser` (Docusaurus's option) `false` keeps number prefixes, a function parses them; `frontmatterTypos` (off for its configs, whose schemas take any key) warns of an unknown frontmatter key a letter or two from a known one. */
  titleFromId: z.boolean().default(false), firstLineDescription: z.boolean().default(false), frontmatterTypos: z.boolean().default(true), numberPrefixParser: z.union([z.literal(false), z.custom<(name: string) => unknown>((v) => typeof v === 'function', 'a function')]).optional(),
  /** `false`: its pages show no breadcrumbs (Docusaurus's option); search results keep their sidebar trail. */
  breadcrumbs: z.boolean().default(true),
  /** Whether categories fold, and start folded (Docusaurus's options), where a category does not say itself. */
  sidebarCollapsible: z.boolean().default(true),
  sidebarCollapsed: z.boolean().default(true),
  /** `false`: no sidebar at all (Docusaurus's option); absent: generated from the folders (by `sidebarItemsGenerator`, Docusaurus's function, when set). */
  sidebarPath: z.union([z.string(), z.literal(false)]).optional(), sidebarItemsGenerator: z.custom<(args: Record<string, unknown>) => unknown>((v) => typeof v === 'function', 'a function').optional(),
  /** Globs of the docs folder's files that are docs (default every `.md`/`.mdx`). */
  include: z.array(z.string()).optional(),
  /** Globs of files in the docs folder that are not docs (Docusaurus's defaults when absent; `_` partials always). */
  exclude: z.array(z.string()).optional(),
  /** The tags file, relative to each version's docs folder (`false`: none); docs' frontmatter `tags` name its keys. */
  tags: z.union([z.string(), z.literal(false)]).default('tags.yml'),
  /** A tag a doc gives that the tags file lacks. */
  onInlineTags: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  // Versions beside the config: `versions.json` (`<id>_versions.json`), `versioned_docs/`, `versioned_sidebars/`.
  /** The version at the docs route itself (default: the newest in the versions file, else `current`). */
  lastVersion: z.string().optional(),
  includeCurrentVersion: z.boolean().default(true),
  onlyIncludeVersions: z.array(z.string()).optional(),
  /** Build the docs folder alone, whatever the versions file lists. */
  disableVersioning: z.boolean().default(false),
  versions: z.record(z.string(), versionOptions).default({}),
};

/** The pages plugin's options (one instance's). */
const pagesOptions = {
  ...markdownPlugins,
  path: z.string().default('src/pages'),
  routeBasePath: z.string().regex(/^[a-z0-9\-_/]*$/i).default(''),
  include: z.array(z.string()).default(['**/*.{js,jsx,ts,tsx,md,mdx}']),
  exclude: z.array(z.string()).optional(),
  /** A Markdown page's "Edit this page" link: a prefix its path from the site's folder is appended to, or a function. */
  editUrl: z.union([z.string(), z.custom<PagesEditUrlFunction>((v) => typeof v === 'function', 'a string or a function')]).optional(),
  /** A string `editUrl` names a locale's own copy of a page (under `i18n/<locale>/`) in its folder, not the pages folder. */
  editLocalizedFiles: z.boolean().default(false),
  /** A Markdown page's "Last updated on …" and "by …" (its file's last commit), as the docs'. */
  showLastUpdateTime: z.boolean().default(false), showLastUpdateAuthor: z.boolean().default(false),
};

/** A Docusaurus site's own plugin, called (docusaurus/site-plugins.ts): its name, its id and the methods docsgen runs. */
export interface SitePlugin {
  name: string; id: string;
  /** What a Docusaurus config's plugin was called with (its LoadContext: siteDir, siteConfig, outDir, baseUrl, …). */
  context?: Record<string, unknown>;
  loadContent?: () => unknown;
  contentLoaded?: (args: { content: unknown; actions: Record<string, unknown>; allContent: Record<string, unknown> }) => unknown;
  allContentLoaded?: SitePlugin['contentLoaded']; // once every plugin's contentLoaded ran, allContent with the docs'
  injectHtmlTags?: (args: { content: unknown }) => unknown;
  postBuild?: (args: Record<string, unknown>) => unknown;
  getPathsToWatch?: () => unknown; // files and globs `docsgen serve` watches for the plugin
  /** The folder of its theme components (`getThemePath()`, absolute): each is `@theme/<Name>` below the site's src/theme. */
  themePath?: string;
}

/** The pages plugin's `editUrl` function: the edit link of one Markdown page. */
export type PagesEditUrlFunction = (args: { pagesDirPath: string; pagesPath: string; permalink: string; locale: string }) => string | undefined;

/** Docusaurus's `editUrl` function: the edit link of one doc. */
export type EditUrlFunction = (args: { version: string; versionDocsDirPath: string; docPath: string; permalink: string; locale: string }) => string | undefined;

const logo = z.strictObject({
  alt: z.string(),
  src: z.string(),
  srcDark: z.string().optional(),
  href: z.string().optional(),
  target: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
});

/** What a broken link does: nothing, a line in the build log, a warning, or a failed build. */
const severity = z.enum(['ignore', 'log', 'warn', 'throw']);

export const configSchema = z.strictObject({
  title: z.string().min(1), tagline: z.string().default(''), ...i18nKeys,
  /** Between a page's title and the site's in <title>. */
  titleDelimiter: z.string().default('|'),
  /** Asks search engines not to index any page (every page says `noindex, nofollow`; no sitemap is written). */
  noIndex: z.boolean().default(false),
  /** sitemap.xml: its name, the routes left out, `changefreq` and `priority`; `false`: none. */
  sitemap: sitemapOptions,
  /** The site's address; a path after the host (Docusaurus accepts one, warning) starts every absolute URL too. */
  url: z.string().regex(/^https?:\/\/[^/?#]+(?:\/[^?#]*[^/?#])?$/, 'a URL like https://example.com (no trailing slash, query or hash)'),
  baseUrl: z.string().regex(/^\/(.*\/)?$/, 'a path starting and ending with "/"').default('/'),
  trailingSlash: z.boolean().optional(),
  locale: z.string().default('en'),
  /** `<html lang>` (default: the locale) and the text direction (default: the locale's, as Docusaurus infers it). */
  htmlLang: z.string().optional(),
  direction: z.enum(['ltr', 'rtl']).optional(),
  favicon: z.string().optional(),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('light'),
      disableSwitch: z.boolean().default(false),
      respectPrefersColorScheme: z.boolean().default(false),
    })
    .prefault({}),
  navbar: z
    .strictObject({
      /** Defaults to the site's `title` (see withDefaults in load.ts); '' shows none. */
      title: z.string().optional(),
      logo: logo.optional(),
      items: z.array(navItem).default([]),
      /** `dark`: a dark navbar in both colour modes; `primary`: the primary colour. */
      style: z.enum(['dark', 'primary']).optional(),
      hideOnScroll: z.boolean().default(false),
      /** Which links are current (client/nav-current.ts): the one standing for the page's section, or each by its own target (Docusaurus's). */
      currentLinks: z.enum(['section', 'each']).default('section'),
      itemSources: z.array(z.number().int()).optional(), // From a Docusaurus config: each item's index in its `navbar.items`.
    }).prefault({}),
  footer: z
    .strictObject({
      /**
       * Columns of links, or (Docusaurus's "simple" footer) a flat list of links shown as one row: taken as a
       * single `row` column, as Docusaurus tells the two apart by whether the first entry has a `title`.
       */
      links: z.preprocess(
        (v) => (Array.isArray(v) && v.length && v[0] && typeof v[0] === 'object' && !('title' in v[0]) && !('items' in v[0]) ? [{ title: '', items: v, row: true }] : v),
        z.array(z.strictObject({ title: z.string(), items: z.array(navLink), row: z.literal(true).optional() })),
      ).default([]),
      logo: logo.optional(),
      copyright: z.string().default(''),
      /** Docusaurus's footer styles: `light` is a light band in light mode; unset (or `dark`), docsgen's dark band. */
      style: z.enum(['dark', 'light']).optional(),
    })
    .prefault({}),
  docs: z.strictObject(docsOptions).prefault({}),
  /** More docs instances, each with its own id (used in its versions files' names and by `docsPluginId`). */
  docsInstances: z.array(z.strictObject({ ...docsOptions, id: z.string().regex(/^[a-zA-Z0-9_-]+$/, 'letters, digits, "_" and "-"'), path: z.string() })).default([]),
  /** The site's own pages (Docusaurus's plugin-content-pages), when set: React components, Markdown and MDX. */
  pages: z.strictObject(pagesOptions).optional(),
  /** More pages folders (more plugin-content-pages instances), each with its own id. */
  pagesInstances: z.array(z.strictObject({ ...pagesOptions, id: z.string().regex(/^[a-zA-Z0-9_-]+$/, 'letters, digits, "_" and "-"') })).default([]),
  /** A blog (Docusaurus's plugin-content-blog), when set. */
  blog: blogOptions.optional(),
  /** More blogs (more plugin-content-blog instances), each with its own id, folder and route. */
  blogInstances: z.array(blogOptions.extend({ id: z.string().regex(/^[a-zA-Z0-9_-]+$/, 'letters, digits, "_" and "-"') })).default([]),
  homePage: z.string().optional(),
  /** Stylesheets added after the theme's (relative to the config file); Infima colour variables in them recolour the theme. */
  customCss: z.array(z.string()).optional(),
  infima: z.boolean().default(false), // Infima's classes for a site's own markup (docusaurus/infima-classes.ts)
  staticDir: z.union([z.string(), z.array(z.string()).min(1)]).optional(), // several: the first holding a path serves it
  // What every page's <head> loads besides docsgen's own (Docusaurus's keys of the same names).
  /** Stylesheet URLs, or their `<link>` attributes (`href` and any other). */
  stylesheets: z.array(z.union([z.string(), z.record(attributeName, attribute).refine((a) => typeof a.href === 'string', 'a stylesheet object needs its `href`')])).default([]),
  /** Script URLs, or their `<script>` attributes (`src`, `async`, `defer` and any other). */
  scripts: z.array(z.union([z.string(), z.record(attributeName, attribute).refine((a) => typeof a.src === 'string', 'a script object needs its `src`')])).default([]),
  headTags: z.array(headTag).default([]),
  /** Modules (relative to the config file) bundled and run on every page, and again after each client navigation. */
  clientModules: z.array(z.string()).default([]),
  /** `<meta>` tags of every page (`{name|property, content}`). */
  metadata: z.array(z.record(z.string(), z.string())).default([]),
  /** The heading levels tables of contents show (a page's `toc_min/max_heading_level` override them). */
  tableOfContents: z.strictObject({
    minHeadingLevel: z.number().int().min(2).max(6).default(2),
    maxHeadingLevel: z.number().int().min(2).max(6).default(3),
  }).prefault({}),
  /** SVGR's options for SVG files imported as components, over docsgen's (Docusaurus's preset `svgr.svgrConfig`). */
  svgrConfig: z.record(z.string(), z.unknown()).optional(),
  /** Import prefixes of the site's code → the folder or file they name (relative to the config file), as webpack's `resolve.alias`. */
  moduleAliases: z.record(z.string().min(1), z.string()).default({}),
  /** Values the site's own components read (`useDocusaurusContext().siteConfig.customFields`). */
  customFields: z.record(z.string(), z.unknown()).default({}),
  /** A Docusaurus config's `themeConfig` as data, for the site's theme overrides (`useThemeConfig`). */
  themeConfig: z.record(z.string(), z.unknown()).default({}),
  /** The rest of a Docusaurus config as data (functions left out): `siteConfig` as the site's theme overrides read it. */
  siteConfigData: z.record(z.string(), z.unknown()).default({}),
  /** Redirect pages (Docusaurus's plugin-client-redirects): old paths that send readers to pages of the site. */
  /** A Docusaurus site's own plugins, called (docusaurus/site-plugins.ts): their content methods run at build. */
  plugins: z.array(z.custom<SitePlugin>((v) => typeof v === 'object' && v !== null && typeof (v as SitePlugin).name === 'string', 'a called plugin')).default([]),
  clientRedirects: z.strictObject({
    redirects: z.array(z.strictObject({ from: z.union([z.string(), z.array(z.string())]), to: z.string() })).default([]),
    /** A page's path → the old paths that lead to it. */
    createRedirects: z.custom<(path: string) => string | string[] | undefined | null>((v) => typeof v === 'function', 'a function').optional(),
    /** `['html']`: `/x.html` leads to `/x`. */
    fromExtensions: z.array(z.string().regex(/^[a-z0-9]+$/i)).default([]),
    /** `['html']`: `/x` leads to `/x.html`. */
    toExtensions: z.array(z.string().regex(/^[a-z0-9]+$/i)).default([]),
  }).optional(),
  /** The social card image (a static-folder path or a URL): `og:image` and `twitter:image`. */
  image: z.string().optional(),
  announcementBar: z
    .strictObject({
      id: z.string(),
      content: z.string(),
      backgroundColor: z.string().optional(),
      textColor: z.string().optional(),
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  search: z.strictObject({
    maxResults: z.number().int().min(1).max(50).default(SEARCH_MAX_RESULTS),
    /** Which content is searched (a Docusaurus search plugin's `indexDocs`, `indexBlog`, `indexPages`). */
    index: z.strictObject({ docs: z.boolean().default(true), blog: z.boolean().default(true), pages: z.boolean().default(true) }).prefault({}),
    /** Pages left out of the search, by route after the base URL: globs (`docs/changelog/**`) or regular expressions. */
  exclude: z.array(z.union([z.string().min(1), z.instanceof(RegExp)])).default([]),
    /** A result's page marks the words searched (easyops' `highlightSearchTermsOnTargetPage`). */
    highlightTerms: z.boolean().default(false),
  }).prefault({}),
  baseUrlIssueBanner: z.boolean().default(true),
  // Docusaurus's settings and defaults: a missing page fails the build, a missing anchor or .md target warns.
  onBrokenLinks: severity.default('throw'),
  onBrokenAnchors: severity.default('warn'),
  onBrokenMarkdownLinks: severity.default('warn'),
  /** Two pages at one path; docsgen's sites fail (Docusaurus's default, 'warn', is set for its configs). */
  onDuplicateRoutes: severity.default('throw'),
  /** An image's source that is no file (Docusaurus's `markdown.hooks.onBrokenMarkdownImages`); unset: onBrokenLinks. */
  onBrokenMarkdownImages: severity.optional(),
  markdown: markdownOptions,
  mermaid: mermaidOptions,
  prism: prismOptions,
  /** Set: ```` ```jsx live ```` blocks are playgrounds (the site's `react-live`, loaded only by pages that have one). */
  liveCodeBlock: liveCodeBlockOptions.optional(),
});

/** What a config file may contain (defaults make most keys optional). */
export type UserConfig = z.input<typeof configSchema>;

type ParsedConfig = z.output<typeof configSchema>;

/** The config as the build reads it: parsed, and the defaults that depend on other keys filled in (load.ts). */
export type SiteConfig = Omit<ParsedConfig, 'navbar' | 'docs' | 'htmlLang' | 'direction'> & {
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  navbar: ParsedConfig['navbar'] & { title: string };
  docs: ParsedConfig['docs'] & { path: string };
};
export type NavLink = z.output<typeof navLink>;
export type HeadTag = z.output<typeof headTag>;
/** A blog's options; `id` for a blog instance other than the preset's (`blogInstances`). */
export type BlogOptions = z.output<typeof blogOptions> & { id?: string };
export type { MarkdownPlugins } from './markdown-schema.ts';
export type PagesOptions = NonNullable<z.output<typeof configSchema>['pages']>;
export type NavItem = z.output<typeof navItem>;
export type VersionOptions = z.output<typeof versionOptions>;
/** One docs instance's options (the main docs' have the id `default`). */
export type DocsOptions = SiteConfig['docs'] & { id: string };
export type FooterColumn = SiteConfig['footer']['links'][number];
export type Logo = z.output<typeof logo>;
export type AnnouncementBar = NonNullable<SiteConfig['announcementBar']>;
export type Severity = z.output<typeof severity>;
