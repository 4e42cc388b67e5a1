// docsgen's BlogSidebar: nothing without posts to list, else the desktop sidebar (the site's BlogSidebar/Desktop where
// it has one; on the server, Docusaurus's window size is 'ssr', which draws the desktop one). A site may replace or
// wrap it.
import Desktop from './BlogSidebar/Desktop.tsx';

export default function BlogSidebar({ sidebar }: { sidebar?: { title: string; items: unknown[] } }) {
  if (!sidebar?.items.length) return null;
  return <Desktop sidebar={sidebar} />;
}
