// react-dom as the site's browser code imports it: React 19's, with `findDOMNode` back. React 19 removed it, but
// libraries written for React 16–18 still call it (react-transition-group's Transition without a `nodeRef`, and the
// toast, modal and tooltip packages built on it); Docusaurus runs them on React 17 or 18, where it exists.
import * as ReactDOM from 'react-dom';

export * from 'react-dom';

interface Fiber {
  child: Fiber | null;
  sibling: Fiber | null;
  stateNode: unknown;
}

const isNode = (x: unknown): x is Element | Text => typeof (x as Node | null)?.nodeType === 'number';

/** The first DOM node a mounted class component renders (a DOM node stays itself), as React 18's findDOMNode answers. */
export function findDOMNode(instance: unknown): Element | Text | null {
  if (instance == null) return null;
  if (isNode(instance)) return instance;
  const fiber = (instance as { _reactInternals?: Fiber })._reactInternals;
  if (!fiber) throw new Error('findDOMNode: the argument is not a mounted class component');
  // Depth first through what it renders; the first fiber whose state is a DOM node is it.
  const stack = fiber.child ? [fiber.child] : [];
  while (stack.length) {
    const f = stack.pop()!;
    if (isNode(f.stateNode)) return f.stateNode;
    if (f.sibling) stack.push(f.sibling);
    if (f.child) stack.push(f.child);
  }
  return null;
}

export default { ...ReactDOM, findDOMNode };
