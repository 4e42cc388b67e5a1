import type { Crumb, PageLink, SidebarItem } from '../generator/types.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { CardLink } from './card-link.tsx';
import { docsPageAttributes, VersionNotice } from './DocVersion.tsx';
import type { PageContext } from './context.ts';
import { Pagination } from './Pagination.tsx';
import { themePlural } from './theme-text.ts';

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
          {category.cards !== undefined
            // Drawn by the site's DocCardList or DocCard (content/theme/sidebar-docs.ts).
            ? <div className="category-cards-own" style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: category.cards }} />
            : <ul className="category-cards">{category.items.map((item, i) => <Card key={i} ctx={ctx} item={item} descriptions={descriptions} />)}</ul>}
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
  // A category's card counts its direct items, in the locale's words, as Docusaurus's DocCard does.
  const count = item.type === 'category' ? item.items.length : 0;
  const text = item.type === 'category' ? themePlural(ctx.site, 'theme.docs.DocCard.categoryDescription.plurals', '1 item|{count} items', count, { count }) : descriptions.get(item.href);
  return <li className="category-card"><CardLink href={item.type === 'link' ? href : ctx.url(href)} label={item.label} description={text} category={item.type === 'category'} /></li>;
}

function firstHref(items: SidebarItem[]): string | undefined {
  for (const i of items) {
    const h = i.type === 'category' ? i.href ?? firstHref(i.items) : i.type === 'html' ? undefined : i.href;
    if (h) return h;
  }
  return undefined;
}
