// The Markdown files of a large site's plain docs (llms.ts) made on two threads: this thread and the build's first
// worker take docs from the two ends of the list (threads/both-ends.ts), and this thread writes each file as it
// comes. Made on this thread alone, they were ~15 % of a 100,000-page build's render stage, after the pages.
import { heldBody } from '../content/doc-bodies.ts';
import { fromBothEnds } from '../threads/both-ends.ts';
import type { Pool } from '../threads/pool.ts';
import { docFile, type FilesElsewhere, type LlmsInput, type MarkdownContext, type MarkdownJob } from './llms.ts';
import { WORKER_MIN_PAGES } from './pages-on-worker.ts';

/** What the worker is told once: what every file needs, and whether to send the files as UTF-8 (written to disk). */
interface MarkdownModel {
  site: MarkdownContext['site'];
  routesByPath: [string, string][];
  bytes: boolean;
}

/** The most docs one ask holds (~20 ms of the worker's time). */
const RUN = 200;

/** Makes the files on the pool's worker too, from `from` docs (WORKER_MIN_PAGES by default). */
export function llmsFilesOnWorker(pool: Pool, input: LlmsInput, how: { from?: number; bytes: boolean }): FilesElsewhere {
  return (jobs, put) => {
    if (jobs.length < (how.from ?? WORKER_MIN_PAGES) || !pool.canAsk()) return undefined;
    const model: MarkdownModel = { site: { url: input.site.url, baseUrl: input.site.baseUrl }, routesByPath: [...input.routesByPath], bytes: how.bytes };
    pool.tell('llmsModel', model);
    // Each doc's body goes with its run (read back from its file when the build released it: bodyOf).
    const sent = ({ route, doc, title }: MarkdownJob): MarkdownJob => ({
      route: { path: route.path }, title, doc: { body: input.bodyOf(doc), file: doc.file, relPath: doc.relPath, linkScope: doc.linkScope, h1: doc.h1 },
    });
    return fromBothEnds(pool, jobs, { ask: 'llmsFiles', payload: (run) => run.map(sent), here: (job) => docFile(job, input), put, run: RUN });
  };
}

const utf8 = new TextEncoder();

/** The worker's side: makes the files of the jobs it is asked for against the model it was told. */
export function llmsFileMaker(told: unknown): (jobs: MarkdownJob[]) => (string | Uint8Array)[] {
  const { site, routesByPath, bytes } = told as MarkdownModel;
  const context: MarkdownContext = { site, routesByPath: new Map(routesByPath), bodyOf: heldBody };
  return (jobs) => jobs.map((job) => (bytes ? utf8.encode(docFile(job, context)) : docFile(job, context)));
}
