// docsgen's BlogSidebar/Desktop (a marker its page fills with docsgen's sidebar, see DocItem/original.tsx): a site
// may replace or wrap it.
import { Original } from '../DocItem/original.tsx';

export default function BlogSidebarDesktop(_: { sidebar?: unknown }) {
  return <Original part="BlogSidebar" />;
}

/** Told apart from a site's (which `./BlogSidebar/Desktop.tsx` imports where it has one): docsgen's hides itself on phones. */
BlogSidebarDesktop.docsgenOwn = true;
