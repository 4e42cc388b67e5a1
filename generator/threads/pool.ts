// The Markdown and MDX work on every core. A build's Markdown pages and MDX docs (compiled to modules) come as batches, which
// run at the same time. Workers start once a build has enough to do (a batch that large, or `warm()` as soon as
// the build knows it will). Workers claim the inputs of a large Markdown batch with the calling thread, one at
// a time from a counter they share (largest first), so no thread waits for another to hand it work. For the
// other batches (MDX docs, small Markdown batches) the first worker highlights the calling thread's code
// instead, so only one thread loads the grammars and compiles their regexes (the costliest warm-up of a cold
// build), while the calling thread goes on with the input (its code comes in at the end, see pending-code.ts)
// and works on several inputs at once. The worker runs from docsgen's JavaScript
// bundle (generator/launch/cli-bundle.js): under tsx, loading the pipeline's hundreds of modules took ~0.9 s per thread.
import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { bundled } from '../launch/cli-bundle.js';
import { prestartedWorkerRunning, takePrestartedWorker } from '../launch/worker-prestart.js';
import { BuildError } from '../errors.ts';
import type { MarkdownInput, MarkdownProcessor } from '../markdown/processor.ts';
import type { HighlightAheadDone, HighlightAsk, HighlightPrepare, PoolBatch, PoolKind, SearchIndexAsk, WorkerAnswer, WorkerMessage, WorkerResult } from '../worker.ts';
import type { FencedCode } from '../markdown/code/fences.ts';
import type { RemoteHighlight } from '../markdown/code/rehype-code.ts';
import type { CompiledMdx, MdxInput } from '../mdx/compile.ts';
import type { SearchRecord } from '../search/records.ts';
import type { ParsedMarkdown } from '../types.ts';

export type Rendered = PromiseSettledResult<ParsedMarkdown>;
export type Compiled = PromiseSettledResult<CompiledMdx>;

/**
 * Below this much source, workers cost more than they give (a worker loads the pipeline and compiles the code
 * grammars again). Measured on this 2-core machine: a second thread slows the first (V8 already runs its
 * compiler and GC on the other core), so the Sapling site (0.5 MB of Markdown) builds faster on one thread,
 * while 2,000 pages (10 MB) gain ~15%. An MDX doc costs several times what the same Markdown does.
 */
export const MIN_BYTES: Record<PoolKind, number> = { markdown: 2_000_000, mdx: 100_000 };
const MAX_THREADS = 4;

export interface BatchOptions {
  /** Workers start for a batch of at least this much source. */
  minBytes?: number;
  /** Leave every input to the workers (tests use it to be sure the worker path runs). */
  workersOnly?: boolean;
  /** Called with the number of inputs done each time one is. */
  onPage?: (done: number) => void;
  /** Called with each input's result as soon as it is there (the batch's promise waits for all). */
  onResult?: (index: number, result: PromiseSettledResult<unknown>) => void;
}

export interface Pool {
  render(inputs: MarkdownInput[], local: () => Promise<MarkdownProcessor>, opts?: BatchOptions): Promise<Rendered[]>;
  /** MDX docs compiled to modules, as `local()` compiles them on the calling thread. */
  compile(inputs: MdxInput[], local: () => Promise<(input: MdxInput) => Promise<CompiledMdx>>, opts?: BatchOptions): Promise<Compiled[]>;
  /**
   * Start the workers now: the build knows it has enough to do, and they take a while to load. `code`: blocks
   * the calling thread will likely ask the highlighting worker for, in the order it will (see fences.ts).
   */
  warm(code?: FencedCode[]): void;
  /**
   * The search index of `records` as JSON, made on a worker thread while this one goes on: one already running,
   * or the one the launcher started (generator/launch/worker-prestart.js). Undefined when there is none.
   */
  searchIndex(records: SearchRecord[]): Promise<string> | undefined;
  /** Stops the workers, once what they were asked for is answered. */
  close(): Promise<void>;
}

type Input = MarkdownInput | MdxInput;

interface Batch {
  message: PoolBatch;
  finish(index: number, result: PromiseSettledResult<unknown>): void;
  fail(err: Error): void;
}

