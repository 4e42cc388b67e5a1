// The Markdown pipeline, created once per build: markdown-it's tokens as mdast, the shared remark plugins, then the HTML
// written straight from the mdast for plain docs (direct-html.ts) or by the rehype side. Markdown in, structured data out.
import { unified } from 'unified';
import { VFile } from 'vfile';
import { parseMarkdown } from './parse.ts';
import { fillCode } from './code/pending-code.ts';
import { createCodeHighlighter } from './code/highlighter.ts';
import { rehypeCode, type RemoteHighlight } from './code/rehype-code.ts';
import { toHtml } from 'hast-util-to-html';
import { directHtml, type DirectHtml } from './direct-html.ts';
import { sharedRemarkPlugins } from './plugins/shared.ts';
import type { Root } from 'mdast';
import type { RehypeSide } from './rehype-side.ts';
import type { MarkdownSetup } from './setup.ts';
import { resolveMdLinks } from './plugins/remark-links.ts';
import { BuildError } from '../errors.ts';
import type { ParsedMarkdown } from '../types.ts';

export interface MarkdownInput {
  /** Markdown body (no frontmatter). */
  body: string;
  /** Absolute path, for errors. */
  file: string;
  /** Docs-relative path, for resolving relative links. */
  relPath: string;
  /** Its source's prefix of docs-relative link targets (DocSource.linkScope). */
  linkScope?: string;
  /** Line of the body's first line in the file, so reported lines match the file. */
  bodyLine: number;
  /** Docs-relative `.md` path → route, for rewriting relative links. */
  routesByPath: ReadonlyMap<string, string>;
  /** Where code blocks are highlighted, if not on this thread (see rehype-code.ts). */
  highlight?: RemoteHighlight;
  /** Leave `.md` links as markers (see remark-links.ts): the result is then the same for any file with this body. */
  deferLinks?: boolean;
  /** What the config sets for every doc's Markdown (the defaults when absent). */
  setup?: MarkdownSetup;
}

export interface MarkdownProcessor {
  render(input: MarkdownInput): Promise<ParsedMarkdown>;
}

/**
 * Independent of any one site's content, so `serve` keeps one for its whole life. `direct: false` sends every doc
 * through the unified path (the differential test's reference).
 */
export async function createMarkdownProcessor({ direct = true } = {}): Promise<MarkdownProcessor> {
  const remark = unified().use(sharedRemarkPlugins());
  let rehype: Promise<RehypeSide> | undefined;
  const viaRehype = async (tree: Root, file: VFile) => {
    const side = await (rehype ??= import('./rehype-side.ts').then((m) => m.createRehypeSide()));
    return side.stringify(await side.run(tree, file), file);
  };
  const highlight = rehypeCode({ highlighter: createCodeHighlighter });

  return {
    async render(input) {
      const file = new VFile({ path: input.file, data: { relPath: input.relPath, linkScope: input.linkScope, routesByPath: input.routesByPath, highlight: input.highlight, deferMdLinks: true, setup: input.setup } });
      try {
        const tree = parseMarkdown(input.body, input.bodyLine - 1);
        await remark.run(tree, file);
        const plain = direct ? directHtml(tree) : undefined;
        const [html] = await fillCode([plain ? await withCode(plain, highlight, file) : await viaRehype(tree, file)], file);
        const d = file.data as Partial<ParsedMarkdown>;
        const parsed: ParsedMarkdown = { html, headings: d.headings ?? [], links: d.links ?? [], lead: d.lead ?? '', h1: d.h1, sections: d.sections ?? [], ...(d.mdLinks ? { mdLinks: d.mdLinks } : {}), ...(d.assetLinks ? { assetLinks: d.assetLinks } : {}) };
        return input.deferLinks ? parsed : resolveMdLinks(parsed, input);
      } catch (err) {
        const place = (err as { place?: { line?: number; column?: number; start?: { line: number; column: number } } }).place;
        const line = place?.start?.line ?? place?.line;
        const column = place?.start?.column ?? place?.column;
        throw new BuildError([{ pos: { file: input.file, line, column }, message: `cannot render Markdown: ${(err as Error).message}` }]);
      }
    },
  };
}

/** The direct path's HTML with its code blocks in, made by rehype-code as on the unified path. */
async function withCode({ parts, gaps, pres }: DirectHtml, highlight: ReturnType<typeof rehypeCode>, file: VFile): Promise<string> {
  if (gaps.length) {
    await highlight(pres, file);
    gaps.forEach((gap, i) => (parts[gap] = toHtml(pres.children[i]!, { allowDangerousHtml: true })));
  }
  return parts.join('');
}
