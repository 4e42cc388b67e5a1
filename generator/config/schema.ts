// The config's shape, defaults next to the fields. Strict objects: an unknown key is an error.
import * as z from 'zod';
import { SEARCH_MAX_RESULTS } from '../../client/constants.ts';

const navLink = z
  .strictObject({
    label: z.string().optional(),
    to: z.string().optional(),
    href: z.string().optional(),
    /** A doc by id, or a sidebar by name (its first page): turned into `to` once the docs are read. */
    docId: z.string().optional(),
    sidebarId: z.string().optional(),
    /** Markup shown as it is instead of a link (Docusaurus's `html` items). */
    html: z.string().optional(),
    position: z.enum(['left', 'right']).optional(),
  })
  .refine((l) => [l.to, l.href, l.docId, l.sidebarId, l.html].filter((v) => v !== undefined).length === 1, {
    message: 'a link needs exactly one of `to` (a page of this site, e.g. "/docs/intro"), `href` (an external URL), `docId`, `sidebarId` or `html` (markup shown as it is)',
  })
  .refine((l) => l.html !== undefined || l.label !== undefined, { message: 'a link needs a `label`' })
  .transform((l) => ({ ...l, label: l.label ?? '' }));

/** Docusaurus's `editUrl` function: the edit link of one doc. */
export type EditUrlFunction = (args: { version: string; versionDocsDirPath: string; docPath: string; permalink: string; locale: string }) => string | undefined;

const logo = z.strictObject({
  alt: z.string(),
  src: z.string(),
  srcDark: z.string().optional(),
  href: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
});

/** What a broken link does: nothing, a line in the build log, a warning, or a failed build. */
const severity = z.enum(['ignore', 'log', 'warn', 'throw']);

export const configSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().default(''),
  url: z.string().regex(/^https?:\/\/[^/]+$/, 'an origin like https://example.com (no path, no trailing slash)'),
  baseUrl: z.string().regex(/^\/(.*\/)?$/, 'a path starting and ending with "/"').default('/'),
  trailingSlash: z.boolean().optional(),
  locale: z.string().default('en'),
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
      items: z.array(navLink).default([]),
      hideOnScroll: z.boolean().default(false),
    })
    .prefault({}),
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
    })
    .prefault({}),
  docs: z
    .strictObject({
      /** Defaults to `docs`, or `content/docs` when only that exists (see withDefaults in load.ts). */
      path: z.string().optional(),
      routeBasePath: z.string().regex(/^[a-z0-9\-_/]*$/i).default('docs'),
      editUrl: z.union([z.string(), z.custom<EditUrlFunction>((v) => typeof v === 'function', 'a string or a function')]).optional(),
      showLastUpdate: z.boolean().default(false),
      /** `false`: no sidebar at all (Docusaurus's option); absent: generated from the folders. */
      sidebarPath: z.union([z.string(), z.literal(false)]).optional(),
      /** Globs of the docs folder's files that are docs (default every `.md`/`.mdx`). */
      include: z.array(z.string()).optional(),
      /** Globs of files in the docs folder that are not docs (Docusaurus's defaults when absent; `_` partials always). */
      exclude: z.array(z.string()).optional(),
    })
    .prefault({}),
  homePage: z.string().optional(),
  /** Stylesheets added after the theme's (relative to the config file); Infima colour variables in them recolour the theme. */
  customCss: z.array(z.string()).optional(),
  staticDir: z.string().optional(),
  announcementBar: z
    .strictObject({
      id: z.string(),
      content: z.string(),
      backgroundColor: z.string().optional(),
      textColor: z.string().optional(),
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  search: z.strictObject({ maxResults: z.number().int().min(1).max(50).default(SEARCH_MAX_RESULTS) }).prefault({}),
  baseUrlIssueBanner: z.boolean().default(true),
  // Docusaurus's settings and defaults: a missing page fails the build, a missing anchor or .md target warns.
  onBrokenLinks: severity.default('throw'),
  onBrokenAnchors: severity.default('warn'),
  onBrokenMarkdownLinks: severity.default('warn'),
  markdown: z.strictObject({ format: z.enum(['mdx', 'md', 'detect']).default('mdx') }).prefault({}),
});

/** What a config file may contain (defaults make most keys optional). */
export type UserConfig = z.input<typeof configSchema>;

type ParsedConfig = z.output<typeof configSchema>;

/** The config as the build reads it: parsed, and the defaults that depend on other keys filled in (load.ts). */
export type SiteConfig = Omit<ParsedConfig, 'navbar' | 'docs'> & {
  navbar: ParsedConfig['navbar'] & { title: string };
  docs: ParsedConfig['docs'] & { path: string };
};
export type NavLink = z.output<typeof navLink>;
export type FooterColumn = SiteConfig['footer']['links'][number];
export type Logo = z.output<typeof logo>;
export type AnnouncementBar = NonNullable<SiteConfig['announcementBar']>;
export type Severity = z.output<typeof severity>;
