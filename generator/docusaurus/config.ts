// `docsgen build` in a Docusaurus site: its `docusaurus.config.{js,mjs,ts}` read as a docsgen config. The keys
// docsgen builds are mapped; everything else the config asks for (the blog, custom pages, plugins, other
// locales and versions) is named in one warning, and links into those parts are reported apart (links.ts).
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { UserConfig } from '../config/schema.ts';
import type { Problem } from '../errors.ts';
import { importModule } from '../import-module.ts';
import { tolerantRequire } from './stubs.ts';
import type { UnbuiltPart } from '../types.ts';

export const DOCUSAURUS_CONFIG = /^docusaurus\.config\.(js|cjs|mjs|ts|mts|cts)$/;

export interface DocusaurusSite {
  /** The docsgen config (validated by the caller). */
  config: UserConfig;
  unbuilt: UnbuiltPart[];
  /** What is not built or could not be loaded: one warning. */
  warning?: Problem;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export async function loadDocusaurusConfig(file: string): Promise<DocusaurusSite> {
  const root = path.dirname(file);
  const missing = new Map<string, string>();
  let raw = await importModule(file, { require: tolerantRequire(file, missing) });
  // A config may export a function (async or not) returning the config.
  if (typeof raw === 'function') raw = await (raw as () => unknown)();
  const c = obj(raw);
  const notBuilt: string[] = [];
  const unbuilt: UnbuiltPart[] = [];

  const { docs, blog, pages, theme, other } = presetOptions(c, notBuilt);
  const siteRel = (p: string) => rebase(p, root);
  const docsPath = str(docs.path) ?? 'docs';
  const routeBasePath = (str(docs.routeBasePath) ?? 'docs').replace(/^\/+|\/+$/g, '');
  const docsRoute = `/${routeBasePath}`.replace(/\/$/, '') || '';
  const editUrl = docs.editUrl;
  const staticDirs = arr(c.staticDirectories ?? ['static']).filter((d): d is string => typeof d === 'string');
  const staticDir = staticDirs.find((d) => existsSync(path.resolve(root, d)));
  if (staticDirs.length > 1) notBuilt.push(`static directories after the first (${staticDirs.filter((d) => d !== staticDir).join(', ')})`);
  const customCss = arr(theme.customCss ?? []).concat(typeof theme.customCss === 'string' ? [theme.customCss] : []).filter((f): f is string => typeof f === 'string')
    .map(siteRel).filter((f) => {
      if (existsSync(path.resolve(root, f))) return true;
      notBuilt.push(`customCss ${f} (not found)`);
      return false;
    });

  if (blog !== false) unbuilt.push({ what: 'the blog', prefixes: [`/${(str(obj(blog).routeBasePath) ?? 'blog').replace(/^\/+|\/+$/g, '')}`] });
  if (pages !== false) {
    const routes = customPages(path.resolve(root, str(obj(pages).path) ?? 'src/pages'));
    if (routes.length) unbuilt.push({ what: 'custom pages (src/pages)', prefixes: routes });
  }
  const versions = readVersions(root);
  if (versions.length) {
    unbuilt.push({ what: 'other docs versions', prefixes: [...versions, 'next'].map((v) => `${docsRoute}/${v}`) });
    notBuilt.push(`docs versions ${versions.join(', ')} (the docs folder is built, at ${docsRoute || '/'})`);
  }
  const i18n = obj(c.i18n);
  const locales = arr(i18n.locales).filter((l) => l !== (i18n.defaultLocale ?? 'en'));
  if (locales.length) notBuilt.push(`locales ${locales.join(', ')}`);
  for (const key of ['plugins', 'themes'] as const) {
    const names = arr(c[key]).map((p) => (Array.isArray(p) ? p[0] : p)).map((p) => (typeof p === 'string' ? p : typeof p === 'function' ? (p.name || 'a function') : 'an inline plugin'));
    if (names.length) notBuilt.push(`${key} ${names.join(', ')}`);
  }
  notBuilt.push(...other);
  if (blog !== false) notBuilt.push('the blog');
  if (pages !== false && unbuilt.some((u) => u.what.startsWith('custom pages'))) notBuilt.push('custom pages (src/pages)');

  const themeConfig = obj(c.themeConfig);
  const nav = navbar(obj(themeConfig.navbar), notBuilt);
  const markdown = obj(c.markdown);
  const format = str(markdown.format);
  const config: UserConfig = {
    title: str(c.title) ?? 'Docs',
    tagline: str(c.tagline) ?? '',
    url: (str(c.url) ?? 'https://example.com').replace(/\/+$/, ''),
    baseUrl: str(c.baseUrl) ?? '/',
    ...(typeof c.trailingSlash === 'boolean' ? { trailingSlash: c.trailingSlash } : {}),
    ...(str(i18n.defaultLocale) ? { locale: str(i18n.defaultLocale) } : {}),
    ...(str(c.favicon) ? { favicon: sitePath(str(c.favicon)!) } : {}),
    ...severities(c),
    colorMode: pick(obj(themeConfig.colorMode), ['defaultMode', 'disableSwitch', 'respectPrefersColorScheme']),
    navbar: nav,
    footer: footer(obj(themeConfig.footer), notBuilt),
    docs: {
      path: siteRel(docsPath),
      routeBasePath,
      // As Docusaurus: a path names the sidebars file, `false` means no sidebar, absent an autogenerated one.
      ...(docs.sidebarPath === false ? { sidebarPath: false } : docs.sidebarPath !== undefined ? { sidebarPath: siteRel(String(docs.sidebarPath)) } : {}),
      ...(typeof editUrl === 'string' ? { editUrl: docusaurusEditPrefix(editUrl, siteRel(docsPath)) } : typeof editUrl === 'function' ? { editUrl: editUrl as never } : {}),
      showLastUpdate: docs.showLastUpdateTime === true,
      ...(Array.isArray(docs.exclude) ? { exclude: docs.exclude as string[] } : {}),
      ...(Array.isArray(docs.include) ? { include: docs.include as string[] } : {}),
    },
    ...(staticDir ? { staticDir } : {}),
    ...(customCss.length ? { customCss } : {}),
    ...(format === 'mdx' || format === 'md' || format === 'detect' ? { markdown: { format } } : {}),
    ...(themeConfig.announcementBar ? { announcementBar: pick(obj(themeConfig.announcementBar), ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable']) as never } : {}),
  };
  if (missing.size) notBuilt.push(`stand-ins for what the config could not load (${[...missing].map(([id, why]) => `${id}: ${why}`).join(', ')})`);
  const warning: Problem | undefined = notBuilt.length ? {
    pos: { file },
    message: `docsgen builds this site's docs; not built from the Docusaurus config: ${notBuilt.join('; ')}`,
    hint: 'the docs, sidebars, navbar, footer and theme colours are read from it; see "Migrating from Docusaurus" in the docsgen README',
  } : undefined;
  return { config, unbuilt, warning };
}

/** The classic preset's options (or the docs plugin's, for a site without the preset). */
function presetOptions(c: Obj, notBuilt: string[]) {
  const presets = arr(c.presets).map((p) => (Array.isArray(p) ? [p[0], obj(p[1])] as const : [p, {}] as const));
  const classic = presets.find(([name]) => typeof name === 'string' && /preset-classic|^classic$/.test(name));
  for (const [name] of presets) if (name !== classic?.[0]) notBuilt.push(`preset ${typeof name === 'string' ? name : 'an inline preset'}`);
  const options = obj(classic?.[1]);
  const other = Object.keys(options).filter((k) => !['docs', 'blog', 'pages', 'theme'].includes(k)).map((k) => `preset option ${k}`);
  return { docs: options.docs === false ? {} : obj(options.docs), blog: options.blog, pages: options.pages, theme: obj(options.theme), other };
}

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

/** Docusaurus appends the docs folder (relative to the site) to a string `editUrl`, then the doc's path. */
function docusaurusEditPrefix(editUrl: string, docsPath: string): string {
  return new URL(`${docsPath.replace(/\/?$/, '/')}`, editUrl.replace(/\/?$/, '/')).href;
}

function severities(c: Obj): Partial<UserConfig> {
  const out: Obj = {};
  for (const key of ['onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks']) {
    const v = c[key] ?? (key === 'onBrokenMarkdownLinks' ? obj(obj(c.markdown).hooks).onBrokenMarkdownLinks : undefined);
    if (v === 'ignore' || v === 'log' || v === 'warn' || v === 'throw') out[key] = v;
  }
  return out as Partial<UserConfig>;
}

function pick(o: Obj, keys: string[]): Obj {
  return Object.fromEntries(keys.filter((k) => o[k] !== undefined).map((k) => [k, o[k]]));
}

type LinkInput = NonNullable<NonNullable<UserConfig['navbar']>['items']>[number];

/** A navbar or footer item as a docsgen link, or undefined (named in `notBuilt`) for kinds docsgen does not build. */
function link(item: Obj, notBuilt: string[], where: string): LinkInput | undefined {
  const type = str(item.type) ?? 'default';
  const label = str(item.label) ?? '';
  const position = item.position === 'left' || item.position === 'right' ? { position: item.position as 'left' | 'right' } : {};
  // Markup as given: a navbar `type: 'html'` item's `value`, a footer item's `html`.
  if (type === 'html' && str(item.value) !== undefined) return { label: '', html: str(item.value)!, ...position };
  if (where === 'footer' && str(item.html) !== undefined) return { label: '', html: str(item.html)! };
  // A navbar link whose content is HTML (`html` instead of `label`): not built yet.
  if (str(item.html) !== undefined && !label) {
    notBuilt.push(`${where} link with HTML content (${str(item.to) ?? str(item.href) ?? type})`);
    return undefined;
  }
  if (type === 'doc' && str(item.docId)) return { label, docId: str(item.docId)!, ...position };
  if (type === 'docSidebar' && str(item.sidebarId)) return { label, sidebarId: str(item.sidebarId)!, ...position };
  if (['default', 'doc'].includes(type) && (str(item.href) || str(item.to))) {
    const href = str(item.href);
    // `to` is site-relative with or without its leading slash.
    return href && /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href) ? { label: label || str(item['aria-label']) || href, href, ...position } : { label, to: `/${(str(item.to) ?? href!).replace(/^\/+/, '')}`, ...position };
  }
  notBuilt.push(`${where} item ${label ? `"${label}" ` : ''}(${type})`);
  return undefined;
}

/** A link with no label (an icon-only item whose label lives in CSS) would be an empty, nameless link. */
const shown = (l: LinkInput | undefined): l is LinkInput => l !== undefined && (l.label !== '' || l.html !== undefined);

function navbar(n: Obj, notBuilt: string[]): UserConfig['navbar'] {
  const logo = obj(n.logo);
  const items = arr(n.items).map((i) => link(obj(i), notBuilt, 'navbar')).filter(shown);
  return {
    title: str(n.title) ?? '',
    ...(str(logo.src) ? { logo: logoOf(logo) } : {}),
    items,
    ...(typeof n.hideOnScroll === 'boolean' ? { hideOnScroll: n.hideOnScroll } : {}),
  };
}

function footer(f: Obj, notBuilt: string[]): UserConfig['footer'] {
  const logo = obj(f.logo);
  const entries = arr(f.links).map(obj);
  // As Docusaurus: columns when the first entry has a title, else a simple footer (one row of links).
  const links = entries.length && !('title' in entries[0]!)
    ? [{ title: '', row: true as const, items: entries.map((i) => link(i, notBuilt, 'footer')).filter(shown) }].filter((row) => row.items.length)
    : entries.filter((col) => Array.isArray(col.items)).map((col) => ({
      title: str(col.title) ?? '',
      items: arr(col.items).map((i) => link(obj(i), notBuilt, 'footer')).filter(shown),
    })).filter((col) => col.items.length);
  return {
    links,
    ...(str(logo.src) ? { logo: { ...logoOf(logo), ...pick(logo, ['href', 'width', 'height']) } } : {}),
    copyright: str(f.copyright) ?? '',
  } as UserConfig['footer'];
}

/** A navbar or footer logo: paths in the static folder (with or without a leading slash) or absolute URLs. */
function logoOf(logo: Obj): { alt: string; src: string; srcDark?: string } {
  return { alt: str(logo.alt) ?? '', src: sitePath(str(logo.src)!), ...(str(logo.srcDark) ? { srcDark: sitePath(str(logo.srcDark)!) } : {}) };
}

/** Docusaurus's useBaseUrl: a site path gets its leading slash, an absolute URL stays as it is. */
function sitePath(p: string): string {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(p) ? p : `/${p.replace(/^\/+/, '')}`;
}

/** Routes of the site's custom pages: `src/pages/help.js` → `/help`, `index.js` → `/`. */
function customPages(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(js|jsx|ts|tsx|md|mdx)$/.test(e.name) && !/(^|\/)_/.test(path.relative(dir, path.join(e.parentPath, e.name))) && !/\.test\./.test(e.name))
    .map((e) => {
      const rel = path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/').replace(/\.[^.]+$/, '');
      return `/${rel.replace(/(^|\/)index$/, '')}`;
    });
}

function readVersions(root: string): string[] {
  const file = path.join(root, 'versions.json');
  if (!existsSync(file)) return [];
  try {
    return arr(JSON.parse(readFileSync(file, 'utf8'))).filter((v): v is string => typeof v === 'string');
  } catch {
    return [];
  }
}
