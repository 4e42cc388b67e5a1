// `:::note|tip|info|important|caution|warning|danger [title]` containers → <aside class="admonition">.
import type { Root, Paragraph } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { walk } from '../walk.ts';
import { toString } from 'mdast-util-to-string';
import { ADMONITION_TITLES, admonitionClass } from '../../../templates/theme/admonition-kinds.ts';

export function remarkAdmonitions() {
  return (tree: Root) => {
    walk(tree, (node) => {
      if (node.type !== 'containerDirective') return;
      const d = node as ContainerDirective;
      // Other names are left to remark-unused-directives (MDX), or never parsed as containers (Markdown).
      if (!(d.name in ADMONITION_TITLES)) return;
      let title = ADMONITION_TITLES[d.name]!;
      const first = d.children[0];
      if (first?.type === 'paragraph' && first.data?.directiveLabel) {
        title = toString(first);
        d.children.shift();
      }
      d.data = {
        hName: 'aside',
        hProperties: { className: ['admonition', admonitionClass(d.name)], 'aria-label': title },
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
