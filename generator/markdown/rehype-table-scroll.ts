// Wide tables scroll sideways on small screens; wrap each in a focusable region so keyboard users can scroll it too.
import type { Element, Root } from 'hast';
import { walk } from './walk.ts';

export function rehypeTableScroll() {
  return (tree: Root) => {
    walk(tree, (n, index, parent) => {
      if (n.type !== 'element') return;
      const node = n as Element;
      // Highlighted code is most of the tree and never holds a table.
      if (node.tagName === 'pre') return false;
      if (node.tagName !== 'table') return;
      (parent as Element).children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['table-scroll'], role: 'region', tabIndex: 0, ariaLabel: 'Table' },
        children: [node],
      };
      return false;
    });
  };
}
