// `@theme-original/Navbar/Content`: the navbar's row (brand, items, toggle, search box), in a site's Navbar/Content
// that wraps it to add something beside it: a marker each page fills with its row (templates/Navbar.tsx).
import { Original } from '../DocItem/original.tsx';

export default function NavbarContent() {
  return <Original part="Navbar/Content" />;
}
