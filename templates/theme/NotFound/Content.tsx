// `@theme-original/NotFound/Content`, for a site's not-found content that wraps it: a marker that docsgen's own
// content replaces when the not-found page is rendered.
import { ORIGINAL } from '../originals.ts';

export default function NotFoundContent() {
  return <div {...{ [ORIGINAL]: 'NotFound/Content' }} />;
}
