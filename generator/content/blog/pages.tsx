// The blog's routes and what each shows: a page per post (newer and older post links), the post lists paginated
// by `postsPerPage` (all posts, each tag's, each author's), the tags page, the archive and the authors page; with the
// site's blog parts (content/theme/blog-parts.ts), each page draws theirs in docsgen's places (page-parts.tsx).
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { BlogArchiveMain, BlogAuthorsMain, BlogLayout, BlogListMain, BlogListPaginator, BlogSidebarNav, type BlogSidebarData, type ListPageProps } from '../../../templates/blog/BlogPages.tsx';
import { TagsListMain } from '../../../templates/Tags.tsx';
import { PostMain, PostPaginator } from '../../../templates/blog/BlogPost.tsx';
import type { PageContext } from '../../../templates/context.ts';
import { TableOfContents, tocHeadings } from '../../../templates/TableOfContents.tsx';
import { sha1 } from '../../hash.ts';
import type { BlogOptions, Tag, Heading, PageLink, Route, SiteConfig } from '../../types.ts';
import type { BlogAuthor, BlogPostData } from './types.ts';
import { applyTrailingSlash } from '../docs/doc-source.ts';
import { keyPosition } from '../key-position.ts';
import { blogSourceId } from './instance-id.ts';
import type { RouteClaim, SourcePage } from '../source.ts';
import type { BlogWholePage } from '../../docusaurus/theme-overrides.ts';
import { StandIn } from '../../../templates/blog/blog-parts.tsx';
import { MOBILE, mobileMenuPlace } from '../../../templates/blog-menu.tsx';
import { ORIGINAL } from '../../../templates/theme/originals.ts';
import { authorProp, pageDrawn, type BlogPartsHtml, type OwnParts, type PageDrawn, type PagePartWanted } from './page-parts.tsx';
import { ITEM_TOC } from '../../../templates/blog/blog-parts.tsx';
import { themePlural, themeText } from '../../../templates/theme-text.ts';

export interface BlogModel {
  options: BlogOptions;
  /** The locale and its words (the pages' titles are in them). */
  site: Pick<SiteConfig, 'codeTranslations' | 'locale'>;
  /** The site's table-of-contents levels. */
  tocLevels: SiteConfig['tableOfContents'];
  routeBase: string;
  trailingSlash?: boolean;
  /** A site path with the base URL (the links a site's blog parts get, as Docusaurus's permalinks). */
  url: (p: string) => string;
  /** Every post, in the blog's order, with its file, headings and frontmatter's table-of-contents settings. */
  posts: { data: BlogPostData; file: string; headings: Heading[]; toc: { hide?: boolean; min?: number; max?: number }; keywords?: string[]; head?: string; frontMatter: Record<string, unknown> }[];
  /** What the site's blog parts drew (content/theme/blog-parts.ts), once rendered: the pages draw it in docsgen's places. */
  parts?: BlogPartsHtml;
  /** Only the routes are wanted (`@generated/routes`, before the posts are parsed): no page is made. */
  routesOnly?: boolean;
}

