// Split the document into sections at h2/h3 headings and keep their plain text: the search stage reads these.
import type { Nodes, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import type { Section } from '../types.ts';

export function remarkSections() {
  return (tree: Root, file: VFile) => {
    const sections: Section[] = [{ id: '', title: '', text: '' }];
    const parts: string[][] = [[]];
    for (const node of tree.children as RootContent[]) {
      if (node.type === 'heading' && node.depth <= 3) {
        sections.push({ id: String(node.data?.hProperties?.id ?? ''), title: toString(node), text: '' });
        parts.push([]);
      } else if (node.type !== 'html' && node.type !== 'definition') {
        parts[parts.length - 1]!.push(blockText(node));
      }
    }
    sections.forEach((s, i) => (s.text = parts[i]!.join(' ').replace(/\s+/g, ' ').trim()));
    file.data.sections = sections.filter((s) => s.id !== '' || s.text !== '');
  };
}

/** Plain text with a space between blocks (cells, list items, paragraphs), unlike toString which glues them. */
function blockText(node: Nodes): string {
  if (!('children' in node) || node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') return toString(node);
  return node.children.map((c) => blockText(c as Nodes)).join(' ');
}
