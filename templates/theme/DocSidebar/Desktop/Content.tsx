// `@theme-original/DocSidebar/Desktop/Content`: docsgen's docs sidebar menu, in a site's wrapper of it (templates/Sidebar.tsx).
import { Original } from '../../DocItem/original.tsx';

export default function DocSidebarDesktopContent(_props: Record<string, unknown>) {
  return <Original part="DocSidebar/Desktop/Content" />;
}
