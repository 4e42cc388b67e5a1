// Prism's tokens coloured as prism-react-renderer colours them in Docusaurus's CodeBlock: a piece inside nested
// tokens takes the style of each of its types in turn, outermost first, so an inner type the theme leaves unstyled
// keeps its outer token's colour, and an inner one that sets only a font style keeps the outer colour too. No Node
// module: the build (a site's Prism-only languages) and the browser's highlighter (highlight.ts) write the same lines.
import { lineHtml, lineStart, pushSpan, tokenCss, type Span, type VariantStyle } from './code-spans.ts';
import type { TypedText } from './prism-tokens.ts';

/** A site's code themes read for Prism (generator/markdown/code/highlight-themes.ts). */
export interface PrismColours {
  /** The theme variants' names (`light`, `dark`), in their CSS variables' order. */
  variants: string[];
  /** Each theme's plain style. */
  plain: VariantStyle[];
  /** What each theme sets for each Prism token type (types it sets nothing for left out). */
  types: Record<string, Partial<VariantStyle>[]>;
  /**
   * By Prism language: what each theme sets for a type in code of that language, where a theme limits a style to
   * some `languages` (it replaces `types`' there, as prism-react-renderer applies such a style only to such a block).
   */
  byLanguage?: Record<string, Record<string, Partial<VariantStyle>[]>>;
}

const cache = new WeakMap<PrismColours, Map<string, string>>();

/** The style attribute of a piece inside tokens of `types` (outermost first), in a block of language `lang`. */
export function prismTokenCss(colours: PrismColours, types: readonly string[], lang = ''): string {
  let styles = cache.get(colours);
  if (!styles) cache.set(colours, (styles = new Map()));
  const inLang = colours.byLanguage && Object.hasOwn(colours.byLanguage, lang) ? colours.byLanguage[lang] : undefined;
  const key = `${inLang ? lang : ''}\0${types.join(' ')}`;
  let css = styles.get(key);
  if (css === undefined) {
    // As prism-react-renderer: each type once, where it first comes.
    const own = [...new Set(types)];
    const variant = colours.plain.map((p, t) => {
      const style: VariantStyle = { ...p };
      for (const type of own) {
        const rule = (inLang && Object.hasOwn(inLang, type) ? inLang[type] : colours.types[type])?.[t];
        if (rule?.color !== undefined) style.color = rule.color;
        // Italic, bold and underline are CSS properties apart: an inner type's add to an outer's; a plain one clears them.
        if (rule?.fontStyle !== undefined) style.fontStyle = rule.fontStyle ? style.fontStyle | rule.fontStyle : 0;
      }
      return style;
    });
    styles.set(key, (css = tokenCss(colours.variants, variant)));
  }
  return css;
}

/** Each line's `<span class="line">`, with its classes from `marked` (1-based), and its pieces coloured for `lang`. */
export function prismLinesHtml(lines: readonly TypedText[][], colours: PrismColours, marked: ReadonlyMap<number, string>, lang?: string): string[] {
  return lines.map((pieces, i) => {
    const tokens: Span[] = [];
    for (const { text, types } of pieces) pushSpan(tokens, text, prismTokenCss(colours, types, lang));
    return `${lineStart(marked, i)}${lineHtml(tokens)}</span>`;
  });
}
