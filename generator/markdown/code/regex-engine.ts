// shiki's Oniguruma regex engine, with each pattern compiled once. vscode-textmate asks for one scanner per
// grammar rule (and per \A/\G variant), each a list of patterns that it compiles anew: the JavaScript and
// TypeScript grammars compile ~7,000 patterns of which ~460 differ, most of a cold build of a code-heavy site.
// Here a rule's scanner is a list of single-pattern scanners shared by every rule that uses the pattern.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PatternScanner, RegexEngine, RegexEngineString } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';

type Match = ReturnType<PatternScanner['findNextMatchSync']>;

/** One compiled pattern and its last search, which later searches of the same line often reuse. */
interface Pattern {
  scanner: PatternScanner;
  /** `\G` matches at the search's start: a result found from another start says nothing. */
  anchoredToStart: boolean;
  line: RegexEngineString | string | undefined;
  from: number;
  options: number;
  match: Match;
}

export async function createSharedPatternEngine(): Promise<RegexEngine> {
  const wasm = readFileSync(fileURLToPath(import.meta.resolve('shiki/onig.wasm')));
  // Instantiated here: given the bytes, shiki first checks whether they are a fetch `Response`, and reading
  // that global loads Node's fetch (~30 ms a thread).
  const onig = await createOnigurumaEngine({ instantiator: (imports) => WebAssembly.instantiate(wasm, imports) });
  const compiled = new Map<string, Pattern>();
  const pattern = (source: string | RegExp): Pattern => {
    const key = typeof source === 'string' ? source : source.source;
    let p = compiled.get(key);
    if (!p) compiled.set(key, p = { scanner: onig.createScanner([key]), anchoredToStart: key.includes('\\G'), line: undefined, from: -1, options: 0, match: null });
    return p;
  };
  return {
    createString: (s) => onig.createString(s),
    createScanner(sources) {
      const patterns = sources.map(pattern);
      return {
        // As one Oniguruma scanner does: the match that starts first, the earlier pattern on a tie.
        findNextMatchSync(line, from, options) {
          let best: Match = null;
          let index = -1;
          for (let i = 0; i < patterns.length; i++) {
            const p = patterns[i];
            // The first match at or after `p.from` is also the first at or after a later `from` it does not precede.
            const reusable = !p.anchoredToStart && p.line === line && p.options === options && p.from <= from
              && (p.match === null || p.match.captureIndices[0].start >= from);
            if (!reusable) {
              p.match = p.scanner.findNextMatchSync(line, from, options);
              p.line = line;
              p.from = from;
              p.options = options;
            }
            const m = p.match;
            if (m && (best === null || m.captureIndices[0].start < best.captureIndices[0].start)) {
              best = m;
              index = i;
              if (m.captureIndices[0].start === from) break;
            }
          }
          return best && { index, captureIndices: best.captureIndices };
        },
      };
    },
  };
}
