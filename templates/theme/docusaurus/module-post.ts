// A post as a route's module gives it (a plugin that wraps the blog imports `post.metadata.source`): its content
// with Docusaurus's `metadata`, `frontMatter` and `assets` on it, made the post context docsgen's blog parts draw.
import type { BlogPostContext } from '../blog-context.ts';
import type { BlogAuthor } from '../../../generator/content/blog/types.ts';

type Metadata = BlogPostContext['metadata'];

/** Its context, out of a list (`isBlogPostPage` is the provider's); undefined when it has no post's metadata. */
export function modulePost(content: { metadata?: unknown; frontMatter?: unknown; assets?: unknown; toc?: unknown }, baseUrl: string, locale: string): Omit<BlogPostContext, 'isBlogPostPage'> | undefined {
  const m = content.metadata as Metadata | undefined;
  if (!m || typeof m.permalink !== 'string' || typeof m.date !== 'string') return undefined;
  // docsgen's parts add the base URL to the paths they link.
  const bare = (p: string) => (p.startsWith(baseUrl) ? `/${p.slice(baseUrl.length)}` : p);
  const authors: BlogAuthor[] = (m.authors ?? []).map(({ page, imageURL, ...a }) => ({ ...a, ...(imageURL ? { imageURL: bare(imageURL) } : {}), ...(page ? { page: bare(page.permalink) } : {}) }));
  const assets = (content.assets ?? {}) as { image?: string };
  return {
    metadata: { ...m, formattedDate: m.formattedDate ?? new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(m.date)) },
    frontMatter: (content.frontMatter ?? m.frontMatter ?? {}) as Record<string, unknown>,
    assets: { ...(assets.image ? { image: assets.image } : {}), authorsImageUrls: authors.map((a) => a.imageURL) },
    toc: Array.isArray(content.toc) ? content.toc : [],
    post: {
      route: bare(m.permalink), title: m.title, description: m.description, date: m.date, ...(m.readingTime !== undefined ? { readingTime: m.readingTime } : {}),
      authors, tags: (m.tags ?? []).map((t) => ({ ...t, permalink: bare(t.permalink) })), truncated: m.hasTruncateMarker, unlisted: m.unlisted, ...(m.editUrl ? { editUrl: m.editUrl } : {}),
    },
  };
}
