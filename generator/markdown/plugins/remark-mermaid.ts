// ```` ```mermaid ```` blocks as diagrams (`markdown.mermaid`): the block's source in a <pre>, read as it is without
// JavaScript, inside an element the client draws the diagram in (client/mermaid.ts loads the library from `src`
// only on pages that have one). A site with its own `Mermaid` gets each block as Docusaurus's MDX gives it, the
// `mermaid` element (`value`: the source) its MDXComponents maps to `@theme/Mermaid`, with what docsgen's own
// (templates/theme/Mermaid.tsx, which a wrapper draws) needs to draw it.
import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from '../walk.ts';
import { mermaidAttributes, type MarkdownSetup } from '../setup.ts';

export function remarkMermaid() {
  return (tree: Root, file: VFile) => {
    const setup = (file.data.setup as MarkdownSetup | undefined)?.mermaid;
    if (!setup || setup.blocks === false) return;
    const where = mermaidAttributes(setup);
    walk(tree, (node) => {
      if (node.type !== 'code' || (node as Code).lang !== 'mermaid') return true;
      const code = node as Code;
      const site = { hName: 'mermaid', hProperties: { value: code.value, ...where } };
      Object.assign(code, {
        type: 'mermaidDiagram',
        data: setup.site ? site : {
          hName: 'div',
          hProperties: { className: ['mermaid-diagram'], ...where },
          hChildren: [{ type: 'element', tagName: 'pre', properties: { className: ['mermaid-source'] }, children: [{ type: 'text', value: code.value }] }],
        },
      });
      return false;
    });
  };
}
