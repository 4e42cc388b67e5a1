// `@theme-original/Footer`, for a site's Footer that wraps it: a marker that docsgen's footer replaces when each page is
// rendered (templates/Layout.tsx), since its links depend on the page.
import { ORIGINAL } from './originals.ts';

export default function Footer() {
  return <div {...{ [ORIGINAL]: 'Footer' }} />;
}
