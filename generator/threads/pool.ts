// The build's work on every core, for any stage: batches of text inputs, and asks. Batches run at the same time;
// workers start once a build has enough to do (a batch that large, or `start()` as soon as the build knows it
// will). Workers claim the inputs of a shared batch with the calling thread, one at a time from a counter they
// share (largest first), so no thread waits for another to hand it work. A batch that is not shared stays on the
// calling thread, and the first worker is free to help it instead (its runner asks the worker, see `helped`),
// several inputs at once so that one waits for its answer while others go on. Workers run from docsgen's
// JavaScript bundle (generator/launch/cli-bundle.js): under tsx, loading the pipeline's hundreds of modules took
// ~0.9 s per thread. What a kind, an ask or a tell means is the worker entry's (generator/worker.ts) and the
// stages' business, not the pool's.
import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { BuildError } from '../errors.ts';
import { bundled } from '../launch/cli-bundle.js';
import { CLOSING_TELL, prestartedWorkerRunning, takePrestartedWorker, workerExecArgv } from '../launch/worker-prestart.js';
import type { PoolBatch, ToWorker, WorkerAnswer, WorkerMessage, WorkerResult } from './protocol.ts';

const MAX_THREADS = 4;

export interface BatchOptions {
  /** Workers start for a batch of at least this much text (the stage's default otherwise). */
  minBytes?: number;
  /** Leave every input to the workers (tests use it to be sure the worker path runs). */
  workersOnly?: boolean;
  /** Called with the number of inputs done each time one is. */
  onPage?: (done: number) => void;
  /** Called with each input's result as soon as it is there (the batch's promise waits for all). */
  onResult?: (index: number, result: PromiseSettledResult<unknown>) => void;
}

/** A batch as a stage hands it to the pool. */
export interface BatchSpec<I extends { body: string }, O> {
  /** The worker's runner for it. */
  kind: string;
  inputs: I[];
  /** Each input as a worker gets it, and what they all share (sent once). */
  jobs: object[];
  context: unknown;
  /** Workers start for this much text. */
  minBytes: number;
  /** What a byte of it costs against other batches' (a worker takes the largest next input first). */
  weight: number;
  /** Whether workers take inputs of a batch large enough to start them (else they help this thread). */
  shareWhenLarge: boolean;
  /** This thread's runner. `helped`: the first worker works for it meanwhile (the runner asks it), so it runs `lanes` inputs at once. */
  local(helped: boolean): Promise<(input: I) => Promise<O>>;
  lanes: number;
  /** Told once this thread has claimed every input of the batches it runs (work done ahead for it would go unused). */
  onAllClaimed?: () => void;
  /** A batch not shared from the start: workers take its inputs too once this settles true (the first is ready for them). */
  shareWhen?: Promise<boolean>;
}

export interface Pool {
  run<I extends { body: string }, O>(spec: BatchSpec<I, O>, opts?: BatchOptions): Promise<PromiseSettledResult<O>[]>;
  /** Starts the workers now: the build knows it has enough to do, and they take a while to load. */
  start(): void;
  /** Whether a worker runs, or the launcher started one this pool can take. */
  canAsk(): boolean;
  /** Asks the first worker (started if it is not), which answers between inputs, first. */
  ask<T>(name: string, payload: unknown): Promise<T>;
  /** Tells the first worker, if workers are starting or running. */
  tell(name: string, payload?: unknown): void;
  /** Stops the workers, once what they were asked is answered and the batches running are done. */
  close(): Promise<void>;
}

interface Batch {
  message: PoolBatch;
  /** Shared with the first worker alone: the one whose answer to `shareWhen`'s ask said it can take the inputs. */
  firstOnly?: boolean;
  finish(index: number, result: PromiseSettledResult<unknown>): void;
  fail(err: Error): void;
}

