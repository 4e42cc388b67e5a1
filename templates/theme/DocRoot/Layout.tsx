// `@theme/DocRoot/Layout` (and `@theme-original/…`): the docs page's sidebar and main, as docsgen draws them, in a site's part that draws it (a marker each docs
// page fills: templates/doc-root.tsx).
import { Original } from '../DocItem/original.tsx';

export default function DocRootLayout(_props: Record<string, unknown>) {
  return <Original part="DocRoot/Layout" />;
}
