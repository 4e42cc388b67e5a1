// docsgen's BlogSidebar: nothing without posts to list, else the desktop sidebar (the site's BlogSidebar/Desktop where
// it has one; on the server, Docusaurus's window size is 'ssr', which draws the desktop one). Below the desktop
// breakpoint Docusaurus draws BlogSidebar/Mobile in its place (the mobile menu's list): the desktop one is hidden
// there: a site's is in a box that hides it (docsgen's hides itself), and docsgen's list, never shown in the page,
// gives the mobile menu its posts (templates/blog-menu.tsx), as Docusaurus's BlogSidebar/Mobile does beside a site's
// Desktop. A site may replace or wrap it.
import Desktop from './BlogSidebar/Desktop.tsx';
import { Original } from './DocItem/original.tsx';

export default function BlogSidebar({ sidebar }: { sidebar?: { title: string; items: unknown[] } }) {
  if (!sidebar?.items.length) return null;
  if ((Desktop as { docsgenOwn?: boolean }).docsgenOwn) return <Desktop sidebar={sidebar} />;
  return (
    <>
      <div className="blog-sidebar-desktop"><Desktop sidebar={sidebar} /></div>
      <div hidden><Original part="BlogSidebar" /></div>
    </>
  );
}
