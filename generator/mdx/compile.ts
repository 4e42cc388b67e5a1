// An MDX doc → a JavaScript module (ESM), with the structured data the fast path gives
// (headings, links, lead, h1, section text) from the same remark/rehype plugins.
import { createProcessor } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import type { Pluggable, PluggableList } from 'unified';
import type { HighlighterCore } from 'shiki/core';
import type { RemarkRehypeOptions } from '../config/remark-rehype-options.ts';
import { BuildError } from '../errors.ts';
import { fillCode } from '../markdown/code/pending-code.ts';
import type { RemoteHighlight } from '../markdown/code/rehype-code.ts';
import { sharedRehypePlugins, sharedRemarkPlugins } from '../markdown/plugins/shared.ts';
import type { Frontmatter, LinkRef, ParsedMarkdown } from '../types.ts';
import { isLocalFile } from '../markdown/plugins/remark-links.ts';
import { rehypeRawWhenNeeded } from '../markdown/plugins/rehype-raw-when-needed.ts';
import type { DocFormat } from './format.ts';
import { remarkMarkdownIt, remarkMarkdownParts } from './markdown-parts.ts';
import { addedSyntax, pluginsFailed, type MarkdownPlugins } from './site-plugins.ts';
import type { MarkdownSetup } from '../markdown/setup.ts';
import { preprocessMdx } from './preprocess.ts';
import { rehypeComponentLines, type ComponentUse } from './rehype-component-lines.ts';
import { rehypeIslandParagraphs } from './rehype-island-paragraphs.ts';
import { rehypeStaticHtml } from './rehype-static-html.ts';
import { rehypeSiteCodeBlock } from './rehype-site-code-block.ts';
import { rehypeSiteHeading } from './rehype-site-heading.ts';
import { checkJsxDepth } from './jsx-depth.ts';
import { remarkExports } from './remark-exports.ts';
import { remarkInlineIslands } from './inline-islands.ts';
import { remarkModuleChecks } from './remark-module-checks.ts';
import { remarkHead } from './remark-head.ts';
import { remarkUnusedDirectives } from './remark-unused-directives.ts';
import { rehypeMarkdownPieces, remarkDefinitionLines, type PieceRef } from './markdown-pieces.ts';

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
  /** How the body is read (default MDX): `md` only for a doc the site's plugins apply to (see format.ts). */
  format?: DocFormat;
  /** What the config sets for every doc's Markdown (the defaults when absent). */
  setup?: MarkdownSetup;
  /** `:::note` blocks as `<Admonition>` elements (the site has its own Admonition; remark-admonitions.ts). */
  jsxAdmonitions?: boolean;
  /** The key of the site's plugins that apply to it (site-plugins.ts): how a worker finds them. */
  pluginsKey?: string;
}

export interface CompiledMdx extends Omit<ParsedMarkdown, 'html'> {
  /** The doc as an ES module whose default export is its React component. */
  code: string;
  /** The HTML strings the module reads as `__docsgenHtml` (see rehype-static-html.ts). */
  htmlParts: string[];
  /** Components the doc uses, with their lines (for errors while rendering). */
  components: ComponentUse[];
  /** An MDX doc's Markdown file as its source's lines and its keyed parts (markdown-pieces.ts). */
  pieces?: PieceRef[];
  /** The module of the doc's own interactive code, which the doc imports from beside it (inline-islands.ts). */
  inlineModule?: string;
}

export interface MdxCompiler {
  /**
   * A doc: its module and its structured data. `onModule` gets the module as soon as it is made, which may be
   * before the doc's highlighted code comes in (its HTML strings wait for it, the module does not). `plugins`: the
   * site's for the doc's part (functions: only on the calling thread).
   */
  compileDoc(input: MdxInput, onModule?: (code: string, inlineModule?: string) => void, plugins?: MarkdownPlugins): Promise<CompiledMdx>;
  /**
   * A partial imported by a doc (`import Part from './_part.mdx'`): its module only. Its `.md` links resolve from its
   * own file (`relPath`, docs-relative), as Docusaurus's MDX loader resolves them from the file it compiles.
   */
  compilePartial(source: string, file: string, relPath: string, setup?: MarkdownSetup, routesByPath?: ReadonlyMap<string, string>): Promise<string>;
  /**
   * The links of a partial compiled, which the pages that import it check (each names the partial's file). Not a
   * `.md` link it could not resolve, nor a file beside it, which it leaves as written.
   */
  partialLinks(file: string): LinkRef[];
}

