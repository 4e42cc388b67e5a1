// `:::note|tip|info|caution|danger|warning [title]` containers → <aside class="admonition">.
import type { Root, Paragraph } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { walk } from './walk.ts';
import { toString } from 'mdast-util-to-string';

export const ADMONITION_KINDS = ['note', 'tip', 'info', 'caution', 'danger', 'warning'] as const;

const DEFAULT_TITLES: Record<string, string> = {
  note: 'Note', tip: 'Tip', info: 'Info', caution: 'Caution', danger: 'Danger', warning: 'Warning',
};

export function remarkAdmonitions() {
  return (tree: Root) => {
    walk(tree, (node) => {
      if (node.type !== 'containerDirective') return;
      const d = node as ContainerDirective;
      let title = DEFAULT_TITLES[d.name]!;
      const first = d.children[0];
      if (first?.type === 'paragraph' && first.data?.directiveLabel) {
        title = toString(first);
        d.children.shift();
      }
      const kind = d.name === 'warning' ? 'caution' : d.name;
      d.data = {
        hName: 'aside',
        hProperties: { className: ['admonition', `admonition-${kind}`], 'aria-label': title },
      };
      const heading: Paragraph = {
        type: 'paragraph',
        data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
        children: [{ type: 'text', value: title }],
      };
      d.children.unshift(heading);
    });
  };
}
