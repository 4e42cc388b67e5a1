// The MDX docs' Markdown (html-markdown.ts) made on the build's pool: its worker and this thread claim docs from one
// counter, largest first, this thread once its pages are rendered. Asked of the worker alone, it kept this thread
// idle at the end of a build while the worker, also busy with the search index, converted every doc.
import type { BatchOptions, Pool } from '../threads/pool.ts';

/** A doc's HTML (`body`: the pool sizes inputs by it) and its page's absolute URL. */
export interface HtmlJob { body: string; page: string }

export async function htmlMarkdownOnPool(pool: Pool, pairs: [html: string, page: string][], opts?: BatchOptions): Promise<string[]> {
  const inputs = pairs.map(([body, page]): HtmlJob => ({ body, page }));
  const results = await pool.run({
    kind: 'htmlMarkdown', inputs, jobs: inputs, context: undefined, minBytes: 0, weight: 1, shareWhenLarge: true, lanes: 1,
    // Loaded only by a site with MDX docs: its HTML parser takes a while to load.
    local: async () => {
      const { htmlMarkdown } = await import('./html-markdown.ts');
      return async (job: HtmlJob) => htmlMarkdown(job.body, job.page);
    },
  }, opts);
  return results.map((r) => {
    if (r.status === 'rejected') throw r.reason;
    return r.value;
  });
}
