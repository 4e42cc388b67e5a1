// Large batches of Markdown on worker threads, the calling thread taking a share.
//
// Measured on 2 cores (see README): two threads parsing at once each run ~40% slower than one alone, and every
// thread first pays its own start-up and warm-up. That makes workers a loss for a site the size of Sapling's
// (~0.5 MB of Markdown) and a ~1.3× gain for thousands of pages, hence the threshold.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { BuildError } from './errors.ts';
import type { MarkdownInput, MarkdownProcessor } from './markdown.ts';
import type { WorkerRequest, WorkerResult } from './markdown-worker.ts';
import type { ParsedMarkdown } from './types.ts';

export type Rendered = PromiseSettledResult<ParsedMarkdown>;

const MIN_BYTES_FOR_WORKERS = 2_000_000;
const MAX_THREADS = 4;

/** `minBytes`: below this much Markdown everything renders on the calling thread. */
export async function renderBatch(inputs: MarkdownInput[], local: () => Promise<MarkdownProcessor>, minBytes = MIN_BYTES_FOR_WORKERS): Promise<Rendered[]> {
  const bytes = inputs.reduce((n, i) => n + i.body.length, 0);
  const threads = Math.min(availableParallelism(), MAX_THREADS);
  if (threads < 2 || bytes < minBytes) return inputs.length ? renderHere(inputs, await local()) : [];

  // Deal the inputs round-robin so every share gets a similar mix of long and short pages.
  const shares: number[][] = Array.from({ length: threads }, () => []);
  inputs.forEach((_, i) => shares[i % threads]!.push(i));
  const results: Rendered[] = new Array(inputs.length);
  const routesByPath = [...inputs[0]!.routesByPath];
  await Promise.all(shares.map(async (share, w) => {
    let out: Rendered[];
    if (w === 0) {
      out = await renderHere(share.map((i) => inputs[i]!), await local());
    } else {
      const jobs = share.map((i) => {
        const { routesByPath: _, ...job } = inputs[i]!;
        return job;
      });
      out = (await runWorker({ jobs, routesByPath })).map((r): Rendered => ('ok' in r
        ? { status: 'fulfilled', value: r.ok }
        : { status: 'rejected', reason: 'problems' in r ? new BuildError(r.problems) : new Error(r.crash) }));
    }
    share.forEach((i, k) => (results[i] = out[k]!));
  }));
  return results;
}

/** One at a time: the work is CPU-bound, interleaving would only hold more trees in memory. */
async function renderHere(inputs: MarkdownInput[], markdown: MarkdownProcessor): Promise<Rendered[]> {
  const out: Rendered[] = [];
  for (const input of inputs) {
    out.push(await markdown.render(input).then((value) => ({ status: 'fulfilled' as const, value }), (reason) => ({ status: 'rejected' as const, reason })));
  }
  return out;
}

function runWorker(request: WorkerRequest): Promise<WorkerResult[]> {
  return new Promise((resolve, reject) => {
    // No inherited loader flags: the entry registers tsx itself.
    const worker = new Worker(new URL('./markdown-worker.mjs', import.meta.url), { execArgv: [] });
    worker.once('message', (results: WorkerResult[]) => {
      resolve(results);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.postMessage(request);
  });
}
