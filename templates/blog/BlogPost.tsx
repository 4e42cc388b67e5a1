// A blog post, in a list (its excerpt, "Read more") or on its own page (the whole post, its table of contents,
// the newer and older posts), with its date, reading time, authors and tags, as Docusaurus's blog theme shows them.
import type { Heading, PageLink } from '../../generator/types.ts';
import type { BlogAuthor, BlogPostData } from '../../generator/content/blog/types.ts';
import type { PageContext } from '../context.ts';
import { Pagination } from '../Pagination.tsx';
import { TableOfContents } from '../TableOfContents.tsx';
import { longDate } from '../dates.ts';

export function PostHeader({ ctx, post, linked }: { ctx: PageContext; post: BlogPostData; linked: boolean }) {
  const date = new Date(post.date);
  const Title = linked ? 'h2' : 'h1';
  return (
    <header className="blog-post-header">
      <Title className="blog-post-title">{linked ? <a href={ctx.url(post.route)}>{post.title}</a> : post.title}</Title>
      <p className="blog-post-meta">
        <time dateTime={post.date}>{longDate(ctx.site.locale, date)}</time>
        {post.readingTime !== undefined ? <> · {Math.max(1, Math.ceil(post.readingTime))} min read</> : null}
      </p>
      {post.authors.length ? <ul className="blog-authors">{post.authors.map((a, i) => <li key={i}><AuthorCard ctx={ctx} author={a} /></li>)}</ul> : null}
    </header>
  );
}

export function AuthorCard({ ctx, author, count }: { ctx: PageContext; author: BlogAuthor; count?: number }) {
  const href = author.page ? ctx.url(author.page) : author.url ?? (author.email ? `mailto:${author.email}` : undefined);
  const name = author.name ?? author.key ?? '';
  return (
    <div className="blog-author">
      {author.imageURL ? <img className="blog-author-image" src={/^[a-z]+:|^\/\//i.test(author.imageURL) ? author.imageURL : ctx.url(author.imageURL)} alt={name} width={40} height={40} loading="lazy" /> : null}
      <div>
        {name ? <span className="blog-author-name">{href ? <a href={href}>{name}</a> : name}{count !== undefined ? ` (${count})` : null}</span> : null}
        {author.title ? <small className="blog-author-title">{author.title}</small> : null}
      </div>
    </div>
  );
}

function PostTags({ ctx, post }: { ctx: PageContext; post: BlogPostData }) {
  if (!post.tags.length) return null;
  return (
    <p className="blog-post-tags"><b>Tags:</b> {post.tags.map((t) => <a key={t.permalink} className="tag" href={ctx.url(t.permalink)}>{t.label}</a>)}</p>
  );
}

/** A post in a list: its excerpt, and a link to the rest when it was cut short. */
export function PostSummary({ ctx, post }: { ctx: PageContext; post: BlogPostData }) {
  return (
    <article className="blog-post-item">
      <PostHeader ctx={ctx} post={post} linked />
      <div className="markdown" dangerouslySetInnerHTML={{ __html: post.excerpt }} />
      <footer className="blog-post-footer">
        <PostTags ctx={ctx} post={post} />
        {post.truncated ? <a className="blog-read-more" href={ctx.url(post.route)} aria-label={`Read more about ${post.title}`}>Read more</a> : null}
      </footer>
    </article>
  );
}

export interface PostPageProps {
  ctx: PageContext;
  post: BlogPostData;
  toc: Heading[];
  newer?: PageLink;
  older?: PageLink;
}

/** A post's own page. */
export function PostMain({ ctx, post, toc, newer, older }: PostPageProps) {
  return (
    <div className={`doc-container${toc.length ? ' has-toc' : ''}`}>
      <div className="doc-column">
        <article className="blog-post-item">
          <PostHeader ctx={ctx} post={post} linked={false} />
          {toc.length ? <TableOfContents headings={toc} inline /> : null}
          <div className="markdown" dangerouslySetInnerHTML={{ __html: post.html }} />
          <footer className="blog-post-footer">
            <PostTags ctx={ctx} post={post} />
            {post.editUrl ? <a className="edit-link" href={post.editUrl} target="_blank" rel="noopener noreferrer">Edit this page<span className="visually-hidden"> (opens in a new tab)</span></a> : null}
          </footer>
        </article>
        <Pagination ctx={ctx} prev={newer} next={older} words={{ label: 'Blog post page navigation', prev: 'Newer post', next: 'Older post' }} />
      </div>
      {toc.length ? <TableOfContents headings={toc} /> : null}
    </div>
  );
}
