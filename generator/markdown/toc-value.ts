// A heading's table-of-contents entry as Docusaurus gives it (`toc[i].value`): HTML, keeping the heading's inline
// code, emphasis, strong and struck text, its inline HTML and JSX elements (tag and class), links as their text. Docusaurus's
// TOC draws it as HTML, so `## The \`run\` command` lists "The <code>run</code> command".
import type { Heading } from '../types.ts';

interface Inline {
  type: string;
  value?: string;
  name?: string | null;
  children?: Inline[];
  attributes?: { type: string; name?: string; value?: unknown }[];
}

const TAGS: Record<string, string> = { emphasis: 'em', strong: 'strong', delete: 'del' };

/** The entry's HTML for a heading's children; undefined when it is the heading's text, escaped. */
export function tocHtml(children: readonly object[], text: string): string | undefined {
  const html = (children as Inline[]).map(inline).join('').trim();
  return html === escapeHtml(text) ? undefined : html;
}

/** The `value` of a heading's entry: its HTML, else its text escaped. */
export function tocValue(h: Heading): string {
  return h.html ?? escapeHtml(h.text);
}

function inline(n: Inline): string {
  const inside = () => (n.children ?? []).map(inline).join('');
  switch (n.type) {
    case 'text': return escapeHtml(n.value ?? '');
    case 'inlineCode': return `<code>${escapeHtml(n.value ?? '')}</code>`;
    case 'emphasis': case 'strong': case 'delete': return `<${TAGS[n.type]}>${inside()}</${TAGS[n.type]}>`;
    case 'link': case 'linkReference': return inside();
    case 'mdxJsxTextElement': {
      if (!n.name) return inside();
      const cls = n.attributes?.find((a) => a.type === 'mdxJsxAttribute' && (a.name === 'className' || a.name === 'class'));
      return `<${n.name}${typeof cls?.value === 'string' ? ` class="${escapeHtml(cls.value)}"` : ''}>${inside()}</${n.name}>`;
    }
    // Inline HTML is kept as written, as Docusaurus's entries keep it; an expression shows nothing.
    case 'html': return n.value ?? '';
    case 'mdxTextExpression': return '';
    default: return n.children ? inside() : escapeHtml(n.value ?? '');
  }
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
