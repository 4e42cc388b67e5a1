// `@theme/DocCardList`: a card per item (`items`, sidebar items as Docusaurus passes them), or, without items, the
// cards of the category whose page this is, or that lists it, else of the whole sidebar (`useCurrentSidebarSiblings()`,
// as Docusaurus 3.8 draws it), each drawn by `@theme/DocCard`.
import type { PropSidebarItem } from './context.ts';
import { filterDocCardListItems, useCurrentSidebarSiblings } from './docusaurus/sidebar-hooks.ts';
import DocCard from './DocCard.tsx';

export default function DocCardList({ items, className }: { items?: PropSidebarItem[]; className?: string }) {
  return items ? <Cards items={items} className={className} /> : <CurrentCategoryCards className={className} />;
}

function CurrentCategoryCards({ className }: { className?: string | undefined }) {
  return <Cards items={useCurrentSidebarSiblings()} className={className} />;
}

function Cards({ items, className }: { items: PropSidebarItem[]; className?: string | undefined }) {
  return (
    <ul className={className ? `category-cards ${className}` : 'category-cards'}>
      {filterDocCardListItems(items).map((item, i) => <li key={i} className="category-card"><DocCard item={item} /></li>)}
    </ul>
  );
}
