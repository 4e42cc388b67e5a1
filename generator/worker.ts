// Worker thread of stage 2: highlights the code blocks the calling thread asks for (first, as that thread is
// waiting for them; meanwhile, the blocks it will ask for, found by a scan of its docs), and renders Markdown pages
// and compiles MDX docs of the batches it is sent, claiming inputs one at a time from each batch's counter (shared
// with the calling thread and the other workers), reporting each result as it has it. It also makes the search
// index while the calling thread renders the pages. It starts with the highlighter alone, and loads the Markdown
// and MDX pipelines for the first batch that needs them. It runs until it is terminated.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parentPort } from 'node:worker_threads';
import { BuildError, type Problem } from './errors.ts';
import type { FencedCode } from './markdown/code/fences.ts';
import { createCodeHighlighter } from './markdown/code/highlighter.ts';
import { highlightRequests, loadLanguages, type HighlightRequest } from './markdown/code/rehype-code.ts';
import type { SearchRecord } from './search/records.ts';

export type PoolKind = 'markdown' | 'mdx';

/** A batch as sent to a worker. */
export interface PoolBatch {
  batch: number;
  kind: PoolKind;
  routesByPath: [string, string][];
  /** Every input of the batch, without `routesByPath`. */
  jobs: object[];
  /** The order inputs are claimed in: `order[k]` is the k-th input claimed. */
  order: Int32Array;
  /** How many inputs have been claimed (shared: each claim adds 1). */
  claimed: Int32Array;
  /** Whether workers claim inputs of it too (else it is sent to none). */
  shared: boolean;
}

/** Code blocks of the calling thread's inputs to highlight (see rehype-code.ts), and the answer. */
export interface HighlightAsk { highlight: number; requests: HighlightRequest[] }
/** The search index of `records`, as JSON (see search/files.ts). */
export interface SearchIndexAsk { searchIndex: number; records: SearchRecord[] }
/** The answer to an ask (`highlight` → the `<pre>` of each request, `searchIndex` → JSON), or how it failed. */
export type WorkerAnswer = { answer: number; value: unknown } | { answer: number; crash: string };
/** Code the calling thread will likely ask for: its grammars are loaded, and it is highlighted ahead. */
export interface HighlightPrepare { prepare: FencedCode[] }
/** The calling thread has asked for (nearly) all its code: what is left to highlight ahead would go unused. */
export interface HighlightAheadDone { aheadDone: true }

export type WorkerResult<O> = { ok: O } | { problems: Problem[] } | { crash: string };
export interface WorkerMessage<O> { batch: number; index: number; result: WorkerResult<O> }

type Runner = (job: object, routesByPath: ReadonlyMap<string, string>) => Promise<unknown>;

const runners: Partial<Record<PoolKind, Promise<Runner>>> = {};

async function createRunner(kind: PoolKind): Promise<Runner> {
  if (kind === 'markdown') {
    const markdown = await (await import('./markdown/processor.ts')).createMarkdownProcessor();
    return (job, routesByPath) => markdown.render({ ...(job as Parameters<typeof markdown.render>[0]), routesByPath });
  }
  // Loaded only for MDX batches: the MDX compiler and its packages.
  const { createMdxCompiler } = await import('./mdx/compile.ts');
  const compiler = createMdxCompiler(createCodeHighlighter);
  return (job, routesByPath) => compiler.compileDoc({ ...(job as Parameters<typeof compiler.compileDoc>[0]), routesByPath });
}

interface Active extends PoolBatch { routes: Map<string, string> }
const batches: Active[] = [];
let wake: (() => void) | undefined;

let aheadDone = false;

// Every worker highlights, and the calling thread's first request should find the highlighter ready.
// A failure shows at that request.
createCodeHighlighter().catch(() => undefined);

parentPort!.on('message', async (m: PoolBatch | HighlightAsk | SearchIndexAsk | HighlightPrepare | HighlightAheadDone) => {
  if ('prepare' in m) {
    void highlightAhead(m.prepare);
    return;
  }
  if ('aheadDone' in m) {
    aheadDone = true;
    return;
  }
  if ('highlight' in m) {
    // Answered before the next input is claimed: the calling thread is waiting.
    await answer(m.highlight, async () => highlightRequests(await createCodeHighlighter(), m.requests));
    return;
  }
  if ('searchIndex' in m) {
    await answer(m.searchIndex, async () => JSON.stringify((await import('./search/lunr-index.ts')).buildSearchIndex(m.records)));
    return;
  }
  batches.push({ ...m, routes: new Map(m.routesByPath) });
  wake?.();
});

async function answer(id: number, work: () => Promise<unknown>) {
  let reply: WorkerAnswer;
  try {
    reply = { answer: id, value: await work() };
  } catch (err) {
    reply = { answer: id, crash: (err as Error).stack ?? String(err) };
  }
  parentPort!.postMessage(reply);
}

/**
 * Highlights `blocks` a block a turn (requests come in between, and go first), with the results dropped: the
 * highlighter remembers each line it tokenized (highlight-themes.ts), so requests for them then cost little.
 */
async function highlightAhead(blocks: FencedCode[]) {
  const highlighter = await createCodeHighlighter();
  await loadLanguages(highlighter, blocks.map((b) => b.lang));
  for (const { code, lang } of blocks) {
    if (aheadDone) return;
    if (!highlighter.getLoadedLanguages().includes(lang)) continue;
    await highlightRequests(highlighter, [{ code, lang, marked: [] }]);
    await nextTurn();
  }
}

/** MDX costs several times what Markdown does per byte. */
const WEIGHT: Record<PoolKind, number> = { markdown: 1, mdx: 4 };

/** The batch whose next input is the largest (so the small ones are left for the end), if any is left. */
function pick(): Active | undefined {
  let best: Active | undefined;
  let bestSize = -1;
  for (let i = batches.length - 1; i >= 0; i--) {
    const b = batches[i]!;
    const k = Atomics.load(b.claimed, 0);
    if (k >= b.order.length) {
      batches.splice(i, 1);
      continue;
    }
    const size = (b.jobs[b.order[k]!] as { body: string }).body.length * WEIGHT[b.kind];
    if (size > bestSize) [best, bestSize] = [b, size];
  }
  return best;
}

for (;;) {
  const b = pick();
  if (!b) {
    await new Promise<void>((resolve) => (wake = resolve));
    continue;
  }
  const k = Atomics.add(b.claimed, 0, 1);
  if (k >= b.order.length) continue;
  const index = b.order[k]!;
  let result: WorkerResult<unknown>;
  try {
    const run = await (runners[b.kind] ??= createRunner(b.kind));
    result = { ok: await run(b.jobs[index]!, b.routes) };
  } catch (err) {
    result = err instanceof BuildError ? { problems: err.problems } : { crash: (err as Error).stack ?? String(err) };
  }
  parentPort!.postMessage({ batch: b.batch, index, result } satisfies WorkerMessage<unknown>);
  // Batches sent meanwhile come in here.
  await nextTurn();
}
