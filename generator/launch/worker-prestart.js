// The Markdown worker thread of `docsgen build`, started by the launcher (bin/docsgen.js) before the CLI's own
// modules load: it loads its modules and the code highlighter on the other core meanwhile, ~0.3 s it would
// otherwise spend once the build has read its content, with the build waiting on its highlighting. The build's
// pool (generator/threads/pool.ts) takes it when it starts workers, and stops it when it needs none. The pool
// runs from a bundled copy of this module, so the worker is handed over through a process-wide symbol.
import { Worker } from 'node:worker_threads';

const KEY = Symbol.for('docsgen.prestartedWorker');

/** The pool's last message to a worker before stopping it (worker-start.js answers `{closed: true}`). */
export const CLOSING_TELL = 'closing';

/** Starts the worker of bundle entry `file`, and returns it. */
export function prestartWorker(file) {
  const entry = { worker: new Worker(file, { execArgv: workerExecArgv() }), failed: false, onFailure: () => (entry.failed = true) };
  // Until the pool takes it, an error or exit only means the pool starts a worker of its own.
  entry.worker.on('error', entry.onFailure).on('exit', entry.onFailure);
  // A build that needs no workers must not be kept waiting for it.
  entry.worker.unref();
  globalThis[KEY] = entry;
  return entry.worker;
}

/**
 * Node's options for a build's worker thread: none of this process's (a loader such as tsx's would load the
 * bundle's sources again), but `--cpu-prof` and its settings, so that `node --cpu-prof bin/docsgen.js build`
 * writes each thread's profile (a worker's file is named with its thread id).
 */
export function workerExecArgv() {
  const args = process.execArgv;
  return args.flatMap((a, i) => {
    if (a === '--cpu-prof' || /^--cpu-prof-(dir|interval)=/.test(a)) return [a];
    // The value as the next argument.
    return /^--cpu-prof-(dir|interval)$/.test(a) && i + 1 < args.length ? [a, args[i + 1]] : [];
  });
}

/** The prestarted worker if one is running, once: the caller either uses it or terminates it. */
export function takePrestartedWorker() {
  const entry = globalThis[KEY];
  globalThis[KEY] = undefined;
  if (!entry) return undefined;
  entry.worker.off('error', entry.onFailure).off('exit', entry.onFailure);
  if (entry.failed) return undefined;
  entry.worker.ref();
  return entry.worker;
}

/** Whether a prestarted worker is there to be taken. */
export function prestartedWorkerRunning() {
  return globalThis[KEY]?.failed === false;
}
