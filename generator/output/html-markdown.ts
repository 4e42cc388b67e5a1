// An MDX doc's components as plain Markdown (`<route>.md`, llms-full.txt, the "Copy page" button), made from their
// rendered HTML so that they come out as the reader sees them, as text; the whole page's, for a doc whose parts
// cannot be rendered apart (mdx/markdown-pieces.ts). Code blocks keep their
// language, title and text (transcripts their `$ ` prompts); admonitions become quotes headed by their title; tabs
// their panels, each under its label; links and images point at the published site.
import type { Element, ElementContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { defaultHandlers, toMdast, type Handle, type State } from 'hast-util-to-mdast';
import type { BlockContent, Blockquote, Code, Heading, Root, RootContent } from 'mdast';
import { markdownText } from './markdown-text.ts';
import { reactHtmlTree } from './react-html-tree.ts';

/** The doc whose main HTML (its title aside) is `html`, at the absolute URL `pageUrl` (relative links resolve from it). */
export function htmlMarkdown(html: string, pageUrl: string): string {
  // Highlighted code is most of a page's HTML, in its tokens' spans: each <pre>'s text is read apart and the HTML
  // parser gets an empty <pre> in its place (a page of API examples converts ~5× faster).
  codes = [];
  const light = html.replace(PRE, (_m, open: string, inner: string) => `${open} data-code="${codes.push(decode(inner.replace(TAG, ''))) - 1}"></pre>`);
  // React's HTML is read by a walk over its tags; an author's raw HTML that an HTML5 parser would mend goes to parse5.
  const hast = reactHtmlTree(light) ?? fromHtml(light, { fragment: true });
  // hast-util-to-mdast resolves every link and image against the first <base>.
  hast.children.unshift({ type: 'element', tagName: 'base', properties: { href: pageUrl }, children: [] });
  return markdownText(toMdast(hast, { handlers }) as Root);
}

const PRE = /(<pre\b[^>]*?)>([^]*?)<\/pre>/g;
const TAG = /<[^>]*>/g;
/** The character references our HTML writers emit (React's, hast-util-to-html's). */
const REFERENCE = /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) => text.replace(REFERENCE, (_m, hex: string | undefined, dec: string | undefined, name: string | undefined) =>
  (name ? NAMED[name.toLowerCase()]! : String.fromCodePoint(parseInt(hex ?? dec!, hex ? 16 : 10))));
/** The text of each <pre> of the page being converted (htmlMarkdown), by its `data-code`. */
let codes: string[] = [];
const codeOf = (pre: Element | undefined) => (pre ? codes[Number(pre.properties.dataCode)] ?? toString(pre) : '');

const classes = (node: Element): string[] => {
  const c = node.properties.className;
  return Array.isArray(c) ? c.map(String) : [];
};
const elements = (node: Element, match: (e: Element) => boolean): Element[] =>
  node.children.flatMap((c): Element[] => (c.type !== 'element' ? [] : match(c) ? [c] : elements(c, match)));

const handlers: Record<string, Handle> = {
  a: (state, node) => (classes(node).includes('hash-link') ? undefined : defaultHandlers.a(state, node)),
  aside: (state, node) => (classes(node).includes('theme-admonition') ? admonition(state, node) : defaultHandlers.aside!(state, node)),
  pre: (_state, node) => code(undefined, undefined, codeOf(node)),
  div(state, node) {
    const c = classes(node);
    if (c.includes('code-block')) return codeBlock(node);
    // docsgen's playground (remark-live-code.ts), not a site's own markup of the same class name.
    if (c.includes('playground') && c.includes('island') && typeof node.properties.dataProps === 'string') return liveCode(node);
    if (c.includes('mermaid-diagram')) return code('mermaid', undefined, codeOf(elements(node, (e) => e.tagName === 'pre')[0]));
    if (c.includes('tabs-container')) return tabs(state, node);
    return defaultHandlers.div!(state, node);
  },
};

/** `.code-block`: an optional `.code-title`, then the highlighted `<pre>`, whose text is the code. */
function codeBlock(node: Element): Code {
  const title = elements(node, (e) => classes(e).includes('code-title'))[0];
  const pre = elements(node, (e) => e.tagName === 'pre')[0];
  const lang = node.properties.dataLang;
  return code(typeof lang === 'string' && lang !== 'text' ? lang : undefined, title && `title=${JSON.stringify(toString(title))}`, codeOf(pre));
}

/** A live code block's playground (remark-live-code.ts): its code block, a `live` one again. */
function liveCode(node: Element): Code {
  const block = codeBlock(elements(node, (e) => classes(e).includes('code-block'))[0]!);
  const { noInline } = JSON.parse(String(node.properties.dataProps)) as { noInline: boolean };
  return { ...block, meta: [block.meta, noInline ? 'live noInline' : 'live'].filter(Boolean).join(' ') };
}

function code(lang: string | undefined, meta: string | undefined, value: string): Code {
  return { type: 'code', lang: lang ?? null, meta: meta ?? null, value: value.replace(/\n+$/, '') };
}

/** An admonition as a quote that opens with its title in bold. */
function admonition(state: State, node: Element): Blockquote {
  const [first, ...rest] = node.children.filter((c): c is Element => c.type === 'element');
  const titled = first && classes(first).includes('admonition-title');
  const body = state.toFlow(state.all({ ...node, children: (titled ? rest : node.children) as ElementContent[] })) as BlockContent[];
  const title = titled ? toString(first) : undefined;
  return { type: 'blockquote', children: title ? [{ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: title }] }] }, ...body] : body };
}

/** Tabs: every panel (the reader sees one at a time), each after its tab's label in bold. */
function tabs(state: State, node: Element): RootContent[] {
  const labels = new Map(elements(node, (e) => e.properties.role === 'tab').map((t) => [String(t.properties.ariaControls ?? ''), toString(t)]));
  return elements(node, (e) => e.properties.role === 'tabpanel').flatMap((panel): RootContent[] => [
    { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: labels.get(String(panel.properties.id)) ?? '' }] }] },
    ...(state.toFlow(state.all(panel)) as RootContent[]),
  ]);
}
