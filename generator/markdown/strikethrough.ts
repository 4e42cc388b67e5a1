// Strikethrough as GitHub (and remark-gfm, which Docusaurus uses) reads it: `~one~` or `~~two~~`, closed only
// by a run of the same length; runs of three or more tildes stay text. markdown-it's own rule knows only `~~`.
import type MarkdownIt from 'markdown-it';
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';
import type { Delimiter } from 'markdown-it/lib/rules_inline/state_inline.mjs';

const TILDE = 0x7e;
// markdown-it pairs delimiters with equal markers: a marker per run length keeps `~a~~` from closing.
const MARKER_BY_LENGTH = [0, TILDE, TILDE | 0x10000];
const RUN_BY_MARKER = new Map([[MARKER_BY_LENGTH[1]!, '~'], [MARKER_BY_LENGTH[2]!, '~~']]);

export function gfmStrikethrough(md: MarkdownIt): void {
  md.inline.ruler.at('strikethrough', tokenize);
  md.inline.ruler2.at('strikethrough', (state) => {
    pair(state, state.delimiters);
    for (const meta of state.tokens_meta) if (meta?.delimiters) pair(state, meta.delimiters);
    return false;
  });
}

function tokenize(state: StateInline, silent: boolean): boolean {
  if (silent || state.src.charCodeAt(state.pos) !== TILDE) return false;
  const scanned = state.scanDelims(state.pos, true);
  const token = state.push('text', '', 0);
  token.content = state.src.slice(state.pos, state.pos + scanned.length);
  if (scanned.length <= 2) {
    // `length: 0` turns off the "rule of 3", which is for emphasis.
    state.delimiters.push({ marker: MARKER_BY_LENGTH[scanned.length]!, length: 0, token: state.tokens.length - 1, end: -1, open: scanned.can_open, close: scanned.can_close });
  }
  state.pos += scanned.length;
  return true;
}

/** Turns each matched pair of runs (markdown-it's balance_pairs set `end`) into `<s>` tags. */
function pair(state: StateInline, delimiters: Delimiter[]): void {
  for (const start of delimiters) {
    const markup = RUN_BY_MARKER.get(start.marker);
    if (!markup || start.end === -1) continue;
    for (const [i, type, nesting] of [[start.token, 's_open', 1], [delimiters[start.end]!.token, 's_close', -1]] as const) {
      const token = state.tokens[i]!;
      Object.assign(token, { type, tag: 's', nesting, markup, content: '' });
    }
  }
}
