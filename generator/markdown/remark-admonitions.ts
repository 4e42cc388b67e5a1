// `:::note|tip|info|caution|danger|warning [title]` containers → <div class="admonition">.
// Other directives (e.g. `:name` accidentally written in prose) turn back into their text.
import type { Root, Paragraph, PhrasingContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit, SKIP } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';

export const ADMONITION_KINDS = ['note', 'tip', 'info', 'caution', 'danger', 'warning'] as const;

const DEFAULT_TITLES: Record<string, string> = {
  note: 'Note', tip: 'Tip', info: 'Info', caution: 'Caution', danger: 'Danger', warning: 'Warning',
};

type Directive = ContainerDirective | LeafDirective | TextDirective;

export function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
      const d = node as Directive;
      if (d.type === 'containerDirective' && (ADMONITION_KINDS as readonly string[]).includes(d.name)) {
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
        return;
      }
      if (!parent || index === undefined) return;
      // Not ours: restore the source text so nothing silently disappears.
      const label = toString(d);
      const text = `${d.type === 'textDirective' ? ':' : d.type === 'leafDirective' ? '::' : ':::'}${d.name}${label ? `[${label}]` : ''}`;
      const replacement: PhrasingContent = { type: 'text', value: text };
      if (d.type === 'textDirective') parent.children.splice(index, 1, replacement as never);
      else parent.children.splice(index, 1, { type: 'paragraph', children: [replacement] } as never);
      return [SKIP, index + 1];
    });
  };
}
