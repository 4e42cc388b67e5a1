// `@theme-original/Navbar/MobileSidebar/Layout`: the mobile menu's content, as `Navbar/MobileSidebar` is (docsgen's
// menu is one layout). A marker each page fills (templates/mobile-menu.tsx).
import { Original } from '../../DocItem/original.tsx';

export default function NavbarMobileSidebarLayout() {
  return <Original part="Navbar/MobileSidebar/Layout" />;
}
