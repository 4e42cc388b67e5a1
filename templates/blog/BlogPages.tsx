// The blog's other pages, as Docusaurus's blog theme has them: the paginated lists (all posts, a tag's, an
// author's), the tags, the archive and the authors; each (but the archive) beside the blog sidebar.
import type { ReactNode } from 'react';
import type { Tag, PageLink } from '../../generator/types.ts';
import type { BlogAuthor, BlogPostData } from '../../generator/content/blog/types.ts';
import type { PageContext } from '../context.ts';
import { Pagination } from '../Pagination.tsx';
import { AuthorCard, PostSummary } from './BlogPost.tsx';
import { monthDay } from '../dates.ts';
import { StandIn } from './blog-parts.tsx';
import { themeText } from '../theme-text.ts';

/** Which of the site's blog parts a page has: it draws a stand-in for each (filled after the render, blog-parts.tsx). */
export interface SiteParts {
  has(name: string): boolean;
}

/** The blog sidebar: its title and the most recent posts (none when `blogSidebarCount` is 0). */
export interface BlogSidebarData {
  title: string;
  posts: PageLink[];
}

export function BlogLayout({ ctx, sidebar, site, children }: { ctx: PageContext; sidebar?: BlogSidebarData; site?: SiteParts; children: ReactNode }) {
  // The site's BlogLayout draws the page's content in its place (its `children`, a marker).
  if (site?.has('BlogLayout')) return <StandIn name="BlogLayout" />;
  return (
    <div className="blog-wrapper">
      {site?.has('BlogSidebar') ? <StandIn name="BlogSidebar" /> : <BlogSidebarNav ctx={ctx} sidebar={sidebar} />}
      <div className="blog-main">{children}</div>
    </div>
  );
}

/** The blog sidebar: its title and recent posts, the page's own marked. */
export function BlogSidebarNav({ ctx, sidebar }: { ctx: PageContext; sidebar?: BlogSidebarData }) {
  if (!sidebar?.posts.length) return null;
  return (
    <nav className="blog-sidebar" aria-label={themeText(ctx.site, 'theme.blog.sidebar.navAriaLabel', 'Blog recent posts navigation')}>
      <h2 className="blog-sidebar-title">{sidebar.title}</h2>
      <ul>{sidebar.posts.map((p) => <li key={p.href}><a href={ctx.url(p.href)} aria-current={p.href === ctx.path ? 'page' : undefined}>{p.title}</a></li>)}</ul>
    </nav>
  );
}

export interface ListPageProps {
  ctx: PageContext;
  posts: BlogPostData[];
  newer?: PageLink;
  older?: PageLink;
  /** What the list is: the whole blog (its title, shown to screen readers), a tag's or an author's posts. */
  heading: { title: string; visible: boolean; tag?: Tag; author?: BlogAuthor; tagsPage?: string; authorsPage?: string };
  site?: SiteParts;
}

export function BlogListMain({ ctx, posts, newer, older, heading, site }: ListPageProps) {
  return (
    <>
      <header className="blog-list-header">
        {/* An author's page: the author as its heading (Docusaurus's `<Author as="h1">`), its description, the authors' list. */}
        {heading.author ? <AuthorCard ctx={ctx} author={heading.author} as="h1" /> : <h1 className={heading.visible ? undefined : 'visually-hidden'}>{heading.title}</h1>}
        {heading.author?.description ? <p>{heading.author.description}</p> : null}
        {heading.authorsPage ? <a href={ctx.url(heading.authorsPage)}>{themeText(ctx.site, 'theme.blog.authorsList.viewAll', 'View all authors')}</a> : null}
        {heading.tag?.description ? <p>{heading.tag.description}</p> : null}
        {heading.tagsPage ? <a href={ctx.url(heading.tagsPage)}>View all tags</a> : null}
      </header>
      {/* An author's page rules its header off from the posts, as Docusaurus's does. */}
      {heading.author ? <hr className="blog-list-rule" /> : null}
      {site?.has('BlogPostItems') ? <StandIn name="BlogPostItems" /> : posts.map((p) => (site?.has(`item:${p.route}`) ? <StandIn key={p.route} name={`item:${p.route}`} /> : <PostSummary key={p.route} ctx={ctx} post={p} />))}
      {site?.has('BlogListPaginator') ? <StandIn name="BlogListPaginator" /> : <BlogListPaginator ctx={ctx} newer={newer} older={older} />}
    </>
  );
}

/** The newer and older entries, at the foot of a list page. */
export function BlogListPaginator({ ctx, newer, older }: { ctx: PageContext; newer?: PageLink; older?: PageLink }) {
  return <Pagination ctx={ctx} prev={newer} next={older} words={{ label: 'Blog list page navigation', prev: '', next: '' }} />;
}

/** Every post by year, newest first. */
export function BlogArchiveMain({ ctx, title, description, posts }: { ctx: PageContext; title: string; description: string; posts: BlogPostData[] }) {
  const years = new Map<string, BlogPostData[]>();
  for (const p of posts) years.set(p.date.slice(0, 4), [...(years.get(p.date.slice(0, 4)) ?? []), p]);
  return (
    <div className="blog-archive">
      <h1>{title}</h1>
      <p>{description}</p>
      {[...years].map(([year, list]) => (
        <section key={year}>
          <h2>{year}</h2>
          <ul>{list.map((p) => <li key={p.route}><a href={ctx.url(p.route)}><time dateTime={p.date}>{monthDay(ctx.site.locale, new Date(p.date))}</time> – {p.title}</a></li>)}</ul>
        </section>
      ))}
    </div>
  );
}

export function BlogAuthorsMain({ ctx, authors }: { ctx: PageContext; authors: { author: BlogAuthor; count: number }[] }) {
  return (
    <>
      <h1>{themeText(ctx.site, 'theme.blog.authorsList.pageTitle', 'Authors')}</h1>
      <ul className="blog-authors-list" style={{ display: 'block' }}>{authors.map(({ author, count }) => <li key={author.key} style={{ marginBottom: '2rem' }}><AuthorCard ctx={ctx} author={author} count={count} as="h2" /></li>)}</ul>
    </>
  );
}
