// Stage 2b: DocSource → Doc through the Markdown processor (in parallel), reusing cached results for unchanged files.
import { BuildError, type Problem } from './errors.ts';
import type { MarkdownProcessor } from './markdown.ts';
import { renderAll } from './markdown-pool.ts';
import type { Doc, DocSource, ParsedMarkdown } from './types.ts';

/** Parse results by cache key; the build driver persists it between builds. */
export type MarkdownCache = Map<string, ParsedMarkdown>;

/** Returns the docs and the cache entries this build used (stale entries drop out). */
export async function parseDocs(sources: DocSource[], markdown: MarkdownProcessor, previous: MarkdownCache, cacheSalt: string): Promise<{ docs: Doc[]; cache: MarkdownCache }> {
  const routesByPath = new Map(sources.map((d) => [d.relPath, d.route]));
  const keyOf = (src: DocSource) => `${cacheSalt}:${src.relPath}:${src.hash}`;
  const todo = sources.filter((src) => !previous.has(keyOf(src)));
  const rendered = await renderAll(todo.map((src) => ({ body: src.body, file: src.file, relPath: src.relPath, bodyLine: src.bodyLine, routesByPath })), markdown);
  const cache: MarkdownCache = new Map();
  todo.forEach((src, i) => {
    const r = rendered[i]!;
    if (r.status === 'fulfilled') cache.set(keyOf(src), r.value);
  });
  const problems: Problem[] = rendered.flatMap((r) => {
    if (r.status === 'fulfilled') return [];
    if (r.reason instanceof BuildError) return r.reason.problems;
    throw r.reason;
  });
  const docs: Doc[] = [];
  for (const src of sources) {
    const parsed = previous.get(keyOf(src)) ?? cache.get(keyOf(src));
    if (!parsed) continue;
    cache.set(keyOf(src), parsed);
    try {
      docs.push(toDoc(src, parsed));
    } catch (err) {
      if (err instanceof BuildError) problems.push(...err.problems);
      else throw err;
    }
  }
  if (problems.length) throw new BuildError(problems);
  return { docs, cache };
}

export function toDoc(src: DocSource, parsed: ParsedMarkdown): Doc {
  const title = src.frontmatter.title ?? parsed.h1;
  if (!title) {
    throw new BuildError([{ pos: { file: src.file, line: 1 }, message: 'the doc has no title', hint: 'add `title: ...` to the frontmatter or start the page with a `# Heading`' }]);
  }
  return {
    ...src,
    ...parsed,
    title,
    sidebarLabel: src.frontmatter.sidebar_label ?? title,
    description: src.frontmatter.description ?? summarize(parsed.sections[0]?.text ?? ''),
  };
}

function summarize(text: string): string {
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157)}…`;
}
