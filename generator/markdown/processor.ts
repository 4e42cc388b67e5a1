// The Markdown pipeline, created once per build: markdown-it's tokens as mdast, the shared remark plugins, then the HTML
// written straight from the mdast for plain docs (direct-html.ts) or by the rehype side. Markdown in, structured data out.
import { unified } from 'unified';
import { VFile } from 'vfile';
import { parseMarkdown } from './parse.ts';
import { fillCode } from './code/pending-code.ts';
import { createCodeHighlighter } from './code/highlighter.ts';
import { rehypeCode, type RemoteHighlight } from './code/rehype-code.ts';
import { directHtml, type DirectHtml } from './direct-html.ts';
import { codeBlockHtml } from './code/block-html.ts';
import { sharedRemarkPlugins } from './plugins/shared.ts';
import type { Root } from 'mdast';
import type { RehypeSide } from './rehype-side.ts';
import type { MarkdownSetup } from './setup.ts';
import { resolveMdLinks } from './plugins/remark-links.ts';
import { BuildError } from '../errors.ts';
import type { Frontmatter, ParsedMarkdown } from '../types.ts';
import { pluginsFailed, type MarkdownPlugins } from '../mdx/site-plugins.ts';
import type { PluggableList } from 'unified';

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
  /**
   * A doc of a part with the site's remark plugins, run where Docusaurus runs them (before and after docsgen's own):
   * its result, or null when they gave it JSX, imports or expressions, which only the MDX path renders.
   */
  renderWithPlugins(input: MarkdownInput & { frontmatter: Frontmatter }, plugins: MarkdownPlugins): Promise<ParsedMarkdown | null>;
}

/** What renders plain docs (the build's cache of results is one too). */
export type MarkdownRenderer = Pick<MarkdownProcessor, 'render'>;

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

  // One processor per list of plugins (a part's list is one array for the whole build): attaching may be costly.
  const runners = new WeakMap<PluggableList, ReturnType<typeof runnerOf>>();
  const runnerOf = (list: PluggableList) => unified().use(list).freeze();
  const run = async (list: PluggableList, tree: Root, file: VFile) => {
    if (!list.length) return;
    let r = runners.get(list);
    if (!r) runners.set(list, (r = runnerOf(list)));
    await r.run(tree, file);
  };

  const fileOf = (input: MarkdownInput, more: object = {}) => new VFile({ path: input.file, data: { relPath: input.relPath, linkScope: input.linkScope, routesByPath: input.routesByPath, highlight: input.highlight, deferMdLinks: true, setup: input.setup, ...more } });
  /** The tree's HTML and what the plugins gathered in `file.data`. */
  const finish = async (tree: Root, file: VFile, input: MarkdownInput): Promise<ParsedMarkdown> => {
    const plain = direct ? directHtml(tree) : undefined;
    const [html] = await fillCode([plain ? await withCode(plain, highlight, file) : await viaRehype(tree, file)], file);
    const d = file.data as Partial<ParsedMarkdown>;
    const parsed: ParsedMarkdown = { html, headings: d.headings ?? [], links: d.links ?? [], lead: d.lead ?? '', h1: d.h1, sections: d.sections ?? [], ...(d.mdLinks ? { mdLinks: d.mdLinks } : {}), ...(d.assetLinks ? { assetLinks: d.assetLinks } : {}) };
    return input.deferLinks ? parsed : resolveMdLinks(parsed, input);
  };

  return {
    async render(input) {
      const file = fileOf(input);
      try {
        const tree = parseMarkdown(input.body, input.bodyLine - 1);
        await remark.run(tree, file);
        return await finish(tree, file, input);
      } catch (err) {
        throw renderError(err, input.file);
      }
    },
    async renderWithPlugins(input, plugins) {
      // What Docusaurus gives the site's plugins, as on the MDX path (compile.ts).
      const file = fileOf(input, { frontmatter: input.frontmatter, frontMatter: input.frontmatter, compilerName: 'server' });
      file.value = '\n'.repeat(input.bodyLine - 1) + input.body;
      let tree: Root;
      try {
        tree = parseMarkdown(input.body, input.bodyLine - 1);
      } catch (err) {
        throw renderError(err, input.file);
      }
      try {
        await run(plugins.beforeDefaultRemarkPlugins, tree, file);
        await remark.run(tree, file);
        await run(plugins.remarkPlugins, tree, file);
      } catch (err) {
        throw pluginsFailed(err, input.file, plugins);
      }
      if (hasMdxNodes(tree)) return null;
      try {
        return await finish(tree, file, input);
      } catch (err) {
        throw renderError(err, input.file);
      }
    },
  };
}

function renderError(err: unknown, file: string): BuildError {
  if (err instanceof BuildError) return err;
  const place = (err as { place?: { line?: number; column?: number; start?: { line: number; column: number } } }).place;
  const line = place?.start?.line ?? place?.line;
  const column = place?.start?.column ?? place?.column;
  return new BuildError([{ pos: { file, line, column }, message: `cannot render Markdown: ${(err as Error).message}` }]);
}

/** What a plugin may add that only the MDX path renders: JSX, imports and exports, expressions. */
function hasMdxNodes(tree: Root): boolean {
  const walk = (node: { type: string; children?: unknown[] }): boolean => node.type.startsWith('mdx') || (node.children?.some((c) => walk(c as typeof node)) ?? false);
  return walk(tree);
}

/** The direct path's HTML with its code blocks in, made by rehype-code as on the unified path. */
async function withCode({ parts, gaps, pres }: DirectHtml, highlight: ReturnType<typeof rehypeCode>, file: VFile): Promise<string> {
  if (gaps.length) {
    await highlight(pres, file);
    gaps.forEach((gap, i) => (parts[gap] = codeBlockHtml(pres.children[i]!)));
  }
  return parts.join('');
}