/** `threads`: this one and its workers (a test asks for more than this machine has cores). */
export function createPool(threads = Math.min(availableParallelism(), MAX_THREADS)): Pool {
  const active = new Map<number, Batch>();
  const workers = startWorkers(threads, active);
  /** Batches not yet done, which closing waits for (the workers may be taking part). */
  const running = new Set<Promise<void>>();
  let nextId = 0;

  async function run<I extends { body: string }, O>(spec: BatchSpec<I, O>, opts: BatchOptions = {}): Promise<PromiseSettledResult<O>[]> {
    const { minBytes = spec.minBytes, workersOnly = false, onPage, onResult } = opts;
    const { inputs } = spec;
    // Nothing to do (every page cached): do not even create a runner.
    if (!inputs.length) return [];
    const results: PromiseSettledResult<O>[] = new Array(inputs.length);
    // Read once: a body may be read back from its file each time it is asked for (content/doc-bodies.ts).
    const lengths = inputs.map((i) => i.body.length);
    const bytes = lengths.reduce((n, l) => n + l, 0);
    let done = 0;
    const id = nextId++;
    const finished = new Promise<void>((resolve, reject) => {
      // Largest first: the last input a thread claims is a short one.
      const order = Int32Array.from(inputs.keys()).sort((a, b) => lengths[b]! - lengths[a]!);
      const message: PoolBatch = {
        batch: id, kind: spec.kind, context: spec.context, jobs: spec.jobs, order,
        sizes: Float64Array.from(lengths, (l) => l * spec.weight),
        claimed: new Int32Array(new SharedArrayBuffer(4)),
        shared: workersOnly || (spec.shareWhenLarge && bytes >= minBytes),
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
      if (bytes >= minBytes) workers.start();
      if (message.shared) workers.post(message);
      else void spec.shareWhen?.then((share) => {
        // Inputs left to claim: the workers join this thread on them.
        if (!share || !active.has(id) || Atomics.load(message.claimed, 0) >= inputs.length) return;
        message.shared = true;
        // The others have not loaded what the ask loaded (the site's Markdown plugins, on 3 or more threads).
        active.get(id)!.firstOnly = true;
        workers.tell(message);
      }, () => undefined);
    });
    // A worker's failure rejects it while this thread may still be running: handled where it is awaited.
    const settledRun = finished.catch(() => undefined);
    running.add(settledRun);
    const batch = active.get(id)!;
    try {
      if (!workersOnly || !workers.running()) await runHere(batch, inputs, spec);
      await finished;
    } finally {
      active.delete(id);
      running.delete(settledRun);
    }
    return results;
  }

  /** This thread's share of a batch: inputs claimed from the shared counter until none is left. */
  async function runHere<I extends { body: string }, O>(batch: Batch, inputs: I[], spec: BatchSpec<I, O>): Promise<void> {
    const helped = workers.running() && !batch.message.shared;
    const runLocal = await spec.local(helped);
    const { order, claimed } = batch.message;
    const lane = async () => {
      for (let k = Atomics.add(claimed, 0, 1); k < order.length; k = Atomics.add(claimed, 0, 1)) {
        batch.finish(order[k]!, await settled(runLocal(inputs[order[k]!]!)));
        // Let worker messages in between inputs: running an input never yields to the event loop.
        if (workers.running()) await nextTurn();
      }
      const claimedAll = [...active.values()].every(({ message: m }) => m.shared || Atomics.load(m.claimed, 0) >= m.order.length);
      if (helped && claimedAll) spec.onAllClaimed?.();
    };
    await Promise.all(Array.from({ length: helped ? spec.lanes : 1 }, lane));
  }

  return {
    run,
    start: () => workers.start(),
    canAsk: () => threads >= 2 && (workers.running() || prestartedWorkerRunning()),
    ask: (name, payload) => workers.ask(name, payload),
    tell: (name, payload) => workers.tell({ tell: name, payload }),
    async close() {
      await Promise.all(running);
      // Never started: the worker the launcher started for this build is not needed.
      void takePrestartedWorker()?.terminate();
      await workers.close();
    },
  };
}

/** The worker threads of one pool: started on demand (the launcher's prestarted one first), asked, told, closed. */
function startWorkers(threads: number, active: Map<number, Batch>) {
  let workers: Worker[] | undefined;
  // Asks waiting for their answer, and the first worker, which answers them.
  const asked = new Map<number, { resolve: (value: never) => void; reject: (err: Error) => void }>();
  const unanswered = new Set<Promise<unknown>>();
  let first: Promise<Worker> | undefined;
  let nextAsk = 0;
  const fail = (err: Error) => {
    for (const b of active.values()) b.fail(err);
    for (const a of asked.values()) a.reject(err);
    asked.clear();
  };
  const onMessage = (m: WorkerMessage<unknown> | WorkerAnswer) => {
    if (!('answer' in m)) return void active.get(m.batch)?.finish(m.index, settle(m.result));
    const a = asked.get(m.answer);
    asked.delete(m.answer);
    if ('crash' in m) a?.reject(new Error(m.crash));
    else a?.resolve(m.value as never);
  };
  const start = () => {
    if (workers || threads < 2) return;
    workers = [];
    const script = bundled('worker');
    const prestarted = takePrestartedWorker();
    const started = Array.from({ length: threads - 1 }, (_, i) => script.then((file) => {
      const worker = (i === 0 && prestarted) || new Worker(file, { execArgv: workerExecArgv() });
      worker.on('message', onMessage);
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`a worker thread of the build stopped (exit code ${code})`)));
      if (!workers) {
        void worker.terminate();
        return worker;
      }
      // The batches already running: it helps with them too.
      for (const b of active.values()) if (b.message.shared && !b.firstOnly) worker.postMessage(b.message);
      workers.push(worker);
      return worker;
    }));
    first = started[0]!;
    first.catch(fail);
  };
  const toFirst = (message: ToWorker) => void first?.then((w) => w.postMessage(message), () => undefined);
  return {
    start,
    running: () => workers !== undefined && threads >= 2,
    post: (message: PoolBatch) => {
      for (const w of workers ?? []) w.postMessage(message);
    },
    tell: toFirst,
    ask<T>(name: string, payload: unknown): Promise<T> {
      start();
      const id = nextAsk++;
      const answered = new Promise<T>((resolve, reject) => asked.set(id, { resolve, reject }));
      const forget = (): void => void unanswered.delete(waiting);
      const waiting: Promise<void> = answered.then(forget, forget);
      unanswered.add(waiting);
      // A worker that fails to start rejects every ask (see `fail`).
      toFirst({ ask: id, name, payload });
      return answered;
    },
    async close() {
      await Promise.all(unanswered);
      const stopping = workers ?? [];
      workers = undefined;
      await Promise.all(stopping.map(async (w) => {
        await closed(w);
        w.removeAllListeners('exit');
        return w.terminate();
      }));
    },
  };
}

