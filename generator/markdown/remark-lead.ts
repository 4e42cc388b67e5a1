// The plain text a page opens with, for its description: the blocks before the first h2/h3, or when there
// are none, those of the first h2/h3 section. Collection stops once there is more than a description holds.
import type { Nodes, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { INVISIBLE } from './remark-heading-ids.ts';

/** Descriptions are cut at 160 characters; a little more tells the cut where a word ends. */
export const LEAD_CHARS = 200;

export function remarkLead() {
  return (tree: Root, file: VFile) => {
    let text = '';
    let sectionsSeen = 0;
    for (const node of tree.children as RootContent[]) {
      if (node.type === 'heading' && node.depth <= 3) {
        // The opening had text, or the first section has ended.
        if (text || ++sectionsSeen > 1) break;
      } else if (!INVISIBLE.has(node.type)) {
        text = `${text} ${blockText(node)}`.replace(/\s+/g, ' ').trim();
        if (text.length > LEAD_CHARS) break;
      }
    }
    file.data.lead = text;
  };
}

/** Plain text with a space between blocks (cells, list items, paragraphs), unlike toString which glues them. */
function blockText(node: Nodes): string {
  if (!('children' in node) || node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') return toString(node);
  return node.children.map((c) => blockText(c as Nodes)).join(' ');
}
