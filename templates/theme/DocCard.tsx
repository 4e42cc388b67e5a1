// `@theme/DocCard`: one card of a category's list, given a sidebar item as Docusaurus passes it (`item`: a link,
// its doc's description read with `useDocById`, or a category, leading to its first link).
import type { PropSidebarItem } from './context.ts';
import { findFirstSidebarItemLink, useDocById } from './docusaurus/sidebar-hooks.ts';
import { CardLink } from '../card-link.tsx';
import { fill } from '../plural-form.ts';
import { translate } from './docusaurus/Translate.tsx';
import { usePluralForm } from './docusaurus/theme-common.ts';

export default function DocCard({ item }: { item: PropSidebarItem }) {
  const doc = useDocById(item.type === 'link' ? item.docId : undefined);
  const { selectMessage } = usePluralForm();
  if (item.type === 'link') return <CardLink href={item.href} label={item.label} description={doc?.description ?? (item as { description?: string }).description} category={false} />;
  if (item.type !== 'category') throw new Error(`DocCard: a card is drawn for a link or a category, not a "${item.type}" item`);
  const href = findFirstSidebarItemLink(item);
  // A category that leads nowhere has no card (filterDocCardListItems leaves it out).
  if (!href) return null;
  return <CardLink href={href} label={item.label} description={item.description ?? categoryItems(selectMessage, item.items.length)} category />;
}

/** "{count} items" in the page's locale, as Docusaurus's DocCard says it for a category (its direct items). */
function categoryItems(selectMessage: (count: number, forms: string) => string, count: number): string {
  return fill(selectMessage(count, translate({ id: 'theme.docs.DocCard.categoryDescription.plurals', message: '1 item|{count} items' })), { count });
}
