// `@theme/DocRoot/Layout/Main` (and `@theme-original/…`): the docs page's main column, in a site's part that draws it (a marker each docs
// page fills: templates/doc-root.tsx).
import { Original } from '../../DocItem/original.tsx';

export default function DocRootLayoutMain(_props: Record<string, unknown>) {
  return <Original part="DocRoot/Layout/Main" />;
}
