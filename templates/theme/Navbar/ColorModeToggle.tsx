// `@theme-original/Navbar/ColorModeToggle`: the navbar's toggle (the site's ColorModeToggle, else docsgen's button), in
// a site's Navbar/ColorModeToggle that wraps it: a marker the navbar fills with it (templates/Navbar.tsx).
import { Original } from '../DocItem/original.tsx';

export default function NavbarColorModeToggle() {
  return <Original part="Navbar/ColorModeToggle" />;
}
