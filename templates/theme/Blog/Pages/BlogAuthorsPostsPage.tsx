// docsgen's Blog/Pages/BlogAuthorsPostsPage (a marker its page fills with docsgen's own page, see DocItem/original.tsx): a site may replace or wrap it.
import { Original } from '../../DocItem/original.tsx';

export default function BlogAuthorsPostsPage(_: Record<string, unknown>) {
  return <Original part="Blog/Pages/BlogAuthorsPostsPage" />;
}
