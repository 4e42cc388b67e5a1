import { ATTR } from '../client/constants.ts';
import { routeKey } from '../generator/routes.ts';
import type { SidebarItem } from '../generator/types.ts';
import type { PageContext } from './context.ts';

/**
 * The shared docs sidebar. The active page is marked; categories on the path to it, and categories configured
 * open, are expanded. A collapsed category renders no children (page size must not grow with the site);
 * the client fetches the whole tree the first time a reader opens one.
 */
export function Sidebar({ ctx, items }: { ctx: PageContext; items: SidebarItem[] }) {
  return (
    <aside className="sidebar" id="docs-sidebar" data-tree={ctx.assets.sidebarTree}>
      <nav className="sidebar-nav" aria-label="Docs sidebar">
        <SidebarList ctx={ctx} items={items} level={1} />
      </nav>
    </aside>
  );
}

export function SidebarList({ ctx, items, level }: { ctx: PageContext; items: SidebarItem[]; level: number }) {
  return (
    <ul className={`sidebar-list sidebar-level-${level}`}>
      {items.map((item, i) => <SidebarEntry key={i} ctx={ctx} item={item} level={level} />)}
    </ul>
  );
}

function SidebarEntry({ ctx, item, level }: { ctx: PageContext; item: SidebarItem; level: number }) {
  if (item.type === 'link') {
    return <li className="sidebar-item"><a className="sidebar-link" href={item.href}>{item.label}</a></li>;
  }
  if (item.type === 'doc') {
    const active = isActive(ctx.path, item.href);
    return (
      <li className={`sidebar-item${item.className ? ` ${item.className}` : ''}`}>
        <a className={`sidebar-link${active ? ' active' : ''}`} href={ctx.url(item.href)} aria-current={active ? 'page' : undefined}>{item.label}</a>
      </li>
    );
  }
  const active = item.href !== undefined && isActive(ctx.path, item.href);
  const open = !item.collapsible || !item.collapsed || active || containsActive(ctx.path, item.items);
  const listId = `sidebar-category-${item.key}`;
  return (
    <li className={`sidebar-item sidebar-category${item.className ? ` ${item.className}` : ''}`} {...{ [ATTR.sidebarKey]: item.key, [ATTR.collapsed]: String(!open) }}>
      <div className="sidebar-category-row">
        {item.href
          ? <a className={`sidebar-link sidebar-category-link${active ? ' active' : ''}`} href={ctx.url(item.href)} aria-current={active ? 'page' : undefined}>{item.label}</a>
          : <span className="sidebar-category-label">{item.label}</span>}
        {item.collapsible
          ? <button type="button" className="sidebar-category-toggle" aria-expanded={open} aria-controls={listId}
              aria-label={`${open ? 'Collapse' : 'Expand'} sidebar category '${item.label}'`} />
          : null}
      </div>
      {open ? <div id={listId}><SidebarList ctx={ctx} items={item.items} level={level + 1} /></div> : <div id={listId} hidden />}
    </li>
  );
}

function isActive(path: string, href: string): boolean {
  return routeKey(path) === routeKey(href);
}

function containsActive(path: string, items: SidebarItem[]): boolean {
  return items.some((i) => (i.type === 'doc' && isActive(path, i.href))
    || (i.type === 'category' && ((i.href !== undefined && isActive(path, i.href)) || containsActive(path, i.items))));
}
