// Wide tables scroll sideways on small screens; wrap each in a focusable region so keyboard users can scroll it too.
// Regions are landmarks, and a page's landmarks need distinct names: with several tables they are numbered (in the
// locale's word: words.ts).
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { walk } from '../walk.ts';
import type { MarkdownSetup } from '../setup.ts';
import { tableLabel } from '../words.ts';

export function rehypeTableScroll() {
  return (tree: Root, file: VFile) => {
    const words = (file.data.setup as MarkdownSetup | undefined)?.words;
    const tables: { parent: Element; index: number; node: Element }[] = [];
    walk(tree, (n, index, parent) => {
      if (n.type !== 'element') return;
      const node = n as Element;
      // Highlighted code is most of the tree and never holds a table.
      if (node.tagName === 'pre') return false;
      if (node.tagName !== 'table') return;
      tables.push({ parent: parent as Element, index, node });
      return false;
    });
    tables.forEach(({ parent, index, node }, i) => {
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['table-scroll'], role: 'region', tabIndex: 0, ariaLabel: tableLabel(tables.length > 1 ? i + 1 : undefined, words) },
        children: [node],
        // An MDX doc's Markdown file keeps the table's source lines (mdx/markdown-pieces.ts).
        position: node.position,
      };
    });
  };
}
