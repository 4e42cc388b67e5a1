// `@theme-original/Navbar/MobileSidebar`: the mobile menu's content (the navbar's links; the docs sidebar shows below
// it), in a site's wrapper that adds to it: a marker each page fills (templates/mobile-menu.tsx).
import { Original } from '../DocItem/original.tsx';

export default function NavbarMobileSidebar() {
  return <Original part="Navbar/MobileSidebar" />;
}
