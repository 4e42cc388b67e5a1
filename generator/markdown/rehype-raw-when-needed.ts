// rehype-raw re-parses the whole tree through an HTML parser; most pages have no raw HTML, so skip it for them.
import type { Element, Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import type { VFile } from 'vfile';
import { walk } from './walk.ts';

export function rehypeRawWhenNeeded() {
  const raw = rehypeRaw();
  return (tree: Root, file: VFile) => {
    let found = false;
    walk(tree, (node) => {
      if (node.type === 'raw') found = true;
      // Highlighted code is most of the tree and holds no raw HTML.
      return !found && !(node.type === 'element' && (node as Element).tagName === 'pre');
    });
    return found ? raw(tree, file) : undefined;
  };
}
