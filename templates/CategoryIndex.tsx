import type { Crumb, PageLink, SidebarItem } from '../generator/types.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { docsPageAttributes, VersionNotice } from './DocVersion.tsx';
import type { PageContext } from './context.ts';
import { Pagination } from './Pagination.tsx';

type CategoryItem = Extract<SidebarItem, { type: 'category' }>;

export interface CategoryMainProps {
  ctx: PageContext;
  category: CategoryItem;
  title: string;
  description?: string;
  /** href → description, for the cards. */
  descriptions: ReadonlyMap<string, string>;
  crumbs: Crumb[];
  prev?: PageLink;
  next?: PageLink;
}

/** A generated index: the category's title and description, and a card per item. */
export function CategoryMain({ ctx, category, title, description, descriptions, crumbs, prev, next }: CategoryMainProps) {
  return (
    <div className="doc-container" {...docsPageAttributes(ctx)}>
      <div className="doc-column">
        <VersionNotice ctx={ctx} />
        <Breadcrumbs ctx={ctx} crumbs={crumbs} />
        <article className="markdown">
          <h1>{title}</h1>
          {description ? <p className="category-description">{description}</p> : null}
          <ul className="category-cards">
            {category.items.map((item, i) => <Card key={i} ctx={ctx} item={item} descriptions={descriptions} />)}
          </ul>
        </article>
        <Pagination ctx={ctx} prev={prev} next={next} />
      </div>
    </div>
  );
}

function Card({ ctx, item, descriptions }: { ctx: PageContext; item: SidebarItem; descriptions: ReadonlyMap<string, string> }) {
  if (item.type === 'html') return null;
  const href = item.type === 'category' ? item.href ?? firstHref(item.items) : item.href;
  if (!href) return null;
  const text = item.type === 'category' ? `${countPages(item.items)} items` : descriptions.get(item.href);
  return (
    <li className="category-card">
      <a href={item.type === 'link' ? href : ctx.url(href)}>
        <h2 className="category-card-title">{item.type === 'category' ? <FolderIcon /> : <PageIcon />}{item.label}</h2>
        {text ? <p className="category-card-description">{text}</p> : null}
      </a>
    </li>
  );
}

// Icons drawn inline: emoji depend on the reader's fonts.
function PageIcon() {
  return <svg className="category-card-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path fill="currentColor" d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6zm4 18H6V4h7v5h5v11zM8 12h8v2H8v-2zm0 4h8v2H8v-2z" /></svg>;
}

function FolderIcon() {
  return <svg className="category-card-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path fill="currentColor" d="M10 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-8l-2-2zm10 14H4V8h16v10z" /></svg>;
}

function firstHref(items: SidebarItem[]): string | undefined {
  for (const i of items) {
    const h = i.type === 'category' ? i.href ?? firstHref(i.items) : i.type === 'html' ? undefined : i.href;
    if (h) return h;
  }
  return undefined;
}

function countPages(items: SidebarItem[]): number {
  return items.reduce((n, i) => n + (i.type === 'category' ? countPages(i.items) + (i.href ? 1 : 0) : i.type === 'html' ? 0 : 1), 0);
}
