// The site's navbar parts and announcement bar (theme overrides: generator/content/theme/navbar-slots.ts), each in the
// place of docsgen's own (the navbar's parts on its line); docsgen's part fills the marker of a site's part that wraps
// the original. Styled inline (only such sites pay for it).
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { NavbarSlot } from '../generator/docusaurus/theme-overrides.ts';
import { withOriginal } from './theme/originals.ts';
import { NAVBAR_ITEM_RULES } from './navbar-item-classes.ts';

const LINE = { display: 'flex', alignItems: 'center', minWidth: 0 } as const;
const WHOLE = { display: 'contents' } as const;

/**
 * Infima's navbar classes, which an ejected `Navbar/Logo` draws with (`navbar__brand`, `navbar__logo`,
 * `navbar__title`), as docsgen's brand looks (docsgen's theme is not Infima). One class's weight, as Infima's rules
 * have: the site's own rules for its other classes (`.navbar__logo-compact{display:none}`) still apply.
 */
const BRAND_CLASSES = ':where(.navbar-brand-slot) .navbar__brand{display:flex;align-items:center;gap:8px;min-width:0;margin-inline-end:12px;color:var(--c-text);text-decoration:none;font-weight:700;font-size:18px}'
  + ':where(.navbar-brand-slot) .navbar__logo{flex:none;height:32px}:where(.navbar-brand-slot) .navbar__logo img{width:auto;height:100%}'
  + ':where(.navbar-brand-slot) .navbar__title{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}';

// Navbar/Layout is the navbar's box, as Navbar is: the same class, which the mobile menu's rules know (styles.css).
const CLASS: Record<NavbarSlot, string> = {
  SearchBar: 'navbar-search-slot', ColorModeToggle: 'navbar-color-mode-slot', 'Navbar/ColorModeToggle': 'navbar-color-mode-slot', 'Navbar/Logo': 'navbar-brand-slot',
  AnnouncementBar: 'announcement-slot', Navbar: 'navbar-slot', 'Navbar/Layout': 'navbar-slot', 'Navbar/Content': 'navbar-content-slot',
  'Navbar/MobileSidebar': 'mobile-menu-slot', 'Navbar/MobileSidebar/Layout': 'mobile-menu-slot', 'Navbar/MobileSidebar/Header': 'mobile-menu-header-slot',
  'Navbar/MobileSidebar/PrimaryMenu': 'mobile-menu-links-slot', 'Navbar/MobileSidebar/SecondaryMenu': 'mobile-menu-sidebar-slot', 'Navbar/MobileSidebar/Toggle': 'navbar-menu-slot',
};
/** The mobile menu's parts, one below the other (the menu's button is on the navbar's line). */
const BLOCK = new Set<NavbarSlot>(['AnnouncementBar', 'Navbar/MobileSidebar', 'Navbar/MobileSidebar/Layout', 'Navbar/MobileSidebar/Header', 'Navbar/MobileSidebar/PrimaryMenu', 'Navbar/MobileSidebar/SecondaryMenu']);

/** A closed announcement hidden before paint, as docsgen's is; its content centred as Docusaurus's (at no weight). */
const BAR_RULES = '[data-announcement-dismissed] .announcement-slot{display:none}'
  + ':where(.announcement-slot .announcement-bar-content){font-size:85%;text-align:center;padding:5px 0}:where(.announcement-slot) .announcement-bar-content a{color:inherit;text-decoration:underline}';

/** A Navbar wrapper that hydrates: its island a box of no layout too, so the navbar inside stays sticky to the page. */
const WHOLE_RULES = '.navbar-slot > .island{display:contents}';

/**
 * Around the navbar's row, a row too: docsgen's row takes the room what the site adds beside it leaves (as
 * Docusaurus's `navbar__inner` does), an island of the site's no box, its parts on the row.
 */
const CONTENT_RULES = '.navbar-content-slot > .island{display:contents}:where(.navbar-content-slot) .navbar-inner{flex:1 1 auto;min-width:0}';

/** An ejected PrimaryMenu's Infima list (`menu__list`, `menu__link`), as docsgen's menu's links look. */
const MENU_RULES = ':where(.mobile-menu-links-slot) .menu__list{list-style:none;margin:0;padding:0}'
  + ':where(.mobile-menu-links-slot) .menu__link{display:block;padding:8px 4px;color:var(--c-text);text-decoration:none;font-weight:500}';

/** Rules a slot brings along. */
const RULES: Partial<Record<NavbarSlot, string>> = { 'Navbar/Logo': BRAND_CLASSES, AnnouncementBar: BAR_RULES, Navbar: WHOLE_RULES + NAVBAR_ITEM_RULES, 'Navbar/Layout': WHOLE_RULES + NAVBAR_ITEM_RULES,
  'Navbar/Content': CONTENT_RULES + NAVBAR_ITEM_RULES, 'Navbar/MobileSidebar/PrimaryMenu': MENU_RULES };

/** The site's `slot` (its HTML), or docsgen's `own` part where the site has none. */
export function NavbarSlotView({ slot, html, own }: { slot: NavbarSlot; html: string | undefined; own: ReactElement | null }) {
  if (html === undefined) return own;
  const filled = withOriginal(html, slot, () => (own ? renderToString(own) : ''));
  const rules = RULES[slot];
  // Around the whole navbar, a box of no layout: the navbar stays sticky to the page, what the site adds beside it in flow.
  const style = BLOCK.has(slot) ? undefined : slot === 'Navbar' || slot === 'Navbar/Layout' ? WHOLE : LINE;
  return <div className={CLASS[slot]} style={style} dangerouslySetInnerHTML={{ __html: rules ? `<style>${rules}</style>${filled}` : filled }} />;
}
