// Route → complete HTML (React renderToString) plus the page data the client uses to navigate.
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { withPageSearchBoxes } from '../../templates/page-search-box.tsx';
import { CategoryMain } from '../../templates/CategoryIndex.tsx';
import type { Assets, PageContext } from '../../templates/context.ts';
import { DocMain } from '../../templates/DocPage.tsx';
import { docMainWithParts } from '../../templates/doc-parts.tsx';
import { Head } from '../../templates/Head.tsx';
import { docsFrame, docsWrapper } from '../../templates/doc-root.tsx';
import { hasBlogMenu, withBlogMenu } from '../../templates/blog-menu.tsx';
import { HomeMain, type HomeContent } from '../../templates/HomePage.tsx';
import { Layout } from '../../templates/Layout.tsx';
import { NotFoundMain } from '../../templates/NotFound.tsx';
import { SearchPageMain } from '../../templates/SearchPageMain.tsx';
import { linkedSidebarTree, Sidebar, sidebarFrame, sidebarTrail, sidebarWindows } from '../../templates/Sidebar.tsx';
import { themeText } from '../../templates/theme-text.ts';
import { markActive, type LinkedTree } from '../../templates/sidebar-marks.ts';
import { routeKey } from '../../client/route-key.ts';
import type { SiteRoutes } from '../content/routes.ts';
import type { Sidebars } from '../content/docs/sidebar.ts';
import type { DocsVersion, PageData, Route, SidebarItem, SiteConfig } from '../types.ts';
import { linksUnderBase, pathnameLinks, withBase } from '../url.ts';
import type { SlotHtml } from '../docusaurus/theme-overrides.ts';
import { withOriginal } from '../../templates/theme/originals.ts';
import { markdownFile } from './paths.ts';
import { withIslandSite } from './island-site.ts';
import { pageHtmlClass } from './html-class.ts';
import { headWithPreloads, navbarInside, sharedFooter } from './page-chrome.tsx';
import type { LastUpdate } from '../content/last-update.ts';
import { pageNavbarParts } from './page-navbar.ts';
import { withInfima } from '../../templates/infima-layout.ts';

export interface RenderModel {
  site: SiteConfig;
  assets: Assets;
  sidebars: Sidebars;
  routes: SiteRoutes;
  home?: HomeContent;
  /** href → description, for generated-index cards. */
  descriptions: ReadonlyMap<string, string>;
  /** Route → the doc's "Edit this page" URL. */
  editUrls: ReadonlyMap<string, string>;
  /** Route → when and by whom the doc last changed, with `docs.showLastUpdate`, `showLastUpdateAuthor`. */
  lastUpdated: ReadonlyMap<string, LastUpdate>;
  /** Each docs instance's versions (`current` first, then newest first). */
  instances: ReadonlyMap<string, DocsVersion[]>;
  /** Content source id → the docs version it is. */
  versionOf: ReadonlyMap<string, DocsVersion>;
  /** The tags the site adds to every <head> (templates/site-head.ts). */
  siteHead: string;
  /** Page parts the site's own theme components render, as HTML. */
  slots: SlotHtml;
  /** Route → its own HTML of the site's navbar parts that read the URL (content/theme/navbar-routes.ts). */
  routeSlots?: ReadonlyMap<string, SlotHtml>;
}

export interface RenderedRoute {
  html: string;
  pageData: PageData;
}

