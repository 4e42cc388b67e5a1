// Highlighting on the pool's first worker: this thread's code blocks sent there (it loads the grammars and
// compiles their regexes, the costliest warm-up of a cold build, once), and code highlighted there ahead. When there
// is much code, this thread highlights ahead too, from the other end of the list (ahead-claims.ts), between its own
// work: it would otherwise wait for the worker, its docs' code being the worker's only work for a while.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { BatchSpec, Pool } from '../../threads/pool.ts';
import { aheadList, aheadRequest, blockKey, claimBack, workAhead, type AheadList } from './ahead-claims.ts';
import type { FencedCode } from './fences.ts';
import { createCodeHighlighter } from './highlighter.ts';
import { highlightRequests, loadLanguages, type HighlightRequest, type RemoteHighlight } from './rehype-code.ts';
import type { CodeThemes } from './prism-theme.ts';
import { highlightedBefore, keepHighlighted, themesKey, wasHighlighted } from './highlighted-blocks.ts';
import { grammarsFor, requestsFor } from './grammar-wire.ts';

/** Code ahead (in characters) from which this thread takes part: below it, loading a highlighter here costs more. */
export const AHEAD_HERE_MIN_CHARS = 150_000;

/** What this thread highlighted ahead for a pool's build: its blocks' keys (see blockKey). */
interface HereAhead { done: Set<string>; stopped: boolean }
const hereAhead = new WeakMap<Pool, HereAhead>();

/**
 * Highlights on the worker, but for blocks this process highlighted before (another locale's build:
 * highlighted-blocks.ts), whose HTML is kept.
 */
export function remoteHighlight(pool: Pool): RemoteHighlight {
  const highlight = highlightFresh(pool);
  return async (requests, themes) => {
    const key = themesKey(themes);
    const before = highlightedBefore(requests, key);
    const fresh = requests.filter((_, i) => before[i] === undefined);
    const got = fresh.length ? await highlight(fresh, themes) : [];
    keepHighlighted(fresh, got, key);
    let k = 0;
    return before.map((html) => html ?? got[k++]!);
  };
}

/**
 * Highlights on the worker, but for blocks this thread highlighted ahead itself: those here, where their lines are
 * remembered (the same HTML: the same function makes it).
 */
function highlightFresh(pool: Pool): RemoteHighlight {
  return async (requests, themes) => {
    const done = hereAhead.get(pool)?.done;
    const here = requests.map((r) => done?.has(blockKey(r)) === true);
    if (!here.includes(true)) return pool.ask('highlight', { ...requestsFor(pool, requests), themes });
    const there: HighlightRequest[] = requests.filter((_, i) => !here[i]);
    const asked = there.length ? pool.ask<string[]>('highlight', { ...requestsFor(pool, there), themes }) : Promise.resolve([]);
    // Awaited below; until then a failure must not count as unhandled.
    asked.catch(() => undefined);
    const local = await highlightRequests(await createCodeHighlighter(), requests.filter((_, i) => here[i]), themes);
    const far = await asked;
    let [l, f] = [0, 0];
    return here.map((h) => (h ? local[l++]! : far[f++]!));
  };
}

/**
 * Starts the workers, and has the first highlight `code` ahead, in the order this thread will ask for it: each
 * block once (a doc in each of a site's versions repeats its blocks; only the lines the highlighter keeps count), but
 * for those this process highlighted before. `grammarOf`: the site's Prism grammar of a language, for one Prism
 * highlights (prism-grammar.ts's prismGrammarOf).
 * With much code, this thread takes the list's other end.
 */
export function highlightAhead(pool: Pool, code: FencedCode[] = [], themes?: CodeThemes, grammarOf?: (lang: string) => string | undefined): void {
  pool.start();
  const key = themesKey(themes);
  const blocks = [...new Map(code.filter((b) => !wasHighlighted(b, key)).map((b) => [blockKey(b), b])).values()];
  const texts = new Map<string, string>();
  for (const lang of new Set(blocks.map((b) => b.lang))) {
    const text = grammarOf?.(lang);
    if (text !== undefined) texts.set(lang, text);
  }
  const { ids, fresh } = grammarsFor(pool, texts.values());
  const grammarOfLang = Object.fromEntries([...texts.keys()].map((lang, i) => [lang, ids[i]!]));
  const list = aheadList(blocks, themes, texts.size ? { grammarOf: grammarOfLang, grammars: fresh } : undefined);
  pool.tell('prepare', list);
  // A pool lent to several builds: this thread's part for the build before is over.
  const before = hereAhead.get(pool);
  if (before) before.stopped = true;
  hereAhead.delete(pool);
  if (pool.canAsk() && list.blocks.reduce((n, b) => n + b.code.length, 0) >= AHEAD_HERE_MIN_CHARS) {
    const state: HereAhead = { done: new Set(), stopped: false };
    hereAhead.set(pool, state);
    // A failure shows when the code is asked for (the worker highlights what this thread has not).
    highlightHere(list, state, texts).catch(() => undefined);
  }
}

/** This thread's part of the list, a block a turn (its own work comes in between), from the back. */
async function highlightHere(list: AheadList, state: HereAhead, grammars: ReadonlyMap<string, string>): Promise<void> {
  const highlighter = await createCodeHighlighter();
  await loadLanguages(highlighter, list.blocks.map((b) => b.lang));
  for (let j = claimBack(list); j >= 0 && !state.stopped; j = claimBack(list)) {
    const { code, lang } = list.blocks[j]!;
    const request = aheadRequest(highlighter, code, lang, grammars.get(lang));
    if (!request) continue;
    await workAhead(highlighter, request, list.themes);
    state.done.add(blockKey({ lang, code }));
    await nextTurn();
  }
}

/** This thread has asked for (nearly) all its code: what is left to highlight ahead would go unused. */
export function stopHighlightingAhead(pool: Pool): void {
  pool.tell('aheadDone');
  const state = hereAhead.get(pool);
  if (state) state.stopped = true;
}

/** Inputs this thread works on at once while the worker highlights: one waits for its code while others go on. */
const LANES = 3;

interface HighlightedInput {
  body: string;
  routesByPath: ReadonlyMap<string, string>;
  highlight?: RemoteHighlight;
}

/**
 * A batch of docs whose code is highlighted: their routes are sent once, as what the batch shares; while the
 * first worker takes none of its inputs, it highlights this thread's code.
 */
export function highlightedBatch<I extends HighlightedInput, O>(pool: Pool, kind: string, inputs: I[], local: () => Promise<(input: I) => Promise<O>>, sizing: Pick<BatchSpec<I, O>, 'minBytes' | 'weight' | 'shareWhenLarge' | 'shareWhen'>): BatchSpec<I, O> {
  return {
    kind, inputs, jobs: inputs.map(({ routesByPath: _, ...job }) => job), context: [...(inputs[0]?.routesByPath ?? [])], ...sizing, lanes: LANES,
    async local(helped) {
      const run = await local();
      const highlight = helped ? remoteHighlight(pool) : undefined;
      return (input) => run({ ...input, ...(highlight ? { highlight } : {}) });
    },
    onAllClaimed: () => stopHighlightingAhead(pool),
  };
}
