// A site's `DocSidebarItem/Category` for the sidebar e2e tests, written as Docusaurus's own is: state
// (useCollapsible), click handlers (a label without a page toggles), its items through @theme/DocSidebarItems.
export const SHELF_CATEGORY = `import { useCollapsible } from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import DocSidebarItems from '@theme/DocSidebarItems';
import { isActiveSidebarItem, isSamePath } from '@docusaurus/theme-common/internal';
export default function Shelf({ item, activePath, level }) {
  const active = isActiveSidebarItem(item, activePath);
  const current = isSamePath(item.href, activePath);
  const { collapsed, toggleCollapsed } = useCollapsible({ initialState: () => item.collapsible && item.collapsed && !active });
  const toggle = (e) => { e.preventDefault(); toggleCollapsed(); };
  return (
    <li className={'menu__list-item shelf' + (collapsed ? ' menu__list-item--collapsed' : '')}>
      <div className={'menu__list-item-collapsible' + (current ? ' menu__list-item-collapsible--active' : '')}>
        {/* Without a page, linked to its first entry for readers without JavaScript, as Docusaurus's server does. */}
        <Link className={'menu__link menu__link--sublist' + (item.href ? '' : ' menu__link--sublist-caret') + (active ? ' menu__link--active' : '')} aria-current={current ? 'page' : undefined}
          href={item.href ?? item.items[0]?.href ?? '#'} onClick={item.href ? undefined : toggle}>{item.label}</Link>
        {item.href ? <button type="button" className="clean-btn menu__caret" aria-label={'Toggle ' + item.label} onClick={toggle} /> : null}
      </div>
      {collapsed ? null : <ul className="menu__list"><DocSidebarItems items={item.items} activePath={activePath} level={level + 1} /></ul>}
    </li>
  );
}
`;
