// The Docusaurus plugins docsgen builds, as docsgen options: a docs plugin's (the classic preset's `docs`, or a
// `@docusaurus/plugin-content-docs` entry of `plugins`, one per docs instance: folder, route, sidebars, edit links,
// versions), the blog's (the preset's `blog`, or a `@docusaurus/plugin-content-blog` entry),
// `@docusaurus/plugin-client-redirects`' and `docusaurus-plugin-module-alias`'.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { UserConfig } from '../config/schema.ts';
import { keyPosition } from '../content/key-position.ts';
import { fail } from '../errors.ts';
import { stubbedModule } from './stubs.ts';
import { SASS_PLUGIN } from './sass.ts';
import { arr, obj, pick, str, type Obj } from '../values.ts';
import { MARKDOWN_PLUGIN_KEYS } from './markdown-plugins.ts';
import { DEFAULT_DOCS_ID } from '../../client/constants.ts';
import { ADMONITION_KINDS } from '../../templates/theme/admonition-kinds.ts';

type DocsInput = NonNullable<UserConfig['docs']>;
type InstanceInput = NonNullable<UserConfig['docsInstances']>[number];

export const DOCS_PLUGIN = /(^|[/@-])(plugin-)?content-docs$/;
const REDIRECTS_PLUGIN = /(^|[/@-])(plugin-)?client-redirects$/;
export const BLOG_PLUGIN = /(^|[/@-])(plugin-)?content-blog$/;
export const PAGES_PLUGIN = /(^|[/@-])(plugin-)?content-pages$/;
const MODULE_ALIAS_PLUGIN = /(^|[/@-])plugin-module-alias$/;
const SITEMAP_PLUGIN = /(^|[/@-])plugin-sitemap$|^sitemap$/;
const SVGR_PLUGIN = /(^|[/@-])plugin-svgr$/;

/**
 * The name a `plugins` entry gives (`['name', options]`, `'name'`, a function or a module path); a stand-in for a
 * module the config could not load is named by that module.
 */
export function pluginName(entry: unknown): string | undefined {
  const name: unknown = Array.isArray(entry) ? entry[0] : entry;
  if (typeof name === 'string') return name;
  return stubbedModule(name) ?? (typeof name === 'function' && typeof name.name === 'string' && name.name ? name.name : undefined);
}

/**
 * The `plugins` entries docsgen builds: docs and blog instances (the main one has no id, or `default`) and the client
 * redirects; the rest.
 */
export function pluginEntries(plugins: unknown): { main?: Obj; more: Obj[]; redirects?: Obj; blog?: Obj; blogs: Obj[]; pages?: Obj; pagesMore: Obj[]; sitemap?: Obj; svgr?: Obj; sass?: Obj; aliases: Obj[]; rest: unknown[] } {
  const aliases: Obj[] = [];
  const more: Obj[] = [];
  const blogs: Obj[] = [];
  const pagesMore: Obj[] = [];
  const rest: unknown[] = [];
  let main: Obj | undefined;
  let redirects: Obj | undefined;
  let blog: Obj | undefined;
  let pages: Obj | undefined;
  let sitemap: Obj | undefined;
  let svgr: Obj | undefined;
  let sass: Obj | undefined;
  for (const entry of arr(plugins)) {
    const name = pluginName(entry)?.replace(/\/(lib\/)?(index\.js)?$/, '');
    const options = obj(Array.isArray(entry) ? entry[1] : undefined);
    const mainInstance = str(options.id) === undefined || options.id === DEFAULT_DOCS_ID;
    // Sass files are compiled whenever the site has a Sass compiler; the plugin's options say which (sass.ts).
    if (name && SASS_PLUGIN.test(name)) sass = options;
    else if (name && MODULE_ALIAS_PLUGIN.test(name)) aliases.push(obj(options.alias));
    else if (name && REDIRECTS_PLUGIN.test(name)) redirects = options;
    else if (name && SITEMAP_PLUGIN.test(name)) sitemap = options;
    else if (name && SVGR_PLUGIN.test(name)) svgr = options;
    else if (name && BLOG_PLUGIN.test(name) && mainInstance && !blog) blog = options;
    else if (name && BLOG_PLUGIN.test(name) && !mainInstance) blogs.push(options);
    else if (name && PAGES_PLUGIN.test(name) && mainInstance && !pages) pages = options;
    else if (name && PAGES_PLUGIN.test(name) && !mainInstance) pagesMore.push(options);
    else if (!name || !DOCS_PLUGIN.test(name)) rest.push(entry);
    else if (mainInstance) main = options;
    else more.push(options);
  }
  return { ...(main ? { main } : {}), more, ...(redirects ? { redirects } : {}), ...(blog ? { blog } : {}), blogs, ...(pages ? { pages } : {}), pagesMore, ...(sitemap ? { sitemap } : {}), ...(svgr ? { svgr } : {}), ...(sass ? { sass } : {}), aliases, rest };
}

