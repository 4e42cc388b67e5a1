// The navbar's mobile menu, under the navbar on narrow screens (opened by its button, the `<details>` of
// templates/Navbar.tsx; the docs sidebar shows below it), and the site's parts of Docusaurus's mobile sidebar that wrap
// docsgen's (generator/content/theme/navbar-slots.ts): the whole menu, its layout, header, links and docs sidebar.
import type { ReactElement } from 'react';
import type { NavbarSlot } from '../generator/docusaurus/theme-overrides.ts';
import type { PageContext } from './context.ts';
import { NavbarSlotView } from './navbar-slots.tsx';
import { BlogMenuPlace, hasBlogMenu } from './blog-menu.tsx';
import { renderToString } from 'react-dom/server';
import { fillOriginals, ORIGINAL, withOriginal } from './theme/originals.ts';
import { itemOfMarker, type DrawItem } from './navbar-item-place.tsx';

const PRIMARY = 'Navbar/MobileSidebar/PrimaryMenu';
const MENU = 'Navbar/MobileSidebar';
const LAYOUT = 'Navbar/MobileSidebar/Layout';
const HEADER = 'Navbar/MobileSidebar/Header';
const SECONDARY = 'Navbar/MobileSidebar/SecondaryMenu';
const HEADER_RULES = '.mobile-menu-header-slot .navbar-sidebar__close{display:none}.mobile-menu-header-slot .navbar-sidebar__brand{display:flex;align-items:center;gap:8px;padding:8px 4px}';

/**
 * `links`: the navbar's items as the menu lists them; `draw`: docsgen's view of an item in the menu, for a site's
 * PrimaryMenu that draws the config's items itself (theme/NavbarItem/config-item.ts).
 */
export function MobileMenu({ ctx, links, draw }: { ctx: PageContext; links: ReactElement; draw: DrawItem }) {
  // Other markers than items (the links' own, filled below; a `@theme/SearchBar` the menu draws, by the page) are left as they are.
  const configItem = (name: string) => itemOfMarker(ctx, name, draw);
  const primary = ctx.slots?.[PRIMARY];
  const html = (name: NavbarSlot) => (name === PRIMARY && primary !== undefined
    ? fillOriginals(primary, configItem)
    // A site's whole menu of its own places the layout (`@theme/Navbar/MobileSidebar/Layout`): docsgen's content in it.
    // (the site's layout of its own in it, given the pieces: those filled as below).
    : name === MENU && ctx.slots?.[MENU] !== undefined ? fillOriginals(withOriginal(ctx.slots[MENU], LAYOUT, () => renderToString(content)), piece)
    // A layout of its own, given the pieces (their markers, or the site's parts of them): docsgen's links in the primary one.
    : name === LAYOUT && ctx.slots?.[LAYOUT] !== undefined && !ctx.slots[LAYOUT].includes(`${ORIGINAL}="${LAYOUT}"`) ? fillOriginals(ctx.slots[LAYOUT], piece)
    // A header of its own: docsgen's menu closes by the navbar's button, above it (its brand and toggle there too).
    : name === HEADER && ctx.slots?.[HEADER]?.includes('navbar-sidebar__close') ? `<style>${HEADER_RULES}</style>${ctx.slots[HEADER]}`
    : ctx.slots?.[name]);
  // docsgen's menu has no header and its docs sidebar shows below it: those pieces draw nothing.
  const piece = (name: string) => (name === PRIMARY ? renderToString(links) : name === HEADER || name === SECONDARY ? '' : configItem(name));
  const slot = (name: NavbarSlot, own: ReactElement | null) => <NavbarSlotView slot={name} html={html(name)} own={own} />;
  // docsgen's menu has no header (the navbar's brand and toggle stay above it) and its docs sidebar is the page's,
  // shown below the menu: a wrapper of either draws what it adds at the menu's top or end.
  const content = (
    <>
      {slot('Navbar/MobileSidebar/Header', null)}
      {slot('Navbar/MobileSidebar/PrimaryMenu', links)}
      {slot('Navbar/MobileSidebar/SecondaryMenu', null)}
      {hasBlogMenu(ctx.site) ? <BlogMenuPlace /> : null}
    </>
  );
  return <div id="mobile-menu" className="mobile-menu">{slot(MENU, slot(LAYOUT, content))}</div>;
}
