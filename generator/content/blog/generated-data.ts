// The data files Docusaurus's blog plugin writes to `.docusaurus/docusaurus-plugin-content-blog/<id>/` as it builds,
// which a site's code imports ("recent posts" on a home page: `blog-post-list-prop-<id>.json`): made from the posts'
// files before they are parsed (as `@generated/routes` is), in Docusaurus 3's shape, and only when a bundle imports one.
import path from 'node:path';
import readingTime from 'reading-time';
import type { BlogOptions } from '../../types.ts';
import { docuHash } from '../../docusaurus/docu-hash.ts';
import { docusaurusExcerpt } from '../../markdown/excerpt.ts';
import { authorProp } from './page-parts.tsx';
import type { Resolver } from './authors.ts';
import type { PostSource } from './posts.ts';

interface Place {
  options: BlogOptions;
  /** The blog's route base (`/blog`), without the base URL. */
  routeBase: string;
  /** A path with the site's base URL. */
  url: (p: string) => string;
  /** The site's folder (a post's `source` is `@site/` and its path in it). */
  root: string;
}

/** Its files by their path in `.docusaurus/`: the sidebar's post list, the blog's metadata, each post's metadata. */
export function blogGeneratedFiles(posts: readonly PostSource[], resolve: Resolver, { options, routeBase, url, root }: Place): Map<string, unknown> {
  const id = options.id ?? 'default';
  const dir = `docusaurus-plugin-content-blog/${id}`;
  const metadata = postsMetadata(posts, resolve, { options, routeBase, url, root });
  const listed = metadata.filter((m) => !m.unlisted);
  const count = options.blogSidebarCount === 'ALL' ? metadata.length : options.blogSidebarCount;
  const files = new Map<string, unknown>([
    [`${dir}/blog-post-list-prop-${id}.json`, {
      title: options.blogSidebarTitle,
      items: metadata.slice(0, count).map((m) => ({ title: m.title, permalink: m.permalink, unlisted: m.unlisted, date: m.date })),
    }],
    [`${dir}/blogMetadata-${id}.json`, { blogBasePath: url(routeBase || '/'), blogTitle: options.blogTitle, authorsListPath: url(`${routeBase}/${options.authorsBasePath}`) }],
  ]);
  for (const m of metadata) files.set(`${dir}/${docuHash(m.source)}.json`, m);
  // Docusaurus 2 gave the archive page its listed posts in a file of their own.
  const archive = options.archiveBasePath === null ? undefined : url(`${routeBase}/${options.archiveBasePath}`);
  if (archive && listed.length) files.set(`${dir}/${docuHash(archive)}.json`, { blogPosts: posts.flatMap((p, i) => (metadata[i]!.unlisted ? [] : [{ id: p.id, metadata: metadata[i], content: p.markdown }])) });
  return files;
}

/**
 * The blog's content as Docusaurus's plugin's `loadContent` gives it (what a plugin wrapping the blog reads in its
 * `contentLoaded`): the posts, newest first, each with its `id`, `metadata` (as its metadata file) and Markdown `content`.
 */
export function blogContent(posts: readonly PostSource[], resolve: Resolver, place: Place) {
  const metadata = postsMetadata(posts, resolve, place);
  return {
    blogSidebarTitle: place.options.blogSidebarTitle,
    blogPosts: posts.map((p, i) => ({ id: p.id, metadata: metadata[i]!, content: p.markdown })),
    blogListPaginated: [], blogTags: {},
    blogTagsListPath: place.url(`${place.routeBase}/${place.options.tagsBasePath}`),
  };
}

/** Each post's metadata, the listed ones linked to their neighbours. */
function postsMetadata(posts: readonly PostSource[], resolve: Resolver, { options, url, root }: Place) {
  const metadata = posts.map((p) => postMetadata(p, resolve, options, url, root));
  const listed = metadata.filter((m) => !m.unlisted);
  listed.forEach((m, i) => {
    // As Docusaurus links them: the newer post is the previous one.
    const [newer, older] = [listed[i - 1], listed[i + 1]];
    if (newer) m.prevItem = { title: newer.title, permalink: newer.permalink };
    if (older) m.nextItem = { title: older.title, permalink: older.permalink };
  });
  return metadata;
}

type Item = { title: string; permalink: string };

function postMetadata(p: PostSource, resolve: Resolver, options: BlogOptions, url: (p: string) => string, root: string) {
  const fm = p.frontmatter as Record<string, unknown>;
  const title = typeof fm.title === 'string' ? fm.title : leadingTitle(p.body) ?? '';
  return {
    permalink: url(p.route),
    source: `@site/${path.relative(root, p.file).split(path.sep).join('/')}`,
    title,
    description: typeof fm.description === 'string' ? fm.description : p.excerpt ?? docusaurusExcerpt(p.body) ?? '',
    date: p.date,
    tags: resolve.tags(fm, p.file).map((t) => ({ ...t, permalink: url(t.permalink) })),
    ...(options.showReadingTime ? { readingTime: readingTime(p.body).minutes } : {}),
    hasTruncateMarker: p.truncated,
    authors: resolve.authors(fm, p.file).map((a) => authorProp(a, url)),
    // The post's own, without the title docsgen gave it from its file name.
    frontMatter: p.titleFromName ? Object.fromEntries(Object.entries(fm).filter(([k]) => k !== 'title')) : fm,
    unlisted: fm.unlisted === true,
    prevItem: undefined as Item | undefined,
    nextItem: undefined as Item | undefined,
  };
}

/** The text of the `# heading` a post opens with (Docusaurus's `contentTitle`), its Markdown taken away. */
function leadingTitle(body: string): string | undefined {
  const heading = /^\s*#\s+([^\n]*)/.exec(body.replace(/^(\s*(import|export)\s.*\n|\s*\n)*/, ''));
  return heading ? docusaurusExcerpt(heading[1]!.replace(/\s+#+\s*$/, '')) : undefined;
}