/** Inputs this thread works on at once when highlighting is remote: one waits for its code while others go on. */
const LANES = 3;

export function createPool(): Pool {
  const threads = Math.min(availableParallelism(), MAX_THREADS);
  const active = new Map<number, Batch>();
  let workers: Worker[] | undefined;
  let nextId = 0;
  // Requests waiting for their answer, and the first worker, which answers them.
  const asked = new Map<number, { resolve: (value: never) => void; reject: (err: Error) => void }>();
  const unanswered = new Set<Promise<unknown>>();
  let highlighterThread: Promise<Worker> | undefined;
  let nextAsk = 0;

  const fail = (err: Error) => {
    for (const b of active.values()) b.fail(err);
    for (const a of asked.values()) a.reject(err);
    asked.clear();
  };
  const ask = <T>(message: (id: number) => HighlightAsk | SearchIndexAsk): Promise<T> => {
    const id = nextAsk++;
    const answered = new Promise<T>((resolve, reject) => asked.set(id, { resolve, reject }));
    const forget = (): void => void unanswered.delete(waiting);
    const waiting: Promise<void> = answered.then(forget, forget);
    unanswered.add(waiting);
    // A worker that fails to start rejects every ask (see `fail`).
    void highlighterThread!.then((worker) => worker.postMessage(message(id)), () => undefined);
    return answered;
  };
  /** Once workers run, this thread's inputs have their code highlighted by the first one (see rehype-code.ts). */
  const highlight: RemoteHighlight = (requests) => ask((id) => ({ highlight: id, requests }));
  const start = () => {
    if (workers || threads < 2) return;
    workers = [];
    const script = bundled('worker');
    const prestarted = takePrestartedWorker();
    const started = Array.from({ length: threads - 1 }, (_, i) => script.then((file) => {
      const worker = (i === 0 && prestarted) || new Worker(file, { execArgv: [] });
      worker.on('message', (m: WorkerMessage<unknown> | WorkerAnswer) => {
        if ('answer' in m) {
          const a = asked.get(m.answer);
          asked.delete(m.answer);
          if ('crash' in m) a?.reject(new Error(m.crash));
          else a?.resolve(m.value as never);
        } else active.get(m.batch)?.finish(m.index, settle(m.result));
      });
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`a stage-2 worker thread stopped (exit code ${code})`)));
      if (!workers) {
        void worker.terminate();
        return worker;
      }
      // The batches already running: it helps with them too.
      for (const b of active.values()) if (b.message.shared) worker.postMessage(b.message);
      workers.push(worker);
      return worker;
    }));
    highlighterThread = started[0]!;
    highlighterThread.catch(fail);
  };

  async function run<I extends Input, O>(kind: PoolKind, inputs: I[], local: () => Promise<(input: I) => Promise<O>>, opts: BatchOptions = {}): Promise<PromiseSettledResult<O>[]> {
    const { minBytes = MIN_BYTES[kind], workersOnly = false, onPage, onResult } = opts;
    // Nothing to do (every page cached): do not even create a processor.
    if (!inputs.length) return [];
    const results: PromiseSettledResult<O>[] = new Array(inputs.length);
    const bytes = inputs.reduce((n, i) => n + i.body.length, 0);
    let done = 0;
    const id = nextId++;
    const finished = new Promise<void>((resolve, reject) => {
      // Largest first: the last input a thread claims is a short one.
      const order = Int32Array.from(inputs.keys()).sort((a, b) => inputs[b]!.body.length - inputs[a]!.body.length);
      const message: PoolBatch = {
        batch: id,
        kind,
        routesByPath: [...inputs[0]!.routesByPath],
        jobs: inputs.map(({ routesByPath: _, ...job }) => job),
        order,
        claimed: new Int32Array(new SharedArrayBuffer(4)),
        // Workers highlight this thread's code (rehype-code.ts) and take inputs of a batch only where that pays:
        // never an MDX doc (it takes long, and this thread's requests would wait for it), Markdown pages of a
        // batch large enough to have started workers of its own.
        shared: workersOnly || (kind === 'markdown' && bytes >= minBytes),
      };
      active.set(id, {
        message,
        finish(index, result) {
          results[index] = result as PromiseSettledResult<O>;
          done++;
          onResult?.(index, result);
          onPage?.(done);
          if (done === inputs.length) resolve();
        },
        fail: reject,
      });
      if (bytes >= minBytes) start();
      if (message.shared) for (const w of workers ?? []) w.postMessage(message);
    });
    // A worker's failure rejects it while this thread may still be rendering: handled where it is awaited.
    finished.catch(() => undefined);
    const batch = active.get(id)!;
    try {
      if (!workersOnly || !workers) {
        const runLocal = await local();
        const { order, claimed } = batch.message;
        // The worker highlights for this thread while it takes none of the batch's inputs: when it does, both
        // threads highlight their own (waiting for its answers behind its pages cost more than it saved).
        const remote = workers && !batch.message.shared ? { highlight } : {};
        const lane = async () => {
          for (let k = Atomics.add(claimed, 0, 1); k < order.length; k = Atomics.add(claimed, 0, 1)) {
            batch.finish(order[k]!, await settled(runLocal({ ...inputs[order[k]!]!, ...remote })));
            // Let worker messages in between inputs: rendering itself never yields to the event loop.
            if (workers) await nextTurn();
          }
          // Every input of the batches running here claimed: their code is asked for or soon will be, and
          // highlighting ahead would only take the core from what is left.
          const claimedAll = [...active.values()].every(({ message: m }) => m.shared || Atomics.load(m.claimed, 0) >= m.order.length);
          if ('highlight' in remote && claimedAll) void highlighterThread!.then((w) => w.postMessage({ aheadDone: true } satisfies HighlightAheadDone), () => undefined);
        };
        await Promise.all(Array.from({ length: 'highlight' in remote ? LANES : 1 }, lane));
      }
      await finished;
    } finally {
      active.delete(id);
    }
    return results;
  }

  return {
    render: (inputs, local, opts) => run('markdown', inputs, async () => {
      const markdown = await local();
      return (input: MarkdownInput) => markdown.render(input);
    }, opts),
    compile: (inputs, local, opts) => run('mdx', inputs, local, opts),
    warm(code) {
      start();
      void highlighterThread?.then((w) => w.postMessage({ prepare: code ?? [] } satisfies HighlightPrepare), () => undefined);
    },
    searchIndex(records) {
      if (!workers && !prestartedWorkerRunning()) return undefined;
      start();
      return highlighterThread && ask((id) => ({ searchIndex: id, records }));
    },
    async close() {
      // Never started: the worker the launcher started for this build is not needed.
      void takePrestartedWorker()?.terminate();
      await Promise.all(unanswered);
      const stopping = workers ?? [];
      workers = undefined;
      await Promise.all(stopping.map((w) => {
        w.removeAllListeners('exit');
        return w.terminate();
      }));
    },
  };
}

/** One batch on a pool of its own (tests, and callers outside a build). */
export async function renderBatch(inputs: MarkdownInput[], local: () => Promise<MarkdownProcessor>, opts: BatchOptions = {}): Promise<Rendered[]> {
  const pool = createPool();
  try {
    return await pool.render(inputs, local, opts);
  } finally {
    await pool.close();
  }
}

export async function compileBatch(inputs: MdxInput[], local: () => Promise<(input: MdxInput) => Promise<CompiledMdx>>, opts: BatchOptions = {}): Promise<Compiled[]> {
  const pool = createPool();
  try {
    return await pool.compile(inputs, local, opts);
  } finally {
    await pool.close();
  }
}

function settled<O>(p: Promise<O>): Promise<PromiseSettledResult<O>> {
  return p.then((value) => ({ status: 'fulfilled' as const, value }), (reason: unknown) => ({ status: 'rejected' as const, reason }));
}

function settle<O>(r: WorkerResult<O>): PromiseSettledResult<O> {
  if ('ok' in r) return { status: 'fulfilled', value: r.ok };
  return { status: 'rejected', reason: 'problems' in r ? new BuildError(r.problems) : new Error(r.crash) };
}
