// `@theme-original/Navbar/MobileSidebar/SecondaryMenu`: the docs sidebar in the mobile menu: docsgen's shows below
// the menu on a doc page, so the marker is empty and what a wrapper adds is at the menu's end. A marker each page
// fills (templates/mobile-menu.tsx).
import { Original } from '../../DocItem/original.tsx';

export default function NavbarMobileSidebarSecondaryMenu() {
  return <Original part="Navbar/MobileSidebar/SecondaryMenu" />;
}
