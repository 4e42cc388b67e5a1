// The navbar's helpers of `@docusaurus/theme-common` (Docusaurus 3 has them in `…/internal`), for a site's navbar
// parts that wrap docsgen's (`src/theme/Navbar/Content`, a custom item): its items, split by side, and the mobile menu.
import { useCallback, useContext, useEffect, useState } from 'react';
import { ATTR } from '../../../client/inlined-constants.ts';
import { SiteContext } from '../context.ts';
import { useWindowSize } from './window-size.ts';

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
 * `toggle()` to open or close it, `shouldRender` on a narrow screen.
 */
export function useNavbarMobileSidebar(): { disabled: boolean; shouldRender: boolean; shown: boolean; toggle: () => void } {
  const windowSize = useWindowSize();
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
  return { disabled: false, shouldRender: windowSize === 'mobile', shown, toggle };
}
