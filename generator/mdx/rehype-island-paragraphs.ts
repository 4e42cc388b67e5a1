// A paragraph that holds a component becomes `<DocsgenParagraph>` (templates/theme/Paragraph.tsx): a site island
// inside it is then a <span>, as a <div> would end the paragraph in the browser's parser and break the line around
// an inline component (templates/theme/island.tsx). So does one holding an element the site's components draw (an
// image, where it has its own MDXComponents/Img). Other paragraphs stay plain `p` elements (and static HTML).
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import type { MarkdownSetup } from '../markdown/setup.ts';

interface Node {
  type: string;
  name?: string | null;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
}

const holdsComponent = (node: Node, site: ReadonlySet<string>): boolean =>
  (node.children ?? []).some((c) => (c.type === 'mdxJsxTextElement' && !!c.name && /^[A-Z]|\./.test(c.name)) || (c.type === 'element' && site.has(c.tagName!)) || holdsComponent(c, site));

export function rehypeIslandParagraphs() {
  return (tree: Root, file: VFile) => {
    const site = new Set((file.data.setup as MarkdownSetup | undefined)?.siteTags);
    const visit = (parent: Node) => {
      parent.children?.forEach((child, i) => {
        // A paragraph the site's own `p` draws stays its.
        if (child.type === 'element' && child.tagName === 'p' && !site.has('p') && !Object.keys(child.properties ?? {}).length && holdsComponent(child, site)) {
          parent.children![i] = { type: 'mdxJsxFlowElement', name: 'DocsgenParagraph', attributes: [], children: child.children, position: (child as Element).position } as Node;
        }
        visit(parent.children![i]!);
      });
    };
    visit(tree as Node);
  };
}