/**
 * `highlighter`: made on first use (see rehype-code.ts). `yieldTurns`: the compile lets the thread's messages in
 * between its stages (a worker's: the calling thread's asks then wait for a stage, not for a whole doc).
 */
export function createMdxCompiler(highlighter: () => Promise<HighlighterCore>, yieldTurns = false): MdxCompiler {
  // One processor per format and plugin set (a config gives each part's once): plugins may do costly work when
  // attached.
  const own = new Map<string, Processor>();
  const withPlugins = new WeakMap<MarkdownPlugins, Map<string, Processor>>();
  const linksOfPartials = new Map<string, LinkRef[]>();
  const processorFor = (format: DocFormat, exportsToo: boolean, plugins?: MarkdownPlugins, options: RemarkRehypeOptions = {}) => {
    let processors = plugins ? withPlugins.get(plugins) : own;
    if (!processors) withPlugins.set(plugins!, (processors = new Map()));
    const key = `${format} ${exportsToo} ${JSON.stringify(options)}`;
    let processor = processors.get(key);
    if (!processor) processors.set(key, (processor = createDocProcessor(highlighter, format, exportsToo, plugins, yieldTurns, options)));
    return processor;
  };
  const run = async (processor: Processor, file: VFile, plugins?: MarkdownPlugins) => {
    try {
      return String(await processor.process(file));
    } catch (err) {
      throw compileError(err, file.path, plugins);
    }
  };
  return {
    async compileDoc(input, onModule, plugins) {
      const format = input.format ?? 'mdx';
      // Blank lines in place of the frontmatter: the compiler's positions are then the file's.
      const value = '\n'.repeat(input.bodyLine - 1) + (format === 'mdx' ? preprocessMdx(input.body) : input.body);
      if (format === 'mdx') checkJsxDepth(value, input.file);
      // `.md` links stay markers, resolved for each doc once rendered (remark-links.ts): the module is the same for
      // any file with this body.
      const file = new VFile({ path: input.file, value, data: {
        relPath: input.relPath, linkScope: input.linkScope, routesByPath: input.routesByPath, frontmatter: input.frontmatter, highlight: input.highlight, deferMdLinks: true, setup: input.setup, jsxAdmonitions: input.jsxAdmonitions,
        // What Docusaurus gives the site's plugins.
        frontMatter: input.frontmatter, compilerName: 'server',
      } });
      const code = await run(processorFor(format, true, plugins, input.setup?.remarkRehype), file, plugins);
      onModule?.(code, (file.data as { inlineModule?: string }).inlineModule);
      const d = file.data as Partial<CompiledMdx> & { markdownPieces?: PieceRef[] };
      // Code highlighted elsewhere goes into the HTML strings.
      const htmlParts = await fillCode(d.htmlParts ?? [], file);
      return { code, htmlParts, headings: d.headings ?? [], links: d.links ?? [], lead: d.lead ?? '', h1: d.h1, sections: d.sections ?? [], components: d.components ?? [], ...(d.markdownPieces ? { pieces: d.markdownPieces } : {}), ...(d.mdLinks ? { mdLinks: d.mdLinks } : {}), ...(d.assetLinks ? { assetLinks: d.assetLinks } : {}), ...(d.inlineModule ? { inlineModule: d.inlineModule } : {}) };
    },
    async compilePartial(source, path, relPath, setup, routesByPath = new Map()) {
      const value = preprocessMdx(source);
      checkJsxDepth(value, path);
      const file = new VFile({ path, value, data: { relPath, routesByPath, ...(setup ? { setup } : {}) } });
      const code = await run(processorFor('mdx', false, undefined, setup?.remarkRehype), file);
      const links = ((file.data as { links?: LinkRef[] }).links ?? []).filter((l) => !isLocalFile(l.url, false) && !/\.mdx?(#.*)?$/.test(l.url));
      linksOfPartials.set(path, links.map((l) => ({ ...l, file: path })));
      return code;
    },
    partialLinks: (file) => linksOfPartials.get(file) ?? [],
  };
}

type Processor = ReturnType<typeof createProcessor>;

/** A plugin that changes nothing: its step waits for the event loop's next turn. */
function nextTurn() {
  return () => new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * The unified pipeline of a doc: MDX (micromark, with its plain Markdown parts read by markdown-it), or Markdown
 * (`format: 'md'`, CommonMark: markdown-it as on the fast path, raw HTML parsed). The site's plugins go where
 * Docusaurus puts them: `beforeDefault…` first, the others after the built-in remark plugins; every rehype plugin
 * of the site before docsgen's, which highlight code (Docusaurus highlights when rendering, after them all). remark-rehype
 * takes the site's options (the Markdown setup's), as Docusaurus gives them to MDX.
 */
function createDocProcessor(highlighter: () => Promise<HighlighterCore>, format: DocFormat, exportsToo: boolean, plugins: MarkdownPlugins | undefined, yieldTurns: boolean, remarkRehypeOptions: RemarkRehypeOptions): Processor {
  // Plugins that add syntax need micromark to read it (remark-parse for Markdown, MDX's parser for MDX): in an MDX
  // doc, runs without the characters that open it are still read by markdown-it.
  const syntax = plugins && addedSyntax(plugins);
  const parse: PluggableList = syntax ? [...(format === 'mdx' && syntax.starts ? [[remarkMarkdownParts, { syntaxStarts: syntax.starts }] satisfies Pluggable] : []), remarkGfm, remarkDirective]
    : format === 'md' ? [remarkMarkdownIt] : [remarkMarkdownParts, remarkGfm, remarkDirective];
  const turn = yieldTurns ? [nextTurn] : [];
  // A doc's Markdown file from its source and its components (a Markdown doc's is its source).
  const pieces = format === 'mdx' && exportsToo;
  return createProcessor({
    format,
    jsxImportSource: 'react',
    providerImportSource: MDX_PROVIDER,
    remarkRehypeOptions,
    remarkPlugins: [...parse, ...turn, [remarkModuleChecks, { exportsToo }], remarkHead, ...(plugins?.beforeDefaultRemarkPlugins ?? []), ...sharedRemarkPlugins([remarkUnusedDirectives]), ...(plugins?.remarkPlugins ?? []), ...(exportsToo ? [remarkInlineIslands, remarkExports] : []), ...(pieces ? [remarkDefinitionLines] : [])],
    rehypePlugins: [
      ...turn, ...(plugins?.beforeDefaultRehypePlugins ?? []), ...(plugins?.rehypePlugins ?? []), rehypeSiteCodeBlock, rehypeSiteHeading,
      // Markdown's raw HTML parsed (the JSX a plugin adds passes through), after highlighting as on the fast path.
      ...sharedRehypePlugins(highlighter, format === 'md' ? [[rehypeRawWhenNeeded, { passThrough: MDX_NODE_TYPES }]] : []),
      ...turn, rehypeComponentLines, rehypeIslandParagraphs, ...(pieces ? [rehypeMarkdownPieces] : []), [rehypeStaticHtml, { parts: exportsToo }],
    ],
  });
}

/**
 * What stopped a doc's compile. MDX's parser reports a syntax error with its place; anything else thrown while the
 * site's own plugins ran on the doc is more likely theirs (a package they need, an option), and is said so.
 */
function compileError(err: unknown, file: string, plugins?: MarkdownPlugins): BuildError {
  if (err instanceof BuildError) return err;
  const e = err as { reason?: string; message: string; source?: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
  const line = e.place?.start?.line ?? e.place?.line ?? e.line;
  const column = e.place?.start?.column ?? e.place?.column ?? e.column;
  if (plugins && !/^(micromark|mdast-util-mdx)/.test(e.source ?? '')) return pluginsFailed(err, file, plugins);
  return new BuildError([{
    pos: { file, line, column },
    message: `MDX syntax error: ${e.reason ?? e.message}`,
    hint: 'MDX reads `{` as the start of an expression and `<` as the start of JSX: write them as `\\{` and `&lt;` (or in `code`) where they are text, and close every tag',
  }]);
}

export const MDX_PROVIDER = '@docsgen/mdx-provider';

/** The MDX nodes of a Markdown doc (added by the site's plugins) that the HTML parser leaves alone. */
const MDX_NODE_TYPES = ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'];
