// `@theme-original/Navbar/MobileSidebar/PrimaryMenu`: the navbar's links in the mobile menu. A marker each page fills
// (templates/mobile-menu.tsx).
import { Original } from '../../DocItem/original.tsx';

export default function NavbarMobileSidebarPrimaryMenu() {
  return <Original part="Navbar/MobileSidebar/PrimaryMenu" />;
}
