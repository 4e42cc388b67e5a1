// `docsgen build` in a Docusaurus site: its `docusaurus.config.{js,mjs,ts}` read as a docsgen config. The keys
// docsgen builds are mapped (its locales: i18n/); everything else the config asks for (other plugins, themes) is
// named in one warning.
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { UserConfig } from '../config/schema.ts';
import type { Problem } from '../errors.ts';
import { importModule } from '../import-module.ts';
import { missingSass, SASS_FILE, siteSass } from './sass.ts';
import { sassPluginOptions } from './sass-options.ts';
import { refuseRetiredKeys } from './retired-keys.ts';
import { pwaHeadTags } from './pwa-head.ts';
import { admonitionKeywordsOf, docsInstanceOf, docsOptionsOf, moduleAliasesOf, pluginEntries, sitemapOf, pluginName, redirectsOf, unreadDocsOptions } from './plugins.ts';
import { footer, navbar, sitePath } from './navbar.ts';
import { DONE_WITHOUT, listsNpm2yarn, markdownPluginsOf, missingPluginWarnings, outdatedPluginWarnings, packageOf, pluginProblems } from './markdown-plugins.ts';
import { readPresets } from './presets.ts';
import { siteBlogsOf } from './blog-instances.ts';
import { blogWrapperInstances } from './blog-wrapper-instances.ts';
import { pagesOf } from './pages-instances.ts';
import { searchOptionsOf, splitSearchPlugins } from './search-plugins.ts';
import { sitePluginsOf } from './site-plugins.ts';
import { loadedEntries, pluginOrderOf } from './plugin-order.ts';
import { LIVE_CODEBLOCK_THEME, liveCodeBlockOf } from './live-codeblock.ts';
import { prismOf } from './prism.ts';
import { isBuiltTheme, mermaidOf } from './built-themes.ts';
import { tolerantRequire } from './stubs.ts';
import { withoutStandInValues } from './stand-in-values.ts';
import { siteConfigOf, standInsNamed } from './config-object.ts';
import { shownPath } from './shown-path.ts';
import { arr, obj, pick, str, type Obj } from '../values.ts';
import { siteUrl, subPathWarning } from './site-url.ts';
import { DOCS } from '../docs-url.ts';
import { findThemeOverrides } from './theme-overrides.ts';
import { withThemeDefaults } from './theme-config-defaults.ts';
import { DEFAULT_DOCS_ID } from '../../client/constants.ts';
import { localeBaseUrl, siteLocalesOf, type SiteLocales } from '../i18n/locales.ts';
import type { FrontMatterParser, MarkdownPreprocessor } from '../config/markdown-schema.ts';
import { readRemarkRehypeOptions } from '../config/remark-rehype-options.ts';

export { DOCUSAURUS_CONFIG } from './config-file.ts';

export interface DocusaurusSite {
  /** The docsgen config (validated by the caller). */
  config: UserConfig;
  /** What is not built or could not be loaded (one warning), and each Markdown plugin not installed. */
  warnings: Problem[];
  /** `i18n`: every locale is built, each from its translations (i18n/locale-config.ts). */
  locales: SiteLocales;
  /** Its content plugins and own plugins in the order Docusaurus loads them (plugin-order.ts). */
  pluginOrder: string[];
}


