// A result's excerpt: a short stretch of its section's text around the first matched word, cut into plain
// strings and matched words (rendered as React text and <mark>: no HTML from the text ever reaches the page).
import { SEARCH_SEPARATOR } from '../constants.ts';
import { indexTerm } from './index-term.ts';

export interface Segment {
  text: string;
  hit: boolean;
}

/** About two lines of the results list. */
export const EXCERPT_CHARS = 140;

/**
 * Whether a word of the text is one the result matched: its index term is one of `terms` (the result's matched
 * terms: "configuring" for a whole-term or prefix match on "configur", "amend" for the typo "amnd"). A stop word
 * has no term, so "and" or "a" is never marked, whatever the reader typed.
 */
export function wordMatcher(terms: string[]): (word: string) => boolean {
  const matched = new Set(terms);
  return (word) => {
    const term = indexTerm(word.toLowerCase());
    return term !== null && matched.has(term);
  };
}

/** `text` as segments, the matched words marked; split like the index's tokenizer so the same words match. */
export function highlight(text: string, terms: string[]): Segment[] {
  const matches = wordMatcher(terms);
  const segments: Segment[] = [];
  const push = (s: string, hit: boolean) => {
    const last = segments[segments.length - 1];
    if (last && last.hit === hit) last.text += s;
    else if (s) segments.push({ text: s, hit });
  };
  // Separators kept as their own parts (odd indexes).
  const separator = new RegExp(`(${SEARCH_SEPARATOR.source})`);
  text.split(separator).forEach((part, i) => {
    if (i % 2 === 1 || !matches(part)) return push(part, false);
    // Punctuation around the word is not part of the match.
    const [, before, word, after] = /^(\W*)(.*?)(\W*)$/s.exec(part)!;
    push(before!, false);
    push(word!, true);
    push(after!, false);
  });
  return segments;
}

/** About `max` characters of `text` from shortly before its first matched word, cut at word boundaries. */
export function excerpt(text: string, terms: string[], max = EXCERPT_CHARS): Segment[] {
  const matches = wordMatcher(terms);
  let first = 0;
  for (const m of text.matchAll(/[^\s\-/]+/g)) {
    if (matches(m[0])) {
      first = m.index;
      break;
    }
  }
  let start = Math.max(0, first - Math.floor(max / 4));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + max);
  if (end < text.length) end = Math.max(text.lastIndexOf(' ', end), first + 1);
  const cut = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
  return highlight(cut, terms);
}

/**
 * The text of the section under the heading `id` in a page's rendered main region (its page data, which
 * client navigation also loads): the stored search documents keep only each section's opening words.
 * Buttons and hidden decorations (copy buttons, icons) are not text.
 */
export function sectionTextIn(mainHtml: string, id: string): string | undefined {
  const template = document.createElement('template');
  template.innerHTML = mainHtml;
  const heading = template.content.getElementById(id);
  if (!heading) return undefined;
  const parts: string[] = [];
  for (let el = heading.nextElementSibling; el && !/^H[1-6]$/.test(el.tagName); el = el.nextElementSibling) parts.push(visibleText(el));
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

function visibleText(el: Element): string {
  if (el.matches('button, svg, [aria-hidden="true"]')) return '';
  const text = [...el.childNodes].map((n) => (n.nodeType === 1 ? visibleText(n as Element) : n.textContent ?? '')).join('');
  // Blocks (paragraphs, list items, cells, lines of code) are apart from their neighbours.
  return el.matches('p, li, td, th, pre, div, tr, br, blockquote, dd, dt, span.line') ? ` ${text} ` : text;
}
