// A highlighted line's tokens as HTML, the way shiki writes them with two themes as CSS variables (`--shiki-light`,
// `--shiki-dark`…). No Node module: the build (generator/markdown/code/highlight-themes.ts) and the browser's
// highlighter (highlight.ts) write the same markup.

/** A token: its text, and its style attribute. */
export interface Span { text: string; css: string }

/** A theme's style of a token: its colour, and TextMate's font style bits (1 italic, 2 bold, 4 underline, 8 strikethrough). */
export interface VariantStyle { color: string | undefined; fontStyle: number }

const WHITESPACE = /^\s+$/;

/** The style attribute of a token styled `styles[i]` in theme variant `names[i]`, as shiki writes it. */
export function tokenCss(names: readonly string[], styles: readonly VariantStyle[]): string {
  const properties = styles.map(cssProperties);
  const keys = [...new Set(properties.flatMap((p) => Object.keys(p)))];
  return properties.flatMap((p, i) => keys.map((k) => `--shiki-${names[i]}${k === 'color' ? '' : `-${k}`}:${p[k] || 'inherit'}`)).join(';');
}

function cssProperties({ color, fontStyle }: VariantStyle): Record<string, string> {
  const css: Record<string, string> = {};
  if (color) css.color = color;
  if (fontStyle & 1) css['font-style'] = 'italic';
  if (fontStyle & 2) css['font-weight'] = 'bold';
  const lines = [...(fontStyle & 4 ? ['underline'] : []), ...(fontStyle & 8 ? ['line-through'] : [])];
  if (lines.length) css['text-decoration'] = lines.join(' ');
  return css;
}

/** Adds a token to a line's; neighbours styled alike in every theme are one token. */
export function pushSpan(tokens: Span[], text: string, css: string): void {
  const last = tokens[tokens.length - 1];
  if (last?.css === css) last.text += text;
  else tokens.push({ text, css });
}

/** The opening tag of line `i` (0-based), with its classes from `marked` (1-based). */
export function lineStart(marked: ReadonlyMap<number, string>, i: number): string {
  const classes = marked.get(i + 1);
  return classes ? `<span class="line ${classes}">` : '<span class="line">';
}

/** A line's tokens as HTML (without the line's own span). */
export const lineHtml = (tokens: Span[]): string => mergeWhitespace(tokens).map(spanHtml).join('');

function spanHtml(t: Span): string {
  return `${t.css ? `<span style="${t.css}">` : '<span>'}${escapeText(t.text)}</span>`;
}

/** Text as hast-util-to-html writes it: `<` and `&` as character references. */
export function escapeText(text: string): string {
  return text.replace(/[<&]/g, (c) => (c === '<' ? '&#x3C;' : '&#x26;'));
}

/** As shiki does by default: a whitespace-only token joins the token after it, so fewer spans are written. */
function mergeWhitespace(line: Span[]): Span[] {
  const merged: Span[] = [];
  let carried = '';
  line.forEach((token, i) => {
    if (WHITESPACE.test(token.text) && i < line.length - 1) {
      carried += token.text;
      return;
    }
    merged.push(carried ? { text: carried + token.text, css: token.css } : token);
    carried = '';
  });
  return merged;
}