export async function loadDocusaurusConfig(file: string): Promise<DocusaurusSite> {
  const root = path.dirname(file);
  const missing = new Map<string, string>();
  // A config may export a function (async or not) returning the config.
  const { config: c, dropped } = withoutStandInValues(siteConfigOf(await importModule(file, { require: tolerantRequire(file, missing), requireFrom: (f) => tolerantRequire(f, missing, path.dirname(file)), callExport: true }).catch((err: unknown) => {
    throw standInsNamed(err, missing);
  }), file, missing));
  const notBuilt: string[] = dropped.length ? [`options whose value comes from a stand-in, read as not set: ${dropped.join(', ')}`] : [];

  const { docs: presetDocs, blog, pages, theme: presetTheme, svgr, sitemap, other, plugins: fromPresets, beforeClassic } = await readPresets(c, file);
  const plugins = pluginEntries([...fromPresets, ...arr(c.plugins)]);
  // SVGR's options: the classic preset's `svgr`, or `@docusaurus/plugin-svgr` listed by itself.
  const { svgrConfig, id: _svgrId, ...svgrRest } = plugins.svgr ?? svgr;
  notBuilt.push(...Object.keys(svgrRest).map((k) => (plugins.svgr ? `@docusaurus/plugin-svgr option ${k}` : `preset option svgr.${k}`)));
  sassPluginOptions(root, plugins.sass, notBuilt);
  // The classic theme listed on its own (in `themes` or `plugins`, without the classic preset) has the same options.
  const listedTheme = [...arr(c.themes), ...plugins.rest].find((t) => isBuiltTheme(pluginName(t), 'classic'));
  const theme = Object.keys(presetTheme).length || !Array.isArray(listedTheme) ? presetTheme : obj(listedTheme[1]);
  const siteRel = (p: string) => rebase(p, root);
  const missingPlugins = pluginProblems();
  // The preset's docs are an instance of their own when given an id other than the default one.
  const presetInstance = presetDocs && str(presetDocs.id) !== undefined && presetDocs.id !== DEFAULT_DOCS_ID ? presetDocs : undefined;
  const docsPlugin = plugins.main ?? (presetInstance ? undefined : presetDocs);
  // No default docs instance (only others, or none): as on Docusaurus, the `docs` folder is not read as one.
  const docs = docsPlugin ? { ...docsOptionsOf(docsPlugin, siteRel, file), ...markdownPluginsOf(docsPlugin, 'docs', missingPlugins) } : { ...docsOptionsOf({}, siteRel, file), include: [] };
  const otherDocs = [...(presetInstance ? [presetInstance] : []), ...plugins.more];
  for (const [options, label] of [[docsPlugin, 'docs'], ...otherDocs.map((o) => [o, `docs instance "${str(o.id)}"`] as const)] as const) {
    const unread = options ? unreadDocsOptions(options) : [];
    if (unread.length) notBuilt.push(`${label} options ${unread.join(', ')}`);
  }
  const docsInstances = otherDocs.map((o) => ({ ...docsInstanceOf(o, siteRel, file), ...markdownPluginsOf(o, `${str(o.id)} docs`, missingPlugins) }));
  const staticDirs = arr(c.staticDirectories ?? ['static']).filter((d): d is string => typeof d === 'string');
  // Docusaurus skips a static directory that does not exist.
  const present = staticDirs.filter((d) => existsSync(path.resolve(root, d)));
  const staticDir = present.length > 1 ? present : present[0];
  const customCss = arr(theme.customCss ?? []).concat(typeof theme.customCss === 'string' ? [theme.customCss] : []).filter((f): f is string => typeof f === 'string')
    .map(siteRel).filter((f) => {
      if (!existsSync(path.resolve(root, f))) notBuilt.push(`customCss ${f} (not found)`);
      else if (SASS_FILE.test(f) && !siteSass(root)) notBuilt.push(`customCss ${f} (Sass: npm install ${missingSass(root)} in the site folder)`);
      else return true;
      return false;
    });

  // Beside the site's blog, a local plugin wrapping the blog plugin is a blog instance of its own.
  const wrappers = blog === false && !plugins.blog ? { options: [], rest: plugins.rest } : await blogWrapperInstances(plugins.rest, c, file, notBuilt);
  const blogs = siteBlogsOf(blog, { ...plugins, blogs: [...plugins.blogs, ...wrappers.options], rest: wrappers.rest }, root, siteRel, notBuilt, missingPlugins);
  const pagesOptions = plugins.pages ?? (pages === false ? undefined : obj(pages));
  const reading = { root, siteRel, notBuilt, problems: missingPlugins };
  const pagesConfig = pagesOf(pagesOptions, reading);
  const pagesInstances = plugins.pagesMore.flatMap((o) => pagesOf(o, reading) ?? []);
  // A local-search plugin or theme: docsgen's own search in its place, with the options it can honour.
  const [searchPlugins, searchThemes] = [splitSearchPlugins(blogs.rest), splitSearchPlugins(arr(c.themes))];
  const search = searchOptionsOf([...searchPlugins.search, ...searchThemes.search], notBuilt);
  const fromPlugins = await sitePluginsOf(searchPlugins.rest, c, file, notBuilt);
  // Installed theme packages are plugins too, run after the plugins as Docusaurus orders them; the classic theme,
  // Mermaid, live code and search are docsgen's own parts.
  const runnable = (t: unknown) => !isDocsgenTheme(t) && !/search/i.test(pluginName(t) ?? '');
  const fromThemes = await sitePluginsOf(searchThemes.rest.filter(runnable), c, file, notBuilt);
  const own = { plugins: [...fromPlugins.plugins, ...fromThemes.plugins], clientModules: [...fromPlugins.clientModules, ...fromThemes.clientModules] };
  partsNotBuilt(fromPlugins.rest, searchThemes.rest.filter((t) => !runnable(t) || fromThemes.rest.includes(t)), other, notBuilt, root);
  const contentParts = [docsPlugin, ...otherDocs, ...blogs.parts, pagesConfig && pagesOptions, ...plugins.pagesMore];
  const admonitionKeywords = admonitionKeywordsOf(contentParts, notBuilt);

  const themeConfig = obj(c.themeConfig);
  refuseRetiredKeys(themeConfig, file);
  // A site's map of item types, or its NavbarItem (the type switch), draws its `custom-<name>` items.
  const nav = navbar(obj(themeConfig.navbar), notBuilt, ['NavbarItem/ComponentTypes', 'NavbarItem'].some((n) => findThemeOverrides(root, own.plugins).has(n)));
  const markdown = obj(c.markdown);
  const remarkRehype = readRemarkRehypeOptions(markdown.remarkRehypeOptions);
  const format = str(markdown.format);
  const locales = siteLocalesOf(obj(c.i18n), file);
  const baseUrl = (str(c.baseUrl) ?? '/').replace(/^\/*/, '/').replace(/\/*$/, '/');
  const config: UserConfig = {
    title: str(c.title)!,
    tagline: str(c.tagline) ?? '',
    ...(str(c.titleDelimiter) ? { titleDelimiter: str(c.titleDelimiter) } : {}),
    ...(typeof c.noIndex === 'boolean' ? { noIndex: c.noIndex } : {}),
    sitemap: sitemapOf(plugins.sitemap ?? sitemap, notBuilt),
    ...(typeof c.baseUrlIssueBanner === 'boolean' ? { baseUrlIssueBanner: c.baseUrlIssueBanner } : {}),
    url: siteUrl(str(c.url)!),
    // Docusaurus's config validation adds the slashes a base URL lacks at either end (`/docs` serves at `/docs/`).
    baseUrl,
    ...(typeof c.trailingSlash === 'boolean' ? { trailingSlash: c.trailingSlash } : {}),
    ...(str(obj(c.i18n).defaultLocale) ? { locale: str(obj(c.i18n).defaultLocale) } : {}),
    ...localeConfigOf(obj(c.i18n)),
    ...(locales.locales.length > 1 ? { locales: locales.locales.map((l) => ({ locale: l.name, label: l.label, htmlLang: l.htmlLang, baseUrl: localeBaseUrl(baseUrl, locales, l.name) })) } : {}),
    ...(str(c.favicon) ? { favicon: sitePath(str(c.favicon)!) } : {}),
    ...severities(c),
    colorMode: pick(obj(themeConfig.colorMode), ['defaultMode', 'disableSwitch', 'respectPrefersColorScheme']),
    navbar: nav,
    footer: footer(obj(themeConfig.footer), notBuilt),
    docs,
    ...(docsInstances.length ? { docsInstances } : {}),
    ...(plugins.redirects ? { clientRedirects: redirectsOf(plugins.redirects) } : {}),
    ...(plugins.aliases.length ? { moduleAliases: moduleAliasesOf(plugins.aliases, root) } : {}),
    ...(own.plugins.length ? { plugins: own.plugins } : {}),
    ...(blogs.blog ? { blog: blogs.blog } : {}),
    ...(blogs.instances.length ? { blogInstances: blogs.instances } : {}),
    ...(pagesConfig ? { pages: pagesConfig } : {}),
    pagesInstances: pagesInstances as UserConfig['pagesInstances'],
    ...(search ? { search } : {}),
    ...(staticDir ? { staticDir } : {}),
    ...(customCss.length ? { customCss } : {}),
    infima: true,
    markdown: {
      ...(format === 'mdx' || format === 'md' || format === 'detect' ? { format } : {}), mermaid: markdown.mermaid === true, npm2yarn: listsNpm2yarn(contentParts),
      ...(admonitionKeywords.length ? { admonitionKeywords } : {}),
      ...(typeof markdown.preprocessor === 'function' ? { preprocessor: markdown.preprocessor as MarkdownPreprocessor } : {}),
      ...(typeof markdown.parseFrontMatter === 'function' ? { parseFrontMatter: markdown.parseFrontMatter as FrontMatterParser } : {}),
      ...(remarkRehype.options ? { remarkRehypeOptions: remarkRehype.options } : {}),
    },
    ...mermaidOf(themeConfig.mermaid, [...arr(c.themes), ...plugins.rest]),
    prism: prismOf(obj(themeConfig.prism), notBuilt),
    liveCodeBlock: liveCodeBlockOf([...arr(c.themes), ...plugins.rest].some((t) => isBuiltTheme(pluginName(t), LIVE_CODEBLOCK_THEME)), themeConfig, root, notBuilt),
    ...headAssets(c, themeConfig, siteRel, notBuilt, own.clientModules),
    ...(Object.keys(obj(c.customFields)).length ? { customFields: obj(c.customFields) } : {}),
    themeConfig: asData(withThemeDefaults(themeConfig)),
    siteConfigData: asData({ ...c, themeConfig: undefined, customFields: undefined }),
    ...(svgrConfig && typeof svgrConfig === 'object' ? { svgrConfig: obj(svgrConfig) } : {}),
    ...(themeConfig.tableOfContents ? { tableOfContents: pick(obj(themeConfig.tableOfContents), ['minHeadingLevel', 'maxHeadingLevel']) as UserConfig['tableOfContents'] } : {}),
    // Docusaurus's theme gives a bar without an `id` the id `announcement-bar`.
    ...(themeConfig.announcementBar ? { announcementBar: { id: 'announcement-bar', ...pick(obj(themeConfig.announcementBar), ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable']) } as never } : {}),
  };
  notBuilt.push(...unreadKeys(c, themeConfig, [...fromPlugins.themeConfigRead, ...fromThemes.themeConfigRead]), ...unreadMarkdownKeys(markdown, remarkRehype.unread));
  // Missing Markdown plugins get a warning of their own.
  const standIns = [...missing].filter(([id]) => !missingPlugins.missing.has(packageOf(id)) && !DONE_WITHOUT.has(packageOf(id)));
  if (standIns.length) notBuilt.push(`stand-ins for what the config could not load (${standIns.map(([id, why]) => `${id}: ${why}`).join(', ')})`);
  const warnings: Problem[] = [...missingPluginWarnings(missingPlugins.missing, file), ...outdatedPluginWarnings(missingPlugins.outdated, file), ...subPathWarning(config.url, file)];
  if (notBuilt.length) warnings.unshift({
    pos: { file },
    message: `docsgen builds this site's docs; not built from the Docusaurus config: ${notBuilt.join('; ')}`,
    hint: `the docs, sidebars, navbar, footer and theme colours are read from it; see ${DOCS.notBuilt}`,
  });
  const pluginOrder = pluginOrderOf({ ...(presetDocs ? { docs: presetDocs } : {}), blog, pages, beforeClassic }, loadedEntries(fromPresets, c), new Map([...fromPlugins.made, ...fromThemes.made]));
  return { config, warnings, locales, pluginOrder };
}

/** What the config asks for that docsgen does not build, named in `notBuilt`: other plugins and themes (those it did not run), other preset options. */
function partsNotBuilt(plugins: unknown[], themes: unknown[], other: string[], notBuilt: string[], root: string): void {
  const others = (list: unknown[]) => list.filter((t) => !isDocsgenTheme(t));
  for (const [key, list] of [['plugins', others(plugins)], ['themes', others(themes)]] as const) {
    const names = list.map((p) => shownPath(pluginName(p) ?? '', root) || (typeof (Array.isArray(p) ? p[0] : p) === 'function' ? 'a function' : 'an inline plugin'));
    if (names.length) notBuilt.push(`${key} ${names.join(', ')}`);
  }
  notBuilt.push(...other);
}

/** docsgen is the classic theme, draws Mermaid diagrams itself (`markdown.mermaid`) and has live code blocks. */
const isDocsgenTheme = (t: unknown): boolean => ['classic', 'mermaid', LIVE_CODEBLOCK_THEME].some((theme) => isBuiltTheme(pluginName(t), theme));

/**
 * Docusaurus resolves paths the config builds with `path.resolve('x')` against the folder it runs in, the
 * site's: such a path (under the current folder, missing there) is taken as relative to the config's folder.
 */
function rebase(p: string, root: string): string {
  if (!path.isAbsolute(p)) return p;
  // Real paths: `require.resolve` in the config gives one, while the site may be reached through a link.
  if (existsSync(p)) return path.relative(realpathSync(root), realpathSync(p)) || '.';
  const rel = path.relative(process.cwd(), p);
  return rel.startsWith('..') ? p : rel;
}

/** The config's keys docsgen reads (or that change nothing in the built site: where it is deployed, the bundler). */
const READ = new Set(['title', 'tagline', 'titleDelimiter', 'url', 'baseUrl', 'favicon', 'trailingSlash', 'noIndex', 'i18n', 'onBrokenLinks', 'onBrokenAnchors',
  'onBrokenMarkdownLinks', 'onDuplicateRoutes', 'markdown', 'staticDirectories', 'presets', 'plugins', 'themes', 'themeConfig', 'stylesheets', 'scripts', 'headTags',
  'clientModules', 'baseUrlIssueBanner', 'organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort', 'future', 'customFields']);
const READ_THEME = new Set(['navbar', 'footer', 'colorMode', 'announcementBar', 'metadata', 'image', 'tableOfContents', 'mermaid', 'prism', 'liveCodeBlock', 'docs']);

/**
 * Keys of the config (and of `themeConfig`) with a value that docsgen does not read, for the not-built warning;
 * `readByPlugins`: the themeConfig keys the plugins and themes docsgen runs read.
 */
function unreadKeys(c: Obj, themeConfig: Obj, readByPlugins: string[]): string[] {
  const set = (o: Obj, read: Set<string>) => Object.keys(o).filter((k) => !read.has(k) && o[k] !== undefined && o[k] !== null);
  // `docs`: the sidebar's `hideable` and `autoCollapseCategories` are built, and versions kept in localStorage.
  const docs = obj(themeConfig.docs);
  const docsUnread = [...set(obj(docs.sidebar), new Set(['hideable', 'autoCollapseCategories'])).map((k) => `sidebar.${k}`), ...set(docs, new Set(['sidebar', 'versionPersistence'])),
    ...(docs.versionPersistence !== undefined && docs.versionPersistence !== 'localStorage' ? ['versionPersistence'] : [])];
  return [...set(c, READ).map((k) => `config key ${k}`), ...[...set(themeConfig, new Set([...READ_THEME, ...readByPlugins])), ...docsUnread.map((k) => `docs.${k}`)].map((k) => `themeConfig.${k}`)];
}

/**
 * `markdown` options that change what the docs say which docsgen does not apply: remark-rehype's that are not data (remark-rehype-options.ts), and the Docusaurus defaults a site turned the other way.
 */
function unreadMarkdownKeys(markdown: Obj, remarkRehypeUnread: string[]): string[] {
  const compat = obj(markdown.mdx1Compat);
  return [
    ...remarkRehypeUnread.map((k) => (k ? `remarkRehypeOptions.${k}` : 'remarkRehypeOptions')),
    ...Object.keys(compat).filter((k) => compat[k] === false).map((k) => `mdx1Compat.${k} false (docsgen keeps it on)`),
    ...(obj(markdown.anchors).maintainCase === true ? ['anchors.maintainCase (heading ids are lower-cased)'] : []),
  ].map((k) => `markdown.${k}`);
}

/** What every page's <head> gets: the config's stylesheets, scripts, head tags (plugin-pwa's `pwaHead` after them), client modules (and its plugins'), metadata, social card. */
function headAssets(c: Obj, themeConfig: Obj, siteRel: (p: string) => string, notBuilt: string[], pluginModules: string[]): Partial<UserConfig> {
  const out: Partial<UserConfig> = {};
  const attrs = (v: unknown) => Object.fromEntries(Object.entries(obj(v)).filter(([, x]) => typeof x === 'string' || typeof x === 'boolean')) as Record<string, string | boolean>;
  type Entry = string | Record<string, string | boolean>;
  const links = (v: unknown, key: 'href' | 'src') => arr(v).flatMap((s): Entry[] => (typeof s === 'string' ? [s] : str(obj(s)[key]) ? [attrs(s)] : []));
  if (arr(c.stylesheets).length) out.stylesheets = links(c.stylesheets, 'href');
  if (arr(c.scripts).length) out.scripts = links(c.scripts, 'src');
  const tags = [...arr(c.headTags).map(obj).filter((t) => str(t.tagName)).map((t) => ({ tagName: str(t.tagName)!, attributes: attrs(t.attributes), ...(str(t.innerHTML) ? { innerHTML: str(t.innerHTML) } : {}) })), ...pwaHeadTags(c.plugins, str(c.baseUrl))];
  if (tags.length) out.headTags = tags;
  const modules = arr(c.clientModules).filter((m): m is string => typeof m === 'string');
  // The plugins' `getClientModules` run before the config's own, as Docusaurus orders them (its bootstrap plugin,
  // which gives the config's, comes after the site's plugins).
  if (modules.length + pluginModules.length) out.clientModules = [...pluginModules, ...modules.map(siteRel)];
  if (arr(c.clientModules).length > modules.length) notBuilt.push('clientModules that are not file paths');
  const metadata = arr(themeConfig.metadata).map((m) => Object.fromEntries(Object.entries(obj(m)).filter(([, v]) => typeof v === 'string')) as Record<string, string>);
  if (metadata.length) out.metadata = metadata;
  if (str(themeConfig.image)) out.image = sitePath(str(themeConfig.image)!);
  return out;
}

function severities(c: Obj): Partial<UserConfig> {
  const out: Obj = { onDuplicateRoutes: 'warn' }; // Docusaurus's default; docsgen's own sites fail.
  for (const key of ['onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks', 'onBrokenMarkdownImages', 'onDuplicateRoutes']) {
    const v = c[key] ?? (key.startsWith('onBrokenMarkdown') ? obj(obj(c.markdown).hooks)[key] : undefined);
    if (v === 'ignore' || v === 'log' || v === 'warn' || v === 'throw') out[key] = v;
  }
  return out as Partial<UserConfig>;
}

/** The default locale's `htmlLang` and `direction` (`localeConfigs`); unset ones follow from the locale (config/load.ts). */
function localeConfigOf(i18n: Obj): Pick<UserConfig, 'htmlLang' | 'direction'> {
  const own = obj(obj(i18n.localeConfigs)[str(i18n.defaultLocale) ?? 'en']);
  return { ...(str(own.htmlLang) ? { htmlLang: str(own.htmlLang) } : {}), ...(own.direction === 'rtl' || own.direction === 'ltr' ? { direction: own.direction } : {}) };
}

/** A config value as plain data (functions and class instances' methods dropped), as components read it. */
function asData(value: Obj): Obj {
  try {
    return JSON.parse(JSON.stringify(value)) as Obj;
  } catch {
    return {}; // A cycle or a BigInt: no part of a theme config Docusaurus's own components read.
  }
}
