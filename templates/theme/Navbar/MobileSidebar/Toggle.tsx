// `@theme-original/Navbar/MobileSidebar/Toggle`: the navbar's menu button. A marker each page fills
// (templates/mobile-menu.tsx).
import { Original } from '../../DocItem/original.tsx';

export default function NavbarMobileSidebarToggle() {
  return <Original part="Navbar/MobileSidebar/Toggle" />;
}
