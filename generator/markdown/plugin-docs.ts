// Markdown docs of a part with the site's remark plugins, on the fast path (issue 23): each is parsed as any Markdown
// doc, the plugins run on its tree where Docusaurus runs them, and its HTML is written from what they leave — unless
// they gave it JSX, imports or expressions (npm2yarn's tabs, say), which only the MDX path renders: those docs are
// handed back for it. Plugins are functions, which do not cross threads: a worker takes docs of a large batch once
// it has loaded them from the config (the worker's ask `sitePlugins`).
import { inMemory, stored, type KeepHtml } from '../doc-html.ts';
import { BuildError, type Problem } from '../errors.ts';
import { sha1 } from '../hash.ts';
import { pluginsKey, type MarkdownPlugins } from '../mdx/site-plugins.ts';
import type { BatchOptions, Pool } from '../threads/pool.ts';
import type { Doc, DocSource, Frontmatter, ParsedMarkdown } from '../types.ts';
import { MARKDOWN_MIN_BYTES, type MarkdownCache } from './cache.ts';
import { highlightedBatch } from './code/on-worker.ts';
import { toDoc } from './docs.ts';
import { resolveMdLinks } from './plugins/remark-links.ts';
import type { MarkdownProcessor, PluginInput, PluginParsed } from './processor.ts';
import { docFormat, type MarkdownFormat } from '../mdx/format.ts';
import { bundledModules } from '../import-module.ts';
import type { MarkdownSetup } from './setup.ts';

/** A doc as a worker gets it: its plugins named by their key (site-plugins.ts). */
export type PluginDocInput = PluginInput & { pluginsKey: string };

export interface PluginDocsContext {
  /** The site's plugins of the docs they apply to, by file. */
  plugins: ReadonlyMap<string, MarkdownPlugins>;
  /** The site's `markdown.format` (default `mdx`): how the MDX path would read each doc (syntax-parse.ts). */
  format?: MarkdownFormat;
  routesByPath: ReadonlyMap<string, string>;
  setup: MarkdownSetup;
  /** Covers what else shapes the output (see cache.ts). */
  salt: string;
  pool: Pool;
  /** The config's file: a worker loads the plugins from it. */
  configFile: string;
  processor: () => Promise<MarkdownProcessor>;
  /** What the previous build left, and what this one uses (the Markdown cache's entries). */
  previous: MarkdownCache;
  used: MarkdownCache;
  keep?: KeepHtml;
  /** Tests leave every doc to the workers (which must have loaded the plugins: the ask `sitePlugins`). */
  batch?: Pick<BatchOptions, 'workersOnly'>;
}

export interface PluginDocsResult {
  docs: Doc[];
  /** The docs the plugins gave MDX: for the MDX path. */
  toMdx: DocSource[];
}

export async function renderPluginDocs(sources: DocSource[], ctx: PluginDocsContext): Promise<PluginDocsResult> {
  const keyOfPlugins = new Map([...new Set(ctx.plugins.values())].map((p) => [p, pluginsKey(p)]));
  const byKey = new Map([...keyOfPlugins].map(([p, k]) => [k, p]));
  const inputs = sources.map((src): Omit<PluginDocInput, 'body'> => ({
    file: src.file, relPath: src.relPath, linkScope: src.linkScope, bodyLine: src.bodyLine, routesByPath: ctx.routesByPath,
    setup: ctx.setup, deferLinks: true, frontmatter: src.frontmatter, format: docFormat(src.relPath, src.frontmatter, ctx.format ?? 'mdx'), pluginsKey: keyOfPlugins.get(ctx.plugins.get(src.file)!)!,
  }));
  // Each body read once (`build` reads it back from its file, hashing it, each time it is asked for:
  // content/doc-bodies.ts); a doc to render holds it in the batch, whose jobs for a worker hold it anyway.
  const bodies: string[] = [];
  // What the plugins are given but the path: a doc copied unchanged into each version has the same one.
  const sameAs = inputs.map((d, i) => sha1(ctx.salt, '\0', d.pluginsKey, '\0', d.format ?? '', '\0', JSON.stringify(d.frontmatter), '\0', String(d.bodyLine), '\0', (bodies[i] = sources[i]!.body)));
  // A plugin sees the doc's path as well.
  const keys = inputs.map((d, i) => sha1(sameAs[i]!, '\0', d.file));
  const misses = inputs.flatMap((d, i) => (ctx.previous.has(keys[i]!) || ctx.used.has(keys[i]!) ? [] : [i]));
  // Such a copy runs once: the others take its result, unless the plugins read the file's path while they ran on
  // it (what they made may then be that file's alone).
  const firstOf = new Map<string, number>();
  const copies = misses.filter((i) => firstOf.has(sameAs[i]!) || (firstOf.set(sameAs[i]!, i), false));
  const local = async () => {
    const processor = await ctx.processor();
    return (input: PluginDocInput) => processor.renderWithPlugins(input, byKey.get(input.pluginsKey)!);
  };
  const bytes = misses.reduce((n, i) => n + bodies[i]!.length, 0);
  // The first worker joins once it has the plugins, for a batch large enough to start workers.
  const shareWhen = bytes >= MARKDOWN_MIN_BYTES && ctx.pool.canAsk() ? ctx.pool.ask<boolean>('sitePlugins', { config: ctx.configFile, keys: [...byKey.keys()], bundles: bundledModules() }) : undefined;
  const results = new Map<number, PromiseSettledResult<PluginParsed | null>>();
  const run = async (docs: number[]) => {
    const batch = docs.map((i): PluginDocInput => ({ ...inputs[i]!, body: bodies[i]! }));
    const fresh = await ctx.pool.run(highlightedBatch(ctx.pool, 'pluginMarkdown', batch, local, { minBytes: MARKDOWN_MIN_BYTES, weight: 1, shareWhenLarge: false, ...(shareWhen ? { shareWhen } : {}) }), ctx.batch);
    docs.forEach((i, k) => results.set(i, fresh[k]!));
  };
  await run([...firstOf.values()]);
  const ownRun = (i: number) => {
    const first = results.get(firstOf.get(sameAs[i]!)!)!;
    // A failure is told for each file: the copy runs too.
    return first.status === 'rejected' || first.value?.pathRead === true;
  };
  for (const i of copies) if (!ownRun(i)) results.set(i, results.get(firstOf.get(sameAs[i]!)!)!);
  await run(copies.filter(ownRun));
  bodies.length = 0;

  const docs: Doc[] = [];
  const toMdx: DocSource[] = [];
  const problems: Problem[] = [];
  sources.forEach((src, i) => {
    const key = keys[i]!;
    const hit = ctx.previous.get(key) ?? ctx.used.get(key);
    const r = results.get(i);
    if (r?.status === 'rejected') {
      if (!(r.reason instanceof BuildError)) throw r.reason;
      problems.push(...r.reason.problems);
    } else if (r?.value === null) {
      toMdx.push(src);
    } else {
      const kept = hit ?? stored(withoutPathRead(r!.value!), ctx.keep ?? inMemory);
      ctx.used.set(key, kept);
      try {
        docs.push(toDoc(src, resolveMdLinks(kept, inputs[i]!)));
      } catch (err) {
        if (!(err instanceof BuildError)) throw err;
        problems.push(...err.problems);
      }
    }
  });
  if (problems.length) throw new BuildError(problems);
  return { docs, toMdx };
}

function withoutPathRead({ pathRead: _read, ...parsed }: PluginParsed): ParsedMarkdown {
  return parsed;
}
