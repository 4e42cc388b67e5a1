// `@theme-original/BlogSidebar/Mobile`: docsgen's recent posts of the phone menu, in a site's wrapper of it (a marker
// each blog page fills with its posts: templates/blog-menu.tsx).
import { Original } from '../DocItem/original.tsx';

export default function BlogSidebarMobile(_: { sidebar?: unknown }) {
  return <Original part="BlogSidebar/Mobile" />;
}
