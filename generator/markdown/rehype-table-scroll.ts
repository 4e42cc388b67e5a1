// Wide tables scroll sideways on small screens; wrap each in a focusable region so keyboard users can scroll it too.
import type { Element, Root } from 'hast';
import { visit, SKIP } from 'unist-util-visit';

export function rehypeTableScroll() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return;
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['table-scroll'], role: 'region', tabIndex: 0, ariaLabel: 'Table' },
        children: [node],
      };
      return SKIP;
    });
  };
}
