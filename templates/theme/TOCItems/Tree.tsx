// docsgen's TOCItems/Tree (a marker its page fills, see DocItem/original.tsx and templates/toc-pieces.tsx): a site may replace or wrap it.
import { Original } from '../DocItem/original.tsx';

export default function TOCItemTree() {
  return <Original part="TOCItems/Tree" />;
}
