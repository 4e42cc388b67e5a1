// The blog's options in the config: Docusaurus's plugin-content-blog options of the same names, with its defaults.
import * as z from 'zod';
import { markdownPlugins } from './markdown-schema.ts';

const feedType = z.enum(['rss', 'atom', 'json']);
const feedXslt = z.union([z.string(), z.boolean(), z.null()]).optional();

/** The blog's options: Docusaurus's plugin-content-blog options of the same names, with its defaults. */
export const blogOptions = z.strictObject({
  ...markdownPlugins,
  path: z.string().default('blog'),
  routeBasePath: z.string().regex(/^[a-z0-9\-_/]*$/i).default('blog'),
  blogTitle: z.string().default('Blog'),
  blogDescription: z.string().default('Blog'),
  blogSidebarTitle: z.string().default('Recent posts'),
  /** Posts the blog sidebar lists (`ALL`, or 0 for no sidebar). */
  blogSidebarCount: z.union([z.number().int().min(0), z.literal('ALL')]).default(5),
  postsPerPage: z.union([z.number().int().min(1), z.literal('ALL')]).default(10),
  showReadingTime: z.boolean().default(true),
  /** A post page's "Last updated on …" (its file's last commit) and "by …" (that commit's author), as the docs'. */
  showLastUpdateTime: z.boolean().default(false),
  showLastUpdateAuthor: z.boolean().default(false),
  /** The authors file, relative to the blog folder. */
  authorsMapPath: z.string().default('authors.yml'),
  /** The tags file, relative to the blog folder (`false`: none). */
  tags: z.union([z.string(), z.literal(false)]).default('tags.yml'),
  onInlineTags: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  onInlineAuthors: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  onUntruncatedBlogPosts: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  /** Where a post's excerpt ends, in place of `<!-- truncate -->` (or its MDX comment form): its first match outside code. */
  truncateMarker: z.instanceof(RegExp, { message: 'a regular expression, such as /<!--\\s*more\\s*-->/' }).optional(),
  editUrl: z.union([z.string(), z.custom<(args: { blogDirPath: string; blogPath: string; permalink: string; locale: string }) => string | undefined>((v) => typeof v === 'function', 'a string or a function')]).optional(),
  /** A string `editUrl` names another locale's own copy of a post (under `i18n/<locale>/`) in its folder, not the blog folder. */
  editLocalizedFiles: z.boolean().default(false),
  include: z.array(z.string()).default(['**/*.{md,mdx}']),
  exclude: z.array(z.string()).optional(),
  archiveBasePath: z.union([z.string(), z.null()]).default('archive'),
  pageBasePath: z.string().default('page'),
  tagsBasePath: z.string().default('tags'),
  authorsBasePath: z.string().default('authors'),
  sortPosts: z.enum(['ascending', 'descending']).default('descending'),
  feedOptions: z.strictObject({
    type: z.union([feedType, z.literal('all'), z.array(feedType), z.null()]).default(['rss', 'atom']),
    title: z.string().optional(),
    description: z.string().optional(),
    copyright: z.string().optional(),
    language: z.string().optional(),
    /** Posts a feed holds (`false`: every post). */
    limit: z.union([z.number().int().min(1), z.literal(false), z.null()]).default(20),
    /**
     * An XSLT stylesheet that browsers show the RSS and Atom feeds with: `true` for docsgen's own, or per feed a
     * file (relative to the blog folder, beside a CSS file of the same name) or `true`.
     */
    xslt: z.union([z.boolean(), z.strictObject({ rss: feedXslt, atom: feedXslt })]).default(false),
    /** Docusaurus's `createFeedItems({ blogPosts, siteConfig, outDir, defaultCreateFeedItems })`: the feeds' items. */
    createFeedItems: z.custom<CreateFeedItems>((v) => typeof v === 'function', 'a function').optional(),
  }).prefault({}),
});

/** A feed item as the `feed` package takes it (`title`, `link`, `date`, `description`, `content`, `author`, …). */
export type FeedItem = Record<string, unknown>;
export type CreateFeedItems = (params: { blogPosts: Record<string, unknown>[]; siteConfig: Record<string, unknown>; outDir: string; defaultCreateFeedItems: (p: { blogPosts: Record<string, unknown>[] }) => Promise<FeedItem[]> }) => FeedItem[] | Promise<FeedItem[]>;
