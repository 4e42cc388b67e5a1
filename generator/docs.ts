// Stage 2b: DocSource → Doc through the Markdown processor.
import { BuildError, type Problem } from './errors.ts';
import type { MarkdownProcessor } from './markdown.ts';
import type { Doc, DocSource, ParsedMarkdown } from './types.ts';

/** Parse every doc (one at a time: the work is CPU-bound; worker threads measured slower on 2 cores, see README). */
export async function parseDocs(sources: DocSource[], markdown: MarkdownProcessor): Promise<Doc[]> {
  const routesByPath = new Map(sources.map((d) => [d.relPath, d.route]));
  const problems: Problem[] = [];
  const docs: Doc[] = [];
  for (const src of sources) {
    try {
      const parsed = await markdown.render({ body: src.body, file: src.file, relPath: src.relPath, bodyLine: src.bodyLine, routesByPath });
      docs.push(toDoc(src, parsed));
    } catch (err) {
      if (err instanceof BuildError) problems.push(...err.problems);
      else throw err;
    }
  }
  if (problems.length) throw new BuildError(problems);
  return docs;
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
