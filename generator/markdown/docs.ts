// DocSource → Doc through the Markdown processor.
import { BuildError, type Problem } from '../errors.ts';
import type { CachedProcessor } from './cache.ts';
import { inMemory, stored } from '../doc-html.ts';
import type { Doc, DocSource, ParsedMarkdown, StoredMarkdown } from '../types.ts';
import type { MarkdownInput } from './processor.ts';
import type { MarkdownSetup } from './setup.ts';

export interface ParseOptions {
  /** Counts the docs parsed. */
  onPage?: (done: number) => void;
  /** `.md` link targets (see remark-links), by default the docs' own paths. */
  routesByPath?: ReadonlyMap<string, string>;
  /** What the config sets for every doc's Markdown. */
  setup?: MarkdownSetup;
}

/** Parse every doc (a large site's misses on worker threads, see threads/pool.ts). */
export async function parseDocs(sources: DocSource[], markdown: Pick<CachedProcessor, 'renderAll'>, opts: ParseOptions = {}): Promise<Doc[]> {
  const routesByPath = opts.routesByPath ?? new Map(sources.map((d) => [d.relPath, d.route]));
  // Each input's body is its source's, read when asked for rather than copied: `build`'s sources read theirs from
  // their files (content/doc-bodies.ts), and the cache parses a slice of docs at a time.
  const input = (src: DocSource): MarkdownInput => Object.defineProperty(
    { file: src.file, relPath: src.relPath, linkScope: src.linkScope, bodyLine: src.bodyLine, routesByPath, ...(opts.setup ? { setup: opts.setup } : {}) },
    'body', { get: () => src.body, enumerable: true },
  ) as MarkdownInput;
  const rendered = await markdown.renderAll(sources.map(input), opts.onPage);
  const problems: Problem[] = [];
  const docs: Doc[] = [];
  sources.forEach((src, i) => {
    const r = rendered[i]!;
    try {
      if (r.status === 'rejected') throw r.reason;
      docs.push(toDoc(src, r.value));
    } catch (err) {
      if (err instanceof BuildError) problems.push(...err.problems);
      else throw err;
    }
  });
  if (problems.length) throw new BuildError(problems);
  return docs;
}

/** `parsed`: from the Markdown stage (its HTML kept), or an MDX doc's (its HTML a string, kept in memory). */
export function toDoc(src: DocSource, parsed: ParsedMarkdown | StoredMarkdown): Doc {
  // The written file's heading when a preprocessor changed the text (DocSource.writtenTitle), as Docusaurus.
  const title = src.frontmatter.title ?? (src.writtenTitle === undefined ? parsed.h1 : src.writtenTitle ?? undefined) ?? src.idTitle;
  if (!title) {
    throw new BuildError([{ pos: { file: src.file, line: 1 }, message: 'the doc has no title', hint: 'add `title: ...` to the frontmatter or start the page with a `# Heading`' }]);
  }
  const kept: StoredMarkdown = typeof parsed.html === 'string' ? stored(parsed as ParsedMarkdown, inMemory) : parsed as StoredMarkdown;
  return {
    ...src,
    ...kept,
    title,
    sidebarLabel: src.frontmatter.sidebar_label ?? title,
    description: src.frontmatter.description ?? src.excerpt ?? summarize(parsed.lead),
  };
}

function summarize(text: string): string {
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157)}…`;
}