/**
 * A local plugin wrapping `@docusaurus/plugin-content-blog` (the "recent posts on the home page" recipe: its module
 * requires the blog plugin and returns it with a hook added) where the preset has no blog: its options are the
 * blog's, which docsgen builds; the plugin itself stays among the entries, run as the site's (its `contentLoaded`
 * gets the blog's content: blog-plugin-stand-in.ts). Undefined when there is none.
 */
export function blogWrapper(entries: unknown[], root: string): { options: Obj } | undefined {
  const found = entries.find((e) => /^\.{1,2}\//.test(pluginName(e) ?? '') && blogWrapperFile(path.resolve(root, pluginName(e)!)) !== undefined);
  return found === undefined ? undefined : { options: obj(Array.isArray(found) ? found[1] : undefined) };
}

/** The module file of a local plugin (`file`, the path its entry gives) when it requires `@docusaurus/plugin-content-blog`. */
export function blogWrapperFile(file: string): string | undefined {
  for (const f of [file, ...['.js', '.cjs', '.mjs', '.ts'].map((e) => file + e), path.join(file, 'index.js')]) {
    try {
      return /["']@docusaurus\/plugin-content-blog["']/.test(readFileSync(f, 'utf8')) ? f : undefined;
    } catch {
      // Not this name (or a folder): the next.
    }
  }
  return undefined;
}

const BLOG_KEYS = ['routeBasePath', 'blogTitle', 'blogDescription', 'blogSidebarTitle', 'blogSidebarCount', 'postsPerPage', 'showReadingTime',
  'showLastUpdateTime', 'showLastUpdateAuthor',
  'authorsMapPath', 'tags', 'onInlineTags', 'onInlineAuthors', 'onUntruncatedBlogPosts', 'truncateMarker', 'editUrl', 'editLocalizedFiles', 'include', 'exclude', 'archiveBasePath',
  'pageBasePath', 'tagsBasePath', 'authorsBasePath', 'sortPosts'];

const FEED_KEYS = ['type', 'title', 'description', 'copyright', 'language', 'limit', 'xslt', 'createFeedItems'];

/** The blog plugin's options; those docsgen does not read are named in `notBuilt`. */
export function blogOptionsOf(blog: Obj, siteRel: (p: string) => string, notBuilt: string[]): NonNullable<UserConfig['blog']> {
  const feed = obj(blog.feedOptions);
  const unread = [
    ...Object.keys(blog).filter((k) => ![...BLOG_KEYS, ...MARKDOWN_PLUGIN_KEYS, 'path', 'feedOptions', 'id', 'admonitions'].includes(k) && blog[k] !== undefined),
    ...Object.keys(feed).filter((k) => !FEED_KEYS.includes(k) && feed[k] !== undefined && feed[k] !== false).map((k) => `feedOptions.${k}`),
  ];
  if (unread.length) notBuilt.push(`blog options ${unread.join(', ')}`);
  return {
    path: siteRel(str(blog.path) ?? 'blog'),
    ...pick(blog, BLOG_KEYS),
    ...(blog.feedOptions ? { feedOptions: pick(feed, FEED_KEYS) } : {}),
  } as NonNullable<UserConfig['blog']>;
}

const DOCS_KEYS = ['id', 'path', 'routeBasePath', 'sidebarPath', 'editUrl', 'showLastUpdateTime', 'showLastUpdateAuthor', 'breadcrumbs', 'sidebarCollapsible', 'sidebarCollapsed', 'include', 'exclude', 'lastVersion', 'includeCurrentVersion',
  'onlyIncludeVersions', 'disableVersioning', 'editCurrentVersion', 'editLocalizedFiles', 'onInlineTags', 'tags', 'versions', 'admonitions', 'sidebarItemsGenerator', 'numberPrefixParser', ...MARKDOWN_PLUGIN_KEYS];

/** The docs plugin's options that docsgen does not read (a custom component, a sidebar generator), for the not-built warning. */
export function unreadDocsOptions(docs: Obj): string[] {
  return Object.keys(docs).filter((k) => !DOCS_KEYS.includes(k) && docs[k] !== undefined);
}

/**
 * The admonition types the content parts add (their `admonitions: {keywords}`), for the whole site. Docusaurus's
 * `extendDefaults: false` (only the listed types) is named in `notBuilt`: docsgen keeps its own types.
 */
export function admonitionKeywordsOf(parts: (Obj | undefined)[], notBuilt: string[]): string[] {
  const keywords = new Set<string>();
  for (const part of parts) {
    const a = obj(part?.admonitions);
    for (const k of arr(a.keywords)) if (typeof k === 'string') keywords.add(k);
    if (a.extendDefaults === false) notBuilt.push('admonitions.extendDefaults: false (the built-in admonition types stay)');
  }
  return [...keywords].filter((k) => /^[a-z][\w-]*$/.test(k) && !ADMONITION_KINDS.includes(k));
}

/**
 * `docusaurus-plugin-module-alias`' aliases (webpack's `resolve.alias`), relative to the site folder. One that names a
 * file in `node_modules` (`react` → the site's own copy) only keeps one copy of a package: docsgen does that itself.
 */
export function moduleAliasesOf(aliases: Obj[], root: string): Record<string, string> {
  const entries = aliases.flatMap((a) => Object.entries(a)).filter((e): e is [string, string] => typeof e[1] === 'string');
  return Object.fromEntries(entries.map(([k, v]) => [k, path.relative(root, path.resolve(root, v)) || '.'] as const).filter(([, v]) => !/(^|[\\/])node_modules([\\/]|$)/.test(v)));
}

/**
 * plugin-sitemap's options (the classic preset's `sitemap`), with its defaults (`changefreq` weekly, `priority` 0.5);
 * what docsgen does not write is named in `notBuilt`.
 */
export function sitemapOf(options: unknown, notBuilt: string[]): UserConfig['sitemap'] {
  if (options === false) return false;
  const o = obj(options);
  const unread = Object.keys(o).filter((k) => !['filename', 'ignorePatterns', 'changefreq', 'priority', 'id', 'lastmod', 'createSitemapItems'].includes(k) && o[k] !== undefined && o[k] !== null);
  if (unread.length) notBuilt.push(`sitemap options ${unread.join(', ')}`);
  return {
    ...(str(o.filename) ? { filename: str(o.filename) } : {}),
    ...(o.lastmod === 'date' || o.lastmod === 'datetime' ? { lastmod: o.lastmod } : {}),
    ...(typeof o.createSitemapItems === 'function' ? { createSitemapItems: o.createSitemapItems as never } : {}),
    ignorePatterns: arr(o.ignorePatterns).filter((p): p is string => typeof p === 'string'),
    changefreq: o.changefreq === undefined ? 'weekly' : (o.changefreq as 'weekly' | null),
    priority: o.priority === undefined ? 0.5 : (o.priority as number | null),
  };
}

/** plugin-client-redirects' options. */
export function redirectsOf(options: Obj): NonNullable<UserConfig['clientRedirects']> {
  const strings = (v: unknown) => arr(v).filter((x): x is string => typeof x === 'string');
  return {
    redirects: arr(options.redirects).map(obj).flatMap((r) => (str(r.to) && (str(r.from) || Array.isArray(r.from)) ? [{ from: str(r.from) ?? strings(r.from), to: str(r.to)! }] : [])),
    ...(typeof options.createRedirects === 'function' ? { createRedirects: options.createRedirects as (p: string) => string[] } : {}),
    fromExtensions: strings(options.fromExtensions),
    toExtensions: strings(options.toExtensions),
  };
}

/** `siteRel`: a path of the config as a path relative to the site's folder; `file`: the config. */
export function docsOptionsOf(docs: Obj, siteRel: (p: string) => string, file: string): DocsInput {
  // Docusaurus 2's early `homePageId` is refused by its options check (a home doc is one with `slug: /`).
  if (docs.homePageId !== undefined) fail(keyPosition(file, 'homePageId'), 'the docs option homePageId is no longer supported (Docusaurus refuses it too)', 'remove it, and make that doc the docs\' home page with `slug: /` in its front matter');
  const docsPath = siteRel(str(docs.path) ?? 'docs');
  const editUrl = docs.editUrl;
  // A version's path is joined to the route as Docusaurus's normalizeUrl does: `/` is the route itself, `/next/` is `next`.
  const versions = Object.fromEntries(Object.entries(obj(docs.versions)).map(([name, v]) => {
    const options = pick(obj(v), ['label', 'path', 'banner', 'badge', 'className', 'noIndex']);
    return [name, typeof options.path === 'string' ? { ...options, path: options.path.replace(/^\/+|\/+$/g, '') } : options];
  }));
  return {
    path: docsPath,
    routeBasePath: (str(docs.routeBasePath) ?? 'docs').replace(/^\/+|\/+$/g, ''),
    // As Docusaurus: a path names the sidebars file, `false` means no sidebar, absent an autogenerated one.
    ...(docs.sidebarPath === false ? { sidebarPath: false } : docs.sidebarPath !== undefined ? { sidebarPath: siteRel(String(docs.sidebarPath)) } : {}),
    ...(typeof editUrl === 'string' ? { editUrl: docusaurusEditPrefix(editUrl, docsPath, file) } : typeof editUrl === 'function' ? { editUrl: editUrl as never } : {}),
    showLastUpdate: docs.showLastUpdateTime === true, showLastUpdateAuthor: docs.showLastUpdateAuthor === true,
    // Docusaurus titles a doc without a title or a leading `# Heading` by its id.
    titleFromId: true,
    firstLineDescription: true,
    frontmatterTypos: false, // Its docs' frontmatter schema lets any key pass.
    ...pick(docs, ['breadcrumbs', 'sidebarCollapsible', 'sidebarCollapsed'].filter((k) => typeof docs[k] === 'boolean')),
    ...(typeof docs.sidebarItemsGenerator === 'function' ? { sidebarItemsGenerator: docs.sidebarItemsGenerator as (args: Obj) => unknown } : {}),
    ...(docs.numberPrefixParser === false || typeof docs.numberPrefixParser === 'function' ? { numberPrefixParser: docs.numberPrefixParser as false | ((name: string) => unknown) } : {}),
    ...(Array.isArray(docs.exclude) ? { exclude: docs.exclude as string[] } : {}),
    ...(Array.isArray(docs.include) ? { include: docs.include as string[] } : {}),
    ...pick(docs, ['lastVersion', 'includeCurrentVersion', 'onlyIncludeVersions', 'disableVersioning', 'editCurrentVersion', 'editLocalizedFiles', 'onInlineTags']),
    ...(typeof docs.tags === 'string' || docs.tags === false ? { tags: docs.tags } : docs.tags === null ? { tags: false } : {}),
    ...(Object.keys(versions).length ? { versions } : {}),
  };
}

/** Another docs instance: its id, and its folder (Docusaurus's default is `docs`, like the main one's). */
export function docsInstanceOf(docs: Obj, siteRel: (p: string) => string, file: string): InstanceInput {
  return { ...docsOptionsOf(docs, siteRel, file), id: str(docs.id)!, path: siteRel(str(docs.path) ?? 'docs') };
}

/** Docusaurus appends the docs folder (relative to the site) to a string `editUrl` (a URL or a site path), then the doc's path. */
function docusaurusEditPrefix(editUrl: string, docsPath: string, file: string): string {
  const folder = docsPath.replace(/\/?$/, '/');
  if (editUrl.startsWith('/') && !editUrl.startsWith('//')) return `${editUrl.replace(/\/?$/, '/')}${folder}`;
  if (!URL.canParse(editUrl)) fail(keyPosition(file, 'editUrl'), `editUrl ${JSON.stringify(editUrl)} is not a URL`, 'give the address docs are edited at, e.g. https://github.com/org/repo/edit/main/website/ (or a site path starting with /)');
  return new URL(folder, editUrl.replace(/\/?$/, '/')).href;
}
