// A worker thread of the build's pool (threads/pool.ts): it answers the calling thread's asks first (that thread
// is waiting for them), highlights ahead the code it will likely ask for, and takes inputs of the batches it is
// sent, claiming them one at a time from each batch's counter (shared with the calling thread and the other
// workers) and reporting each result as it has it. Here the pool's names meet the stages: the batch kinds
// `markdown` (pages rendered), `pluginMarkdown` (pages with the site's remark plugins), `mdx` (docs compiled to
// modules) and `htmlMarkdown` (MDX docs' HTML → their Markdown files); the asks `highlight` (code blocks → HTML),
// `searchIndex` (the index's files of the records the tell `searchIndexAdd` sent), `mdxPlugins` and `sitePlugins`
// (whether it can take MDX docs, or pages with plugins: their plugins loaded from the config),
// `renderPages` (pages of the render model the tell `renderModel` sent) and `llmsFiles` (plain docs' Markdown
// files, against what the tell `llmsModel` sent); the tells `prepare` (code to highlight ahead) and `aheadDone`.
// It starts with the highlighter alone, loads the Markdown and MDX pipelines for the first batch that needs them,
// and runs until it is terminated.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parentPort } from 'node:worker_threads';
import { BuildError } from './errors.ts';
import { aheadRequest, claimFront, workAhead, type AheadList } from './markdown/code/ahead-claims.ts';
import { createCodeHighlighter } from './markdown/code/highlighter.ts';
import { highlightRequests, loadLanguages, type HighlightRequest } from './markdown/code/rehype-code.ts';
import { receiveGrammars, receivedGrammar, receivedRequests, type GrammarTexts } from './markdown/code/grammar-wire.ts';
import type { CodeThemes } from './markdown/code/prism-theme.ts';
import type { PostingsBuilder } from './search/lunr-index.ts';
import type { IndexText } from './search/records.ts';
import { readSpilled, type SpilledTexts } from './search/index-spill.ts';
import type { HtmlJob } from './output/html-markdown-pool.ts';
import type { MarkdownJob } from './output/llms.ts';
import type { MarkdownPlugins } from './mdx/site-plugins.ts';
import type { ModuleBundle } from './import-module.ts';
import type { PluginDocInput } from './markdown/plugin-docs.ts';
import type { PoolBatch, ToWorker, WorkerAnswer, WorkerMessage, WorkerResult } from './threads/protocol.ts';

/** Runs one input of a batch; made once per batch, from what its inputs share. */
type Runner = (job: object) => Promise<unknown>;
type RunnerMaker = (context: unknown) => Runner;

const makers: Record<string, () => Promise<RunnerMaker>> = {
  async markdown() {
    const markdown = await markdownProcessor();
    return (context) => {
      const routesByPath = new Map(context as [string, string][]);
      return (job) => markdown.render({ ...(job as Parameters<typeof markdown.render>[0]), routesByPath });
    };
  },
  // Markdown docs with the site's remark plugins (markdown/plugin-docs.ts), taken once the ask `sitePlugins` has
  // loaded them.
  async pluginMarkdown() {
    const markdown = await markdownProcessor();
    return (context) => {
      const routesByPath = new Map(context as [string, string][]);
      return (job) => {
        const input = job as PluginDocInput;
        const plugins = sitePlugins.get(input.pluginsKey);
        if (!plugins) throw new Error(`${input.file}: the site's Markdown plugins for it were not loaded on this thread`);
        return markdown.renderWithPlugins({ ...input, routesByPath }, plugins);
      };
    };
  },
  // MDX docs' HTML → their Markdown files (output/html-markdown-pool.ts).
  async htmlMarkdown() {
    const { htmlMarkdown } = await import('./output/html-markdown.ts');
    return () => (job) => Promise.resolve(htmlMarkdown((job as HtmlJob).body, (job as HtmlJob).page));
  },
  // Loaded only for MDX batches: the MDX compiler and its packages. A doc the site's plugins apply to names them
  // by their key (see the ask `mdxPlugins`).
  async mdx() {
    const compiler = (await import('./mdx/compile.ts')).createMdxCompiler(createCodeHighlighter, true);
    return (context) => {
      const routesByPath = new Map(context as [string, string][]);
      return (job) => {
        const input = job as Parameters<typeof compiler.compileDoc>[0];
        const plugins = input.pluginsKey === undefined ? undefined : sitePlugins.get(input.pluginsKey);
        if (input.pluginsKey !== undefined && !plugins) throw new Error(`${input.file}: the site's Markdown plugins for it were not loaded on this thread`);
        return compiler.compileDoc({ ...input, routesByPath }, undefined, plugins);
      };
    };
  },
};
const loaded: Record<string, Promise<RunnerMaker>> = {};
let processor: ReturnType<typeof import('./markdown/processor.ts')['createMarkdownProcessor']> | undefined;
const markdownProcessor = () => (processor ??= import('./markdown/processor.ts').then((m) => m.createMarkdownProcessor()));

