// Stage 2 of large sites on every core: the calling thread and worker threads claim inputs one at a time from a
// counter they share (largest first), so no thread waits for another to hand it work and the split balances
// itself whatever each thread's start-up costs. Markdown pages and MDX docs (compiled to modules) each have
// their own batches. The worker runs from docsgen's JavaScript bundle (bin/bundle.js): under tsx, loading the
// pipeline's hundreds of modules took ~0.9 s per thread.
import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { bundled } from '../bin/bundle.js';
import { BuildError } from './errors.ts';
import type { MarkdownInput, MarkdownProcessor } from './markdown.ts';
import type { PoolKind, WorkerInit, WorkerMessage, WorkerResult } from './markdown-worker.ts';
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
  const finish = (i: number, r: PromiseSettledResult<O>) => {
    results[i] = r;
    onPage?.(++done);
  };

  if (threads < 2 || bytes < minBytes) {
    const run = await local();
    for (let i = 0; i < inputs.length; i++) finish(i, await settled(run(inputs[i]!)));
    return results;
  }
  // Largest first: the last input a thread claims is a short one.
  const order = Int32Array.from(inputs.keys()).sort((a, b) => inputs[b]!.body.length - inputs[a]!.body.length);
  const claimed = new Int32Array(new SharedArrayBuffer(4));
  const init: WorkerInit = {
    kind,
    routesByPath: [...inputs[0]!.routesByPath],
    jobs: inputs.map(({ routesByPath: _, ...job }) => job),
    order,
    claimed,
  };
  const workers = Array.from({ length: threads - 1 }, () => runWorker<O>(init, (i, r) => finish(i, settle(r))));
  if (!workersOnly) {
    const run = await local();
    for (let k = Atomics.add(claimed, 0, 1); k < order.length; k = Atomics.add(claimed, 0, 1)) {
      finish(order[k]!, await settled(run(inputs[order[k]!]!)));
      // Let worker messages in between pages: rendering itself never yields to the event loop.
      await nextTurn();
    }
  }
  await Promise.all(workers);
  return results;
}

function settled<O>(p: Promise<O>): Promise<PromiseSettledResult<O>> {
  return p.then((value) => ({ status: 'fulfilled' as const, value }), (reason: unknown) => ({ status: 'rejected' as const, reason }));
}

function settle<O>(r: WorkerResult<O>): PromiseSettledResult<O> {
  if ('ok' in r) return { status: 'fulfilled', value: r.ok };
  return { status: 'rejected', reason: 'problems' in r ? new BuildError(r.problems) : new Error(r.crash) };
}

/** A worker that claims inputs until none is left, reporting each result; resolves when it has stopped. */
async function runWorker<O>(init: WorkerInit, onResult: (index: number, result: WorkerResult<O>) => void): Promise<void> {
  const worker = new Worker(await bundled('markdown-worker'), { workerData: init, execArgv: [] });
  await new Promise<void>((resolve, reject) => {
    worker.on('message', (m: WorkerMessage<O>) => {
      if ('index' in m) onResult(m.index, m.result);
      else resolve();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`a stage-2 worker thread stopped (exit code ${code}) before its batch was done`)));
  });
  await worker.terminate();
}
