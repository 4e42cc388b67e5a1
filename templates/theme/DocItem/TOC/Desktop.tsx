// docsgen's DocItem/TOC/Desktop (a marker its page fills, see DocItem/original.tsx): a site may replace or wrap it.
import { Original } from '../original.tsx';

export default function DocItemTOCDesktop() {
  return <Original part="DocItem/TOC/Desktop" />;
}
