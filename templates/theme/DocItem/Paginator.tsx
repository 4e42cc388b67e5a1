// docsgen's DocItem/Paginator (a marker its page fills, see DocItem/original.tsx): a site may replace or wrap it.
import { Original } from './original.tsx';

export default function DocItemPaginator() {
  return <Original part="DocItem/Paginator" />;
}
