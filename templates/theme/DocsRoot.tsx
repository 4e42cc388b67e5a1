// `@theme/DocsRoot` (and `@theme-original/DocsRoot`): the docs route's nested routes as docsgen draws them, in a site's root
// that wraps it (a marker each docs page fills: templates/doc-root.tsx).
import { Original } from './DocItem/original.tsx';
import { NESTED_ROUTES } from '../doc-root-parts.ts';

export default function DocsRoot(_props: Record<string, unknown>) {
  return <Original part={NESTED_ROUTES} />;
}
