// React warns about any text in a table's parts, so MDX leaves out the newlines remark-rehype puts between their
// rows and cells: a page the MDX path renders has none there, and a page that must read as that path's does the same.
import type { Element, Root } from 'hast';
import { walk } from '../markdown/walk.ts';

const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/** The element's children without the newlines between table parts (it is returned as it is if not a table part). */
export function dropTableNewlines(node: Element): void {
  if (TABLE_PARTS.has(node.tagName)) node.children = node.children.filter((c) => !(c.type === 'text' && c.value === '\n'));
}

/** A rehype plugin: the tree's tables as the MDX path writes them. */
export function rehypeTableNewlines() {
  return (tree: Root) => walk(tree, (node) => {
    if (node.type === 'element') dropTableNewlines(node as Element);
  });
}
