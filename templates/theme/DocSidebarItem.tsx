// `@theme/DocSidebarItem`: one entry of the docs sidebar, given as Docusaurus passes it (`item`, `activePath`, `level`,
// `index`, `onItemClick`), drawn by `@theme/DocSidebarItem/Link` or `…/Html`. docsgen draws a category itself (its
// open/close and lazily loaded list are the client's), so only links and HTML entries come here.
import type { PropSidebarItem } from './context.ts';
import DocSidebarItemLink from './DocSidebarItem/Link.tsx';
import DocSidebarItemHtml from './DocSidebarItem/Html.tsx';

export interface DocSidebarItemProps {
  item: PropSidebarItem;
  activePath: string;
  level: number;
  index: number;
  onItemClick?: (item: PropSidebarItem) => void;
}

export default function DocSidebarItem({ item, ...props }: DocSidebarItemProps) {
  if (item.type === 'link') return <DocSidebarItemLink item={item} {...props} />;
  if (item.type === 'html') return <DocSidebarItemHtml item={item} {...props} />;
  throw new Error(`DocSidebarItem: docsgen draws a sidebar category itself; "${item.label}" came to DocSidebarItem`);
}
