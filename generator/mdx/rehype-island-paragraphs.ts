// A paragraph that holds a component becomes `<DocsgenParagraph>` (templates/theme/Paragraph.tsx): a site island
// inside it is then a <span>, as a <div> would end the paragraph in the browser's parser and break the line around
// an inline component (templates/theme/island.tsx). Other paragraphs stay plain `p` elements (and static HTML).
import type { Element, Root } from 'hast';

interface Node {
  type: string;
  name?: string | null;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
}

const holdsComponent = (node: Node): boolean =>
  (node.children ?? []).some((c) => (c.type === 'mdxJsxTextElement' && !!c.name && /^[A-Z]|\./.test(c.name)) || holdsComponent(c));

export function rehypeIslandParagraphs() {
  return (tree: Root) => {
    const visit = (parent: Node) => {
      parent.children?.forEach((child, i) => {
        if (child.type === 'element' && child.tagName === 'p' && !Object.keys(child.properties ?? {}).length && holdsComponent(child)) {
          parent.children![i] = { type: 'mdxJsxFlowElement', name: 'DocsgenParagraph', attributes: [], children: child.children, position: (child as Element).position } as Node;
        }
        visit(parent.children![i]!);
      });
    };
    visit(tree as Node);
  };
}
