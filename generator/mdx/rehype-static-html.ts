// Highlighted code is most of a doc's tree (an element per token) and has no JSX in it: MDX would compile each
// token to a JSX call. Each code block (and npm2yarn tab set) becomes one element whose inner HTML is a string.
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { walk } from '../markdown/walk.ts';

const isStatic = (el: Element) => {
  const cls = el.properties.className;
  return Array.isArray(cls) && (cls.includes('code-block') || (cls.includes('tabs-container') && el.properties.dataGroupId === 'npm2yarn'));
};

export function rehypeStaticHtml() {
  return (tree: Root) => {
    walk(tree, (n, index, parent) => {
      if (n.type !== 'element' || !isStatic(n as Element)) return;
      const el = n as Element;
      const attributes: unknown[] = Object.entries(el.properties).map(([name, value]) => ({
        type: 'mdxJsxAttribute',
        name: name === 'className' ? 'className' : name.replace(/^data([A-Z])/, (_, c: string) => `data-${c.toLowerCase()}`).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
        value: Array.isArray(value) ? value.join(' ') : value === '' ? '' : String(value),
      }));
      attributes.push({ type: 'mdxJsxAttribute', name: 'dangerouslySetInnerHTML', value: htmlExpression(toHtml(el.children, { allowDangerousHtml: true })) });
      (parent.children as unknown[])[index] = { type: 'mdxJsxFlowElement', name: el.tagName, attributes, children: [] };
      return false;
    });
  };
}

/** `{{ __html: "…" }}` as MDX's expression attribute, with the estree it compiles from. */
function htmlExpression(html: string) {
  const literal = JSON.stringify(html);
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: `{__html: ${literal}}`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{
          type: 'ExpressionStatement',
          expression: {
            type: 'ObjectExpression',
            properties: [{ type: 'Property', kind: 'init', method: false, shorthand: false, computed: false, key: { type: 'Identifier', name: '__html' }, value: { type: 'Literal', value: html, raw: literal } }],
          },
        }],
      },
    },
  };
}
