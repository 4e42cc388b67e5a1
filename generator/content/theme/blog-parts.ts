// The site's blog parts (`src/theme/BlogPostItem…`, `BlogPostPaginator`, `BlogListPaginator`, `BlogSidebar`; see
// BLOG_ITEM_PARTS and BLOG_PAGE_PARTS), which depend on the post or the page: once the blog is assembled, one module
// renders each post's item (on its page, and once for the lists, its excerpt) inside its data (`useBlogPost()`), and
// each page's parts with their props, through the MDX path as a doc's components are (one with state hydrates as an
// island). The blog's pages then draw their HTML in docsgen's places (content/blog/page-parts.tsx).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ThemeOverrides } from '../../docusaurus/theme-overrides.ts';
import type { Problem } from '../../errors.ts';
import type { OutputMap, SiteConfig } from '../../types.ts';
import { longDate } from '../../../templates/dates.ts';
import { HEAD } from '../../../templates/theme/DocItem/parts.tsx';
import type { BlogPartsInstance, BlogPostContext } from '../../../templates/theme/blog-context.ts';
import type { BlogModel } from '../blog/pages.tsx';
import type { BlogPostData } from '../blog/types.ts';
import { frontmatterBlock } from '../frontmatter-block.ts';
import { str } from '../../values.ts';
import { authorProp, type BlogPartsHtml, type PagePartWanted } from '../blog/page-parts.tsx';
import { blogPartsModule } from './later-parts.ts';
import type { DocSource } from '../../types.ts';
import type { PartsDraws, RenderedParts } from '../source.ts';

/** What the site's blog parts drew for `model`'s posts and pages (`wanted`), or undefined when it has none. */
export async function renderBlogParts(model: BlogModel, wanted: PagePartWanted[], site: SiteConfig, siteDir: string, overrides: ThemeOverrides, render: (module: DocSource, draws: PartsDraws) => Promise<RenderedParts>): Promise<{ parts: BlogPartsHtml; files: OutputMap; warnings: Problem[] } | undefined> {
  const drawn = blogPartsModule(overrides);
  if (!drawn) return undefined;
  const { items, pageParts, module } = drawn;
  const things: BlogPartsInstance[] = [];
  // A post's item in the lists is the same on each of them: drawn once, at the blog's first list page.
  if (items.length) {
    for (const p of model.posts) {
      things.push({ route: p.data.route, part: 'BlogPostItem', post: postContext(p, true, model, site, siteDir) });
      if (!p.data.unlisted) things.push({ route: model.routeBase || '/', part: 'BlogPostItem', post: postContext(p, false, model, site, siteDir) });
    }
  }
  const byRoute = new Map(model.posts.map((p) => [p.data.route, p]));
  things.push(...wanted.filter((w) => pageParts.has(w.part)).map(({ posts, postPage, ...w }) => ({
    ...w,
    ...(posts ? { posts: posts.map((r) => postContext(byRoute.get(r)!, w.part === 'BlogPostPage', model, site, siteDir)) } : {}),
    ...(postPage ? { post: postContext(byRoute.get(postPage)!, true, model, site, siteDir) } : {}),
  })));
  const { byThing, files, warnings } = await render(module, { blogParts: things });
  const parts: BlogPartsHtml = { items: new Map(), pages: new Map() };
  things.forEach((thing, i) => {
    const { [HEAD]: head, [thing.part]: html = '' } = byThing.get(i) ?? {};
    const drawn = { html, ...(head ? { head } : {}) };
    if (thing.part === 'BlogPostItem') {
      const route = thing.post.post.route;
      parts.items.set(route, { ...parts.items.get(route), [thing.post.isBlogPostPage ? 'page' : 'list']: drawn });
    } else parts.pages.set(thing.route, { ...parts.pages.get(thing.route), [thing.part]: drawn });
  });
  return { parts, files, warnings };
}

/**
 * The shown posts as Docusaurus's blog plugin has them (`{ id, metadata, content }`, the date a Date), for a config's
 * `feedOptions.createFeedItems`.
 */
export function feedPosts(model: BlogModel, shown: BlogPostData[], site: SiteConfig, siteDir: string): Record<string, unknown>[] {
  const byData = new Map(model.posts.map((p) => [p.data, p]));
  return shown.map((data) => {
    const post = byData.get(data)!;
    const { metadata } = postContext(post, true, model, site, siteDir);
    // Docusaurus's id: the frontmatter's `id`, else its `slug`, else the slug the file's name gives (`2024/01/31/name`).
    const id = str(post.frontMatter.id) ?? str(post.frontMatter.slug) ?? data.route.slice(model.routeBase.length).replace(/^\/+|\/+$/g, '');
    return { id, metadata: { ...metadata, date: new Date(data.date), frontMatter: post.frontMatter }, content: frontmatterBlock(readFileSync(post.file, 'utf8')).content };
  });
}

/** The post as `useBlogPost()` gives it on its page (`page`) or in the lists; links carry the base URL, as Docusaurus's do. */
function postContext({ data, headings, frontMatter: read, file }: BlogModel['posts'][number], page: boolean, model: BlogModel, site: SiteConfig, siteDir: string): BlogPostContext {
  const { html: _html, excerpt: _excerpt, frame: _frame, ...post } = data;
  // As the browser gets it on Docusaurus: JSON (a YAML date is its ISO text), so it may reach an island's props.
  const frontMatter = JSON.parse(JSON.stringify(read)) as Record<string, unknown>;
  const { url } = model;
  const image = (u?: string) => u && (/^[a-z]+:|^\/\//i.test(u) ? u : url(u));
  // The newer and older listed posts (an unlisted post has neither), as Docusaurus's metadata has them.
  const listed = model.posts.filter((p) => !p.data.unlisted);
  const at = data.unlisted ? -1 : listed.findIndex((p) => p.data === data);
  const link = (p?: BlogModel['posts'][number]) => p && { title: p.data.title, permalink: url(p.data.route) };
  const [prevItem, nextItem] = at < 0 ? [] : [link(listed[at - 1]), link(listed[at + 1])];
  return {
    metadata: {
      title: data.title, permalink: url(data.route), date: data.date, formattedDate: longDate(site.locale, new Date(data.date)), description: data.description,
      ...(data.readingTime !== undefined ? { readingTime: data.readingTime } : {}),
      authors: data.authors.map((a) => authorProp(a, url)),
      tags: data.tags.map((t) => ({ ...t, permalink: url(t.permalink) })),
      frontMatter, hasTruncateMarker: data.truncated, unlisted: data.unlisted, source: `@site/${path.relative(siteDir, file).split(path.sep).join('/')}`,
      ...(data.editUrl ? { editUrl: data.editUrl } : {}), ...(data.lastUpdated?.at !== undefined ? { lastUpdatedAt: data.lastUpdated.at } : {}), ...(data.lastUpdated?.by !== undefined ? { lastUpdatedBy: data.lastUpdated.by } : {}), ...(prevItem ? { prevItem } : {}), ...(nextItem ? { nextItem } : {}),
    },
    frontMatter,
    assets: { ...(data.image ? { image: image(data.image) } : {}), authorsImageUrls: data.authors.map(() => undefined) },
    toc: headings.filter((h) => h.depth >= 2).map((h) => ({ value: h.text, id: h.id, level: h.depth })),
    isBlogPostPage: page,
    post,
  };
}
