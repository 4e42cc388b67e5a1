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
import type { Root as HastRoot } from 'hast';
import type { RehypeSide } from './rehype-side.ts';
import type { MarkdownSetup } from './setup.ts';
import { resolveMdLinks } from './plugins/remark-links.ts';
import { BuildError } from '../errors.ts';
import type { Frontmatter, ParsedMarkdown } from '../types.ts';
import { addsSyntax, pluginsFailed, type MarkdownPlugins } from '../mdx/site-plugins.ts';
import type { DocFormat } from '../mdx/format.ts';
import { remarkUnusedDirectives } from '../mdx/remark-unused-directives.ts';
import type { PluggableList } from 'unified';
import type { RemarkRehypeOptions } from '../config/remark-rehype-options.ts';
import { lazyImages } from './plugins/rehype-lazy-images.ts';

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
  renderWithPlugins(input: PluginInput, plugins: MarkdownPlugins): Promise<PluginParsed | null>;
}

/** A doc the site's plugins apply to. `format`: how the MDX path would read it (format.ts; MDX when absent). */
export type PluginInput = MarkdownInput & { frontmatter: Frontmatter; format?: DocFormat };
/** A doc the site's plugins rendered; `pathRead`: something read its file's path while they ran (see plugin-docs.ts). */
export type PluginParsed = ParsedMarkdown & { pathRead?: true };

/** What renders plain docs (the build's cache of results is one too). */
export type MarkdownRenderer = Pick<MarkdownProcessor, 'render'>;

/**
 * Independent of any one site's content, so `serve` keeps one for its whole life. `direct: false` sends every doc
 * through the unified path (the differential test's reference).
 */
export async function createMarkdownProcessor({ direct = true } = {}): Promise<MarkdownProcessor> {
  const remark = unified().use(sharedRemarkPlugins());
  // One side per plugin set (docs of parts whose plugins the direct path cannot serve: mdx-like) and remark-rehype
  // options (the setup's, by their JSON).
  const sides = new WeakMap<object, Map<string, Promise<RehypeSide>>>();
  const viaRehype = async (tree: Root, file: VFile, plugins?: MarkdownPlugins, options: RemarkRehypeOptions = {}) => {
    const owner = plugins ?? sides;
    const key = JSON.stringify(options);
    let byOptions = sides.get(owner);
    if (!byOptions) sides.set(owner, (byOptions = new Map()));
    let side = byOptions.get(key);
    if (!side) byOptions.set(key, (side = import('./rehype-side.ts').then((m) => (plugins ? m.createRehypeSide([...plugins.beforeDefaultRehypePlugins, ...plugins.rehypePlugins], true, options) : m.createRehypeSide([], false, options)))));
    const ready = await side;
    const hast = await ready.run(tree, file);
    // JSX a site's rehype plugin added: only the MDX path renders it.
    if (plugins && hasMdxNodes(hast)) throw GIVES_MDX;
    return ready.stringify(hast, file);
  };
  const remarkUnused = unified().use(sharedRemarkPlugins([remarkUnusedDirectives]));
  let syntaxParse: Promise<typeof import('./syntax-parse.ts')> | undefined;
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
  /**
   * `mdxLike`: the site's plugins of a doc the MDX path rendered before the fast path took it (they have rehype
   * plugins or add syntax): their rehype plugins run, and the HTML is that path's.
   */
  const finish = async (tree: Root, file: VFile, input: MarkdownInput, mdxLike?: MarkdownPlugins): Promise<ParsedMarkdown> => {
    const plain = direct && !mdxLike ? directHtml(tree, input.setup?.words, lazyImages(input.setup)) : undefined;
    const [html] = await fillCode([plain ? await withCode(plain, highlight, file) : await viaRehype(tree, file, mdxLike, input.setup?.remarkRehype)], file);
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
      const pathRead = watchPath(file);
      // Syntax the plugins add is read as the MDX path reads it; what MDX cannot parse, or parses as JSX, imports
      // or expressions, is left to that path.
      const syntax = addsSyntax(plugins);
      let tree: Root | undefined;
      if (syntax) {
        // Loaded on the first such doc: it loads MDX's parser.
        tree = (await (syntaxParse ??= import('./syntax-parse.ts'))).parseWithSyntax(input.body, input.bodyLine, input.format ?? 'mdx', plugins, file);
        if (!tree || hasMdxNodes(tree)) return null;
      } else {
        file.value = '\n'.repeat(input.bodyLine - 1) + input.body;
        try {
          tree = parseMarkdown(input.body, input.bodyLine - 1);
        } catch (err) {
          throw renderError(err, input.file);
        }
      }
      try {
        await run(plugins.beforeDefaultRemarkPlugins, tree, file);
        // micromark's directives that no plugin takes are text again, as on the MDX path.
        await (syntax ? remarkUnused : remark).run(tree, file);
        await run(plugins.remarkPlugins, tree, file);
      } catch (err) {
        throw pluginsFailed(err, input.file, plugins);
      }
      if (hasMdxNodes(tree)) return null;
      const mdxLike = syntax || plugins.beforeDefaultRehypePlugins.length + plugins.rehypePlugins.length > 0;
      try {
        const parsed = await finish(tree, file, input, mdxLike ? plugins : undefined);
        return pathRead() ? { ...parsed, pathRead: true } : parsed;
      } catch (err) {
        if (err === GIVES_MDX) return null;
        // As the MDX path says it: more likely the site's rehype plugins' than ours.
        throw mdxLike && plugins.beforeDefaultRehypePlugins.length + plugins.rehypePlugins.length ? pluginsFailed(err, input.file, plugins) : renderError(err, input.file);
      }
    },
  };
}

/**
 * Whether anything has read `file`'s path since (its `path`, `dirname`, `basename`… all read its `history`): a
 * plugin that did may have made something of it, so its result is this file's alone.
 */
function watchPath(file: VFile): () => boolean {
  let history = file.history;
  let read = false;
  Object.defineProperty(file, 'history', {
    configurable: true,
    get: () => ((read = true), history),
    set: (value: string[]) => void (history = value),
  });
  return () => read;
}

function renderError(err: unknown, file: string): BuildError {
  if (err instanceof BuildError) return err;
  const place = (err as { place?: { line?: number; column?: number; start?: { line: number; column: number } } }).place;
  const line = place?.start?.line ?? place?.line;
  const column = place?.start?.column ?? place?.column;
  return new BuildError([{ pos: { file, line, column }, message: `cannot render Markdown: ${(err as Error).message}` }]);
}

/** Thrown when the site's rehype plugins gave a doc what only the MDX path renders. */
const GIVES_MDX = Symbol('gives MDX');

/**
 * What a plugin may add that only the MDX path renders: JSX, imports and exports, expressions, and elements MDX hands
 * to components — a component's name or `admonition` (Docusaurus's MDXComponents maps it), given as a Markdown
 * node's `data.hName` or as a rehype element.
 */
function hasMdxNodes(tree: Root | HastRoot): boolean {
  type Node = { type: string; tagName?: string; data?: object; children?: unknown[] };
  const component = (name: unknown) => typeof name === 'string' && (/^[A-Z]/.test(name) || name === 'admonition');
  const walk = (node: Node): boolean => node.type.startsWith('mdx') || component(node.tagName) || component((node.data as { hName?: unknown } | undefined)?.hName) || (node.children?.some((c) => walk(c as Node)) ?? false);
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