/** Most a worker is given to answer the closing tell (it writes its code cache first when it has to). */
const CLOSING_MS = 2000;

/** Once worker `w` has answered that it is closing (worker-start.js), or could not in time. */
function closed(w: Worker): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, CLOSING_MS);
    function done() {
      clearTimeout(timer);
      w.off('message', onMessage);
      w.off('exit', done);
      resolve();
    }
    function onMessage(m: unknown) {
      if ((m as { closed?: unknown } | null)?.closed === true) done();
    }
    w.on('message', onMessage);
    w.once('exit', done);
    w.postMessage({ tell: CLOSING_TELL });
  });
}

/**
 * `pool` for one of several builds that share it (a site's locales: i18n/build-locales.ts): its workers stay, with
 * the modules, grammars and highlighted lines they have loaded, and the caller closes it after the last build.
 */
export function lentPool(pool: Pool): Pool {
  return { ...pool, close: () => Promise.resolve() };
}

/** `spec` on a pool of its own (tests, and callers outside a build). */
export async function runBatch<I extends { body: string }, O>(spec: (pool: Pool) => BatchSpec<I, O>, opts: BatchOptions = {}): Promise<PromiseSettledResult<O>[]> {
  const pool = createPool();
  try {
    return await pool.run(spec(pool), opts);
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
