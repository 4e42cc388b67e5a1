// A site's theme overrides, Docusaurus's "swizzling": a component in `src/theme/<Name>` (a file, or a folder's index)
// replaces the theme's component of that name wherever it is used, and may wrap the original through
// `@theme-original/<Name>` (or `@theme-init/<Name>`). docsgen has a slot for its MDX components and for the
// page parts listed in PAGE_SLOTS; an override of anything else is named in a warning.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { SitePlugin } from '../config/schema.ts';
import type { Problem } from '../errors.ts';
import { THEME_DIR } from '../package-paths.ts';
import { DOCS } from '../docs-url.ts';
import { importedThemeFiles } from './theme-imports.ts';
import { PRISM_LANGUAGES } from './prism-languages-file.ts';
import { SIDEBAR_WRAPPERS } from '../../templates/sidebar-wrappers.ts';
import { DOC_ROOT_PARTS, DOC_ROUTE_ROOTS } from '../../templates/doc-root-parts.ts';

/**
 * Page parts a site may replace, rendered from its component on the server (see content/theme-slots.ts), the
 * docs sidebar's wrappers (SIDEBAR_WRAPPERS), the docs page's layout parts (DOC_ROOT_PARTS) and the docs routes'
 * components around them (DOC_ROUTE_ROOTS).
 */
export const PAGE_SLOTS = ['Root', 'Footer', 'NotFound', 'NotFound/Content', ...SIDEBAR_WRAPPERS, ...DOC_ROOT_PARTS, ...DOC_ROUTE_ROOTS] as const;
export type PageSlot = (typeof PAGE_SLOTS)[number];

/**
 * The navbar's parts a site may replace or wrap, rendered once per build from its component (content/theme/navbar-slots.ts):
 * the search box, the colour-mode toggle (or the navbar's, around it) and the brand (logo and title), each in its place in docsgen's navbar, the
 * announcement bar above it, and a `Navbar` (or `Navbar/Layout`) that wraps the whole navbar (`@theme-original/Navbar`),
 * a `Navbar/Content` that wraps its row, and the mobile menu's parts (MOBILE_MENU_PARTS) that wrap theirs.
 */
export const NAVBAR_SLOTS = ['SearchBar', 'ColorModeToggle', 'Navbar/ColorModeToggle', 'Navbar/Logo', 'AnnouncementBar', 'Navbar', 'Navbar/Layout', 'Navbar/Content',
  'Navbar/MobileSidebar', 'Navbar/MobileSidebar/Layout', 'Navbar/MobileSidebar/Header', 'Navbar/MobileSidebar/PrimaryMenu', 'Navbar/MobileSidebar/SecondaryMenu', 'Navbar/MobileSidebar/Toggle'] as const;
export type NavbarSlot = (typeof NAVBAR_SLOTS)[number];
/** The announcement bar's parts, for a site's own AnnouncementBar to draw with: used only where it imports them. */
const ANNOUNCEMENT_PARTS = ['AnnouncementBar/Content', 'AnnouncementBar/CloseButton'];

/**
 * The footer's parts, as Docusaurus's footer is made of them: without a `Footer` of the site's, one of these replaces
 * or wraps its piece of docsgen's footer (content/theme/source.ts); a site `Footer` wins over them, as on Docusaurus.
 */
export const FOOTER_PARTS = ['Footer/Layout', 'Footer/Links', 'Footer/Links/MultiColumn', 'Footer/Links/Simple', 'Footer/LinkItem', 'Footer/Logo', 'Footer/Copyright'] as const;
/** The parts of docsgen's footer that each page draws, where the site's component leaves a marker for them. */
export type FooterPart = (typeof FOOTER_PARTS)[number];
export type FooterMarker = 'Footer/Links' | 'Footer/Logo';

/**
 * The site's map of navbar item types (Docusaurus's documented way to add a `custom-<name>` item): each custom item
 * of the config renders from its component, in the navbar and in the mobile menu (content/theme/source.ts).
 */
