// Worker thread of stage 2: renders Markdown pages, or compiles MDX docs, claiming them one at a time from the
// counter it shares with the calling thread and the other workers, and reports each result as it has it.
// Runs as plain JavaScript bundled by markdown-pool.ts (packages stay external), so it starts without tsx.
import { parentPort, workerData } from 'node:worker_threads';
import { BuildError, type Problem } from './errors.ts';
import { createCodeHighlighter, createMarkdownProcessor } from './markdown.ts';

export type PoolKind = 'markdown' | 'mdx';

export interface WorkerInit {
  kind: PoolKind;
  routesByPath: [string, string][];
  /** Every input of the batch, without `routesByPath`. */
  jobs: object[];
  /** The order inputs are claimed in: `order[k]` is the k-th input claimed. */
  order: Int32Array;
  /** How many inputs have been claimed (shared: each claim adds 1). */
  claimed: Int32Array;
}

export type WorkerResult<O> = { ok: O } | { problems: Problem[] } | { crash: string };
/** A result, or `done` once nothing is left to claim. */
export type WorkerMessage<O> = { index: number; result: WorkerResult<O> } | { done: true };

const { kind, routesByPath: routes, jobs, order, claimed } = workerData as WorkerInit;
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
for (let k = Atomics.add(claimed, 0, 1); k < order.length; k = Atomics.add(claimed, 0, 1)) {
  const index = order[k]!;
  let result: WorkerResult<unknown>;
  try {
    result = { ok: await run(jobs[index]!) };
  } catch (err) {
    result = err instanceof BuildError ? { problems: err.problems } : { crash: (err as Error).stack ?? String(err) };
  }
  parentPort!.postMessage({ index, result } satisfies WorkerMessage<unknown>);
}
parentPort!.postMessage({ done: true } satisfies WorkerMessage<unknown>);