/** The blog's routes and their pages; `pageParts`: the blog page parts each page has, with their props (for a site's). */
export function blogPages(model: BlogModel): { claims: RouteClaim[]; pages: Map<string, SourcePage>; pageParts: PagePartWanted[] } {
  const { options } = model;
  const words = (id: string, english: string) => themeText(model.site, id, english);
  const at = (p: string) => applyTrailingSlash(p.replace(/\/{2,}/g, '/') || '/', model.trailingSlash);
  const listed = model.posts.filter((p) => !p.data.unlisted).map((p) => p.data);
  const sidebar: BlogSidebarData | undefined = options.blogSidebarCount === 0 ? undefined
    : { title: options.blogSidebarTitle, posts: (options.blogSidebarCount === 'ALL' ? listed : listed.slice(0, options.blogSidebarCount)).map((p) => ({ title: p.title, href: p.route })) };
  const claims: RouteClaim[] = [];
  const tocTitle = words('theme.TOCCollapsible.toggleButtonLabel', 'On this page');
  const pages = new Map<string, SourcePage>();
  const pageParts: PagePartWanted[] = [];
  const sidebarProps = sidebar && { sidebar: { title: sidebar.title, items: sidebarPosts(model, listed) } };
  const blogMetadata = { blogBasePath: model.url(at(model.routeBase)), blogTitle: options.blogTitle, authorsListPath: model.url(at(`${model.routeBase}/${options.authorsBasePath}`)) };
  // `head`: the tags a post's own `<head>` adds to the page's (as a doc's do), and those of the site's parts.
  const add = (route: Route, shows: unknown, main: (ctx: PageContext) => ReactNode, owner: string, o: PageOptions = {}, site?: PageDrawn) => {
    claims.push({ route, owner, ...(o.where ? { at: o.where } : {}) });
    const head = `${o.head ?? ''}${site?.head ?? ''}` || undefined;
    const key = sha1(JSON.stringify([shows, sidebar, head, site?.key]));
    pages.set(route.path, { key, render: (ctx) => ({ main: site ? site.fill(renderToString(main(ctx)) + mobileMenuPlace(site), ctx) : renderToString(main(ctx)), ...(o.keywords ? { keywords: o.keywords } : {}), ...(head ? { head } : {}) }) });
  };
  // A page beside the blog sidebar (in BlogLayout), with the site's parts: its post items, its page parts (`o.wanted`:
  // their props; `o.own`: docsgen's, for their markers), the sidebar and the layout. `inner` draws its content, without
  // the desktop table of contents where a site's BlogLayout places it (`tocApart`).
  // With the site's whole page (`o.whole`: its name, props and posts), the page is that alone; a `bare` page has no layout.
  const laidOut = (route: Route, shows: unknown, inner: (ctx: PageContext, site: PageDrawn, tocApart: boolean) => ReactNode, owner: string, o: LaidOutOptions = {}) => {
    if (model.routesOnly) return void claims.push({ route, owner });
    const routePath = route.path;
    const layoutProps = { ...sidebarProps, title: route.title, description: route.description, ...(o.toc?.length ? { toc: true } : {}) };
    // On a post's page, its parts read the post (the whole page gives it to them, on Docusaurus as here).
    const onPost = o.page && o.posts?.[0] ? { postPage: o.posts[0].route } : {};
    const wanted: Omit<PagePartWanted, 'route'>[] = [...(o.wanted ?? []), ...(o.bare ? [] : [{ part: 'BlogLayout' as const, props: layoutProps }]), ...(sidebarProps ? [{ part: 'BlogSidebar' as const, props: sidebarProps }, { part: 'BlogSidebar/Mobile' as const, props: sidebarProps }] : [])].map((w) => ({ ...w, ...onPost }));
    if (o.whole) wanted.push({ ...o.whole, props: { ...(o.bare ? {} : sidebarProps), blogMetadata, ...o.whole.props } });
    pageParts.push(...wanted.map((w) => ({ route: routePath, ...w })));
    const site: PageDrawn = pageDrawn(model.parts, routePath, o.posts ?? [], o.page ?? false, (ctx) => ({
      // In a site's BlogLayout, a column of its grid, as Docusaurus's sidebar is.
      BlogSidebar: () => renderToStaticMarkup(site.has('BlogLayout') && sidebar?.posts.length ? <aside className="col col--3"><BlogSidebarNav ctx={ctx} sidebar={sidebar} /></aside> : <BlogSidebarNav ctx={ctx} sidebar={sidebar} />),
      'BlogLayout/children': () => site.fill(renderToString(inner(ctx, site, true)), ctx),
      // docsgen's own page, in a site's wrapper of its whole page (`@theme-original/BlogPostPage`).
      ...(o.whole ? { [o.whole.part]: () => site.fill(renderToString(own(ctx)), ctx) } : {}),
      // docsgen's posts in a site's wrapper of the phone menu's: the marker stays, for the page's menu to fill.
      [MOBILE]: () => `<div ${ORIGINAL}="${MOBILE}"></div>`,
      'BlogLayout/toc': () => renderToStaticMarkup(<TableOfContents headings={o.toc ?? []} title={tocTitle} />),
      // `@theme/TOC` in a site's page: the post's table of contents, as its front matter sets it.
      TOC: () => renderToStaticMarkup(<TableOfContents headings={o.toc ?? []} title={tocTitle} />),
      ...o.own?.(ctx),
    }));
    const own = (ctx: PageContext) => (o.bare ? inner(ctx, site, false) : <BlogLayout ctx={ctx} sidebar={sidebar} site={site}>{inner(ctx, site, false)}</BlogLayout>);
    const whole = o.whole?.part;
    add(route, shows, (ctx) => (whole && site.has(whole) ? <StandIn name={whole} /> : own(ctx)), owner, o, site);
  };
  const route = (path: string, title: string, description: string, unlisted = false): Route => ({ path, kind: 'blog', title, description, source: blogSourceId(options.id), ...(unlisted ? { unlisted: true } : {}) });

  // Posts: newer and older among the listed ones (an unlisted post has neither).
  model.posts.forEach(({ data, file, headings, toc, keywords, head }) => {
    const i = listed.indexOf(data);
    const link = (p?: BlogPostData): PageLink | undefined => (p ? { title: p.title, href: p.route } : undefined);
    const [newer, older] = i < 0 ? [undefined, undefined] : [link(listed[i - 1]), link(listed[i + 1])];
    const shownToc = toc.hide ? [] : tocHeadings(headings, toc.min, toc.max, model.tocLevels);
    const paginator = { prevItem: newer && { title: newer.title, permalink: model.url(newer.href) }, nextItem: older && { title: older.title, permalink: model.url(older.href) } };
    laidOut({ ...route(data.route, data.title, data.description, data.unlisted), ...(data.image ? { image: data.image } : {}) }, [data, newer, older, shownToc, keywords],
      (ctx, site, tocApart) => <PostMain ctx={ctx} post={data} toc={shownToc} newer={newer} older={older} site={site} tocApart={tocApart} />, file, {
        posts: [data], page: true, toc: shownToc, wanted: [{ part: 'BlogPostPaginator', props: paginator }], whole: { part: 'BlogPostPage', props: {}, posts: [data.route] }, where: () => keyPosition(file, 'slug'), keywords, ...(head ? { head } : {}),
        own: (ctx) => ({ BlogPostPaginator: () => renderToStaticMarkup(<PostPaginator ctx={ctx} newer={newer} older={older} />), [ITEM_TOC]: () => renderToStaticMarkup(<TableOfContents headings={shownToc} inline title={tocTitle} />) }),
      });
  });

  const paginate = (posts: BlogPostData[], base: string, title: string, description: string, heading: (n: number) => ListPageProps['heading'], whole: (metadata: Record<string, unknown>) => WholePage = (metadata) => ({ part: 'BlogListPage', props: { metadata } })) => {
    const per = options.postsPerPage === 'ALL' ? Math.max(posts.length, 1) : options.postsPerPage;
    const count = Math.max(1, Math.ceil(posts.length / per));
    const pathOf = (n: number) => at(n === 1 ? base : `${base}/${options.pageBasePath}/${n}`);
    for (let n = 1; n <= count; n++) {
      const shown = posts.slice((n - 1) * per, n * per);
      const newer = n > 1 ? { title: 'Newer entries', href: pathOf(n - 1) } : undefined;
      const older = n < count ? { title: 'Older entries', href: pathOf(n + 1) } : undefined;
      const metadata = { permalink: model.url(pathOf(n)), page: n, postsPerPage: per, totalPages: count, totalCount: posts.length, previousPage: newer ? model.url(newer.href) : null, nextPage: older ? model.url(older.href) : null, blogTitle: title, blogDescription: description };
      // Every page of a list has the list's title, as Docusaurus's (no page number).
      laidOut(route(pathOf(n), title, description), [shown.map(summaryKey), newer, older, heading(n)],
        (ctx, site) => <BlogListMain ctx={ctx} posts={shown} newer={newer} older={older} heading={heading(n)} site={site} />, `the blog (${options.path})`, {
          posts: shown, wanted: [{ part: 'BlogListPaginator', props: { metadata } }, { part: 'BlogPostItems', props: {}, posts: shown.map((p) => p.route) }], whole: { ...whole(metadata), posts: shown.map((p) => p.route) },
          own: (ctx) => ({ BlogListPaginator: () => renderToStaticMarkup(<BlogListPaginator ctx={ctx} newer={newer} older={older} />) }),
        });
    }
  };
  paginate(listed, model.routeBase, options.blogTitle, options.blogDescription, () => ({ title: options.blogTitle, visible: false }));

  // Tags: the list of tags, and each tag's posts.
  const tagsBase = `${model.routeBase}/${options.tagsBasePath}`;
  const byTag = new Map<string, { tag: Tag; posts: BlogPostData[] }>();
  for (const p of listed) for (const tag of p.tags) byTag.set(tag.permalink, { tag, posts: [...(byTag.get(tag.permalink)?.posts ?? []), p] });
  if (byTag.size) {
    const counted = [...byTag.values()].map(({ tag, posts }) => ({ tag, count: posts.length }));
    const tagProp = (tag: Tag, count: number) => ({ label: tag.label, permalink: model.url(tag.permalink), count, ...(tag.description ? { description: tag.description } : {}) });
    laidOut(route(at(tagsBase), words('theme.tags.tagsPageTitle', 'Tags'), 'The tags of the blog\'s posts.'), counted, (ctx) => <TagsListMain ctx={ctx} tags={counted} />, `the blog (${options.path})`,
      { whole: { part: 'BlogTagsListPage', props: { tags: counted.map((c) => tagProp(c.tag, c.count)) } } });
    for (const { tag, posts } of byTag.values()) {
      const nPosts = themePlural(model.site, 'theme.blog.post.plurals', 'One post|{count} posts', posts.length, { count: posts.length });
      const title = themeText(model.site, 'theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"').replace('{nPosts}', nPosts).replace('{tagName}', tag.label);
      paginate(posts, tag.permalink, title, tag.description ?? title, () => ({ title, visible: true, tag, tagsPage: at(tagsBase) }),
        (listMetadata) => ({ part: 'BlogTagsPostsPage', props: { tag: { ...tagProp(tag, posts.length), allTagsPath: model.url(at(tagsBase)), unlisted: false }, listMetadata } }));
    }
  }

  if (options.archiveBasePath !== null && listed.length) {
    const [title, description] = [words('theme.blog.archive.title', 'Archive'), words('theme.blog.archive.description', 'Archive')];
    laidOut(route(at(`${model.routeBase}/${options.archiveBasePath}`), title, description), listed.map(summaryKey),
      (ctx) => <BlogArchiveMain ctx={ctx} title={title} description={description} posts={listed} />, `the blog (${options.path})`,
      { bare: true, whole: { part: 'BlogArchivePage', props: {}, posts: listed.map((p) => p.route) } });
  }

  // Authors with a page of their own (`page` in the authors file).
  const byAuthor = new Map<string, { author: BlogAuthor; posts: BlogPostData[] }>();
  for (const p of listed) for (const a of p.authors) if (a.page && a.key) byAuthor.set(a.key, { author: a, posts: [...(byAuthor.get(a.key)?.posts ?? []), p] });
  if (byAuthor.size) {
    const counted = [...byAuthor.values()].map(({ author, posts }) => ({ author, count: posts.length }));
    laidOut(route(at(`${model.routeBase}/${options.authorsBasePath}`), words('theme.blog.authorsList.pageTitle', 'Authors'), 'The authors of the blog.'), counted,
      (ctx) => <BlogAuthorsMain ctx={ctx} authors={counted} />, `the blog (${options.path})`,
      { whole: { part: 'Blog/Pages/BlogAuthorsListPage', props: { authors: counted.map((c) => ({ ...authorProp(c.author, model.url), count: c.count })) } } });
    for (const { author, posts } of byAuthor.values()) {
      const name = author.name ?? author.key!;
      paginate(posts, author.page!, name, author.title ?? `Posts by ${name}`, () => ({ title: name, visible: false, author, authorsPage: at(`${model.routeBase}/${options.authorsBasePath}`) }),
        (listMetadata) => ({ part: 'Blog/Pages/BlogAuthorsPostsPage', props: { author: { ...authorProp(author, model.url), count: posts.length }, listMetadata } }));
    }
  }
  return { claims, pages, pageParts };
}

