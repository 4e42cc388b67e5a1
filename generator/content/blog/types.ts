// What the blog's pages, feeds and author pages show of its posts.
import type { Tag } from '../../types.ts';
import type { LastUpdate } from '../last-update.ts';

/** A blog post's author, from the authors file or the post's frontmatter (Docusaurus's fields). */
export interface BlogAuthor {
  /** Its key in the authors file. */
  key?: string;
  name?: string;
  title?: string;
  /** Shown on its page, under its name. */
  description?: string;
  url?: string;
  imageURL?: string;
  email?: string;
  socials?: Record<string, string>;
  /** Its page on the blog (authors with `page: true` in the authors file). */
  page?: string;
}

/** A blog post as the blog's pages and feeds show it. */
export interface BlogPostData {
  route: string;
  title: string;
  description: string;
  /** ISO date. */
  date: string;
  /** Minutes, with `showReadingTime`. */
  readingTime?: number;
  authors: BlogAuthor[];
  tags: Tag[];
  /** The post's HTML, and the part before its truncate marker (the whole post when it has none). */
  html: string;
  excerpt: string;
  /** What the site's MDXContent drew before and after the content in both (templates/theme/content-end.ts). */
  frame?: readonly [before: string, after: string];
  truncated: boolean;
  unlisted: boolean;
  image?: string;
  editUrl?: string;
  /** With `showLastUpdateTime`/`showLastUpdateAuthor`: when and by whom its file last changed (git). */
  lastUpdated?: LastUpdate;
}
