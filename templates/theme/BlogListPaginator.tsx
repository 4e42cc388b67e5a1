// docsgen's BlogListPaginator (a marker its page fills, see DocItem/original.tsx): a site may replace or wrap it.
import { Original } from './DocItem/original.tsx';

export default function BlogListPaginator() {
  return <Original part="BlogListPaginator" />;
}
