// Whether a component Root draws holds the page's content: `children` it is given carry the content's mark (Root
// passes its own children on, as a provider does: `<AuthProvider>{children}</AuthProvider>`). Such a component is
// around the content, not beside it: no island of its own (island.tsx), and drawn in the browser's host of Root
// (client/out-of-document.tsx). Read from the elements, not rendered: a few levels of arrays, fragments and children.
import { isValidElement, type ReactNode } from 'react';

export function holdsContent(node: ReactNode, isMark: (type: unknown, props: Record<string, unknown>) => boolean, depth = 4): boolean {
  if (depth < 0 || node == null || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some((n: ReactNode) => holdsContent(n, isMark, depth - 1));
  if (!isValidElement(node)) return false;
  const props = node.props as Record<string, unknown>;
  return isMark(node.type, props) || holdsContent(props.children as ReactNode, isMark, depth - 1);
}
