// `@theme-original/Navbar/Logo`: docsgen's brand (logo and title, linked home), in a site's Navbar/Logo that wraps it:
// a marker the navbar fills with it (templates/Navbar.tsx).
import { Original } from '../DocItem/original.tsx';

export default function NavbarLogo() {
  return <Original part="Navbar/Logo" />;
}
