// Most of an MDX doc is Markdown with no JSX in it, yet MDX compiles each of its elements (and each token of
// highlighted code) to a JSX call that esbuild parses, Node evaluates and React renders. Here each element whose
// subtree holds no JSX, no expression and no tag the MDX provider maps (templates/theme/MDXComponents.tsx)
// becomes one element whose inner HTML is a string, serialized as the Markdown path serializes it. Runs last:
// the other plugins read the tree. In a doc, the strings are not in the module's code but in a list beside it
// (`file.data.htmlParts`), which the module reads as `__docsgenHtml` when it runs (render.ts): esbuild then
// bundles a skeleton of a few kilobytes instead of parsing and printing the whole page as string literals.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { toHtml } from 'hast-util-to-html';
import { find, hastToReact, html as htmlSchema } from 'property-information';
import styleToJs from 'style-to-js';
import MDXComponents from '../../templates/theme/MDXComponents.tsx';
import { dropTableNewlines } from './table-newlines.ts';
import { SITE_HEADING } from './rehype-site-heading.ts';
import type { MarkdownSetup } from '../markdown/setup.ts';

/**
 * Tags MDX hands to the provider's components. Not `img`: docsgen's own draws the HTML's image, so an image is static
 * unless the site draws it (its MDXComponents/Img, or `img` in its map: `site` below).
 */
const PROVIDED = new Set(Object.keys(MDXComponents).filter((name) => /^[a-z]/.test(name) && name !== 'img'));
/** React refuses inner HTML on these. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const JSX_NAME = /^[A-Za-z_$][\w$-]*$/;
const JS_IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

type Node = Root | RootContent;

type JsxAttribute =
  | { type: 'mdxJsxAttribute'; name: string; value: string | null | ReturnType<typeof expression> }
  | { type: 'mdxJsxExpressionAttribute'; value: string; data: { estree: unknown } };

/** The name under which a doc's module finds its HTML strings. */
export const HTML_PARTS = '__docsgenHtml';

/** `parts`: keep the strings in `file.data.htmlParts` (docs), else write them in the code (partials). */
export function rehypeStaticHtml(options: { parts: boolean }) {
  return (tree: Root, file: VFile) => {
    const parts: string[] = [];
    const inner = (html: string) => (options.parts ? partExpression(parts.push(html) - 1) : expression({ __html: html }));
    const site = new Set((file.data.setup as MarkdownSetup | undefined)?.siteTags);
    settle(tree, inner, PROVIDED, site);
    if (options.parts) (file.data as { htmlParts?: string[] }).htmlParts = parts;
  };
}

type Inner = (html: string) => ReturnType<typeof expression>;

/**
 * Whether `node` is static. When it is not, its static children with content are turned to inner HTML — except
 * inside an element the site maps (`site`): its component gets its children as elements, as on Docusaurus (a
 * table's reads its head row), so only subtrees with raw HTML in them are folded there.
 */
function settle(node: Node, inner: Inner, provided: ReadonlySet<string>, site: ReadonlySet<string>, kept = false): boolean {
  if (node.type === 'text' || node.type === 'raw' || node.type === 'comment') return true;
  if (!('children' in node)) return false;
  if (node.type === 'element') dropTableNewlines(node);
  // A site Heading gets its heading's content as elements too (it may look for one among them, as a typed heading does).
  const keep = (node.type === 'element' && (site.has(node.tagName) || (kept && !hasRaw(node)))) || (node.type === 'mdxJsxFlowElement' && node.name === SITE_HEADING);
  const flags = node.children.map((child) => settle(child as Node, inner, provided, site, keep));
  // An element named as a component (a plugin's `hName: 'ColorPreview'`) is one, as MDX reads it: never folded.
  if (node.type === 'element' && !keep && !provided.has(node.tagName) && !/^[A-Z]/.test(node.tagName) && flags.every(Boolean)) return true;
  node.children.forEach((child, i) => {
    if (!flags[i] || child.type !== 'element' || !child.children.length || VOID.has(child.tagName)) return;
    (node.children as unknown[])[i] = {
      type: 'mdxJsxFlowElement',
      name: child.tagName,
      attributes: [...attributesOf(child), { type: 'mdxJsxAttribute', name: 'dangerouslySetInnerHTML', value: inner(toHtml(child.children as ElementContent[], { allowDangerousHtml: true })) }],
      children: [],
    };
  });
  return false;
}

function hasRaw(node: Node): boolean {
  return node.type === 'raw' || ('children' in node && node.children.some((child) => hasRaw(child as Node)));
}

/** The element's properties as the JSX attributes MDX gives them (hast-util-to-estree's names and values). */
function attributesOf(el: Element): JsxAttribute[] {
  const attributes: JsxAttribute[] = [];
  const style: Record<string, string> = {};
  for (const [property, raw] of Object.entries(el.properties)) {
    const info = find(htmlSchema, property);
    if (raw === null || raw === undefined || raw === false || Number.isNaN(raw) || (!raw && info.boolean)) continue;
    const name = info.space ? hastToReact[info.property] ?? info.property : info.attribute;
    const value = Array.isArray(raw) ? raw.join(info.commaSeparated ? ', ' : ' ') : raw;
    if (name === 'style') Object.assign(style, styleToJs(String(value), { reactCompat: true }));
    else if (!JSX_NAME.test(name)) attributes.push({ type: 'mdxJsxExpressionAttribute', value: `...${JSON.stringify({ [name]: value })}`, data: { estree: program({ type: 'ObjectExpression', properties: [{ type: 'SpreadElement', argument: objectOf({ [name]: value }) }] }) } });
    else attributes.push({ type: 'mdxJsxAttribute', name, value: value === true ? null : String(value) });
  }
  if (Object.keys(style).length) attributes.push({ type: 'mdxJsxAttribute', name: 'style', value: expression(style) });
  return attributes;
}

/** `{{ key: "…" }}` as MDX's expression attribute value, with the estree it compiles from. */
function expression(object: Record<string, string | number | boolean>) {
  return { type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(object), data: { estree: program(objectOf(object)) } };
}

const objectOf = (object: Record<string, string | number | boolean>) => ({
  type: 'ObjectExpression',
  properties: Object.entries(object).map(([key, value]) => ({
    type: 'Property', kind: 'init', method: false, shorthand: false, computed: false,
    key: JS_IDENTIFIER.test(key) ? { type: 'Identifier', name: key } : { type: 'Literal', value: key, raw: JSON.stringify(key) },
    value: { type: 'Literal', value, raw: JSON.stringify(value) },
  })),
});

/** `{{ __html: __docsgenHtml[n] }}`. */
function partExpression(n: number) {
  const part = { type: 'MemberExpression', computed: true, optional: false, object: { type: 'Identifier', name: HTML_PARTS }, property: { type: 'Literal', value: n, raw: String(n) } };
  const object = { type: 'ObjectExpression', properties: [{ type: 'Property', kind: 'init', method: false, shorthand: false, computed: false, key: { type: 'Identifier', name: '__html' }, value: part }] };
  return { type: 'mdxJsxAttributeValueExpression', value: `{__html: ${HTML_PARTS}[${n}]}`, data: { estree: program(object) } };
}

const program = (expression: unknown) => ({ type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] });
