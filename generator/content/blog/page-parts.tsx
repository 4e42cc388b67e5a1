// The site's blog parts on the blog's pages (rendered by content/theme/blog-parts.ts): what each page gives them
// (its paginator's and sidebar's props, as Docusaurus's blog theme passes them), and, once rendered, their HTML in
// the page in place of docsgen's (templates/blog/blog-parts.tsx), docsgen's own pieces filling their markers.
import type { BlogPagePart } from '../../docusaurus/theme-overrides.ts';
import { sha1 } from '../../hash.ts';
import type { PageContext } from '../../../templates/context.ts';
import { BLOG_CONTENT, BLOG_CONTENT_ALONE, ITEM_TOC, withSiteParts, type SitePiece } from '../../../templates/blog/blog-parts.tsx';
import { unframed } from '../../../templates/theme/content-end.ts';
import type { BlogAuthor, BlogPostData } from './types.ts';
import type { BlogAuthorData } from '../../../templates/theme/blog-context.ts';

/** A thing the site's parts drew, and the tags it put in <head>. */
export interface ThingHtml {
  html: string;
  head?: string;
}

/** What the site's blog parts drew: each post's item (on its page, in the lists), each page's parts. */
export interface BlogPartsHtml {
  items: Map<string, { page?: ThingHtml; list?: ThingHtml }>;
  pages: Map<string, Partial<Record<BlogPagePart, ThingHtml>>>;
}

/** A blog page part a page has, with the props Docusaurus's theme gives it there. */
export interface PagePartWanted {
  route: string;
  part: BlogPagePart;
  props: Record<string, unknown>;
  /** `BlogPostItems`: the routes of the page's posts (its `items`). */
  posts?: string[];
  /** On a post's page, the post's route: its parts read the post (`useBlogPost()`), as Docusaurus's BlogPostPage gives it to them all. */
  postPage?: string;
}

/**
 * docsgen's own HTML for the markers in the site's parts on a page, by marker: its parts (`@theme-original/BlogSidebar`),
 * a site BlogLayout's `children` and `toc`, an item's inline table of contents (ITEM_TOC).
 */
export type OwnParts = (ctx: PageContext) => Record<string, () => string>;

/** The site's parts on one page: the stand-ins its templates draw, what changes with them, and the filled page. */
export interface PageDrawn {
  has(name: string): boolean;
  key: string;
  head: string;
  fill(html: string, ctx: PageContext): string;
}

/** An author as Docusaurus gives it to a site's parts: links (its page, a relative image) with the base URL. */
export function authorProp({ page, imageURL, ...a }: BlogAuthor, url: (p: string) => string): BlogAuthorData {
  return { ...a, ...(imageURL ? { imageURL: /^[a-z]+:|^\/\//i.test(imageURL) ? imageURL : url(imageURL) } : {}), page: page ? { permalink: url(page) } : null };
}

/** The stand-in of a post's item in a list (`item` on its own page). */
export const listItem = (route: string) => `item:${route}`;

/** What the site's parts draw on the page at `route`: the items of `posts` (its own post's, with `page`), its page parts. */
export function pageDrawn(parts: BlogPartsHtml | undefined, route: string, posts: BlogPostData[], page: boolean, own: OwnParts): PageDrawn {
  const pieces = new Map<string, { thing: ThingHtml; own: (ctx: PageContext) => (marker: string) => string }>();
  for (const post of parts ? posts : []) {
    const thing = page ? parts!.items.get(post.route)?.page : parts!.items.get(post.route)?.list;
    if (!thing) continue;
    const content = contents(post, page);
    pieces.set(page ? 'item' : listItem(post.route), { thing, own: (ctx) => (m) => content[m] ?? (m === ITEM_TOC && page ? own(ctx)[ITEM_TOC]?.() ?? '' : '') });
  }
  // A list's posts in the site's BlogPostItems or list page: each one's excerpt by its route (a post page's: the post).
  const excerpts = new Map(posts.flatMap((p) => Object.entries(contents(p, page)).map(([m, html]) => [`${m}:${p.route}` as string, html] as const)));
  for (const [name, thing] of Object.entries(parts?.pages.get(route) ?? {}) as [BlogPagePart, ThingHtml][]) {
    pieces.set(name, { thing, own: (ctx) => (m) => own(ctx)[m]?.() ?? excerpts.get(m) ?? '' });
  }
  const things = [...pieces.values()].map((p) => p.thing);
  return {
    has: (name) => pieces.has(name),
    key: things.length ? sha1(JSON.stringify(things)) : '',
    head: things.map((t) => t.head ?? '').join(''),
    fill: (html, ctx) => (pieces.size ? onceEach(withSiteParts(html, (name): SitePiece | undefined => {
      const p = pieces.get(name);
      return p && { html: p.thing.html, own: p.own(ctx) };
    })) : html),
  };
}

/** A post's content (its excerpt in a list) by marker: within the site's MDXContent, and alone. */
function contents(post: BlogPostData, page: boolean): Record<string, string> {
  const html = page ? post.html : post.excerpt;
  return { [BLOG_CONTENT]: html, [BLOG_CONTENT_ALONE]: unframed(html, post.frame) };
}

/** The page with each stylesheet its parts bring linked once (each part's HTML leads with the ones it imports). */
function onceEach(html: string): string {
  const seen = new Set<string>();
  return html.replace(/<link rel="stylesheet" href="[^"]*"\/?>/g, (tag) => (seen.has(tag) ? '' : (seen.add(tag), tag)));
}
