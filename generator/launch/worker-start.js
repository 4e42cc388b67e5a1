// How a worker thread of the build starts (the `worker.mjs` the CLI bundle holds): it runs `worker.cjs` through
// V8's code cache (code-cache.js). A worker is stopped by its pool, never left to end: the cache is written when
// the pool says it is closing (before, a build's worker was mostly stopped before it had been idle long enough to
// write one), and, while it has none, each time the thread has been idle a moment after a message (a dev server's
// workers, which stop with the process), so that it holds the code the last piece of work compiled.
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { codeCacheWritable } from './cli-bundle.js';
import { runCached } from './code-cache.js';
import { CLOSING_TELL } from './worker-prestart.js';

/** Idle time after a message before the cache is written (the build's messages come in quick succession). */
const IDLE_MS = 100;

export function startWorker(url) {
  const file = fileURLToPath(url);
  const save = codeCacheWritable(file);
  const { cacheUsed, saveCache } = runCached(file, { save });
  let timer;
  let closing = false;
  // Also when a cache was used: saveCache writes it again if this run compiled much more than it held.
  parentPort.on('message', (m) => {
    if (m?.tell !== CLOSING_TELL) return;
    // No idle write after this one: the pool stops the thread once answered, and one cut short leaves its temp file.
    closing = true;
    clearTimeout(timer);
    saveCache();
    parentPort.postMessage({ closed: true });
  });
  if (cacheUsed || !save) return;
  const later = () => {
    clearTimeout(timer);
    if (closing) return;
    timer = setTimeout(saveCache, IDLE_MS);
    timer.unref();
  };
  parentPort.on('message', later);
  const post = parentPort.postMessage;
  parentPort.postMessage = function (...args) {
    later();
    return post.apply(this, args);
  };
}
