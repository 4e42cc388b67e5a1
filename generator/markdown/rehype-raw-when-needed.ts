// rehype-raw re-parses the whole tree through an HTML parser; most pages have no raw HTML, so skip it for them.
import type { Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import type { VFile } from 'vfile';
import { visit, EXIT } from 'unist-util-visit';

export function rehypeRawWhenNeeded() {
  const raw = rehypeRaw();
  return (tree: Root, file: VFile) => {
    let found = false;
    visit(tree, 'raw', () => {
      found = true;
      return EXIT;
    });
    return found ? raw(tree, file) : undefined;
  };
}
