// An item of the config that reaches `@theme-original/NavbarItem` where docsgen draws it: from the navbar's items
// (the site's `NavbarItem` wrapper around each: theme/NavbarItem/custom-item.tsx) or from an ejected
// `Navbar/MobileSidebar/PrimaryMenu` (`<NavbarItem mobile {...item} />` for each of `useNavbarItems()`, as
// Docusaurus's is written). Found among the config's items, it is drawn by docsgen's navbar, each page's (its current
// link, its docs version); changed by the site (another `href`, a class added), from its props by docsgen's item view
// — in a marker templates/navbar-item-place.ts fills. Lowercase: no slot itself.
import { createContext, useContext } from 'react';
import { SiteContext } from '../context.ts';

/** The marker's name for the config's `n`th navbar item (its index in `themeConfig.navbar.items`). */
export const configItemPart = (n: number) => `NavbarItem:${n}`;

const CHANGED = 'NavbarItem:~';
const DRAWN = 'NavbarItem:=';
const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value)).replace(/'/g, '%27');

/** The marker's name for an item the site changed: its props (URI-encoded JSON: no quote the HTML would escape). */
export const changedItemPart = (props: Record<string, unknown>) => CHANGED + encode(props);

/** A changed item's marker once the generator read its props as docsgen's item (generator/content/theme/changed-items.ts). */
export const drawnItemPart = (item: unknown) => DRAWN + encode(item);

/**
 * What a marker's name says: the config's item at `index`, a changed item's `props`, or the `item` docsgen draws for
 * them; undefined for other markers.
 */
export function readItemPart(name: string): { index: number } | { props: Record<string, unknown> } | { item: unknown } | undefined {
  const json = (prefix: string) => JSON.parse(decodeURIComponent(name.slice(prefix.length))) as Record<string, unknown>;
  if (name.startsWith(CHANGED)) return { props: json(CHANGED) };
  if (name.startsWith(DRAWN)) return { item: json(DRAWN) };
  const at = /^NavbarItem:(\d+)$/.exec(name);
  return at ? { index: Number(at[1]) } : undefined;
}

/**
 * Where an item reaches the original: `entry`, the navbar's own items (each drawn through the site's NavbarItem),
 * `nested`, inside a site's item component (which may draw a link with the original switch: drawn as before), and by
 * default elsewhere (an ejected PrimaryMenu's items, marked when `mobile`).
 */
export const ItemPlace = createContext<'entry' | 'nested' | undefined>(undefined);

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
