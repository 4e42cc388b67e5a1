// Stage 2b: DocSource → Doc through the Markdown processor, reusing cached results for unchanged files.
import { BuildError, type Problem } from './errors.ts';
import type { MarkdownProcessor } from './markdown.ts';
import type { Doc, DocSource, ParsedMarkdown } from './types.ts';

/** Parse results by cache key; the build driver persists it between builds. */
export type MarkdownCache = Map<string, ParsedMarkdown>;

/** Returns the docs and the cache entries this build used (stale entries drop out). */
export async function parseDocs(sources: DocSource[], markdown: MarkdownProcessor, previous: MarkdownCache, cacheSalt: string): Promise<{ docs: Doc[]; cache: MarkdownCache }> {
  const routesByPath = new Map(sources.map((d) => [d.relPath, d.route]));
  const problems: Problem[] = [];
  const docs: Doc[] = [];
  const cache: MarkdownCache = new Map();
  await Promise.all(sources.map(async (src) => {
    const key = `${cacheSalt}:${src.relPath}:${src.hash}`;
    try {
      const parsed = previous.get(key) ?? await markdown.render({ body: src.body, file: src.file, relPath: src.relPath, bodyLine: src.bodyLine, routesByPath });
      cache.set(key, parsed);
      docs.push(toDoc(src, parsed));
    } catch (err) {
      if (err instanceof BuildError) problems.push(...err.problems);
      else throw err;
    }
  }));
  if (problems.length) throw new BuildError(problems);
  // Keep discovery order: parsing finishes in any order.
  const order = new Map(sources.map((s, i) => [s.id, i]));
  return { docs: docs.sort((a, b) => order.get(a.id)! - order.get(b.id)!), cache };
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
