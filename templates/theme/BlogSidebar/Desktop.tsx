// docsgen's BlogSidebar/Desktop (a marker its page fills with docsgen's sidebar, see DocItem/original.tsx): a site
// may replace or wrap it.
import { Original } from '../DocItem/original.tsx';

export default function BlogSidebarDesktop(_: { sidebar?: unknown }) {
  return <Original part="BlogSidebar" />;
}
