// The navbar's helpers of `@docusaurus/theme-common` (Docusaurus 3 has them in `…/internal`), for a site's navbar
// parts that wrap docsgen's (`src/theme/Navbar/Content`, a custom item, the mobile menu's parts): its items, split by
// side, the mobile menu and its second panel, the navbar hidden on scroll, the page's scroll locked.
import { createElement, useCallback, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ATTR } from '../../../client/inlined-constants.ts';
import { HIDDEN_CLASS } from '../../../client/navbar-scroll.ts';
import { SiteContext } from '../context.ts';
import { useWindowSize } from './window-size.ts';
import { InMobileMenu } from '../Navbar/MobileSidebar/in-menu.tsx';

interface NavbarItemConfig extends Record<string, unknown> { position?: 'left' | 'right' }

/** The config's navbar items, each with its `position` (`left` unless it says so, as Docusaurus's checked config has it). */
export function useNavbarItems(): NavbarItemConfig[] {
  const navbar = (useContext(SiteContext).siteConfig.themeConfig.navbar ?? {}) as { items?: NavbarItemConfig[] };
  return (navbar.items ?? []).map((item) => ({ ...item, position: item.position ?? 'left' }));
}

/** The items on the left and those on the right (an item with no position counts as right, as Docusaurus's does). */
export function splitNavbarItems<T extends { position?: string }>(items: T[]): [T[], T[]] {
  const left = (item: T) => (item.position ?? 'right') === 'left';
  return [items.filter(left), items.filter((item) => !left(item))];
}

/**
 * The mobile menu, docsgen's (its button opens the navbar's links and the docs sidebar): whether it is `shown`,
 * `toggle()` to open or close it, `shouldRender` on a narrow screen (always inside the menu: in-menu.tsx).
 */
export function useNavbarMobileSidebar(): { disabled: boolean; shouldRender: boolean; shown: boolean; toggle: () => void } {
  const windowSize = useWindowSize();
  const inMenu = useContext(InMobileMenu);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const menu = document.querySelector<HTMLDetailsElement>(`[${ATTR.menuToggle}]`)?.closest('details');
    if (!menu) return undefined;
    const update = () => setShown(menu.open);
    menu.addEventListener('toggle', update);
    update();
    return () => menu.removeEventListener('toggle', update);
  }, []);
  const toggle = useCallback(() => document.querySelector<HTMLElement>(`[${ATTR.menuToggle}]`)?.click(), []);
  return { disabled: false, shouldRender: inMenu || windowSize === 'mobile', shown, toggle };
}

/**
 * The mobile menu's second panel, as Docusaurus has it (the docs sidebar, or a blog's): docsgen's menu shows it below
 * the navbar's links, not in a panel of its own, so it is `shown` on a page with a docs sidebar (in the browser, but
 * not inside the menu; `false` on the server, as Docusaurus renders it), with no panel to leave (`hide()` does
 * nothing) and no `content`.
 */
export function useNavbarSecondaryMenu(): { shown: boolean; hide: () => void; content: ReactNode } {
  // Inside the menu (a site's layout of it: in-menu.tsx) neither panel replaces the other: a layout that makes the
  // hidden one inert, as Docusaurus's does, leaves the navbar's links working.
  const inMenu = useContext(InMobileMenu);
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(!inMenu && document.querySelector(`[${ATTR.hasSidebar}]`) !== null), [inMenu]);
  return { shown, hide: useCallback(() => {}, []), content: null };
}

/**
 * What fills the mobile menu's second panel on Docusaurus (a blog's `BlogSidebar/Mobile` renders one): drawn where it
 * is, the part that renders it being drawn into docsgen's menu (templates/blog-menu.tsx).
 */
export function NavbarSecondaryMenuFiller<P extends object>({ component, props }: { component: ComponentType<P>; props: P }): ReactNode {
  return createElement(component, props);
}

/**
 * The navbar that slides away on scrolling down (`navbar.hideOnScroll`, which docsgen's navbar does itself): whether
 * it is visible, following it, and a ref for the element a site's navbar layout draws (docsgen's navbar is its own).
 */
export function useHideableNavbar(hideOnScroll: boolean): { navbarRef: (node: HTMLElement | null) => void; isNavbarVisible: boolean } {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const navbar = hideOnScroll ? document.querySelector<HTMLElement>(`[${ATTR.hideOnScroll}]`) : null;
    if (!navbar) return undefined;
    const watch = new MutationObserver(() => setVisible(!navbar.classList.contains(HIDDEN_CLASS)));
    watch.observe(navbar, { attributes: true, attributeFilter: ['class'] });
    return () => watch.disconnect();
  }, [hideOnScroll]);
  return { navbarRef: useCallback(() => {}, []), isNavbarVisible: visible };
}

/** The page behind stays put while `lock` (an open menu of the site's): its body does not scroll. */
export function useLockBodyScroll(lock = true): void {
  useEffect(() => {
    document.body.style.overflow = lock ? 'hidden' : 'visible';
    return () => {
      document.body.style.overflow = 'visible';
    };
  }, [lock]);
}
