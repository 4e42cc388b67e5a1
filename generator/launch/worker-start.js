// How a worker thread of the build starts (the `worker.mjs` the CLI bundle holds): it runs `worker.cjs` through
// V8's code cache (code-cache.js). A worker is stopped by its pool, never left to end, so the cache cannot wait
// for the end of its work: while it has none, it is written each time the thread has been idle a moment after a
// message, so that it holds the code the last piece of work compiled.
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { codeCacheWritable } from './cli-bundle.js';
import { runCached } from './code-cache.js';

/** Idle time after a message before the cache is written (the build's messages come in quick succession). */
const IDLE_MS = 100;

export function startWorker(url) {
  const file = fileURLToPath(url);
  const save = codeCacheWritable(file);
  const { cacheUsed, saveCache } = runCached(file, { save });
  if (cacheUsed || !save) return;
  let timer;
  const later = () => {
    clearTimeout(timer);
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
