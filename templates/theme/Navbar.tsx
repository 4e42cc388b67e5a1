// `@theme-original/Navbar`: docsgen's whole navbar, in a site's Navbar that wraps it (a notice or a progress bar beside
// it, a box around it): a marker each page fills with its navbar (templates/Layout.tsx).
import { Original } from './DocItem/original.tsx';

export default function Navbar() {
  return <Original part="Navbar" />;
}