export const NAVBAR_ITEM_TYPES = 'NavbarItem/ComponentTypes' as const;
/** The HTML of the site's page parts and of its custom navbar items (all in one), rendered once per build for each page. */
export type SlotHtml = Partial<Record<PageSlot | NavbarSlot | typeof NAVBAR_ITEM_TYPES, string>>;
/** docsgen's navbar draws its items itself: its other `NavbarItem/*` components are there for custom items to use. */
const DRAWN_BY_NAVBAR = /^NavbarItem\/(?!ComponentTypes$)/;

/**
 * The parts of a doc page, rendered for each doc page from the site's component with that page's data (`useDoc()`,
 * content/theme/doc-parts.ts); docsgen's own part of each name is the one the page draws in its place.
 */
export const DOC_PARTS = ['DocItem/Layout', 'DocItem/Content', 'DocItem/Footer', 'DocItem/Metadata', 'DocItem/Paginator', 'DocPaginator', 'DocBreadcrumbs', 'DocVersionBanner', 'DocVersionBadge', 'EditThisPage', 'LastUpdated', 'EditMetaRow', 'TagsListInline', 'ContentVisibility', 'DocItem/TOC/Desktop', 'DocItem/TOC/Mobile', 'TOC', 'TOCItems', 'TOCItems/Tree', 'TOCCollapsible'] as const;
export type DocPart = (typeof DOC_PARTS)[number];

/** The docs sidebar's entries and categories, drawn once per build (content/theme/sidebar-items.ts). */
export const SIDEBAR_ITEM_PARTS = ['DocSidebarItem', 'DocSidebarItem/Link', 'DocSidebarItem/Html', 'DocSidebarItem/Category'] as const;
/** docsgen's sidebar draws the lists of entries itself: this theme file is there to be imported, not a slot (a site's is named). */
const SIDEBAR_NOT_SLOTS = ['DocSidebarItems'] as const;

/**
 * The parts of a blog post as lists and its page show it (`BlogPostItem` and its pieces: rendered for each post with
 * `useBlogPost()`, docsgen's own pieces filling the rest) and the blog pages' parts (each page's, with its props); see
 * content/theme/blog-parts.ts.
 */
export const BLOG_ITEM_PARTS = ['BlogPostItem', 'BlogPostItem/Container', 'BlogPostItem/Header', 'BlogPostItem/Header/Title', 'BlogPostItem/Header/Info', 'BlogPostItem/Header/Authors', 'BlogPostItem/Header/Author', 'Blog/Components/Author', 'BlogPostItem/Content', 'BlogPostItem/Footer', 'BlogPostItem/Footer/ReadMoreLink'] as const;
export type BlogItemPart = (typeof BLOG_ITEM_PARTS)[number];
/** The blog's whole pages: with one of the site's, the page is drawn by it alone, inside docsgen's chrome. */
export const BLOG_WHOLE_PAGES = ['BlogPostPage', 'BlogListPage', 'BlogTagsPostsPage', 'BlogTagsListPage', 'BlogArchivePage', 'Blog/Pages/BlogAuthorsListPage', 'Blog/Pages/BlogAuthorsPostsPage'] as const;
export type BlogWholePage = (typeof BLOG_WHOLE_PAGES)[number];
/** What the blog's whole pages draw with, which docsgen's own pages do not use: used only where a site's page imports them. */
const BLOG_PAGE_PIECES = ['BlogPostPage/Metadata', 'BlogPostPage/StructuredData', 'BlogListPage/StructuredData', 'TagsListByLetter', 'SearchMetadata', 'Unlisted'];
/** What a site's `DocRoot/Layout` draws with besides its halves: used only where it imports them. */
const DOC_ROOT_PIECES = ['BackToTopButton'];
export const BLOG_PAGE_PARTS = ['BlogLayout', 'BlogPostItems', 'BlogPostPaginator', 'BlogListPaginator', 'BlogSidebar', 'BlogSidebar/Desktop', 'BlogSidebar/Mobile', ...BLOG_WHOLE_PAGES] as const;
export type BlogPagePart = (typeof BLOG_PAGE_PARTS)[number];

