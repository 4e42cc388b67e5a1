// A blog post, in a list (its excerpt, "Read more") or on its own page (the whole post, its table of contents,
// the newer and older posts), with its date, reading time, authors and tags, as Docusaurus's blog theme shows them.
// Its pieces are the blog item's parts docsgen draws (templates/theme/BlogPostItem) where a site has its own.
import { themePlural, themeText } from '../theme-text.ts';
import type { ReactNode } from 'react';
import type { Heading, PageLink, SiteConfig } from '../../generator/types.ts';
import type { BlogAuthor, BlogPostData } from '../../generator/content/blog/types.ts';
import type { PageContext } from '../context.ts';
import { Pagination } from '../Pagination.tsx';
import { TableOfContents } from '../TableOfContents.tsx';
import { longDate } from '../dates.ts';
import { StandIn } from './blog-parts.tsx';
import { EditMetaRow } from '../edit-meta.tsx';
import { InfimaTagsInline } from '../infima-tags-inline.tsx';
import { InfimaPostFooter } from './infima-post-footer.tsx';
import { AuthorSocials } from './AuthorSocials.tsx';
import { blogPostContainerID } from '../theme/docusaurus/utils-common.ts';

/** What a post's pieces need of the page: links with the base URL, and the site's locale (for dates). */
export type PostCtx = Pick<PageContext, 'url'> & { site: Pick<PageContext['site'], 'locale'> & Partial<Pick<PageContext['site'], 'codeTranslations' | 'infima'>> };
/** A post as its pieces draw it (its HTML is the page's to put in). */
export type PostShown = Omit<BlogPostData, 'html' | 'excerpt' | 'frame'>;

export function PostTitle({ ctx, post, linked }: { ctx: PostCtx; post: PostShown; linked: boolean }) {
  const Title = linked ? 'h2' : 'h1';
  return <Title className="blog-post-title">{linked ? <a href={ctx.url(post.route)}>{post.title}</a> : post.title}</Title>;
}

export function PostInfo({ ctx, post }: { ctx: PostCtx; post: PostShown }) {
  return (
    <p className="blog-post-meta">
      <time dateTime={post.date}>{longDate(ctx.site.locale, new Date(post.date))}</time>
      {post.readingTime !== undefined ? <> · {readingTime(ctx.site, post.readingTime)}</> : null}
    </p>
  );
}

/** The post's authors, each drawn by `children` (docsgen's AuthorCard, or a site's Author). */
export function PostAuthors({ children }: { children: ReactNode[] }) {
  return children.length ? <ul className="blog-authors">{children.map((a, i) => <li key={i}>{a}</li>)}</ul> : null;
}

export function PostHeader({ ctx, post, linked }: { ctx: PostCtx; post: PostShown; linked: boolean }) {
  return (
    <header className="blog-post-header">
      <PostTitle ctx={ctx} post={post} linked={linked} />
      <PostInfo ctx={ctx} post={post} />
      <PostAuthors>{post.authors.map((a, i) => <AuthorCard key={i} ctx={ctx} author={a} />)}</PostAuthors>
    </header>
  );
}

// Docusaurus's sizes for an author as a heading (in px: the image's `width`/`height`), and its post count's badge.
// Inline: the stylesheet is every site's, and only a blog's author pages draw these.
const LARGER = {
  h1: { image: 96, name: '2.4rem', title: '1.2rem', titleMargin: '0.4rem 0 0.2rem' },
  h2: { image: 83, name: '1.4rem', title: '1rem', titleMargin: '0.3rem 0 0.2rem' },
};
const COUNT = { marginLeft: '0.3rem', padding: '0.1rem 0.4rem', borderRadius: '0.4rem', background: '#ebedf0', color: '#000', fontSize: '0.8rem', fontWeight: 400, lineHeight: 1.2, verticalAlign: 'middle' } as const;

