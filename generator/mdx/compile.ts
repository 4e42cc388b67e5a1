// An MDX doc → a JavaScript module (ESM), with the structured data the fast path gives
// (headings, links, lead, h1, section text) from the same remark/rehype plugins.
import { createProcessor } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import type { HighlighterCore } from 'shiki/core';
import { BuildError } from '../errors.ts';
import { fillCode } from '../markdown/code/pending-code.ts';
import type { RemoteHighlight } from '../markdown/code/rehype-code.ts';
import { sharedRehypePlugins, sharedRemarkPlugins } from '../markdown/plugins/shared.ts';
import type { Frontmatter, ParsedMarkdown } from '../types.ts';
import { remarkMarkdownParts } from './markdown-parts.ts';
import { preprocessMdx } from './preprocess.ts';
import { rehypeComponentLines, type ComponentUse } from './rehype-component-lines.ts';
import { rehypeStaticHtml } from './rehype-static-html.ts';
import { remarkExports } from './remark-exports.ts';
import { remarkUnusedDirectives } from './remark-unused-directives.ts';

export interface MdxInput {
  /** Body without frontmatter. */
  body: string;
  /** Absolute path. */
  file: string;
  relPath: string;
  /** Its source's prefix of docs-relative link targets (DocSource.linkScope). */
  linkScope?: string;
  /** 1-based line of the body's first line in the file. */
  bodyLine: number;
  routesByPath: ReadonlyMap<string, string>;
  frontmatter: Frontmatter;
  /** Where code blocks are highlighted, if not on this thread (see rehype-code.ts). */
  highlight?: RemoteHighlight;
}

export interface CompiledMdx extends Omit<ParsedMarkdown, 'html'> {
  /** The doc as an ES module whose default export is its React component. */
  code: string;
  /** The HTML strings the module reads as `__docsgenHtml` (see rehype-static-html.ts). */
  htmlParts: string[];
  /** Components the doc uses, with their lines (for errors while rendering). */
  components: ComponentUse[];
}

export interface MdxCompiler {
  /**
   * A doc: its module and its structured data. `onModule` gets the module as soon as it is made, which may be
   * before the doc's highlighted code comes in (its HTML strings wait for it, the module does not).
   */
  compileDoc(input: MdxInput, onModule?: (code: string) => void): Promise<CompiledMdx>;
  /** A partial imported by a doc (`import Part from './_part.mdx'`): its module only. */
  compilePartial(source: string, file: string, relPath: string): Promise<string>;
}

/** `highlighter`: made on first use (see rehype-code.ts). */
export function createMdxCompiler(highlighter: () => Promise<HighlighterCore>): MdxCompiler {
  const shared = (exportsToo: boolean) => createProcessor({
    jsxImportSource: 'react',
    providerImportSource: MDX_PROVIDER,
    remarkPlugins: [remarkMarkdownParts, remarkGfm, remarkDirective, ...sharedRemarkPlugins([remarkUnusedDirectives]), ...(exportsToo ? [remarkExports] : [])],
    rehypePlugins: [...sharedRehypePlugins(highlighter), rehypeComponentLines, [rehypeStaticHtml, { parts: exportsToo }]],
  });
  const docs = shared(true);
  const partials = shared(false);
  const run = async (processor: typeof docs, file: VFile) => {
    try {
      return String(await processor.process(file));
    } catch (err) {
      throw syntaxError(err, file.path);
    }
  };
  return {
    async compileDoc(input, onModule) {
      // Blank lines in place of the frontmatter: the compiler's positions are then the file's.
      const value = '\n'.repeat(input.bodyLine - 1) + preprocessMdx(input.body);
      // `.md` links stay markers, resolved for each doc once rendered (remark-links.ts): the module is the same for
      // any file with this body.
      const file = new VFile({ path: input.file, value, data: { relPath: input.relPath, linkScope: input.linkScope, routesByPath: input.routesByPath, frontmatter: input.frontmatter, highlight: input.highlight, deferMdLinks: true } });
      const code = await run(docs, file);
      onModule?.(code);
      const d = file.data as Partial<CompiledMdx>;
      // Code highlighted elsewhere goes into the HTML strings.
      const htmlParts = await fillCode(d.htmlParts ?? [], file);
      return { code, htmlParts, headings: d.headings ?? [], links: d.links ?? [], lead: d.lead ?? '', h1: d.h1, sections: d.sections ?? [], components: d.components ?? [], ...(d.mdLinks ? { mdLinks: d.mdLinks } : {}) };
    },
    async compilePartial(source, path, relPath) {
      const file = new VFile({ path, value: preprocessMdx(source), data: { relPath, routesByPath: new Map() } });
      return run(partials, file);
    },
  };
}

function syntaxError(err: unknown, file: string): BuildError {
  if (err instanceof BuildError) return err;
  const e = err as { reason?: string; message: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
  const line = e.place?.start?.line ?? e.place?.line ?? e.line;
  const column = e.place?.start?.column ?? e.place?.column ?? e.column;
  return new BuildError([{
    pos: { file, line, column },
    message: `MDX syntax error: ${e.reason ?? e.message}`,
    hint: 'MDX reads `{` as the start of an expression and `<` as the start of JSX: write them as `\\{` and `&lt;` (or in `code`) where they are text, and close every tag',
  }]);
}

export const MDX_PROVIDER = '@docsgen/mdx-provider';