/** A theme component's name (`Footer/Links/Simple`); docsgen's theme files named otherwise are its own helpers. */
const THEME_NAME = /^[A-Z]\w*(?:\/[A-Z]\w*)*$/;

/** The site's overrides: component name (`Admonition`, `NotFound/Content`) → its file. */
export type ThemeOverrides = ReadonlyMap<string, string>;

const COMPONENT = /\.(js|jsx|ts|tsx)$/;

/**
 * The site's theme components by name: its plugins' themes (`getThemePath()`, in the order the config lists them, a
 * later one's component winning), then its `src/theme`, which wins over all, as Docusaurus's theme aliases stack.
 */
export function findThemeOverrides(siteDir: string, plugins: readonly SitePlugin[] = []): ThemeOverrides {
  const overrides = new Map<string, string>();
  const layers = new Map<string, string[]>();
  for (const dir of plugins.flatMap((p) => p.themePath ?? [])) {
    for (const [name, file] of themeFiles(dir)) {
      overrides.set(name, file);
      layers.set(name, [...(layers.get(name) ?? []), file]);
    }
  }
  for (const [name, file] of themeFiles(siteThemeDir(siteDir))) overrides.set(name, file);
  pluginLayers.set(overrides, layers);
  return overrides;
}

/** Per set of overrides: each component the plugins' themes provide → their files, in the config's order. */
const pluginLayers = new WeakMap<ThemeOverrides, ReadonlyMap<string, string[]>>();

/**
 * The file `@theme-original/<name>` means to `importer`, as Docusaurus's theme aliases give it: the last plugin
 * theme's component under the site's own, and, in a plugin's component, the one of a theme before it (Docusaurus
 * would import the file itself). Undefined: docsgen's own component.
 */
export function themeOriginal(overrides: ThemeOverrides, name: string, importer: string): string | undefined {
  const chain = pluginLayers.get(overrides)?.get(name) ?? [];
  const at = chain.indexOf(importer);
  return at < 0 ? chain[chain.length - 1] : chain[at - 1];
}

const siteThemeDir = (siteDir: string): string => path.join(siteDir, 'src', 'theme');

/** A theme folder's components: name → file. */
function themeFiles(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  if (!existsSync(dir)) return found;
  const files = fg.sync('**/*.{js,jsx,ts,tsx}', { cwd: dir, ignore: ['**/*.d.ts', '**/__tests__/**', '**/*.test.*'] }).sort();
  for (const rel of files) {
    const name = rel.replace(COMPONENT, '').replace(/\/index$/, '');
    // `Footer.js` and `Footer/index.js`: the file first, as a module resolver takes it.
    if (!found.has(name)) found.set(name, path.join(dir, rel));
  }
  return found;
}

/**
 * Whether `:::note` blocks render as `<Admonition>` elements: the site has its own Admonition or a part every box is
 * drawn with (its map of types — `Admonition/Types`, Docusaurus's way to add a type —, the box `Admonition/Layout`,
 * a built-in type's `Admonition/Type/…`, or a type's icon `Admonition/Icon/…`), or types of its own to render.
 */
export function jsxAdmonitions(overrides: ThemeOverrides | undefined, keywords: readonly string[] = []): boolean {
  return [...(overrides?.keys() ?? [])].some((name) => /^Admonition(\/Types|\/Layout|\/Type\/\w+|\/Icon\/(Note|Tip|Info|Warning|Danger))?$/.test(name)) || keywords.length > 0;
}

/** The elements Markdown makes, which a site's MDXComponents may map to components of its own (`table: MyTable`). */
const MARKDOWN_TAGS = ['a', 'blockquote', 'code', 'del', 'em', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'img', 'li', 'ol', 'p', 'pre', 'strong', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'ul'];
const KEY = new RegExp(`(?:^|[{,\\s])(${MARKDOWN_TAGS.join('|')})\\s*:(?!:)`, 'gm');

