// The site's own remark and rehype plugins, as a part of it (a docs instance, the blog, the pages) gives them: a doc
// of that part is compiled by the MDX path with them, in Docusaurus's order around docsgen's own plugins.
import { unified, type Pluggable } from 'unified';
import type { MarkdownPlugins } from '../config/schema.ts';
import { sha1 } from '../hash.ts';
import type { LoadedSource } from '../content/source.ts';
import { REACT_PAGE } from './format.ts';
import { BuildError } from '../errors.ts';

export type { MarkdownPlugins };

/** A part's plugins, when it has any. */
export function sitePlugins(options: Partial<MarkdownPlugins>): MarkdownPlugins | undefined {
  const p: MarkdownPlugins = {
    beforeDefaultRemarkPlugins: options.beforeDefaultRemarkPlugins ?? [],
    remarkPlugins: options.remarkPlugins ?? [],
    beforeDefaultRehypePlugins: options.beforeDefaultRehypePlugins ?? [],
    rehypePlugins: options.rehypePlugins ?? [],
  };
  return Object.values(p).some((list) => list.length) ? p : undefined;
}

/** Syntax the remark plugins add: `starts` matches each character that may open it, when that is known. */
export interface AddedSyntax {
  starts?: RegExp;
}

const syntaxOf = new WeakMap<MarkdownPlugins, AddedSyntax | null>();

/**
 * Whether the remark plugins add Markdown syntax (remark-math's `$…$`, say): they give micromark extensions to
 * the parser, which markdown-it — the fast path's parser, also reading an MDX doc's plain runs — cannot take. A doc
 * they apply to is then parsed by micromark, as on Docusaurus, except for runs of blocks where none of the
 * characters that open the added syntax appear (markdown-parts.ts). Found by attaching them to a processor of
 * their own (a plugin that throws there is left to the compile, which names it).
 */
export function addedSyntax(p: MarkdownPlugins): AddedSyntax | undefined {
  let added = syntaxOf.get(p);
  if (added === undefined) {
    const processor = unified();
    try {
      processor.use([...p.beforeDefaultRemarkPlugins, ...p.remarkPlugins]);
      processor.freeze();
      const extensions = (processor.data() as { micromarkExtensions?: unknown[] }).micromarkExtensions ?? [];
      const starts = extensions.length ? startsOf(extensions) : undefined;
      added = !extensions.length ? null : starts ? { starts } : {};
    } catch {
      added = null;
    }
    syntaxOf.set(p, added);
  }
  return added ?? undefined;
}

export function addsSyntax(p: MarkdownPlugins): boolean {
  return addedSyntax(p) !== undefined;
}

/** micromark's construct maps, keyed by the character code that opens each construct. */
const CONSTRUCT_MAPS = new Set(['document', 'contentInitial', 'flowInitial', 'flow', 'string', 'text']);

/**
 * The characters that open the extensions' constructs, as a class; undefined when that is not plain: a construct
 * opened by whitespace, a line ending or any character (`null`), or an extension that does more than add
 * constructs (disables some, changes emphasis).
 */
function startsOf(extensions: unknown[]): RegExp | undefined {
  const codes = new Set<number>();
  const add = (extension: unknown): boolean => {
    if (Array.isArray(extension)) return extension.every(add);
    for (const [field, map] of Object.entries(extension as Record<string, Record<string, unknown>>)) {
      if (!CONSTRUCT_MAPS.has(field)) return false;
      for (const key of Object.keys(map)) {
        const code = Number(key);
        if (!Number.isInteger(code) || code <= 32) return false;
        codes.add(code);
      }
    }
    return true;
  };
  if (!extensions.every(add) || !codes.size) return undefined;
  return new RegExp(`[${[...codes].map((c) => `\\u{${c.toString(16)}}`).join('')}]`, 'u');
}

/** The plugins' names, for messages: their functions' names, in the order they run. */
export function pluginNames(p: MarkdownPlugins): string[] {
  return [...p.beforeDefaultRemarkPlugins, ...p.remarkPlugins, ...p.beforeDefaultRehypePlugins, ...p.rehypePlugins].map((entry) => {
    const fn = Array.isArray(entry) ? entry[0] : entry;
    return (typeof fn === 'function' && fn.name) || 'an unnamed plugin';
  });
}

/** An error thrown while the site's plugins ran on a doc: most likely theirs (a package they need, an option). */
export function pluginsFailed(err: unknown, file: string, plugins: MarkdownPlugins): BuildError {
  if (err instanceof BuildError) return err;
  const e = err as { reason?: string; message: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
  return new BuildError([{
    pos: { file, line: e.place?.start?.line ?? e.place?.line ?? e.line, column: e.place?.start?.column ?? e.place?.column ?? e.column },
    message: `compiling the doc failed while the site's Markdown plugins ran on it (${pluginNames(plugins).join(', ')}): ${e.reason ?? e.message}`,
    hint: 'check those plugins\' options in the config and the packages and files they read (Docusaurus would stop on this doc too)',
  }]);
}

/** Each file the sources' plugins apply to (their Markdown and MDX; a React page is the site's code), with them. */
export function pluginsByFile(sources: LoadedSource[]): Map<string, MarkdownPlugins> {
  return new Map(sources.flatMap((s) => (s.markdownPlugins ? s.entries.filter((e) => !REACT_PAGE.test(e.relPath)).map((e) => [e.file, s.markdownPlugins!] as const) : [])));
}

/**
 * What the plugins' output depends on that a cache key can hold: each plugin's code and its options. (A plugin
 * that reads other files is not followed: `serve` compiles again when the doc or the config changes.)
 */
export function pluginsKey(p: MarkdownPlugins): string {
  const one = (entry: Pluggable) => {
    const [fn, ...options] = Array.isArray(entry) ? entry : [entry];
    return `${String(fn)}\0${safeJson(options)}`;
  };
  return sha1(Object.values(p).map((list) => list.map(one).join('\n')).join('\n\n'));
}

function safeJson(value: unknown): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(value, (_k, v: unknown) => {
    if (typeof v === 'function') return String(v);
    if (typeof v === 'object' && v !== null) {
      if (seen.has(v)) return '[circular]';
      seen.add(v);
    }
    return v;
  }) ?? '';
}
