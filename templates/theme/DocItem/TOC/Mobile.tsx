// docsgen's DocItem/TOC/Mobile (a marker its page fills, see DocItem/original.tsx): a site may replace or wrap it.
import { Original } from '../original.tsx';

export default function DocItemTOCMobile() {
  return <Original part="DocItem/TOC/Mobile" />;
}
