// Worker thread of the Markdown stage: renders each chunk it is sent with its own processor.
// Runs as plain JavaScript bundled by markdown-pool.ts (packages stay external), so it starts without tsx.
import { parentPort, workerData } from 'node:worker_threads';
import { BuildError, type Problem } from './errors.ts';
import { createMarkdownProcessor, type MarkdownInput } from './markdown.ts';
import type { ParsedMarkdown } from './types.ts';

export interface WorkerInit {
  routesByPath: [string, string][];
}

export type WorkerJob = Omit<MarkdownInput, 'routesByPath'>;

export type WorkerResult = { ok: ParsedMarkdown } | { problems: Problem[] } | { crash: string };

const routesByPath = new Map((workerData as WorkerInit).routesByPath);
const markdown = await createMarkdownProcessor();
parentPort!.on('message', async (jobs: WorkerJob[]) => {
  const results: WorkerResult[] = [];
  for (const job of jobs) {
    try {
      results.push({ ok: await markdown.render({ ...job, routesByPath }) });
    } catch (err) {
      results.push(err instanceof BuildError ? { problems: err.problems } : { crash: (err as Error).stack ?? String(err) });
    }
  }
  parentPort!.postMessage(results);
});
parentPort!.postMessage('ready');
