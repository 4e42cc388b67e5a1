// The plain text of each section, for full-text search: the blocks before the first heading, then the blocks
// under each heading up to the next one, so a result can point at the closest heading. Runs after
// remark-heading-ids, so each section carries the id its heading is rendered with.
import type { Heading as MdHeading, Nodes, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import type { Section } from '../../types.ts';

/**
 * Runs of white space other than one plain space, each to become one space (what `/\s+/g` does, without replacing
 * every single space by itself: 2.5× faster on a site's whole text, ~12 ms of a cold Sapling build).
 */
const SPACES = /\s{2,}|[^\S ]/g;

export function remarkSections() {
  return (tree: Root, file: VFile) => {
    const sections: Section[] = [];
    let current: Section = { id: '', heading: '', text: '' };
    const parts: string[] = [];
    const close = () => {
      current.text = parts.join(' ').replace(SPACES, ' ').trim();
      if (current.text || current.id) sections.push(current);
      parts.length = 0;
    };
    for (const node of tree.children as RootContent[]) {
      if (node.type === 'heading') {
        close();
        const id = (node as MdHeading).data?.hProperties?.id;
        current = { id: typeof id === 'string' ? id : '', heading: toString(node), text: '' };
      } else {
        parts.push(blockText(node));
      }
    }
    close();
    file.data.sections = sections;
  };
}

/**
 * Plain text with a space between blocks (cells, list items, paragraphs), unlike toString which glues them.
 * Code counts: readers search for what they would type (`ulimit`, `XDG_CONFIG_HOME`). Raw HTML does not.
 */
export function blockText(node: Nodes): string {
  // A doc's `<head>` (its tags go into the page's head) is not its text.
  if (node.type === 'html' || node.type === 'definition' || ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'head')) return '';
  if (node.type === 'code') return node.value;
  if (!('children' in node) || node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') return toString(node, { includeHtml: false });
  return node.children.map((c) => blockText(c as Nodes)).join(' ');
}
