// Code a site's CodeBlock draws in the browser only (fetched there, or made from a component's state): highlighted by
// Prism, as Docusaurus's CodeBlock highlights it, with the grammars and colours the build gives this chunk
// (generator/markdown/code/browser-code.ts), into the markup the build's blocks have: the same `<pre>`, and each
// token coloured in both themes by CSS variables. Loaded by templates/theme/CodeBlock.tsx when such a block is drawn.
import { pagePrism } from './prism-manual.ts';
import Prism from 'prismjs/components/prism-core.js';
import data from '@docsgen/browser-code';
import { decodeGrammar } from './grammar-codec.ts';
import { prismPieces } from './prism-tokens.ts';
import { escapeText, lineHtml, pushSpan, tokenCss, type Span, type VariantStyle } from './code-spans.ts';

(globalThis as { Prism?: unknown }).Prism = pagePrism;

const grammars = new Map<string, object>();
const styles = new Map<string, string>();

function grammarOf(lang: string): object | undefined {
  const name = Object.hasOwn(data.aliases, lang) ? data.aliases[lang]! : lang;
  if (!Object.hasOwn(data.grammars, name)) return undefined;
  let grammar = grammars.get(name);
  if (!grammar) grammars.set(name, (grammar = decodeGrammar(data.grammars[name]!)));
  return grammar;
}

/** A piece's style attribute: in each theme, the innermost of its types that sets a colour (or font style) wins. */
function styleOf(types: string[]): string {
  const key = types.join(' ');
  let css = styles.get(key);
  if (css === undefined) {
    const variant = data.plain.map((p, t) => {
      const style: VariantStyle = { ...p };
      for (const type of types) {
        const rule = data.types[type]?.[t];
        if (rule?.color !== undefined) style.color = rule.color;
        if (rule?.fontStyle !== undefined) style.fontStyle = rule.fontStyle;
      }
      return style;
    });
    styles.set(key, (css = tokenCss(data.variants, variant)));
  }
  return css;
}

/** The inner HTML of the block's `.code-block`: its title, and its code highlighted (plain in a language Prism lacks). */
export function browserCodeHtml(code: string, lang: string, title: string | undefined): string {
  const grammar = grammarOf(lang);
  const lines = grammar ? prismPieces(Prism, code, grammar) : code.split('\n').map((text) => (text ? [{ text, types: [] }] : []));
  const html = lines.map((pieces) => {
    const tokens: Span[] = [];
    for (const { text, types } of pieces) pushSpan(tokens, text, styleOf(types));
    return `<span class="line">${lineHtml(tokens)}</span>`;
  });
  const head = title === undefined ? '' : `<div class="${data.title.class}"${data.title.style ? ` style="${data.title.style}"` : ''}>${escapeText(title)}</div>`;
  return `${head}<pre class="${data.pre.class}" style="${data.pre.style}" tabindex="0"><code>${html.join('\n')}</code></pre>`;
}
