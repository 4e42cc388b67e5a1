// Worker thread of the Markdown stage: renders the batch it is sent with its own processor.
import { parentPort } from 'node:worker_threads';
import { BuildError, type Problem } from './errors.ts';
import { createMarkdownProcessor, type MarkdownInput } from './markdown.ts';
import type { ParsedMarkdown } from './types.ts';

export interface WorkerRequest {
  jobs: Omit<MarkdownInput, 'routesByPath'>[];
  routesByPath: [string, string][];
}

export type WorkerResult = { ok: ParsedMarkdown } | { problems: Problem[] } | { crash: string };

const markdown = await createMarkdownProcessor();
parentPort!.once('message', async ({ jobs, routesByPath }: WorkerRequest) => {
  const routes = new Map(routesByPath);
  const results: WorkerResult[] = [];
  for (const job of jobs) {
    try {
      results.push({ ok: await markdown.render({ ...job, routesByPath: routes }) });
    } catch (err) {
      results.push(err instanceof BuildError ? { problems: err.problems } : { crash: (err as Error).stack ?? String(err) });
    }
  }
  parentPort!.postMessage(results);
});