/** Where a page's route is set, its keywords and the tags its post adds to <head>. */
interface PageOptions {
  where?: RouteClaim['at'];
  keywords?: string[];
  head?: string;
}

/** A laid-out page's posts (its own post's, with `page`), table of contents, and the site's page parts it has. */
interface LaidOutOptions extends PageOptions {
  posts?: BlogPostData[];
  page?: boolean;
  toc?: Heading[];
  wanted?: Omit<PagePartWanted, 'route'>[];
  own?: OwnParts;
  /** The site's whole page for this one (its posts by route), and whether the page is drawn without BlogLayout. */
  whole?: WholePage;
  bare?: boolean;
}

type WholePage = { part: BlogWholePage; props: Record<string, unknown>; posts?: string[] };

/** The sidebar's posts as Docusaurus gives them to a BlogSidebar (`blogSidebarCount` of them), links with the base URL. */
function sidebarPosts(model: BlogModel, listed: BlogPostData[]) {
  const count = model.options.blogSidebarCount;
  return (count === 'ALL' ? listed : listed.slice(0, count)).map((p) => ({ title: p.title, permalink: model.url(p.route), unlisted: p.unlisted, date: p.date }));
}

/** What a list shows of a post (its render key's part). */
function summaryKey(p: BlogPostData) {
  return [p.route, p.title, p.date, p.excerpt, p.truncated, p.tags, p.authors, p.readingTime];
}