/**
 * The Markdown elements the site's MDXComponents maps (read from its source: its object's keys, as
 * `{...MDXComponents, table: MDXTable}` writes them), and `img` where it has its own `MDXComponents/Img` (what
 * Docusaurus's map draws images with), which docs then render through its components.
 */
export function siteMarkdownTags(overrides: ThemeOverrides | undefined): string[] {
  const file = overrides?.get('MDXComponents');
  const mapped = file ? [...readFileSync(file, 'utf8').matchAll(KEY)].map((m) => m[1]!) : [];
  return [...new Set([...mapped, ...(overrides?.has('MDXComponents/Img') ? ['img'] : [])])].sort();
}

/** The components docsgen's MDX uses by a theme name (templates/theme, `Admonition/Types` too), each a slot a site can fill. */
export function mdxSlots(): string[] {
  const page = new Set<string>([...PAGE_SLOTS, ...NAVBAR_SLOTS, ...ANNOUNCEMENT_PARTS, ...BLOG_PAGE_PIECES, ...DOC_ROOT_PIECES, ...FOOTER_PARTS, ...DOC_PARTS, ...SIDEBAR_ITEM_PARTS, ...SIDEBAR_NOT_SLOTS, ...BLOG_ITEM_PARTS, ...BLOG_PAGE_PARTS]);
  return fg.sync('[A-Z]*/**/*.tsx', { cwd: THEME_DIR }).concat(readdirSync(THEME_DIR).filter((f) => /^[A-Z]\w*\.tsx$/.test(f)))
    .map((f) => f.replace(/\.tsx$/, '')).filter((name) => THEME_NAME.test(name) && !page.has(name)).sort();
}

/**
 * Overrides docsgen has no slot for, in one warning. A file the site imports by its path or as `@theme/<Name>`
 * (theme-imports.ts) is one of its own modules, not one — `Footer/Columns.js` that its `Footer` imports, say; one
 * nothing imports is named even inside a slot's folder, since docsgen's own parts never import it.
 */
export function unusedOverrides(overrides: ThemeOverrides, siteDir: string): Problem[] {
  // With a Footer of the site's, its parts are used only where it imports them.
  const slots = new Set<string>([...mdxSlots().filter((n) => !DRAWN_BY_NAVBAR.test(n)), ...PAGE_SLOTS, ...NAVBAR_SLOTS, ...(overrides.has('Footer') ? [] : FOOTER_PARTS), ...DOC_PARTS, ...SIDEBAR_ITEM_PARTS, ...BLOG_ITEM_PARTS, ...BLOG_PAGE_PARTS]);
  // A plugin's theme components are its own to use: only the site's src/theme is checked.
  const candidates = [...overrides.keys()].filter((name) => !slots.has(name) && overrides.get(name)!.startsWith(siteThemeDir(siteDir) + path.sep));
  if (!candidates.length) return [];
  const imported = importedThemeFiles(siteDir, new Map(candidates.map((name) => [name, overrides.get(name)!])));
  // The site's sidebar entries are given no category, so what only they import is not drawn either.
  const notSlots = candidates.filter((name) => (SIDEBAR_NOT_SLOTS as readonly string[]).includes(name) && imported.has(name));
  const entries = new Set(SIDEBAR_ITEM_PARTS.flatMap((name) => overrides.get(name) ?? []));
  const elsewhere = notSlots.length && entries.size ? importedThemeFiles(siteDir, new Map(notSlots.map((name) => [name, overrides.get(name)!])), entries) : imported;
  // Not a component: the Prism setup, run for its grammars (prism-languages-file.ts).
  const unused = candidates.filter((name) => name !== PRISM_LANGUAGES && (!imported.has(name) || (notSlots.includes(name) && !elsewhere.has(name))));
  if (!unused.length) return [];
  return [{
    pos: { file: path.join(siteDir, 'src', 'theme') },
    message: `theme components docsgen does not render, so these overrides are not used: ${unused.join(', ')}`,
    hint: `docsgen renders ${[...slots].join(', ')} from src/theme; see ${DOCS.themeOverrides}`,
  }];
}
