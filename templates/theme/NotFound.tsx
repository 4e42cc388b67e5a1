// `@theme-original/NotFound`, for a site's not-found page that wraps it: a marker that docsgen's own not-found
// content replaces when the page is rendered.
import { ORIGINAL } from './originals.ts';

export default function NotFound() {
  return <div {...{ [ORIGINAL]: 'NotFound' }} />;
}