/** An author; `as`: its name as the page's heading (an author's page) or a list's (the authors' page), larger, as Docusaurus draws it. */
export function AuthorCard({ ctx, author, count, as }: { ctx: PostCtx; author: BlogAuthor; count?: number; as?: 'h1' | 'h2' }) {
  const href = author.page ? ctx.url(author.page) : author.url ?? (author.email ? `mailto:${author.email}` : undefined);
  const name = author.name ?? author.key ?? '';
  const Name = as ?? 'span';
  const big = as ? LARGER[as] : undefined;
  return (
    <div className={as ? `blog-author blog-author--${as}` : 'blog-author'}>
      {author.imageURL ? <img className="blog-author-image" src={/^[a-z]+:|^\/\//i.test(author.imageURL) ? author.imageURL : ctx.url(author.imageURL)} alt={name} width={big?.image ?? 40} height={big?.image ?? 40} loading="lazy" /> : null}
      <div>
        {name ? <Name className="blog-author-name" style={big && { display: 'inline', margin: 0, fontSize: big.name, overflowWrap: 'anywhere' }}>{href ? <a href={href}>{name}</a> : name}{count !== undefined ? <span className="blog-author-count" style={COUNT}>{count}</span> : null}</Name> : null}
        {author.title ? <small className="blog-author-title" style={big && { margin: big.titleMargin, fontSize: big.title }}>{author.title}</small> : null}
        {name || author.title ? <AuthorSocials socials={author.socials} /> : null}
      </div>
    </div>
  );
}

/** "5 min read", in the locale's words and plural forms. */
function readingTime(site: PostCtx['site'], minutes: number): string {
  const count = Math.max(1, Math.ceil(minutes));
  return themePlural(site, 'theme.blog.post.readingTime.plurals', 'One min read|{readingTime} min read', count, { readingTime: count });
}

/** A post's tags (`href` with the base URL); also `@theme/TagsListInline` in a site's blog parts. Infima's on a Docusaurus site. */
export function TagLinks({ tags, site }: { tags: { label: string; href: string }[]; site?: PostCtx['site'] }) {
  if (!tags.length) return null;
  const label = site ? themeText(site, 'theme.tags.tagsListLabel', 'Tags:') : 'Tags:';
  if (site?.infima) return <InfimaTagsInline label={label} tags={tags} />;
  return (
    <p className="blog-post-tags"><b>{label}</b> {tags.map((t) => <a key={t.href} className="tag" href={t.href}>{t.label}</a>)}</p>
  );
}

/** The link from a post cut short in a list to the rest (`href` with the base URL). */
export function ReadMoreLink({ href, title, site }: { href: string; title: string; site?: PostCtx['site'] }) {
  const label = themeText(site ?? {}, 'theme.blog.post.readMoreLabel', 'Read more about {title}').replace('{title}', title);
  return <a className="blog-read-more" href={href} aria-label={label}>{themeText(site ?? {}, 'theme.blog.post.readMore', 'Read more')}</a>;
}

/**
 * As Docusaurus's BlogPostItem/Footer: in a list, one row of the tags and, at its end, "Read more" (`readMore`, when
 * the post was cut short); on the post's page, the tags, then a row of the edit link and the "Last updated" line, which
 * shows only in a footer the tags or the edit link make. No footer without any of them.
 */
export function PostFooter({ ctx, post, page, readMore }: { ctx: PostCtx; post: PostShown; page: boolean; readMore: ReactNode }) {
  const tags = <TagLinks site={ctx.site} tags={post.tags.map((t) => ({ label: t.label, href: ctx.url(t.permalink) }))} />;
  if (ctx.site.infima) return <InfimaPostFooter meta={{ site: ctx.site, editUrl: post.editUrl, lastUpdated: post.lastUpdated }} page={page} tags={post.tags.length ? tags : null} readMore={readMore} />;
  if (!page) return post.tags.length || readMore ? <footer className="blog-post-footer">{tags}{readMore}</footer> : null;
  if (!post.tags.length && !post.editUrl) return null;
  return (
    <footer className="blog-post-footer blog-post-footer-page">
      {tags}
      <EditMetaRow site={ctx.site} editUrl={post.editUrl} lastUpdated={post.lastUpdated} />
    </footer>
  );
}

/** A post in a list: its excerpt, and a link to the rest when it was cut short. */
export function PostSummary({ ctx, post }: { ctx: PageContext; post: BlogPostData }) {
  return (
    <article className="blog-post-item">
      <PostHeader ctx={ctx} post={post} linked />
      <div className="markdown" dangerouslySetInnerHTML={{ __html: post.excerpt }} />
      <PostFooter ctx={ctx} post={post} page={false} readMore={post.truncated ? <ReadMoreLink site={ctx.site} href={ctx.url(post.route)} title={post.title} /> : null} />
    </article>
  );
}

export interface PostPageProps {
  ctx: PageContext;
  post: BlogPostData;
  toc: Heading[];
  newer?: PageLink;
  older?: PageLink;
  /** The site's parts the page has (its item, its paginator): stand-ins for them, filled after the render (blog-parts.tsx). */
  site?: { has(name: string): boolean };
  /** The desktop table of contents is drawn apart (a site's BlogLayout places it). */
  tocApart?: boolean;
}

/** A post's own page. */
export function PostMain({ ctx, post, toc, newer, older, site, tocApart }: PostPageProps) {
  const tocTitle = themeText(ctx.site, 'theme.TOCCollapsible.toggleButtonLabel', 'On this page');
  return (
    <div className={`doc-container${toc.length && !tocApart ? ' has-toc' : ''}`}>
      <div className="doc-column">
        {site?.has('item') ? <StandIn name="item" /> : (
          <article className="blog-post-item">
            <PostHeader ctx={ctx} post={post} linked={false} />
            {toc.length ? <TableOfContents headings={toc} inline title={tocTitle} /> : null}
            <div id={blogPostContainerID} className="markdown" dangerouslySetInnerHTML={{ __html: post.html }} />
            <PostFooter ctx={ctx} post={post} page readMore={null} />
          </article>
        )}
        {site?.has('BlogPostPaginator') ? <StandIn name="BlogPostPaginator" /> : <PostPaginator ctx={ctx} newer={newer} older={older} />}
      </div>
      {toc.length && !tocApart ? <TableOfContents headings={toc} title={tocTitle} /> : null}
    </div>
  );
}

/** The newer and older posts, at the foot of a post's page. */
export function PostPaginator({ ctx, newer, older }: { ctx: PageContext; newer?: PageLink; older?: PageLink }) {
  return <Pagination ctx={ctx} prev={newer} next={older} words={{
    label: themeText(ctx.site, 'theme.blog.post.paginator.navAriaLabel', 'Blog post page navigation'),
    prev: themeText(ctx.site, 'theme.blog.post.paginator.newerPost', 'Newer post'), next: themeText(ctx.site, 'theme.blog.post.paginator.olderPost', 'Older post'),
  }} />;
}
