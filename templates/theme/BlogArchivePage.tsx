// docsgen's BlogArchivePage (a marker its page fills with docsgen's own page, see DocItem/original.tsx): a site may replace or wrap it.
import { Original } from './DocItem/original.tsx';

export default function BlogArchivePage(_: Record<string, unknown>) {
  return <Original part="BlogArchivePage" />;
}
