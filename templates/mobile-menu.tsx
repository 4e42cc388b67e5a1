// The navbar's mobile menu, under the navbar on narrow screens (opened by its button, the `<details>` of
// templates/Navbar.tsx; the docs sidebar shows below it), and the site's parts of Docusaurus's mobile sidebar that wrap
// docsgen's (generator/content/theme/navbar-slots.ts): the whole menu, its layout, header, links and docs sidebar.
import type { ReactElement } from 'react';
import type { NavbarSlot } from '../generator/docusaurus/theme-overrides.ts';
import type { PageContext } from './context.ts';
import { NavbarSlotView } from './navbar-slots.tsx';

/** `links`: the navbar's items as the menu lists them. */
export function MobileMenu({ ctx, links }: { ctx: PageContext; links: ReactElement }) {
  const slot = (name: NavbarSlot, own: ReactElement | null) => <NavbarSlotView slot={name} html={ctx.slots?.[name]} own={own} />;
  // docsgen's menu has no header (the navbar's brand and toggle stay above it) and its docs sidebar is the page's,
  // shown below the menu: a wrapper of either draws what it adds at the menu's top or end.
  const content = (
    <>
      {slot('Navbar/MobileSidebar/Header', null)}
      {slot('Navbar/MobileSidebar/PrimaryMenu', links)}
      {slot('Navbar/MobileSidebar/SecondaryMenu', null)}
    </>
  );
  return <div id="mobile-menu" className="mobile-menu">{slot('Navbar/MobileSidebar', slot('Navbar/MobileSidebar/Layout', content))}</div>;
}
