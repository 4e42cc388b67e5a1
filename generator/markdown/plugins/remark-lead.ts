// The plain text a page opens with, for its description: the blocks before the first h2/h3, or when there
// are none, those of the first h2/h3 section. Collection stops once there is more than a description holds.
import type { Root, RootContent } from 'mdast';
import { blockText } from './remark-sections.ts';
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
