// The inner HTML of a `.code-block` the browser draws (highlight.ts), as the build writes a block's
// (generator/markdown/code/rehype-code.ts): its title, and its `<pre>` with the fence meta's `{1,3}` ranges, the
// magic comments' marked lines and `showLineNumbers` applied, by the same code as the build's (code-meta.ts,
// prism-style.ts). No Node module and no build data of its own, so that it can be checked against the build's.
import { numberedStyle, prepareCode, type MagicComment } from './code-meta.ts';
import { escapeText, lineHtml, lineStart } from './code-spans.ts';
import { prismLinesHtml, type PrismColours } from './prism-style.ts';
import type { TypedText } from './prism-tokens.ts';

/** How a block is framed: its `<pre>`'s and title's attributes, its magic comments. */
export interface BlockFrame {
  /** The `<pre>`'s class and style attribute, as the build's blocks have them (empty: none). */
  pre: { class: string; style: string };
  /** The title's class and style (the site's code themes colour it). */
  title: { class: string; style?: string };
  /** The site's `prism.magicComments` (Docusaurus's by default). */
  magicComments: MagicComment[];
}

/** How the build draws a block: its frame, and its themes' colours. */
export interface BlockLook extends BlockFrame, PrismColours {}

/**
 * `tokenize`: the code's lines of Prism's pieces, undefined in a language it has no grammar for (drawn plain); `lang`
 * the block's (a theme may limit a style to some languages).
 */
export function drawnBlockHtml(look: BlockLook, source: string, lang: string, meta: string | undefined, tokenize: ((code: string) => TypedText[][]) | undefined): string;
/** Unhighlighted, framed as the build frames it (what shows until the highlighter has loaded). */
export function drawnBlockHtml(look: BlockFrame, source: string, lang: string, meta: string | undefined): string;
export function drawnBlockHtml(look: BlockFrame | BlockLook, source: string, lang: string, meta: string | undefined, tokenize?: (code: string) => TypedText[][]): string {
  const { code, marked, meta: { title, lineNumbersFrom } } = prepareCode(source, meta, look.magicComments);
  // Plain text as shiki writes it: unstyled spans (the `<pre>`'s colours).
  const lines = tokenize ? prismLinesHtml(tokenize(code), look as BlockLook, marked, lang) : code.split('\n').map((text, i) => `${lineStart(marked, i)}${text ? lineHtml([{ text, css: '' }]) : ''}</span>`);
  const pre = lineNumbersFrom === undefined ? look.pre : { class: `${look.pre.class} line-numbers`, style: numberedStyle(look.pre.style || undefined, lineNumbersFrom) };
  const head = title ? `<div class="${look.title.class}"${look.title.style ? ` style="${look.title.style}"` : ''}>${escapeText(title)}</div>` : '';
  const attrs = `${pre.class ? ` class="${pre.class.trim()}"` : ''}${pre.style ? ` style="${pre.style}"` : ''}`;
  return `${head}<pre${attrs} tabindex="0"><code>${lines.join('\n')}</code></pre>`;
}
