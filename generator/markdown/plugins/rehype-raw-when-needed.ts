// rehype-raw re-parses the whole tree through an HTML parser; most pages have no raw HTML, so skip it for
// them, and load it (parse5 takes ~50 ms to load) only once a page has some.
import type { Element, Root } from 'hast';
import type { Options } from 'rehype-raw';
import type { VFile } from 'vfile';
import { isPendingCode } from '../code/pending-code.ts';
import { walk } from '../walk.ts';

let rehypeRaw: Promise<typeof import('rehype-raw').default> | undefined;

/** `options.passThrough`: node types the HTML parser leaves alone (MDX's, in a Markdown doc a plugin added JSX to). */
export function rehypeRawWhenNeeded(options: Options = {}) {
  let raw: (tree: Root, file: VFile) => Root;
  return async (tree: Root, file: VFile) => {
    let found = false;
    walk(tree, (node) => {
      if (node.type === 'raw' && !isPendingCode(node)) found = true;
      // Highlighted code is most of the tree and holds no raw HTML.
      return !found && !(node.type === 'element' && (node as Element).tagName === 'pre');
    });
    if (!found) return undefined;
    raw ??= (await (rehypeRaw ??= import('rehype-raw').then((m) => m.default)))(options) as (tree: Root, file: VFile) => Root;
    return raw(tree, file);
  };
}
