import { renderToString } from 'react-dom/server';
import { ATTR } from '../client/constants.ts';
import { currentNavLinks } from '../client/nav-current.ts';
import { ColorModeToggle, toggleLabel } from './ColorModeToggle.tsx';
import { themeText } from './theme-text.ts';
import type { PageContext } from './context.ts';
import { NavItemView } from './NavItem.tsx';
import { navPage, navTarget } from './navbar-docs.ts';
import type { NavItem } from '../generator/types.ts';
import { Island } from './Island.tsx';
import { SearchBar, SearchLabel } from './SearchBar.tsx';
import { sayer, type Say } from './search-words.ts';
import { searchWordsOf } from './search-words-of.ts';
import { searchPagePath } from './search-page-path.ts';
import { logoLink, ThemedLogo } from './ThemedLogo.tsx';
import { customItem } from './theme/NavbarItem/custom-item.tsx';
import { itemPlace, type DrawItem } from './navbar-item-place.tsx';
import { NavbarSlotView } from './navbar-slots.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NAVBAR_ITEM_RULES } from './navbar-item-classes.ts';
import { withInfima } from './infima-layout.ts';

/**
 * The navbar's band; `inside` is its HTML (NavbarInside), rendered apart so that a site whose navbar reads nothing of
 * the page but its current links and docs version renders it once per such state (generator/output/page-chrome.tsx).
 */
export function Navbar({ ctx, hasSidebar, inside }: { ctx: PageContext; hasSidebar: boolean; inside: string }) {
  const { navbar } = ctx.site;
  return (
    <header className={withInfima(ctx.site, 'navbar', `navbar${navbar.style ? ` navbar-${navbar.style}` : ''}`)} {...{ [ATTR.hasSidebar]: hasSidebar ? '' : undefined }}
      {...(Object.keys(ctx.assets.versions).length ? { [ATTR.versionsFiles]: JSON.stringify(ctx.assets.versions) } : {})} {...(navbar.hideOnScroll ? { [ATTR.hideOnScroll]: '' } : {})}
      dangerouslySetInnerHTML={{ __html: inside }} />
  );
}

/** The navbar's items in the order of the page, as the client reads them: left, then right. */
function orderedItems(ctx: PageContext): NavItem[] {
  const { items } = ctx.site.navbar;
  return [...items.filter((i) => i.position !== 'right'), ...items.filter((i) => i.position === 'right')];
}

/** The navbar's items current on the page (links only: dropdowns mark their own). */
export function currentNavItems(ctx: PageContext): Set<NavItem> {
  const ordered = orderedItems(ctx);
  return new Set(currentNavLinks(ordered.map((i) => ('type' in i ? {} : navTarget(ctx, i))), navPage(ctx), ctx.url('/'), docsBase(ctx), ctx.site.navbar.currentLinks).map((n) => ordered[n]!));
}

/**
 * docsgen's search box (an island; a plain form without JavaScript): the navbar's, or one a site page draws
 * (`@theme/SearchBar`), whose input then has an id of its own.
 */
export function SearchBox({ ctx, inputId }: { ctx: PageContext; inputId?: string }) {
  const searchUrl = ctx.url(searchPagePath(ctx.site.trailingSlash));
  const words = searchWordsOf(ctx.site);
  return (
    <>
      <Island name="SearchBar" component={SearchBar} className={inputId ? 'navbar-search page-search' : 'navbar-search'} role="search"
        props={{ docsUrl: ctx.assets.searchDocs, indexUrl: ctx.assets.searchIndex, maxResults: ctx.site.search.maxResults, searchUrl, ...(inputId ? { inputId } : {}), ...(words ? { words } : {}), ...(ctx.site.search.highlightTerms ? { highlight: true } : {}) }} />
      <noscript><SearchForm action={searchUrl} id={inputId && `${inputId}-form`} say={sayer(words)} /></noscript>
    </>
  );
}

