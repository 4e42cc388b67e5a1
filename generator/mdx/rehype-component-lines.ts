// Where each component is used, so that one which throws while rendering is reported at its line. Every
// component element not inside another component is wrapped in `<DocsgenAt name line>`, which records that it
// was entered (see templates/theme/runtime.tsx); components inside components are left as they are, since a
// parent may read its children's props (Tabs reads its TabItems').
import type { Root } from 'hast';
import type { VFile } from 'vfile';

export interface ComponentUse {
  name: string;
  line: number;
}

interface JsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: unknown[];
  children: unknown[];
  position?: { start: { line: number } };
}

const isComponent = (name: string | null): name is string => !!name && /^[A-Z]|\./.test(name);

export function rehypeComponentLines() {
  return (tree: Root, file: VFile) => {
    const uses: ComponentUse[] = [];
    const visit = (parent: { children: unknown[] }, inComponent: boolean) => {
      parent.children.forEach((child, i) => {
        const node = child as JsxNode;
        if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
          if (isComponent(node.name)) {
            const line = node.position?.start.line ?? 0;
            uses.push({ name: node.name, line });
            if (!inComponent) {
              parent.children[i] = {
                type: node.type,
                name: 'DocsgenAt',
                attributes: [attr('name', node.name), attr('line', String(line)), attr('file', file.path)],
                children: [node],
              };
            }
            visit(node, true);
            return;
          }
        }
        if ('children' in (node as object)) visit(node as unknown as { children: unknown[] }, inComponent);
      });
    };
    visit(tree, false);
    file.data.components = uses;
  };
}

function attr(name: string, value: string) {
  return { type: 'mdxJsxAttribute', name, value };
}
