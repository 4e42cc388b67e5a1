// `@theme/DocRoot/Layout/Sidebar` (and `@theme-original/…`): the docs sidebar's column, in a site's part that draws it (a marker each docs
// page fills: templates/doc-root.tsx).
import { Original } from '../../DocItem/original.tsx';

export default function DocRootLayoutSidebar(_props: Record<string, unknown>) {
  return <Original part="DocRoot/Layout/Sidebar" />;
}
