// rehype-raw re-parses the whole tree through an HTML parser; most pages have no raw HTML, so skip it for
// them, and load it (parse5 takes ~50 ms to load) only once a page has some.
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { isPendingCode } from '../code/pending-code.ts';
import { walk } from '../walk.ts';

let raw: Promise<(tree: Root, file: VFile) => Root> | undefined;

export function rehypeRawWhenNeeded() {
  return async (tree: Root, file: VFile) => {
    let found = false;
    walk(tree, (node) => {
      if (node.type === 'raw' && !isPendingCode(node)) found = true;
      // Highlighted code is most of the tree and holds no raw HTML.
      return !found && !(node.type === 'element' && (node as Element).tagName === 'pre');
    });
    if (!found) return undefined;
    raw ??= import('rehype-raw').then((m) => m.default() as (tree: Root, file: VFile) => Root);
    return (await raw)(tree, file);
  };
}
