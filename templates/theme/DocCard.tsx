// `@theme/DocCard`: one card of a category's list, given a sidebar item as Docusaurus passes it (`item`: a link,
// its doc's description read with `useDocById`, or a category, leading to its first link).
import type { PropSidebarItem } from './context.ts';
import { findFirstSidebarItemLink, useDocById } from './docusaurus/sidebar-hooks.ts';
import { CardLink } from '../card-link.tsx';

export default function DocCard({ item }: { item: PropSidebarItem }) {
  const doc = useDocById(item.type === 'link' ? item.docId : undefined);
  if (item.type === 'link') return <CardLink href={item.href} label={item.label} description={doc?.description ?? (item as { description?: string }).description} category={false} />;
  if (item.type !== 'category') throw new Error(`DocCard: a card is drawn for a link or a category, not a "${item.type}" item`);
  const href = findFirstSidebarItemLink(item);
  // A category that leads nowhere has no card (filterDocCardListItems leaves it out).
  if (!href) return null;
  return <CardLink href={href} label={item.label} description={item.description ?? (item.items.length === 1 ? '1 item' : `${item.items.length} items`)} category />;
}