/** The ask for a batch kind whose docs name the site's plugins: whether every key asked for is among them. */
function pluginsLoaded(kind: 'mdx' | 'pluginMarkdown') {
  return async (payload: unknown) => {
    const { config, keys, bundles } = payload as { config: string; keys: string[]; bundles: [string, ModuleBundle][] };
    await ahead;
    if (keys.length && !keys.every((k) => sitePlugins.has(k))) sitePlugins = await (await import('./mdx/worker-plugins.ts')).pluginsByKey(config, bundles);
    await (loaded[kind] ??= makers[kind]!());
    return keys.every((k) => sitePlugins.has(k));
  };
}

const asks: Record<string, (payload: unknown) => Promise<unknown>> = {
  highlight: async (payload) => {
    const { themes, ...sent } = payload as { requests: HighlightRequest[]; grammars?: GrammarTexts; themes?: CodeThemes };
    // The grammars taken before any wait: a later ask may name one this ask brings.
    const requests = receivedRequests(sent);
    return highlightRequests(await createCodeHighlighter(), requests, themes);
  },
  // Pages of a large site (output/pages-on-worker.ts), against the model `renderModel` sent.
  renderPages: async (jobs) => {
    if (!renderJobs) throw new Error('pages were asked for before the render model was sent');
    return (await renderJobs)(jobs as Uint8Array);
  },
  // Plain docs' Markdown files (output/llms-on-worker.ts), against what `llmsModel` told.
  llmsFiles: async (jobs) => {
    if (!llmsFiles) throw new Error('Markdown files were asked for before their model was sent');
    return (await llmsFiles)(jobs as MarkdownJob[]);
  },
  // Whether this worker can take the MDX docs of a batch, or the Markdown docs with the site's plugins (the docs'
  // plugins, by key, from the config): answered once the code highlighted ahead is done (a doc compiled here would
  // delay the answers to this thread's asks) and the pipeline is loaded.
  mdxPlugins: pluginsLoaded('mdx'),
  sitePlugins: pluginsLoaded('pluginMarkdown'),
  searchIndex: async (job) => {
    const { id, split } = job as { id: number; split: boolean };
    const postings = await searchIndexes.get(id);
    searchIndexes.delete(id);
    return (await import('./search/split-index.ts')).searchIndexFiles(postings ?? new (await lunrIndex()).PostingsBuilder(), split);
  },
};

let aheadDone = false;
/** The code list of the latest `prepare`. */
let aheadList: AheadList | undefined;
/** The code being highlighted ahead, done when it is. */
let ahead: Promise<void> = Promise.resolve();
/** The site's Markdown plugins, by their key (the ask `mdxPlugins`). */
let sitePlugins = new Map<string, MarkdownPlugins>();
let renderJobs: Promise<(jobs: Uint8Array) => unknown> | undefined;
let llmsFiles: Promise<(jobs: MarkdownJob[]) => unknown> | undefined;
/** Search indexes being made, by session (search/files.ts's indexOnWorker): their records come a slice at a time. */
const searchIndexes = new Map<number, Promise<PostingsBuilder>>();
const lunrIndex = () => import('./search/lunr-index.ts');

