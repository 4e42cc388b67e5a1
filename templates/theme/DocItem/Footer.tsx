// docsgen's DocItem/Footer (a marker its page fills, see DocItem/original.tsx): a site may replace or wrap it.
import { Original } from './original.tsx';

export default function DocItemFooter() {
  return <Original part="DocItem/Footer" />;
}
