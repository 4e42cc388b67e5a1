// What the blog's parts read while they render (content/theme/blog-parts.ts): a post as Docusaurus's
// `useBlogPost()` gives it, and each thing the site's parts draw.
import type { BlogPostData } from '../../generator/content/blog/types.ts';
import type { BlogPagePart } from '../../generator/docusaurus/theme-overrides.ts';

/** An author as Docusaurus gives it to `BlogPostItem/Header/Author` and `Blog/Components/Author`. */
export interface BlogAuthorData {
  key?: string; name?: string; title?: string; url?: string; imageURL?: string; email?: string;
  socials?: Record<string, string>; page: { permalink: string } | null;
}

/** `useBlogPost()`: the post an item's parts draw; links carry the base URL, as Docusaurus's permalinks do. */
export interface BlogPostContext {
  metadata: {
    title: string; permalink: string; date: string; formattedDate: string; readingTime?: number; description: string;
    authors: BlogAuthorData[]; tags: { label: string; permalink: string; description?: string }[];
    frontMatter: Record<string, unknown>; hasTruncateMarker: boolean; editUrl?: string; lastUpdatedAt?: number; lastUpdatedBy?: string; unlisted: boolean; source: string;
    prevItem?: { title: string; permalink: string }; nextItem?: { title: string; permalink: string };
  };
  frontMatter: Record<string, unknown>;
  assets: { image?: string; authorsImageUrls: (string | undefined)[] };
  toc: { value: string; id: string; level: number }[];
  /** On the post's own page (the whole post), else in a list (its excerpt). */
  isBlogPostPage: boolean;
  /** docsgen's own data of the post, which its own pieces draw (without the post's HTML). */
  post: Omit<BlogPostData, 'html' | 'excerpt'>;
}

/**
 * One thing the site's blog parts draw: a post's item (on its page or in the lists), or a part of a blog page (with
 * `posts`, the list page's posts, for `BlogPostItems`).
 */
export type BlogPartsInstance = { route: string } & (
  | { part: 'BlogPostItem'; post: BlogPostContext }
  | { part: BlogPagePart; props: Record<string, unknown>; posts?: BlogPostContext[]; post?: BlogPostContext }
);

/** Where a post given to `BlogPostItems` (each item's `content`) keeps its data, for `BlogPostProvider`. */
export const POST_DATA = '__docsgenPost';
