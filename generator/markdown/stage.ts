// The Markdown stage: every source's Markdown and MDX parsed into docs, and the search files started from them.
import type { KeepHtml } from '../doc-html.ts';
import path from 'node:path';
import type { BuildCache } from '../build-cache.ts';
import type { LoadedConfig } from '../config/load.ts';
import { BuildError } from '../errors.ts';
import { isMdxDoc } from '../mdx/format.ts';
import { MDX_MIN_BYTES } from '../mdx/batch.ts';
import type { Pool } from '../threads/pool.ts';
import { MARKDOWN_MIN_BYTES, withCache } from './cache.ts';
import { highlightAhead } from './code/on-worker.ts';
import type { Doc, DocSource } from '../types.ts';
import { scanFences } from './code/fences.ts';
import { prismGrammarOf } from './code/prism-grammar.ts';
import { parseDocs } from './docs.ts';
import { bodyLength } from '../content/doc-bodies.ts';
import type { MarkdownProcessor } from './processor.ts';
import type { MarkdownPlugins } from '../mdx/site-plugins.ts';
import type { MarkdownSetup } from './setup.ts';
import { jsxAdmonitions, type ThemeOverrides } from '../docusaurus/theme-overrides.ts';
import { sourceVersion, STAGE_SOURCES } from '../source-version.ts';

/** Changes whenever the Markdown stage's sources do, so cached results from older code are never reused. */
export const MARKDOWN_STAGE_VERSION = sourceVersion(STAGE_SOURCES.markdown);

export interface ParseContext {
  loaded: LoadedConfig;
  /** What the previous build left. */
  cache?: BuildCache;
  /** A processor kept across rebuilds (`serve`). */
  markdown?: MarkdownProcessor;
  routesByPath: Map<string, string>;
  /** What components read with `useGlobalData()` (MDX docs and React pages). */
  globalData?: Record<string, Record<string, unknown>>;
  /** The site's Markdown plugins of the docs they apply to, by file: those docs go through the MDX path. */
  plugins: ReadonlyMap<string, MarkdownPlugins>;
  /** What the config sets for every doc's Markdown. */
  setup: MarkdownSetup;
  /** The site's theme components (`src/theme`), by name. */
  overrides?: ThemeOverrides;
  salt: string;
  url: (route: string) => string;
  onPage: (done: number, total: number) => void;
  /** Keeps each doc's HTML (by default in memory). */
  keepHtml?: KeepHtml;
  /** The build's worker threads (started on demand; the build closes them). */
  pool: Pool;
}

/**
 * Every source's Markdown and MDX parsed (cached by content hash), in the order given: plain Markdown on the fast
 * path, MDX docs through the MDX compiler (loaded only when a site has some), both at once on the same threads
 * (see threads/pool.ts); the search files are started there too, while this thread goes on to the pages.
 */
