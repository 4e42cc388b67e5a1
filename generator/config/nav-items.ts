// The links of the navbar and footer, wherever they sit (a dropdown's items, the links a version dropdown adds).
import type { NavItem, NavLink, SiteConfig } from '../types.ts';

/** Each link of a navbar item (itself, or the links it holds; a dropdown's own `to`, its label's link, first). */
export function linksOf(item: NavItem): NavLink[] {
  if (!('type' in item)) return [item];
  if (item.type === 'dropdown') return item.to === undefined ? item.items : [{ label: item.label, to: item.to }, ...item.items];
  if (item.type === 'docsVersionDropdown' || item.type === 'localeDropdown') return [...item.dropdownItemsBefore, ...item.dropdownItemsAfter];
  return [];
}

/** Every link of the navbar and the footer. */
export function siteNavLinks(site: SiteConfig): NavLink[] {
  return [...site.navbar.items.flatMap(linksOf), ...site.footer.links.flatMap((c) => c.items)];
}

/** The same item with each of its links mapped (a dropdown's own `to` too). */
export function mapLinks(item: NavItem, f: (l: NavLink) => NavLink): NavItem {
  if (!('type' in item)) return f(item);
  if (item.type === 'dropdown') return { ...item, ...(item.to === undefined ? {} : { to: f({ label: item.label, to: item.to }).to }), items: item.items.map(f) };
  if (item.type === 'docsVersionDropdown' || item.type === 'localeDropdown') return { ...item, dropdownItemsBefore: item.dropdownItemsBefore.map(f), dropdownItemsAfter: item.dropdownItemsAfter.map(f) };
  return item;
}