/** Logo + title, left and right items, the search box, the colour-mode toggle; a menu button on mobile. */
export function NavbarInside({ ctx, current }: { ctx: PageContext; current: Set<NavItem> }) {
  const { navbar, colorMode } = ctx.site;
  const left = navbar.items.filter((i) => i.position !== 'right');
  const right = navbar.items.filter((i) => i.position === 'right');
  const ownSearch = <SearchBox ctx={ctx} />;
  // The site's SearchBar (a theme override), with docsgen's box where it wraps the original.
  const search = <NavbarSlotView slot="SearchBar" html={ctx.slots?.SearchBar} own={ownSearch} />;
  const placed = navbar.items.some((i) => 'type' in i && i.type === 'search');
  // `changed`: an item a site's NavbarItem changed, current by the navbar's rule on its own, as the client marks it
  // after navigation (client/reader.ts); a dropdown's links as links elsewhere are (NavLink.tsx).
  const changedCurrent = (it: NavItem) => ('type' in it ? undefined
    : currentNavLinks([navTarget(ctx, it)], navPage(ctx), ctx.url('/'), docsBase(ctx), ctx.site.navbar.currentLinks).length > 0);
  const item = (it: NavItem, i: number, mobile: boolean, changed = false) => 'type' in it && it.type === 'search'
    ? (mobile ? null : <li key={`${i}:search`} className="navbar-search-item">{search}</li>)
    : <NavItemView key={`${i}:${'label' in it ? it.label : it.type}`} ctx={ctx} item={it} mobile={mobile} current={changed ? changedCurrent(it) : current.has(it)} />;
  const drawItem = (mobile: boolean): DrawItem => (it, n) => item(it, n ?? -1, mobile, n === undefined);
  // Where the site draws items (custom ones, or every one through its NavbarItem: theme/NavbarItem/custom-item.tsx),
  // once per build, or for each page where it reads the URL, a list is HTML: each item's place is the site's markup
  // with docsgen's items in it (navbar-item-place.tsx), and one that draws nothing there takes no place.
  const drawn = ctx.slots?.['NavbarItem/ComponentTypes'];
  const place = (it: NavItem, mobile: boolean) => itemPlace(ctx, customItem(drawn ?? '', navbar.items.indexOf(it), mobile), mobile, drawItem(mobile));
  const list = (className: string, items: NavItem[], mobile: boolean) => (drawn !== undefined
    ? <ul className={className} dangerouslySetInnerHTML={{ __html: items.map((it) => place(it, mobile)).join('') }} />
    : <ul className={className}>{items.map((it, i) => item(it, i, mobile))}</ul>);
  const logo = navbar.logo;
  const row = (
    <nav className={withInfima(ctx.site, 'inner', 'navbar-inner')} aria-label={themeText(ctx.site, 'theme.NavBar.navAriaLabel', 'Main')}>
      {/* A disclosure, so the menu opens without JavaScript too (CSS shows it); client/menu.ts then takes it over. */}
      <NavbarSlotView slot="Navbar/MobileSidebar/Toggle" html={ctx.slots?.['Navbar/MobileSidebar/Toggle']} own={(
        <details className="navbar-menu">
          <summary className="navbar-menu-toggle" {...{ [ATTR.menuToggle]: '' }} aria-label={themeText(ctx.site, 'theme.docs.sidebar.toggleSidebarButtonAriaLabel', 'Navigation menu')} aria-controls="mobile-menu">
            <svg width="24" height="24" viewBox="0 0 30 30" aria-hidden="true"><path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" /></svg>
          </summary>
        </details>
      )} />
      <NavbarSlotView slot="Navbar/Logo" html={ctx.slots?.['Navbar/Logo']} own={logo || navbar.title ? (
        <a className={withInfima(ctx.site, 'brand', 'navbar-brand')} {...(logo ? logoLink(ctx, logo) : { href: ctx.url('/') })}>
          {/* The configured size, else the image's own shape at the navbar's height. */}
          {logo ? <ThemedLogo ctx={ctx} logo={logo} className="navbar-logo" width={logo.width} height={logo.height ?? 32} /> : null}
          {navbar.title ? <span className={withInfima(ctx.site, 'title', 'navbar-title')}>{navbar.title}</span> : null}
        </a>
      ) : null} />
      {list(withInfima(ctx.site, 'left', 'navbar-items navbar-items-left'), left, false)}
      {list(withInfima(ctx.site, 'right', 'navbar-items navbar-items-right'), right, false)}
      {colorMode.disableSwitch ? null : (
        <NavbarSlotView slot="Navbar/ColorModeToggle" html={ctx.slots?.['Navbar/ColorModeToggle']}
          own={<NavbarSlotView slot="ColorModeToggle" html={ctx.slots?.ColorModeToggle} own={<ColorModeToggle label={toggleLabel(ctx.site)} />} />} />
      )}
      {placed ? null : search}
    </nav>
  );
  return (
    <>
      {drawn !== undefined ? <style dangerouslySetInnerHTML={{ __html: NAVBAR_ITEM_RULES }} /> : null}
      {/* The site's Navbar/Content (a wrapper: generator/content/theme/navbar-slots.ts) around the row, else the row. */}
      <NavbarSlotView slot="Navbar/Content" html={ctx.slots?.['Navbar/Content']} own={row} />
      <MobileMenu ctx={ctx} draw={drawItem(true)} links={list('mobile-menu-links', orderedItems(ctx), true)} />
    </>
  );
}

/**
 * The search box without JavaScript: a plain form to the search page (which says search needs JavaScript), shaped
 * as the island's box so that it looks and folds the same on phones. CSS shows it in place of the island.
 */
function SearchForm({ action, id = 'search-input-form', say }: { action: string; id?: string | undefined; say: Say }) {
  return (
    <form className="navbar-search search-form" action={action} method="get" role="search">
      <div className="search">
        <SearchLabel htmlFor={id} say={say} />
        <input id={id} className="search-input" type="search" name="q" placeholder={say('label', 'Search')} />
      </div>
    </form>
  );
}

/** Where the docs live, base URL included (on <html> for the client, see Layout). */
export function docsBase(ctx: PageContext): string {
  return ctx.url(`/${ctx.site.docs.routeBasePath}`.replace(/\/+$/, ''));
}