export function renderRoute(route: Route, model: RenderModel): RenderedRoute {
  const items = route.sidebar === undefined ? undefined : model.sidebars.get(route.sidebar);
  const version = route.source === undefined ? undefined : model.versionOf.get(route.source);
  const ctx: PageContext = {
    site: model.site, assets: model.assets, path: route.path, url: (p) => withBase(model.site.baseUrl, p), instances: model.instances,
    ...(items ? { sidebar: route.sidebar } : {}), ...(version ? { docs: { version, ...(route.kind === 'doc' ? { docId: route.ref } : {}) } } : {}),
    slots: { ...model.slots, ...model.routeSlots?.get(route.path) }, ...(model.routeSlots?.has(route.path) ? { ownNavbar: true } : {}),
  };
  const { main: written, keywords, head: ownHead } = renderMain(route, model, ctx);
  // A site page's own SearchBar is docsgen's box.
  const shown = withPageSearchBoxes(pathnameLinks(linksUnderBase(written, model.site.baseUrl), model.site.baseUrl), ctx);
  // A doc that no sidebar lists is shown without a sidebar column, as on Docusaurus.
  const hasSidebar = items !== undefined;
  const title = route.kind === 'home' || route.title === model.site.title ? route.title : `${route.title} ${model.site.titleDelimiter} ${model.site.title}`;
  const head = { title, description: route.description, keywords, noindex: route.kind === 'not-found' || route.unlisted === true, notFound: route.kind === 'not-found', ...(route.image ? { image: route.image } : {}), ...(route.kind === 'doc' ? { markdown: ctx.url(`/${markdownFile(route.path)}`) } : {}) };
  // Tags an MDX doc or a page adds to <head> (`@docusaurus/Head`): a <title> of its own replaces the page's, as the
  // last one wins on Docusaurus. The page data carries the same head, but for the navbar's image preloads.
  const pageHead = route.kind === 'doc' ? model.routes.docsByRoute.get(route.path)!.head ?? '' : ownHead ?? '';
  // So does a <meta> of the same `name` or `property` (react-helmet keeps the last).
  const ownMeta = new Set([...pageHead.matchAll(/<meta\s[^>]*?\b(name|property)="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]}`));
  const ownTitle = (h: string) => (/<title>/.test(pageHead) ? h.replace(/<title>[^<]*<\/title>/, '') : h)
    .replace(/<meta\s[^>]*?\b(name|property)="([^"]*)"[^>]*>/g, (m, key: string, value: string) => (ownMeta.has(`${key}=${value}`) ? '' : m));
  const navbar = navbarInside(ctx);
  // The blog's recent posts in the mobile menu, on its pages (templates/blog-menu.tsx): a navbar part of each page's own.
  const blogMenu = hasBlogMenu(model.site);
  const { navbar: navbarHtml, main } = blogMenu ? withBlogMenu(navbar.html, shown) : { navbar: navbar.html, main: shown };
  // A page with a <main> of its own (a site's BlogLayout draws one) is in a <div>: a page has one main landmark.
  const Main = /<main[\s>]/i.test(main) ? 'div' : 'main';
  const headTags = ownTitle(renderToStaticMarkup(<Head ctx={ctx} {...head} />));
  // The page's tags win over the site's (Root's `<Head>`: the deeper one wins on Docusaurus).
  const { head: extraHead, className: htmlClass } = pageHtmlClass(route, ownTitle(model.siteHead) + (model.assets.sidebarHead ?? '') + pageHead, model.site);
  const sidebarLabel = themeText(ctx.site, 'theme.docs.sidebar.navAriaLabel', 'Docs sidebar');
  const wrapperClass = withInfima(ctx.site, 'main', 'docs-wrapper');
  // For client navigation from a page without a sidebar: the site's layout boxes, else its sidebar wrappers.
  const layoutFrame = hasSidebar ? docsFrame(ctx.slots, wrapperClass, <Sidebar tree="" slots={ctx.slots} label={sidebarLabel} />) : undefined;
  const frame = hasSidebar && !layoutFrame ? sidebarFrame(ctx.slots, sidebarLabel) : undefined;
  const body = (
    <Layout ctx={ctx} head={headWithPreloads(headTags, navbar.preloads) + extraHead} hasSidebar={hasSidebar} footer={sharedFooter(ctx)} navbar={navbarHtml} htmlClass={htmlClass}>
      {hasSidebar ? (
        docsWrapper(ctx.slots, wrapperClass, <Sidebar tree={sidebarTree(items, ctx)} slots={ctx.slots} label={sidebarLabel} />,
          <Main id="main" className="docs-main" dangerouslySetInnerHTML={{ __html: main }} />)
      ) : (
        <Main id="main" className={withInfima(ctx.site, 'main', `page-main page-${route.kind}`)} dangerouslySetInnerHTML={{ __html: main }} />
      )}
    </Layout>
  );
  // The config its islands read, once (island-site.ts).
  const { html, main: pageMain } = withIslandSite(`<!DOCTYPE html>${renderToString(body)}`, main, model.site);
  // The navbar parts drawn for this page (content/theme/navbar-routes.ts), for client navigation to swap in.
  const navbarParts = ctx.ownNavbar || blogMenu ? pageNavbarParts(html) : [];
  // What the site's sidebar wrappers draw for this page around the sidebar (content/theme/sidebar-wrapper-routes.ts).
  const sidebarParts = ctx.ownNavbar && hasSidebar ? pageNavbarParts(html, 'sidebar') : [];
  const pageData: PageData = {
    path: route.path,
    title: /<title>([^<]*)<\/title>/.exec(pageHead)?.[1] ?? route.title,
    head: headTags + extraHead,
    main: pageMain,
    ...(htmlClass ? { htmlClass } : {}),
    ...(navbarParts.length ? { navbar: navbarParts } : {}),
    ...(sidebarParts.length ? { sidebarParts } : {}),
    kind: route.kind,
    sidebar: hasSidebar,
    ...(hasSidebar ? { sidebarTree: ctx.assets.sidebarTrees[route.sidebar!] } : {}),
    ...(frame ? { sidebarFrame: frame } : {}),
    ...(layoutFrame ? { docsFrame: layoutFrame } : {}),
    trail: items ? [...sidebarTrail(route.path, items)].map((c) => c.key) : [],
  };
  return { html, pageData };
}

const treesBySidebar = new WeakMap<SidebarItem[], Map<string, LinkedTree>>();

/**
 * The sidebar tree of the page in `ctx`: rendered once per set of open categories and blocks of long lists shown
 * (and sidebar), then marked.
 * Called while building a page's elements, not inside React's render: React does not nest renders.
 */
export function sidebarTree(items: SidebarItem[], ctx: PageContext): string {
  const trail = sidebarTrail(ctx.path, items);
  const key = `${[...trail].map((c) => c.key).join('\0')}\0${sidebarWindows(items, trail, ctx.path)}`;
  let trees = treesBySidebar.get(items);
  if (!trees) treesBySidebar.set(items, (trees = new Map()));
  let tree = trees.get(key);
  if (tree === undefined) trees.set(key, (tree = linkedSidebarTree(ctx, items, trail)));
  return markActive(tree, ctx.url(ctx.path));
}

function renderMain(route: Route, model: RenderModel, ctx: PageContext): { main: string; keywords?: string[]; head?: string } {
  const { routes } = model;
  const nav = routes.pagination.get(route.path) ?? {};
  const crumbs = routes.breadcrumbs.get(route.path) ?? [];
  switch (route.kind) {
    case 'doc': {
      const doc = routes.docsByRoute.get(route.path)!;
      const editUrl = model.editUrls.get(route.path);
      const props = { ctx, doc, crumbs: crumbs.length ? crumbs : [{ label: doc.title }], prev: nav.prev, next: nav.next, editUrl, lastUpdated: model.lastUpdated.get(route.path), tags: routes.docTags.get(route.path), markdownUrl: ctx.url(`/${markdownFile(route.path)}`) };
      // The site's own parts of a doc page, where it has any (content/theme/doc-parts.ts).
      const main = doc.parts ? docMainWithParts(props) : renderToString(<DocMain {...props} />);
      return { main, keywords: doc.frontmatter.keywords };
    }
    case 'generated-index': {
      const category = routes.categoriesByRoute.get(route.path)!;
      const main = renderToString(<CategoryMain ctx={ctx} category={category} title={route.title} description={route.description}
        descriptions={model.descriptions} crumbs={crumbs} prev={nav.prev} next={nav.next} />);
      return { main };
    }
    case 'home':
      return { main: renderToString(<HomeMain ctx={ctx} home={model.home!} />) };
    case 'search':
      return { main: renderToString(<SearchPageMain ctx={ctx} />) };
    case 'not-found': {
      const own = () => renderToString(<NotFoundMain ctx={ctx} docsHome={docsHome(model)} />);
      const content = model.slots['NotFound/Content'];
      const inner = () => (content === undefined ? own() : `<div class="theme-not-found">${withOriginal(content, 'NotFound/Content', own)}</div>`);
      // The site's whole NotFound (its Layout shows only its children, in docsgen's page), with docsgen's content
      // where it wraps the original or uses `@theme-original/NotFound/Content`.
      const page = model.slots.NotFound;
      return { main: page === undefined ? inner() : withOriginal(withOriginal(page, 'NotFound', inner), 'NotFound/Content', own) };
    }
    default:
      return routes.pages.get(route.path)!.render(ctx);
  }
}

/** Where the not-found page sends readers: the docs root when it is a page, else the sidebar's first page. */
function docsHome({ site, routes, sidebars }: RenderModel): string | undefined {
  const root = `/${site.docs.routeBasePath}/`.replace(/\/+/g, '/');
  if (routes.routes.some((r) => r.kind !== 'not-found' && routeKey(r.path) === routeKey(root))) return root;
  const first = (items: SidebarItem[]): string | undefined => {
    for (const i of items) {
      const href = i.type === 'link' || i.type === 'html' ? undefined : i.type === 'doc' ? i.href : i.href ?? first(i.items);
      if (href) return href;
    }
    return undefined;
  };
  return first([...sidebars.values()][0] ?? []);
}
