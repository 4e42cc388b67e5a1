// Spread a batch of Markdown renders over worker threads, the calling thread taking a share too.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { BuildError } from './errors.ts';
import type { MarkdownInput, MarkdownProcessor } from './markdown.ts';
import type { WorkerRequest, WorkerResult } from './markdown-worker.ts';
import type { ParsedMarkdown } from './types.ts';

/** Below this much Markdown, starting workers (each loads its own highlighter) costs more than it saves. */
const MIN_BYTES_FOR_WORKERS = 150_000;

export async function renderAll(inputs: MarkdownInput[], local: MarkdownProcessor): Promise<PromiseSettledResult<ParsedMarkdown>[]> {
  const bytes = inputs.reduce((n, i) => n + i.body.length, 0);
  const threads = Math.min(availableParallelism(), 8);
  if (threads < 2 || bytes < MIN_BYTES_FOR_WORKERS) return Promise.allSettled(inputs.map((i) => local.render(i)));

  // Deal the inputs round-robin so every share gets a similar mix of long and short pages.
  const shares: number[][] = Array.from({ length: threads }, () => []);
  inputs.forEach((_, i) => shares[i % threads]!.push(i));
  const results: PromiseSettledResult<ParsedMarkdown>[] = new Array(inputs.length);
  const routesByPath = [...(inputs[0]?.routesByPath ?? [])];
  await Promise.all(shares.map(async (share, w) => {
    if (w === 0) {
      for (const i of share) results[i] = await local.render(inputs[i]!).then((value) => ({ status: 'fulfilled' as const, value }), (reason) => ({ status: 'rejected' as const, reason }));
      return;
    }
    const jobs = share.map((i) => {
      const { routesByPath: _, ...job } = inputs[i]!;
      return job;
    });
    const out = await runWorker({ jobs, routesByPath });
    share.forEach((i, k) => {
      const r = out[k]!;
      results[i] = 'ok' in r ? { status: 'fulfilled', value: r.ok }
        : { status: 'rejected', reason: 'problems' in r ? new BuildError(r.problems) : new Error(r.crash) };
    });
  }));
  return results;
}

function runWorker(request: WorkerRequest): Promise<WorkerResult[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./markdown-worker.mjs', import.meta.url));
    worker.once('message', (results: WorkerResult[]) => {
      resolve(results);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.postMessage(request);
  });
}
