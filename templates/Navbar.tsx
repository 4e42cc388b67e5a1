import { ATTR } from '../client/constants.ts';
import { currentNavLink } from '../client/nav-current.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import type { PageContext } from './context.ts';
import { NavListItem } from './NavLink.tsx';
import type { NavLink as NavLinkConfig } from '../generator/types.ts';
import { Island } from './Island.tsx';
import { SearchBar } from './SearchBar.tsx';
import { ThemedLogo } from './ThemedLogo.tsx';

/** Logo + title, left and right links, the search box, the colour-mode toggle; a menu button on mobile. */
export function Navbar({ ctx, hasSidebar }: { ctx: PageContext; hasSidebar: boolean }) {
  const { navbar, colorMode } = ctx.site;
  const left = navbar.items.filter((i) => i.position !== 'right');
  const right = navbar.items.filter((i) => i.position === 'right');
  // In the order of the page, as the client reads them (left, then right).
  const ordered = [...left, ...right];
  const currentIndex = currentNavLink(ordered.map((i) => (i.to === undefined ? undefined : ctx.url(i.to))), ctx.url(ctx.path), ctx.url('/'), docsBase(ctx));
  const current = ordered[currentIndex];
  const item = (link: NavLinkConfig, i: number, className: string) => <NavListItem key={`${i}:${link.label}`} ctx={ctx} link={link} className={className} current={link === current} />;
  return (
    <header className="navbar" {...{ [ATTR.hasSidebar]: hasSidebar ? '' : undefined }} {...(navbar.hideOnScroll ? { [ATTR.hideOnScroll]: '' } : {})}>
      <nav className="navbar-inner" aria-label="Main">
        <button type="button" className="navbar-menu-toggle" {...{ [ATTR.menuToggle]: '' }} aria-label="Open navigation menu" aria-expanded="false" aria-controls="mobile-menu">
          <svg width="24" height="24" viewBox="0 0 30 30" aria-hidden="true"><path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" /></svg>
        </button>
        {navbar.logo || navbar.title ? (
          <a className="navbar-brand" href={ctx.url('/')}>
            {navbar.logo ? <ThemedLogo ctx={ctx} logo={navbar.logo} className="navbar-logo" width={32} height={32} /> : null}
            {navbar.title ? <span className="navbar-title">{navbar.title}</span> : null}
          </a>
        ) : null}
        <ul className="navbar-items navbar-items-left">
          {left.map((l, i) => item(l, i, 'navbar-link'))}
        </ul>
        <ul className="navbar-items navbar-items-right">
          {right.map((l, i) => item(l, i, 'navbar-link'))}
        </ul>
        {colorMode.disableSwitch ? null : <ColorModeToggle />}
        <Island name="SearchBar" component={SearchBar} className="navbar-search" role="search"
          props={{ docsUrl: ctx.assets.searchDocs, indexUrl: ctx.assets.searchIndex, maxResults: ctx.site.search.maxResults }} />
      </nav>
      <div id="mobile-menu" className="mobile-menu" hidden>
        <ul className="mobile-menu-links">
          {ordered.map((l, i) => item(l, i, 'mobile-menu-link'))}
        </ul>
      </div>
    </header>
  );
}

/** Where the docs live, base URL included (on <html> for the client, see Layout). */
export function docsBase(ctx: PageContext): string {
  return ctx.url(`/${ctx.site.docs.routeBasePath}`.replace(/\/+$/, ''));
}
