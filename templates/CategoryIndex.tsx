import type { Crumb, PageLink, SidebarItem } from '../generator/types.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
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
    <div className="doc-container">
      <div className="doc-column">
        <Breadcrumbs ctx={ctx} crumbs={crumbs} />
        <article className="markdown">
          <h1>{title}</h1>
          {description ? <p className="category-description">{description}</p> : null}
          <ul className="cards">
            {category.items.map((item, i) => <Card key={i} ctx={ctx} item={item} descriptions={descriptions} />)}
          </ul>
        </article>
        <Pagination ctx={ctx} prev={prev} next={next} />
      </div>
    </div>
  );
}

function Card({ ctx, item, descriptions }: { ctx: PageContext; item: SidebarItem; descriptions: ReadonlyMap<string, string> }) {
  const href = item.type === 'category' ? item.href ?? firstHref(item.items) : item.href;
  if (!href) return null;
  const text = item.type === 'category' ? `${countPages(item.items)} items` : descriptions.get(item.href);
  return (
    <li className="card">
      <a href={item.type === 'link' ? href : ctx.url(href)}>
        <h2 className="card-title">{item.type === 'category' ? '🗃️ ' : '📄️ '}{item.label}</h2>
        {text ? <p className="card-description">{text}</p> : null}
      </a>
    </li>
  );
}

function firstHref(items: SidebarItem[]): string | undefined {
  for (const i of items) {
    const h = i.type === 'category' ? i.href ?? firstHref(i.items) : i.href;
    if (h) return h;
  }
  return undefined;
}

function countPages(items: SidebarItem[]): number {
  return items.reduce((n, i) => n + (i.type === 'category' ? countPages(i.items) + (i.href ? 1 : 0) : 1), 0);
}
