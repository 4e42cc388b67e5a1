// `@docusaurus/plugin-content-blog/client`: the post a blog part renders for, and the blog sidebar's helpers, for a
// site's own blog parts (`src/theme/BlogPostItem/…`); Docusaurus 2 sites import these from theme-common/internal.
import { useContext, type ComponentType, type ReactNode } from 'react';
import { SiteContext } from '../context.ts';
import { POST_DATA, type BlogPostContext } from '../blog-context.ts';
import Link from './Link.tsx';
import { useLocation } from './router.ts';
import { withBaseUrl } from './useBaseUrl.ts';
import { modulePost } from './module-post.ts';

export { useBlogMetadata, useBlogTagsPostsPageTitle, useBlogAuthorPageTitle } from './blog-pages.tsx';

/** The post whose item a blog part renders (metadata, frontMatter, assets, toc, isBlogPostPage), as Docusaurus's BlogPostProvider gives it. */
export function useBlogPost(): Omit<BlogPostContext, 'post'> {
  const post = useContext(SiteContext).blogPost;
  if (!post) throw new Error('useBlogPost() is only available inside the parts of a blog post (src/theme/BlogPostItem/…)');
  return post;
}

/** A post as `BlogPostItems` gets it (`items[i].content`): its content, with its data on it. */
export type PostContent = ComponentType & Pick<BlogPostContext, 'metadata' | 'frontMatter' | 'assets' | 'toc'> & { [POST_DATA]?: BlogPostContext };

/** Gives `content`'s post to the parts inside (`useBlogPost()`), as Docusaurus's provider does. */
export function BlogPostProvider({ content, isBlogPostPage = false, children }: { content: PostContent; isBlogPostPage?: boolean; children?: ReactNode }) {
  const ctx = useContext(SiteContext);
  const post = content[POST_DATA] ?? modulePost(content, ctx.siteConfig.baseUrl, ctx.locale);
  if (!post) throw new Error('BlogPostProvider: its content is not a post of the blog (give it an item\'s `content` from BlogPostItems\' `items`, or a post\'s module from a route\'s modules)');
  return <SiteContext.Provider value={{ ...ctx, blogPost: { ...post, isBlogPostPage } }}>{children}</SiteContext.Provider>;
}

interface SidebarItem { title: string; permalink: string; unlisted?: boolean; date?: string }

/** Whether `permalink` (with the base URL) is the page's, with or without a trailing slash (as a server may serve it). */
function useIsPage(): (permalink: string) => boolean {
  const { pathname } = useLocation();
  const bare = (p: string) => p.replace(/(.)\/$/, '$1');
  const here = bare(withBaseUrl(useContext(SiteContext).siteConfig.baseUrl, pathname));
  return (permalink) => bare(permalink) === here;
}

/** The sidebar's items but the unlisted ones, which show only on their own page. */
export function useVisibleBlogSidebarItems(items: SidebarItem[]): SidebarItem[] {
  const isPage = useIsPage();
  return items.filter((i) => !i.unlisted || isPage(i.permalink));
}

/** The sidebar's posts as a list of links, the page's own marked with `linkActiveClassName`. */
export function BlogSidebarItemList({ items, ulClassName, liClassName, linkClassName, linkActiveClassName }: { items: SidebarItem[]; ulClassName?: string; liClassName?: string; linkClassName?: string; linkActiveClassName?: string }) {
  const isPage = useIsPage();
  return (
    <ul className={ulClassName}>
      {items.map((item) => (
        <li key={item.permalink} className={liClassName}>
          <Link to={item.permalink} className={[linkClassName, isPage(item.permalink) ? linkActiveClassName : undefined].filter(Boolean).join(' ') || undefined} aria-current={isPage(item.permalink) ? 'page' : undefined}>{item.title}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The sidebar's items by the year of their date, in their order (Docusaurus's `groupByYear` sidebar). */
export function groupBlogSidebarItemsByYear(items: SidebarItem[]): [string, SidebarItem[]][] {
  const years = new Map<string, SidebarItem[]>();
  for (const i of items) {
    const year = (i.date ?? '').slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), i]);
  }
  return [...years];
}
