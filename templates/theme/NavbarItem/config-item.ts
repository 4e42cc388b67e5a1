// An item of the config drawn in the mobile menu by a site's ejected `Navbar/MobileSidebar/PrimaryMenu`
// (`<NavbarItem mobile {...item} />` for each of `useNavbarItems()`, as Docusaurus's is written): found among the
// config's items, it is drawn by docsgen's menu, each page's (its current link, its docs version), in a marker
// templates/mobile-menu.tsx fills. Lowercase: no slot itself.
import { useContext } from 'react';
import { SiteContext } from '../context.ts';

/** The marker's name for the config's `n`th navbar item (its index in `themeConfig.navbar.items`). */
export const configItemPart = (n: number) => `NavbarItem:${n}`;

/** What the menu (or a wrapper) gives an item besides its config fields. */
const GIVEN = new Set(['mobile', 'onClick', 'isDropdownItem']);

/** The index of the config's navbar item `type` and `props` are, else -1: a changed item is drawn from its props. */
export function useConfigItemIndex(type: string | undefined, props: Record<string, unknown>): number {
  const navbar = (useContext(SiteContext).siteConfig.themeConfig.navbar ?? {}) as { items?: Record<string, unknown>[] };
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return (navbar.items ?? []).findIndex(({ type: itemType, ...fields }) => itemType === type
    && Object.keys(fields).every((k) => same(fields[k], props[k]))
    && Object.keys(props).every((k) => k in fields || GIVEN.has(k)));
}
