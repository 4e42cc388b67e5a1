// Markdown results keyed by content hash, so an unchanged page is never parsed twice — across builds through
// `.cache/build.json`, across rebuilds in `serve` in memory. The processor itself is created only on a miss.
import type { MarkdownInput, MarkdownRenderer } from './processor.ts';
import { runBatch, type BatchOptions, type BatchSpec, type Pool } from '../threads/pool.ts';
import { highlightedBatch } from './code/on-worker.ts';
import { inMemory, stored, type KeepHtml } from '../doc-html.ts';
import type { ParsedMarkdown, StoredMarkdown } from '../types.ts';
import { sha1 } from '../hash.ts';
import { resolveMdLinks } from './plugins/remark-links.ts';

export type MarkdownCache = Map<string, StoredMarkdown>;

export interface CachedProcessor extends MarkdownRenderer {
  /** The entries this build used: stale ones drop out. */
  used: MarkdownCache;
  /** Render many at once; the misses of a large batch go to worker threads. `onPage` counts the pages done. */
  renderAll(inputs: MarkdownInput[], onPage?: (done: number) => void): Promise<Rendered[]>;
}

/**
 * `salt` covers everything besides the input that shapes the output (plugin sources, the site's routes). `pool`:
 * the build's stage-2 threads, shared with its MDX docs (by default, a batch starts its own when it is large).
 * `keep` holds each result's HTML (see doc-html.ts).
 */
export function withCache(create: () => Promise<MarkdownRenderer>, previous: MarkdownCache, salt: string, pool?: Pool, keep: KeepHtml = inMemory): CachedProcessor {
  let processor: Promise<MarkdownRenderer> | undefined;
  const local = () => (processor ??= create());
  const used: MarkdownCache = new Map();
  // Parses keep their `.md` links as markers (resolved per doc on the way out), so a result depends on the body
  // alone: the same text in several files (a doc in each docs version) is parsed once.
  const keyOf = (input: MarkdownInput, body = input.body) => sha1(`${salt}\0${input.bodyLine}\0${body}`);
  const cached = (key: string) => previous.get(key) ?? used.get(key);
  return {
    used,
    async render(input) {
      const key = keyOf(input);
      const hit = cached(key);
      const parsed = hit ? { ...hit, html: hit.html.text() } : await (await local()).render({ ...input, deferLinks: true });
      used.set(key, hit ?? stored(parsed, keep));
      return resolveMdLinks(parsed, input);
    },
    async renderAll(inputs, onPage) {
      // Each body read once for its key and length: a doc whose body stays on disk reads its file back (and checks
      // its hash) at every read (content/doc-bodies.ts): three reads here before the batch took its own.
      const lengths: number[] = [];
      const keys = inputs.map((input, i) => {
        const body = input.body;
        lengths[i] = body.length;
        return keyOf(input, body);
      });
      const firstOf = new Map<string, number>();
      keys.forEach((k, i) => !cached(k) && !firstOf.has(k) && firstOf.set(k, i));
      const misses = [...firstOf.values()];
      onPage?.(inputs.length - misses.length);
      // In slices of SLICE_BYTES of source, each result's HTML kept as its slice ends: a batch holds its results until
      // its last page. Each slice of a site large enough for workers is shared with them, a short last one too.
      const fresh = new Map<string, PromiseSettledResult<StoredMarkdown>>();
      const total = misses.reduce((n, i) => n + lengths[i]!, 0);
      const minBytes = total >= MARKDOWN_MIN_BYTES ? 0 : undefined;
      for (let from = 0; from < misses.length;) {
        let to = from;
        for (let bytes = 0; to < misses.length && (to === from || bytes < SLICE_BYTES); to++) bytes += lengths[misses[to]!]!;
        const slice = misses.slice(from, to);
        const done0 = inputs.length - misses.length + from;
        const batch = slice.map((i) => ({ ...inputs[i]!, deferLinks: true }));
        const batchOptions = { minBytes, onPage: onPage && ((done: number) => onPage(done0 + done)) };
        const rendered = await (pool ? pool.run(markdownBatch(pool, batch, local), batchOptions) : renderBatch(batch, local, batchOptions));
        slice.forEach((i, k) => {
          const r: PromiseSettledResult<ParsedMarkdown> = rendered[k]!;
          fresh.set(keys[i]!, r.status === 'fulfilled' ? { status: 'fulfilled', value: stored(r.value, keep) } : r);
        });
        from = to;
      }
      return inputs.map((input, i): Rendered => {
        const hit = cached(keys[i]!);
        const result: Rendered = hit ? { status: 'fulfilled', value: hit } : fresh.get(keys[i]!)!;
        if (result.status !== 'fulfilled') return result;
        used.set(keys[i]!, result.value);
        return { status: 'fulfilled', value: resolveMdLinks(result.value, input) };
      });
    },
  };
}

/** Source per batch of misses (~10,000 Sapling pages, ~2.5 times that in HTML in flight): smaller sites are one batch. */
const SLICE_BYTES = 16_000_000;

export type Rendered = PromiseSettledResult<StoredMarkdown>;

/**
 * Below this much source, workers cost more than they give (a worker loads the pipeline and compiles the code
 * grammars again). Measured on this 2-core machine: a second thread slows the first (V8 already runs its
 * compiler and GC on the other core), so the Sapling site (0.5 MB of Markdown) builds faster on one thread,
 * while 2,000 pages (10 MB) gain ~15%.
 */
export const MARKDOWN_MIN_BYTES = 2_000_000;

/**
 * Markdown pages as a batch of the pool: workers take pages of a batch large enough to have started them; for a
 * smaller one the first worker highlights this thread's code instead.
 */
export function markdownBatch(pool: Pool, inputs: MarkdownInput[], local: () => Promise<MarkdownRenderer>): BatchSpec<MarkdownInput, ParsedMarkdown> {
  const render = async () => {
    const markdown = await local();
    return (input: MarkdownInput) => markdown.render(input);
  };
  return highlightedBatch(pool, 'markdown', inputs, render, { minBytes: MARKDOWN_MIN_BYTES, weight: 1, shareWhenLarge: true });
}

/** One batch on a pool of its own (tests, and callers outside a build). */
export function renderBatch(inputs: MarkdownInput[], local: () => Promise<MarkdownRenderer>, opts: BatchOptions = {}): Promise<PromiseSettledResult<ParsedMarkdown>[]> {
  return runBatch((pool) => markdownBatch(pool, inputs, local), opts);
}
