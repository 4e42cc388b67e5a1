// `@theme/DocSidebarItem`: one entry of the docs sidebar, given as Docusaurus passes it (`item`, `activePath`, `level`,
// `index`, `onItemClick`), drawn by `@theme/DocSidebarItem/Link`, `…/Html` or `…/Category`. docsgen's sidebar draws
// its categories itself (their open/close and lazily loaded list are the client's): only its links and HTML entries
// come here; a category does from a site's component that lists sidebar items (`DocSidebarItems`).
import type { PropSidebarItem } from './context.ts';
import DocSidebarItemLink from './DocSidebarItem/Link.tsx';
import DocSidebarItemHtml from './DocSidebarItem/Html.tsx';
import DocSidebarItemCategory from './DocSidebarItem/Category.tsx';

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
  return <DocSidebarItemCategory item={item} {...props} />;
}
