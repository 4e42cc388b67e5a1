// `@theme-original/DocSidebar`: docsgen's docs sidebar, in a site's DocSidebar that wraps it (a box above or below
// the menu): a marker each page fills with its sidebar (templates/Sidebar.tsx).
import { Original } from './DocItem/original.tsx';

export default function DocSidebar(_props: Record<string, unknown>) {
  return <Original part="DocSidebar" />;
}
