// docsgen's DocItem/Layout (a marker its page fills, see DocItem/original.tsx): a site may replace or wrap it.
import { Original } from './original.tsx';

export default function DocItemLayout() {
  return <Original part="DocItem/Layout" />;
}
