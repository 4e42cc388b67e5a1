// `@theme-original/DocSidebar/Desktop`: docsgen's docs sidebar, in a site's wrapper of it (templates/Sidebar.tsx).
import { Original } from '../DocItem/original.tsx';

export default function DocSidebarDesktop(_props: Record<string, unknown>) {
  return <Original part="DocSidebar/Desktop" />;
}
