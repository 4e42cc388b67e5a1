// Highlighting on the pool's first worker: this thread's code blocks sent there (it loads the grammars and
// compiles their regexes, the costliest warm-up of a cold build, once), and code highlighted there ahead.
import type { BatchSpec, Pool } from '../../threads/pool.ts';
import type { FencedCode } from './fences.ts';
import type { RemoteHighlight } from './rehype-code.ts';

export function remoteHighlight(pool: Pool): RemoteHighlight {
  return (requests) => pool.ask('highlight', requests);
}

/**
 * Starts the workers, and has the first highlight `code` ahead, in the order this thread will ask for it: each
 * block once (a doc in each of a site's versions repeats its blocks; only the lines the highlighter keeps count).
 */
export function highlightAhead(pool: Pool, code: FencedCode[] = []): void {
  pool.start();
  pool.tell('prepare', [...new Map(code.map((b) => [`${b.lang}\0${b.code}`, b])).values()]);
}

/** This thread has asked for (nearly) all its code: what is left to highlight ahead would go unused. */
export function stopHighlightingAhead(pool: Pool): void {
  pool.tell('aheadDone');
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
