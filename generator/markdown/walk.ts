// Depth-first walk over a unist tree (mdast or hast). unist-util-visit copies the ancestor list at every
// node, which on our pages cost more than the transforms themselves; none of ours needs ancestors.
import type { Node, Parent } from 'unist';

/** Calls `visit` for every descendant, a parent before its children. Returning `false` skips the node's children. */
export function walk(tree: Parent, visit: (node: Node, index: number, parent: Parent) => boolean | void): void {
  const { children } = tree;
  for (let i = 0; i < children.length; i++) {
    if (visit(children[i]!, i, tree) === false) continue;
    // Read again: the visitor may have replaced the node.
    const node = children[i]!;
    if ('children' in node) walk(node as Parent, visit);
  }
}