export async function parseEntries(entries: DocSource[], ctx: ParseContext) {
  const { loaded, cache } = ctx;
  const site = loaded.config;
  const mdxDoc = (d: DocSource) => isMdxDoc(d.relPath, d.mdxSyntax, d.frontmatter, site.markdown.format);
  // `:::note` blocks for the site's Admonition components, and blocks of its own admonition types, need the MDX path.
  const keywords = ctx.setup.admonitionKeywords ?? [];
  const ownKind = keywords.length ? new RegExp(`^[ \\t>]*:{3,}(?:${keywords.join('|')})(?![\\w-])`, 'm') : undefined;
  // So do all docs of a site whose MDXComponents maps Markdown's elements (`table`), and those with fenced code
  // where the site has its own CodeBlock (or Mermaid fences, where it has its own Mermaid): they render through its components.
  // So do all docs of a site with its own Heading: their headings render through it.
  // A site that draws only images itself (its MDXComponents/Img): only the docs that have one.
  const onlyImages = ctx.setup.siteTags?.join() === 'img' && ctx.setup.siteHeading !== true;
  const siteTags = (d: DocSource) => (onlyImages ? IMAGE.test(d.body) : ctx.setup.siteTags !== undefined || ctx.setup.siteHeading === true);
  const siteCode = (d: DocSource) => (ctx.setup.siteCodeBlock === true && FENCE_LINE.test(d.body)) || (ctx.setup.mermaid?.site === true && ctx.setup.mermaid.blocks !== false && MERMAID_LINE.test(d.body));
  // And all of a site whose MDXContent draws around every content (the fast path draws none).
  const siteWraps = ctx.overrides?.has('MDXContent') === true;
  const ownAdmonition = (d: DocSource) => siteTags(d) || siteWraps || siteCode(d) || (jsxAdmonitions(ctx.overrides) && ADMONITION_LINE.test(d.body)) || ownKind?.test(d.body) === true;
  // Markdown docs of parts with plugins take the fast path, unless the plugins give them MDX (plugin-docs.ts).
  const withPlugins = ctx.plugins.size ? entries.filter((d) => ctx.plugins.has(d.file) && !mdxDoc(d) && !ownAdmonition(d)) : [];
  const withPluginFiles = new Set(withPlugins.map((d) => d.file));
  // Docs compiled by the MDX path for the site's sake: its own Admonition for `:::note`.
  const forSite = (d: DocSource) => (ctx.plugins.has(d.file) && !withPluginFiles.has(d.file)) || ownAdmonition(d);
  const mdxSources = entries.filter((d) => forSite(d) || mdxDoc(d));
  const notPlain = new Set([...mdxSources, ...withPlugins].map((d) => d.file));
  const mdSources = notPlain.size ? entries.filter((d) => !notPlain.has(d.file)) : entries;
  // A cold build that will need workers starts them now: they load while the processors are made. So does one
  // whose launcher prestarted a worker (`docsgen build`), even for a small site: that worker loads the highlighter
  // anyway, and this thread then never loads its own (a cold Sapling build: ~150 ms less on this thread).
  const { pool } = ctx;
  // By their lengths: `build` reads a body back from its file each time it is asked for (doc-bodies.ts).
  const bytes = (sources: DocSource[]) => sources.reduce((n, d) => n + bodyLength(d), 0);
  const cold = !cache?.markdown?.size && !cache?.mdx?.size;
  if (cold && (bytes(mdxSources) >= MDX_MIN_BYTES || bytes(mdSources) >= MARKDOWN_MIN_BYTES || bytes(withPlugins) >= MARKDOWN_MIN_BYTES || pool.canAsk())) {
    // The worker highlights the code of MDX docs, and of Markdown pages too few to share out (with or without
    // plugins), in the order this thread takes them.
    const few = (sources: DocSource[]) => (bytes(sources) >= MARKDOWN_MIN_BYTES ? [] : sources);
    const asking = [...mdxSources, ...few(mdSources), ...few(withPlugins)];
    highlightAhead(pool, [...asking].sort((a, b) => bodyLength(b) - bodyLength(a)).flatMap((d) => scanFences(d.body)), ctx.setup?.codeThemes, (lang) => prismGrammarOf(ctx.setup, lang));
  }
  // Loaded only on a cache miss: the pipeline's packages (shiki, unified, parsers) take a while to load.
  let processor: Promise<MarkdownProcessor> | undefined;
  const local = () => (processor ??= ctx.markdown ? Promise.resolve(ctx.markdown) : import('./processor.ts').then((m) => m.createMarkdownProcessor()));
  const markdown = withCache(local, cache?.markdown ?? new Map(), ctx.salt, pool, ctx.keepHtml);
  const renderMdx = (sources: DocSource[]) => sources.length
    ? import('../mdx/stage.tsx').then((m) => m.renderMdxDocs(sources, { site, configFile: loaded.file, siteDir: loaded.root, docsDir: path.resolve(loaded.root, site.docs.path!), routesByPath: ctx.routesByPath, url: ctx.url, pool, globalData: ctx.globalData, plugins: ctx.plugins, setup: ctx.setup, overrides: ctx.overrides }, cache?.mdx))
    : Promise.resolve(undefined);
  // The docs the site's plugins gave MDX join the MDX path's.
  const withPluginsThenMdx = async () => {
    const done = withPlugins.length
      ? await (await import('./plugin-docs.ts')).renderPluginDocs(withPlugins, { plugins: ctx.plugins, format: site.markdown.format, routesByPath: ctx.routesByPath, setup: ctx.setup, salt: ctx.salt, pool, configFile: loaded.file, processor: local, previous: cache?.markdown ?? new Map(), used: markdown.used, ...(ctx.keepHtml ? { keep: ctx.keepHtml } : {}) })
      : { docs: [], toMdx: [] };
    return { pluginDocs: done.docs, mdx: await renderMdx([...mdxSources, ...done.toMdx]) };
  };
  ctx.onPage(0, entries.length);
  const [parsed, { pluginDocs, mdx }] = await bothOrProblems(
    parseDocs(mdSources, markdown, { onPage: (done) => ctx.onPage(done, entries.length), routesByPath: ctx.routesByPath, setup: ctx.setup }),
    withPluginsThenMdx(),
  );
  const docs = mdx || pluginDocs.length ? inSourceOrder(entries, [...parsed, ...pluginDocs, ...(mdx?.docs ?? [])]) : parsed;
  // A Markdown doc's `.md` file is its source, whatever the site's plugins made of its page; an MDX doc's components
  // exist only as they render, so its file is made from its HTML.
  const mdxFiles = new Set(mdxSources.filter(mdxDoc).map((d) => d.file));
  return { docs, mdx, mdxFiles, markdown };
}

const ADMONITION_LINE = /^[ \t>]*:::\w/m;
/** A fenced code block's opening line. */
const FENCE_LINE = /^[ \t>]*(```|~~~)/m;
/** A Markdown image or an `<img>`. */
const IMAGE = /!\[|<img\b/i;
/** A ```` ```mermaid ```` fence: drawn by the site's own Mermaid, when it has one. */
const MERMAID_LINE = /^[ \t>]*(```|~~~)[ \t]*mermaid\b/m;

function inSourceOrder(sources: DocSource[], docs: Doc[]): Doc[] {
  const byFile = new Map(docs.map((d) => [d.file, d]));
  return sources.map((s) => byFile.get(s.file)!);
}

/** Both results; when either fails, the problems of both (an error other than a BuildError as it is). */
async function bothOrProblems<A, B>(a: Promise<A>, b: Promise<B>): Promise<[A, B]> {
  const [ra, rb] = await Promise.allSettled([a, b]);
  if (ra.status === 'fulfilled' && rb.status === 'fulfilled') return [ra.value, rb.value];
  const reasons = [ra, rb].flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  const other = reasons.find((r) => !(r instanceof BuildError));
  if (other !== undefined) throw other;
  throw new BuildError(reasons.flatMap((r) => (r as BuildError).problems));
}
