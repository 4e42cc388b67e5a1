// `@theme-original/Navbar/Layout`: the navbar's box, in a site's Navbar/Layout that wraps it (something beside the
// navbar): a marker each page fills with its whole navbar, as a Navbar wrapper's (templates/Layout.tsx).
import { Original } from '../DocItem/original.tsx';

export default function NavbarLayout() {
  return <Original part="Navbar/Layout" />;
}
