// docsgen's DocItem/Content (a marker its page fills, see DocItem/original.tsx): a site may replace or wrap it.
import { Original } from './original.tsx';

export default function DocItemContent() {
  return <Original part="DocItem/Content" />;
}
