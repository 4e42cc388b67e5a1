// Stage 2 of large sites on every core: the calling thread takes pages from the front of a shared queue, one at
// a time, and worker threads take small chunks from the back, so the split balances itself whatever each
// thread's start-up costs. Markdown pages and MDX docs (compiled to modules) each have their own batches. The
// worker runs from docsgen's JavaScript bundle (bin/bundle.js): under tsx, loading the pipeline's hundreds of
// modules took ~0.9 s per thread.
import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { bundled } from '../bin/bundle.js';
import { BuildError } from './errors.ts';
import type { MarkdownInput, MarkdownProcessor } from './markdown.ts';
import type { PoolKind, WorkerInit, WorkerResult } from './markdown-worker.ts';
import type { CompiledMdx, MdxInput } from './mdx/compile.ts';
import type { ParsedMarkdown } from './types.ts';

export type Rendered = PromiseSettledResult<ParsedMarkdown>;
export type Compiled = PromiseSettledResult<CompiledMdx>;

/**
 * Below this much source, workers cost more than they give (a worker loads the pipeline and compiles the code
 * grammars again). Measured on this 2-core machine: a second thread slows the first (V8 already runs its
 * compiler and GC on the other core), so the Sapling site (0.5 MB of Markdown) builds faster on one thread,
 * while 2,000 pages (10 MB) gain ~15%. An MDX doc costs several times what the same Markdown does.
 */
const MIN_BYTES: Record<PoolKind, number> = { markdown: 2_000_000, mdx: 100_000 };
const MAX_THREADS = 4;
/** Pages per worker request: small enough that no thread is left with a long tail at the end (an MDX doc takes long). */
const CHUNK: Record<PoolKind, number> = { markdown: 4, mdx: 1 };

export interface BatchOptions {
  /** Below this much source everything runs on the calling thread. */
  minBytes?: number;
  /** Leave every page to the workers (tests use it to be sure the worker path runs). */
  workersOnly?: boolean;
  /** Called with the number of pages done each time one is. */
  onPage?: (done: number) => void;
}

export function renderBatch(inputs: MarkdownInput[], local: () => Promise<MarkdownProcessor>, opts: BatchOptions = {}): Promise<Rendered[]> {
  return runBatch('markdown', inputs, async () => {
    const markdown = await local();
    return (input) => markdown.render(input);
  }, opts);
}

/** MDX docs compiled to modules, as `compile` does on the calling thread. */
export function compileBatch(inputs: MdxInput[], local: () => Promise<(input: MdxInput) => Promise<CompiledMdx>>, opts: BatchOptions = {}): Promise<Compiled[]> {
  return runBatch('mdx', inputs, local, opts);
}

type Input = MarkdownInput | MdxInput;

async function runBatch<I extends Input, O>(kind: PoolKind, inputs: I[], local: () => Promise<(input: I) => Promise<O>>, opts: BatchOptions): Promise<PromiseSettledResult<O>[]> {
  const { minBytes = MIN_BYTES[kind], workersOnly = false, onPage } = opts;
  // Nothing to do (every page cached): do not even create a processor.
  if (!inputs.length) return [];
  const bytes = inputs.reduce((n, i) => n + i.body.length, 0);
  const threads = Math.min(availableParallelism(), MAX_THREADS);
  const results: PromiseSettledResult<O>[] = new Array(inputs.length);
  let done = 0;
  // Unclaimed inputs are [front, back).
  let front = 0;
  let back = inputs.length;

  const workers = threads < 2 || bytes < minBytes ? [] : Array.from({ length: threads - 1 }, async () => {
    const worker = await startWorker<O>({ kind, routesByPath: [...inputs[0]!.routesByPath] });
    try {
      while (front < back) {
        const from = Math.max(front, back - CHUNK[kind]);
        const indexes = Array.from({ length: back - from }, (_, k) => from + k);
        back = from;
        const out = await worker.run(indexes.map((i) => {
          const { routesByPath: _, ...job } = inputs[i]!;
          return job;
        }));
        indexes.forEach((i, k) => (results[i] = settle(out[k]!)));
        done += indexes.length;
        onPage?.(done);
      }
    } finally {
      void worker.terminate();
    }
  });

  const run = workersOnly && workers.length ? undefined : await local();
  while (run && front < back) {
    const i = front++;
    results[i] = await run(inputs[i]!).then((value) => ({ status: 'fulfilled' as const, value }), (reason: unknown) => ({ status: 'rejected' as const, reason }));
    onPage?.(++done);
    // Let worker messages in between pages: rendering itself never yields to the event loop.
    if (workers.length) await nextTurn();
  }
  await Promise.all(workers);
  return results;
}

function settle<O>(r: WorkerResult<O>): PromiseSettledResult<O> {
  if ('ok' in r) return { status: 'fulfilled', value: r.ok };
  return { status: 'rejected', reason: 'problems' in r ? new BuildError(r.problems) : new Error(r.crash) };
}

interface PoolWorker<O> {
  run(jobs: object[]): Promise<WorkerResult<O>[]>;
  terminate(): Promise<number>;
}

async function startWorker<O>(init: WorkerInit): Promise<PoolWorker<O>> {
  const worker = new Worker(await bundled('markdown-worker'), { workerData: init, execArgv: [] });
  const next = () => new Promise<unknown>((resolve, reject) => {
    const fail = (err: Error) => reject(err);
    worker.once('error', fail);
    worker.once('message', (m) => {
      worker.off('error', fail);
      resolve(m);
    });
  });
  await next(); // 'ready'
  return {
    run(jobs) {
      const reply = next() as Promise<WorkerResult<O>[]>;
      worker.postMessage(jobs);
      return reply;
    },
    terminate: () => worker.terminate(),
  };
}
