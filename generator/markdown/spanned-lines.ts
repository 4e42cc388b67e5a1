// markdown-it keeps no source positions inside a paragraph, so parse.ts counts lines as it walks the inline
// tokens: one per soft or hard break. Code spans, images and the `(destination "title")` of links can also
// span lines without leaving a break token (a code span's newlines become spaces). These rules record, on the
// first token each one makes, how many lines its source spanned.
import type MarkdownIt from 'markdown-it';
import backticks from 'markdown-it/lib/rules_inline/backticks.mjs';
import image from 'markdown-it/lib/rules_inline/image.mjs';
import link from 'markdown-it/lib/rules_inline/link.mjs';
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';

type InlineRule = (state: StateInline, silent: boolean) => boolean;

/** What the rules record on a token's `meta`. */
export interface SpannedLines {
  spannedLines: number;
}

export function spannedLines(md: MarkdownIt): void {
  for (const [name, rule, marker] of [['backticks', backticks, '`'], ['image', image, '!'], ['link', link, '[']] as const) md.inline.ruler.at(name, counting(rule, marker.charCodeAt(0)));
}

/**
 * `rule`, which starts only at character `marker`, counting. Inline rules are tried at every character the text rule
 * stops at (punctuation, line breaks): the check comes first, so that the pending text is flushed into a token only
 * where the rule may start (markdown-it joined the pieces again; 1,770 of the 13,354 text tokens Sapling's docs made).
 */
function counting(rule: InlineRule, marker: number): InlineRule {
  return (state, silent) => {
    if (state.src.charCodeAt(state.pos) !== marker) return false;
    const start = state.pos;
    // The rule's first push would first flush the pending text into a token of its own: flush it now.
    if (!silent && state.pending) state.pushPending();
    const first = state.tokens.length;
    if (!rule(state, silent)) return false;
    const token = state.tokens[first];
    if (!silent && token) {
      let lines = 0;
      for (let i = state.src.indexOf('\n', start); i >= 0 && i < state.pos; i = state.src.indexOf('\n', i + 1)) lines++;
      token.meta = { ...token.meta, spannedLines: lines } satisfies SpannedLines;
    }
    return true;
  };
}
