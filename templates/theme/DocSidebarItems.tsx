// `@theme/DocSidebarItems`: a list's entries, each drawn by `@theme/DocSidebarItem` with its `index` (what a site's
// sidebar category, or a component of its own listing sidebar items, renders its items with).
import { useContext } from 'react';
import DocSidebarItem from './DocSidebarItem.tsx';
import { ItemsAsMarker, itemsMarker, setItemsList, type ItemsListProps } from './DocSidebarItem/items-list.ts';

export default function DocSidebarItems({ items, ...props }: ItemsListProps) {
  if (useContext(ItemsAsMarker)) return itemsMarker();
  return items.map((item, index) => <DocSidebarItem key={index} item={item} index={index} {...props} />);
}

setItemsList(DocSidebarItems);
