// Code highlighted ahead by two threads at once: the worker takes the list's blocks from the front, the calling
// thread (for a list worth loading its own highlighter: see on-worker.ts) from the back, each block claimed through
// a pair of counters both threads share, so that they meet in the middle and no block is claimed twice.
import type { FencedCode } from './fences.ts';
import type { CodeThemes } from './prism-theme.ts';
import type { GrammarTexts } from './grammar-wire.ts';
import type { HighlighterCore } from 'shiki/core';
import { grammarName } from './prism-languages.ts';
import { highlightRequests, type HighlightRequest } from './rehype-code.ts';
import { prismLines } from './prism-grammar.ts';

export interface AheadList {
  /** Distinct blocks, in the order the calling thread will likely ask for them. */
  blocks: FencedCode[];
  /** [the next block from the front, the end of the blocks left to the front]. */
  ends: Int32Array;
  /** The site's code themes, if it has some. */
  themes?: CodeThemes;
  /** The id of the Prism grammar of each language that has one (grammar-wire.ts), which Prism highlights. */
  grammarOf?: Record<string, string>;
  /** The texts of those grammars the worker has not had. */
  grammars?: GrammarTexts;
}

export function aheadList(blocks: FencedCode[], themes?: CodeThemes, grammars?: Pick<AheadList, 'grammarOf' | 'grammars'>): AheadList {
  const ends = new Int32Array(new SharedArrayBuffer(8));
  ends[1] = blocks.length;
  return { blocks, ends, ...(themes ? { themes } : {}), ...grammars };
}

/** The index of the next block from the front, or -1 once the two ends have met. */
export function claimFront({ ends }: AheadList): number {
  const i = Atomics.add(ends, 0, 1);
  return i < Atomics.load(ends, 1) ? i : -1;
}

/**
 * The index of the next block from the back, or -1 once the two ends have met. Each side moves its own counter
 * first, then reads the other's: of two claims of one block, at least one sees the other's move and gives it up.
 */
export function claimBack({ ends }: AheadList): number {
  const j = Atomics.sub(ends, 1, 1) - 1;
  return j >= Atomics.load(ends, 0) ? j : -1;
}

export const blockKey = (b: { lang: string; code: string }) => `${b.lang}\0${b.code}`;

/**
 * The request that highlights a block ahead: with its Prism grammar (`grammar`, its text) if it has one, else if the
 * highlighter has its language's grammar (under Shiki's name for a Prism name); none for plain text.
 */
export function aheadRequest(highlighter: HighlighterCore, code: string, lang: string, grammar: string | undefined): HighlightRequest | undefined {
  if (grammar !== undefined) return { code, lang, marked: [], grammar };
  return highlighter.getLoadedLanguages().includes(grammarName(lang)) ? { code, lang, marked: [] } : undefined;
}

/**
 * Does `request`'s work ahead, what the ask for it then skips: a block Prism highlights is only tokenized (its tokens
 * are kept: prism-grammar.ts; its colours and HTML are not, so making them here would be work done twice), one Shiki
 * highlights is highlighted whole (the highlighter keeps its lines' HTML: highlight-themes.ts).
 */
export async function workAhead(highlighter: HighlighterCore, request: HighlightRequest, themes: CodeThemes | undefined): Promise<void> {
  if (request.grammar !== undefined) prismLines(request.code, request.grammar);
  else await highlightRequests(highlighter, [request], themes);
}
