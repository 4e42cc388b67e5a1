// docsgen's TOC (a marker its page fills, see DocItem/original.tsx and templates/toc-pieces.tsx): a site may replace or wrap it.
import type { DocPageData } from './context.ts';
import { Original } from './DocItem/original.tsx';

export default function TOC({ toc }: { toc?: DocPageData['toc'] }) {
  return <Original part="TOC" toc={toc} />;
}
