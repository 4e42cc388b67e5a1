// `@theme-original/Navbar/MobileSidebar/Header`: the mobile menu's header: none in docsgen's, whose menu opens under
// the navbar (its brand and toggle stay there), so what a wrapper adds opens at the menu's top. A marker each page
// fills (templates/mobile-menu.tsx).
import { Original } from '../../DocItem/original.tsx';

export default function NavbarMobileSidebarHeader() {
  return <Original part="Navbar/MobileSidebar/Header" />;
}
