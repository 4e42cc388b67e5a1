// Worker thread of stage 2: renders Markdown pages, or compiles MDX docs, for each chunk it is sent.
// Runs as plain JavaScript bundled by markdown-pool.ts (packages stay external), so it starts without tsx.
import { parentPort, workerData } from 'node:worker_threads';
import { BuildError, type Problem } from './errors.ts';
import { createCodeHighlighter, createMarkdownProcessor } from './markdown.ts';

export type PoolKind = 'markdown' | 'mdx';

export interface WorkerInit {
  kind: PoolKind;
  routesByPath: [string, string][];
}

export type WorkerResult<O> = { ok: O } | { problems: Problem[] } | { crash: string };

const { kind, routesByPath: routes } = workerData as WorkerInit;
const routesByPath = new Map(routes);

async function createRunner(): Promise<(job: object) => Promise<unknown>> {
  if (kind === 'markdown') {
    const markdown = await createMarkdownProcessor();
    return (job) => markdown.render({ ...(job as Parameters<typeof markdown.render>[0]), routesByPath });
  }
  // Loaded only by MDX workers: the MDX compiler and its packages.
  const { createMdxCompiler } = await import('./mdx/compile.ts');
  const compiler = createMdxCompiler(await createCodeHighlighter());
  return (job) => compiler.compileDoc({ ...(job as Parameters<typeof compiler.compileDoc>[0]), routesByPath });
}

const run = await createRunner();
parentPort!.on('message', async (jobs: object[]) => {
  const results: WorkerResult<unknown>[] = [];
  for (const job of jobs) {
    try {
      results.push({ ok: await run(job) });
    } catch (err) {
      results.push(err instanceof BuildError ? { problems: err.problems } : { crash: (err as Error).stack ?? String(err) });
    }
  }
  parentPort!.postMessage(results);
});
parentPort!.postMessage('ready');