const tells: Record<string, (payload: unknown) => void> = {
  prepare: (code) => {
    // A pool lent to several builds (a site's locales) is told once a build: a list before is done with.
    aheadDone = false;
    aheadList = code as AheadList;
    receiveGrammars(aheadList.grammars);
    // A failure shows at the asks for that code.
    ahead = highlightAhead(code as AheadList).catch(() => undefined);
  },
  aheadDone: () => (aheadDone = true),
  renderModel: (model) => {
    renderJobs = import('./output/render-jobs.ts').then((m) => m.jobRenderer(model as Uint8Array));
    // A failure shows at the first ask for pages.
    renderJobs.catch(() => undefined);
  },
  llmsModel: (model) => {
    llmsFiles = import('./output/llms-on-worker.ts').then((m) => m.llmsFileMaker(model));
    llmsFiles.catch(() => undefined);
  },
  searchIndexAdd: (payload) => {
    const { id, texts, spilled } = payload as { id: number; texts?: IndexText[]; spilled?: SpilledTexts };
    // Chained, so slices are added in the order they came; a failure shows when the index is asked for. A slice in
    // the temp file is read only when its turn comes.
    searchIndexes.set(id, (searchIndexes.get(id) ?? lunrIndex().then((m) => new m.PostingsBuilder())).then((postings) => {
      postings.add(texts ?? readSpilled(spilled!));
      return postings;
    }));
  },
};

interface Active extends PoolBatch {
  run: Promise<Runner>;
}
const batches: Active[] = [];
let wake: (() => void) | undefined;

// Every worker highlights, and the calling thread's first request should find the highlighter ready.
// A failure shows at that request.
createCodeHighlighter().catch(() => undefined);

parentPort!.on('message', async (m: ToWorker) => {
  if ('tell' in m) return tells[m.tell]?.(m.payload);
  // Answered before the next input is claimed: the calling thread is waiting.
  if ('ask' in m) return answer(m.ask, () => asks[m.name]!(m.payload));
  const run = (loaded[m.kind] ??= makers[m.kind]!()).then((make) => make(m.context));
  run.catch(() => undefined);
  batches.push({ ...m, run });
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
 * Highlights the list's blocks a block a turn (asks come in between, and go first), from its front (the calling
 * thread may take its back: ahead-claims.ts), with the results dropped: what the asks then reuse is kept (a Shiki
 * line's HTML, a Prism block's tokens: ahead-claims.ts's workAhead), so asks for them cost little.
 */
async function highlightAhead(list: AheadList) {
  const highlighter = await createCodeHighlighter();
  await loadLanguages(highlighter, list.blocks.map((b) => b.lang));
  for (let i = claimFront(list); i >= 0 && !aheadDone && list === aheadList; i = claimFront(list)) {
    const { code, lang } = list.blocks[i]!;
    const id = list.grammarOf?.[lang];
    const request = aheadRequest(highlighter, code, lang, id === undefined ? undefined : receivedGrammar(id));
    if (!request) continue;
    await workAhead(highlighter, request, list.themes);
    await nextTurn();
  }
}

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
    const size = b.sizes[b.order[k]!]!;
    if (size > bestSize) [best, bestSize] = [b, size];
  }
  return best;
}

/** Claims and runs batch inputs for ever (a function: the CommonJS bundle the thread runs from has no top-level await). */
async function work(): Promise<never> {
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
      result = { ok: await (await b.run)(b.jobs[index]!) };
    } catch (err) {
      result = err instanceof BuildError ? { problems: err.problems } : { crash: (err as Error).stack ?? String(err) };
    }
    parentPort!.postMessage({ batch: b.batch, index, result } satisfies WorkerMessage<unknown>);
    // Batches sent meanwhile come in here.
    await nextTurn();
  }
}

void work();
