// `@theme/DocSidebarItem/Category`: a category with Docusaurus's markup (`menu__list-item-collapsible`, its list in a
// `Collapsible`, open where it holds `activePath` or is configured open). docsgen's own sidebar draws its categories
// itself (their toggle and lazily loaded list are the client's): this one is for a site's component that renders
// sidebar items (`DocSidebarItems`), for an ejected `DocSidebarItem` that imports it, and inside a site's Category
// that wraps it (`@theme-original`), where its list is the marker for docsgen's (items-list.ts).
import type { PropSidebarCategory, PropSidebarItem } from '../context.ts';
import { ThemeClassNames } from '../docusaurus/theme-common.ts';
import { Collapsible, useCollapsible } from '../docusaurus/collapsible.tsx';
import { isActiveSidebarItem, isSamePath } from '../docusaurus/sidebar-items.ts';
import { findFirstSidebarItemLink } from '../docusaurus/sidebar-hooks.ts';
import Link from '../docusaurus/Link.tsx';
import { useContext, type MouseEvent } from 'react';
import { translate } from '../docusaurus/Translate.tsx';
import { itemsList, itemsMarker, ItemsAsMarker } from './items-list.ts';

export default function DocSidebarItemCategory({ item, activePath, level, onItemClick }: { item: PropSidebarCategory; activePath: string; level: number; index?: number; onItemClick?: (item: PropSidebarItem) => void }) {
  const active = isActiveSidebarItem(item, activePath);
  const current = isSamePath(item.href, activePath);
  const DocSidebarItems = itemsList();
  const marker = useContext(ItemsAsMarker);
  const { collapsed, toggleCollapsed } = useCollapsible({ initialState: () => item.collapsible && item.collapsed && !active });
  const classes = [ThemeClassNames.docs.docSidebarItemCategory, ThemeClassNames.docs.docSidebarItemCategoryLevel(level), 'menu__list-item', collapsed ? 'menu__list-item--collapsed' : '', item.className].filter(Boolean).join(' ');
  return (
    <li className={classes}>
      <div className={`menu__list-item-collapsible${current ? ' menu__list-item-collapsible--active' : ''}`}>
        {item.href
          ? <Link className={`menu__link${item.collapsible ? ' menu__link--sublist' : ''}${active ? ' menu__link--active' : ''}`} href={item.href} {...(current ? { 'aria-current': 'page' as const } : {})}>{item.label}</Link>
          // Without a page: Docusaurus's label toggles the category, and links to its first entry for readers without JavaScript.
          : <Link className={`${item.collapsible ? 'menu__link menu__link--sublist menu__link--sublist-caret' : 'menu__link'}${active ? ' menu__link--active' : ''}`} href={item.collapsible ? findFirstSidebarItemLink(item) ?? '#' : undefined}
              {...(item.collapsible ? { 'aria-expanded': !collapsed, onClick: (e: MouseEvent) => { e.preventDefault(); toggleCollapsed(); } } : {})}>{item.label}</Link>}
        {item.href && item.collapsible
          ? <button type="button" className="clean-btn menu__caret" aria-expanded={!collapsed} aria-label={collapsed ? translate({ id: 'theme.DocSidebarItem.expandCategoryAriaLabel', message: "Expand sidebar category '{label}'" }, { label: item.label })
            : translate({ id: 'theme.DocSidebarItem.collapseCategoryAriaLabel', message: "Collapse sidebar category '{label}'" }, { label: item.label })} onClick={toggleCollapsed} />
          : null}
      </div>
      <Collapsible lazy as="ul" className="menu__list" collapsed={collapsed}>
        {marker ? itemsMarker() : DocSidebarItems ? <DocSidebarItems items={item.items} activePath={activePath} level={level + 1} {...(onItemClick ? { onItemClick } : {})} /> : null}
      </Collapsible>
    </li>
  );
}
