// The docs that are MDX: compile each (compile.ts), bundle them with what they import (bundle.ts),
// bundle the islands for the browser (islands.ts), and render each with React (render.ts). Loaded only by builds
// that have MDX docs.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { BuildError, type Problem } from '../errors.ts';
import { sha1 } from '../hash.ts';
import { createCodeHighlighter } from '../markdown/code/highlighter.ts';
import { highlightToHtml, loadLanguages } from '../markdown/code/rehype-code.ts';
import type { Doc, DocSource, MarkdownPiece, OutputMap, SiteConfig } from '../types.ts';
import { navbarEntry, ROOT_ENTRY, routeEntry, sidebarWrapperEntry, siteConfigFor, siteShape, themeEntry, wholeSiteConfig } from './theme-entries.ts';
import { withoutDocLists } from '../../templates/theme/global-data-views.ts';
import { toDoc } from '../markdown/docs.ts';
import { resolveMdLinks } from '../markdown/plugins/remark-links.ts';
import { docFormat, REACT_PAGE, type DocFormat } from './format.ts';
import { pluginsKey, type MarkdownPlugins } from './site-plugins.ts';
import { islandImportsKey } from './island-imports.ts';
import { mermaidAttributes, type MarkdownSetup } from '../markdown/setup.ts';
import { jsxAdmonitions as ownAdmonitions, type ThemeOverrides } from '../docusaurus/theme-overrides.ts';
import type { Pool } from '../threads/pool.ts';
import { compileBatch, MDX_MIN_BYTES, mdxBatch } from './batch.ts';
import { bundleDocs, type DocCode, type ServerBundle } from './bundle.ts';
import { createMdxCompiler, type CompiledMdx, type MdxInput } from './compile.ts';
import { bundleIslands, islandStandIns, type BundledIslands } from './islands.ts';
import { renderDocModule, type RenderedDoc, type ThemeModules } from './render.ts';
import { bundleTheme } from './theme-bundle.ts';
import { staticRoots } from './resolve-roots.ts';
import { resolvePlugin } from './resolve.ts';
import { siteAliases } from '../docusaurus/webpack-aliases.ts';
import { SASS_PACKAGES } from '../docusaurus/sass.ts';
import { sourceVersion, STAGE_SOURCES } from '../source-version.ts';
import type { DocPartsPage, ThemeContext } from '../../templates/theme/context.ts';
import type { BlogPartsInstance } from '../../templates/theme/blog-context.ts';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { svgComponents } from './svg-components.ts';
import { bundledModules } from '../import-module.ts';
import { generatedModules } from '../docusaurus/generated-config.ts';

export interface MdxStageOptions {
  site: SiteConfig;
  /** The config's file: a worker loads the site's plugins from it to compile docs too. */
  configFile?: string;
  /** The site's folder (`@site/`). */
  siteDir: string;
  docsDir: string;
  routesByPath: ReadonlyMap<string, string>;
  url: (p: string) => string;
  /** The build's stage-2 threads, shared with its Markdown pages (by default, a large batch starts its own). */
  pool?: Pool;
  /** What components read with `useGlobalData()`. */
  globalData?: Record<string, Record<string, unknown>>;
  /** The site's Markdown plugins of the docs they apply to, by file. */
  plugins?: ReadonlyMap<string, MarkdownPlugins>;
  /** What the config sets for every doc's Markdown. */
  setup?: MarkdownSetup;
  /** The site's theme components (`src/theme`), by name. */
  overrides?: ThemeOverrides;
  /** Every doc page, for the site's doc-page parts, which render for each (content/theme/doc-parts.ts). */
  docPages?: DocPartsPage[];
  /** What the site's blog parts draw (content/theme/blog-parts.ts). */
  blogParts?: BlogPartsInstance[];
  /**
   * The islands' URLs from the build's docs stage, which bundled every island of the site (its later parts' too:
   * content/theme/later-parts.ts): one React and one Root for all of a page's islands. Without one of its
   * modules, this stage bundles its own.
   */
  islandUrls?: Readonly<Record<string, string>>;
}

export interface MdxStageResult {
  docs: Doc[];
  /** Stylesheets, images and island chunks to write. */
  files: OutputMap;
  /** The compiled docs this build used, for the next one. */
  compiled: MdxCache;
  /** Packages the site lists but has not installed. */
  warnings: Problem[];
  /**
   * The docs that asked for their page's sidebar, by file: each renders again with it, giving its HTML; and the
   * navbar parts that read the URL, by their entry's id, each rendered again for every page.
   */
  late: Map<string, LateRender>;
  /** Each island module's URL in the browser. */
  islands: Record<string, string>;
}

/** A doc rendered again with more of its page's context (`sidebar`, `doc`), or a navbar part for a page (`route`). */
export type LateRender = (more: Pick<ThemeContext, 'sidebar' | 'doc' | 'route'>) => string;

/** Compiled docs by a hash of their source and of everything else that shapes the output. */
export type MdxCache = Map<string, CompiledMdx>;

/** Changes with the MDX path's and the Markdown plugins' sources: results of older code are never reused. */
const STAGE_VERSION = sourceVersion(STAGE_SOURCES.mdx);

/**
 * `previous`: what an earlier build compiled. A doc whose source is unchanged is not compiled (nor its code
 * highlighted) again; bundling and rendering always run, since the components it imports may have changed.
 */
export async function renderMdxDocs(sources: DocSource[], opts: MdxStageOptions, previous: MdxCache = new Map()): Promise<MdxStageResult> {
  const compiler = createMdxCompiler(createCodeHighlighter);
  const problems: Problem[] = [];
  const compiled = new Map<string, CompiledMdx>();
  const used: MdxCache = new Map();
  // A module keeps its `.md` links as markers (resolved per doc once rendered): it depends on the text (and which imports
  // are islands: island-imports.ts) alone, and the same text in several files (a doc in each version) is compiled once.
  const pluginsOf = (src: DocSource) => opts.plugins?.get(src.file);
  const keyOfPlugins = new Map([...new Set(opts.plugins?.values())].map((p) => [p, pluginsKey(p)]));
  // Read as Docusaurus reads it (a doc here for the site's plugins or Admonition may be Markdown).
  const formatOf = (src: DocSource): DocFormat => docFormat(src.relPath, src.frontmatter, opts.site.markdown.format);
  // The site's own Admonition (or admonition types) renders `:::note` blocks too.
  const jsxAdmonitions = ownAdmonitions(opts.overrides, opts.setup?.admonitionKeywords);
  // Each body read once: a build's docs read theirs back from their files, hashed, each time (content/doc-bodies.ts).
  const bodies = sources.map((src) => src.body);
  const keys = sources.map((src, i) => sha1(`${STAGE_VERSION}\0${JSON.stringify(opts.setup ?? null)}\0${jsxAdmonitions}\0${formatOf(src)}\0${keyOfPlugins.get(pluginsOf(src)!) ?? ''}\0${src.bodyLine}\0${JSON.stringify(src.frontmatter)}\0${bodies[i]}\0${islandImportsKey(src.file, bodies[i]!)}`));
  const filesOf = new Map<string, string[]>();
  keys.forEach((k, i) => filesOf.set(k, [...(filesOf.get(k) ?? []), sources[i]!.file]));
  const firstOf = new Map<string, number>();
  keys.forEach((k, i) => !previous.has(k) && !firstOf.has(k) && firstOf.set(k, i));
  // A site's React pages first, in a batch of their own: they are bundled apart, linked while the docs compile (bundle.ts).
  const isPage = (i: number) => REACT_PAGE.test(sources[i]!.relPath);
  const misses = [...firstOf.values()].sort((a, b) => Number(isPage(b)) - Number(isPage(a)));
  const pagesFirst = misses.filter(isPage).length;
  // A large batch is compiled on every core (see threads/pool.ts).
  const batch = misses.map((i) => {
    const src = sources[i]!;
    const pluginsKey = keyOfPlugins.get(pluginsOf(src)!);
    return { body: bodies[i]!, file: src.file, relPath: src.relPath, linkScope: src.linkScope, bodyLine: src.bodyLine, routesByPath: opts.routesByPath, frontmatter: src.frontmatter, format: formatOf(src), ...(opts.setup ? { setup: opts.setup } : {}), ...(jsxAdmonitions ? { jsxAdmonitions } : {}), ...(pluginsKey ? { pluginsKey } : {}) };
  });
  // esbuild bundles each doc as soon as its module is made (and what docs import meanwhile), not after the last
  // one, nor after its code is highlighted.
  const codes = new Map(sources.map((s) => [s.file, deferred<DocCode | undefined>()] as const));
  const keyOfFile = new Map(sources.map((s, i) => [s.file, keys[i]!]));
  const moduleOf = (key: string, code: DocCode | undefined) => { for (const f of filesOf.get(key)!) codes.get(f)!.resolve(code); };
  const local = async () => (input: MdxInput) => compiler.compileDoc(input, (code, inline) => moduleOf(keyOfFile.get(input.file)!, { code, inline }), opts.plugins?.get(input.file));
  const codeOf = (i: number, r: PromiseSettledResult<CompiledMdx>) => moduleOf(keys[i]!, r.status === 'fulfilled' ? { code: r.value.code, inline: r.value.inlineModule } : undefined);
  sources.forEach((_, i) => previous.has(keys[i]!) && codeOf(i, { status: 'fulfilled', value: previous.get(keys[i]!)! }));
  const svg = svgComponents(opts.site.svgrConfig); // SVG files imported as components, with the site's SVGR options.
  const resolving = { siteDir: opts.siteDir, docsDir: opts.docsDir, aliases: siteAliases(opts.site, opts.siteDir), staticDirs: staticRoots(opts.siteDir, opts.site.staticDir), overrides: opts.overrides ?? new Map() };
  const generated = generatedModules(opts.site);
  const resolve = resolvePlugin({ ...resolving, ...generated, mdx: { docsDir: opts.docsDir, compiler, ...(opts.setup ? { setup: opts.setup } : {}), ...(opts.configFile ? { site: { file: opts.configFile, config: opts.site } } : {}) } });
  // docsgen's theme bundled once for every doc, while the docs compile (see theme-bundle.ts).
  const theme = opts.overrides?.size ? undefined : bundleTheme();
  theme?.catch(() => undefined);
  const bundling = bundleDocs(sources.map((s) => ({ file: s.file, code: codes.get(s.file)!.promise, source: readFileSync(s.file, 'utf8'), sameAs: keyOfFile.get(s.file)!, root: opts.overrides?.get('Root'), wrapper: opts.overrides?.get('MDXContent') })), opts.siteDir, resolve, opts.site.baseUrl, theme, svg);
  // Awaited once every doc compiled; a doc that failed is reported as such, not as the bundle's failure.
  bundling.catch(() => undefined);
  const onResult = (k: number, r: PromiseSettledResult<unknown>) => codeOf(misses[k]!, r as PromiseSettledResult<CompiledMdx>);
  const compile = async (part: MdxInput[], at: number): Promise<PromiseSettledResult<CompiledMdx>[]> => {
    if (!part.length) return [];
    const told = { onResult: (k: number, r: PromiseSettledResult<unknown>) => onResult(at + k, r) };
    return opts.pool ? opts.pool.run(mdxBatch(opts.pool, part, local, workerJoins(opts.pool, part, opts.configFile)), told) : compileBatch(part, local, told);
  };
  const fresh = (await Promise.all([compile(batch.slice(0, pagesFirst), 0), compile(batch.slice(pagesFirst), pagesFirst)])).flat();
  const results = new Map(misses.map((i, k) => [keys[i]!, fresh[k]!]));
  sources.forEach((src, i) => {
    const r: PromiseSettledResult<CompiledMdx> = results.get(keys[i]!) ?? { status: 'fulfilled', value: previous.get(keys[i]!)! };
    if (r.status === 'fulfilled') {
      compiled.set(src.file, r.value);
      used.set(keys[i]!, r.value);
    } else if (!(r.reason instanceof BuildError)) throw r.reason;
    // A text that failed is reported once, at the file that was compiled.
    else if (firstOf.get(keys[i]!) === i) problems.push(...r.reason.problems);
  });
  if (problems.length) throw new BuildError(problems);
  const bundle = await bundling;
  // Islands mount inside the site's Root in the browser too (client/root-host.tsx): it is bundled with them.
  const root = opts.overrides?.get('Root');
  const modules = root && bundle.islands.length ? [...new Set([...bundle.islands, root])] : bundle.islands;
  const given = opts.islandUrls;
  // esbuild bundles the islands for the browser (in its own process) while this thread renders the docs.
  const islands = given && modules.every((m) => given[m]) ? Promise.resolve({ urls: { ...given }, files: new Map() }) : bundleIslands(modules, resolve, opts.siteDir, opts.url, bundle.inline, svg, root !== undefined && modules.includes(root), { key: JSON.stringify([{ ...resolving, overrides: [...resolving.overrides] }, opts.site.svgrConfig ?? null]), markdown: JSON.stringify(opts.setup ?? null), config: generated.generatedConfig, routes: generated.generatedRoutes });
  islands.catch(() => undefined);
  const css: OutputMap = new Map();
  // <CodeBlock language="…"> highlights while React renders, which cannot wait: its languages are loaded first. So
  // are the fences' where the site's own CodeBlock renders them (rehype-site-code-block.ts).
  const langPatterns = opts.setup?.siteCodeBlock ? [CODE_BLOCK_LANG, FENCE_LANG] : [CODE_BLOCK_LANG];
  const langs = new Set(bodies.flatMap((body) => langPatterns.flatMap((re) => [...body.matchAll(re)].map((m) => m[1]!))));
  const late = new Map<string, LateRender>();
  const docs = await renderDocs(sources, langs, compiled, bundle.docs, { modules, made: islands }, css, opts, late, await theme);
  const { urls, files: chunks } = await islands;
  const files: OutputMap = new Map([...bundle.assets, ...chunks, ...css]);
  const warnings: Problem[] = bundle.missing.map((name) => ({
    pos: { file: path.join(opts.siteDir, 'package.json') },
    message: SASS_PACKAGES.includes(name) ? `${name} is not installed: the Sass stylesheets the site's components import are left out` : `${name} is not installed: the components docs import from it render nothing`,
    hint: 'run npm install in the site folder',
  }));
  return { docs, files, compiled: used, warnings, late, islands: urls };
}

/**
 * Whether the first worker joins this thread on a large batch once it has highlighted ahead: it answers once it has
 * the docs' plugins (it loads them from the config).
 */
function workerJoins(pool: Pool, batch: MdxInput[], configFile: string | undefined): Promise<boolean> | undefined {
  if (!configFile || !pool.canAsk() || batch.reduce((n, d) => n + d.body.length, 0) < MDX_MIN_BYTES) return undefined;
  return pool.ask<boolean>('mdxPlugins', { config: configFile, keys: [...new Set(batch.flatMap((d) => (d.pluginsKey ? [d.pluginsKey] : [])))], bundles: bundledModules() });
}

/** A promise and the function that resolves it (Promise.withResolvers is Node 22). */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * Each doc's module rendered with React into its page (`files` takes the CSS its components bring). The docs render
 * while `islands` is bundled, with stand-ins for the islands' URLs, filled in once it is done; the thread lets
 * esbuild's asks (its plugins run here) in between docs.
 */
async function renderDocs(sources: DocSource[], langs: ReadonlySet<string>, compiled: Map<string, CompiledMdx>, bundled: ServerBundle['docs'], islands: { modules: string[]; made: Promise<BundledIslands> }, files: OutputMap, opts: MdxStageOptions, late: Map<string, LateRender>, theme?: ThemeModules): Promise<Doc[]> {
  const problems: Problem[] = [];
  const highlighter = await createCodeHighlighter();
  await loadLanguages(highlighter, langs);
  const standIns = islandStandIns(islands.modules);
  const docGlobalData = opts.globalData && withoutDocLists(opts.globalData);

  const renders: { src: DocSource; value: ThemeContext; rendered: RenderedDoc; head?: string }[] = [];
  for (const src of sources) {
    await new Promise((next) => setImmediate(next));
    const c = compiled.get(src.file)!;
    const head: ReactNode[] = [];
    const value: ThemeContext = {
      siteConfig: siteConfigFor(src, opts.site),
      ...siteShape(src, opts.site),
      locale: opts.site.locale,
      islands: standIns.urls,
      inIsland: false,
      highlight: (code, lang, meta) => highlightToHtml(highlighter, code, lang, meta, opts.setup), ...(opts.setup?.mermaid ? { mermaid: mermaidAttributes(opts.setup.mermaid) } : {}),
      head,
      // A React page's Layout names it; elsewhere (a doc, its parts) PageMetadata's tags go into the head.
      ...(REACT_PAGE.test(src.relPath) ? { page: {} } : {}),
      route: src.route,
      ...(opts.globalData ? { globalData: themeEntry(src) ? opts.globalData : docGlobalData! } : {}),
      ...(opts.docPages ? { docPages: opts.docPages } : {}), ...(opts.blogParts ? { blogParts: opts.blogParts } : {}),
      ...(navbarEntry(src) ? { asked: { sidebar: false, location: false }, inNavbar: true } : sidebarWrapperEntry(src) ? { asked: { sidebar: false, location: false } } : routeEntry(src) ? { asked: { location: false } } : themeEntry(src) || REACT_PAGE.test(src.relPath) ? {} : { asked: { sidebar: false } }),
      ...(opts.overrides?.has('Root') ? { root: { module: opts.overrides.get('Root')!, around: src.id !== ROOT_ENTRY, siteConfig: wholeSiteConfig(opts.site) } } : {}),
    };
    try {
      // Only a last version's MDX docs have Markdown files made from their HTML (output/llms.ts).
      const lastVersion = !src.searchVersion || src.searchVersion.isLast === true;
      const rendered = renderDocModule(bundled.get(src.file)!.js, src.file, value, c.components, c.htmlParts, theme, lastVersion && c.pieces?.some((p) => typeof p === 'number'));
      renders.push({ src, value, rendered, ...(head.length ? { head: renderToStaticMarkup(<>{head}</>) } : {}) });
    } catch (err) {
      if (err instanceof BuildError) problems.push(...err.problems);
      else throw err;
    }
  }
  // A failed island bundle is reported first, as it was when the docs rendered after it.
  const fill = standIns.fill((await islands.made).urls);

  const docs: Doc[] = [];
  for (const { src, value, rendered, head } of renders) {
    const c = compiled.get(src.file)!;
    const out = bundled.get(src.file)!;
    const cssFile = out.css && `assets/mdx.${sha1(out.css).slice(0, 8)}.css`;
    if (cssFile) files.set(cssFile, out.css!);
    // A stylesheet link in the body is valid HTML and travels with the page's main region on client navigation.
    const withCss = <R extends { html: string }>(r: R): R => (cssFile ? { ...r, html: `<link rel="stylesheet" href="${opts.url(`/${cssFile}`)}">${r.html}` } : r);
    try {
      const lastVersion = !src.searchVersion || src.searchVersion.isLast === true;
      const finish = (rendered: string) => withCss(resolveMdLinks({ html: fill(rendered), links: c.links, mdLinks: c.mdLinks }, { ...src, routesByPath: opts.routesByPath }));
      const resolved = finish(rendered.html);
      const { html } = resolved;
      // A doc that asked for its page's sidebar renders again once the sidebars are known (content/theme/sidebar-docs.ts).
      // A navbar part (or Footer, Root) that read the URL, or a sidebar wrapper that read the sidebar, renders again for each page, by its entry's id (content/theme/navbar-routes.ts, sidebar-wrapper-routes.ts).
      if ((value.asked?.location || (value.asked?.sidebar && sidebarWrapperEntry(src))) && routeEntry(src)) late.set(src.id, (more) => finish(renderDocModule(bundled.get(src.file)!.js, src.file, { ...value, asked: undefined, head: [], ...more }, c.components, c.htmlParts, theme).html).html);
      else if (value.asked?.sidebar) late.set(src.file, (more) => finish(renderDocModule(bundled.get(src.file)!.js, src.file, { ...value, asked: undefined, head: [], ...more }, c.components, c.htmlParts, theme).html).html);
      const markdownPieces = !lastVersion ? undefined : piecesOf(c, rendered.parts?.map(fill), (parts) => resolveMdLinks({ html: parts, links: [], mdLinks: c.mdLinks }, { ...src, routesByPath: opts.routesByPath }).html);
      // A React page is named by its Layout's title, else the site's.
      const page = REACT_PAGE.test(src.relPath) ? { h1: value.page?.title ?? opts.site.title, lead: value.page?.description ?? '' } : {};
      const doc = toDoc(src, { html, ...(rendered.frame ? { frame: [fill(rendered.frame[0]), fill(rendered.frame[1])] as const } : {}), ...(markdownPieces ? { markdownPieces } : {}), headings: c.headings, links: resolved.links, ...(c.assetLinks ? { assetLinks: c.assetLinks } : {}), lead: c.lead, h1: c.h1, sections: c.sections, ...page, ...(head ? { head: fill(head) } : {}) });
      // What the page shows depends on the components too, not only on the file.
      docs.push({ ...doc, hash: sha1(`${src.hash}\0${html}`) });
    } catch (err) {
      if (err instanceof BuildError) problems.push(...err.problems);
      else throw err;
    }
  }
  if (problems.length) throw new BuildError(problems);
  return docs;
}

/**
 * The doc's Markdown file as pieces: its source's lines, and its keyed parts' HTML with their `.md` links resolved
 * (`resolve`). None when a part could not be rendered apart: the file is then made from the page.
 */
function piecesOf(c: CompiledMdx, parts: string[] | undefined, resolve: (html: string) => string): MarkdownPiece[] | undefined {
  if (!c.pieces) return undefined;
  if (!c.pieces.some((p) => typeof p === 'number')) return c.pieces as MarkdownPiece[];
  if (!parts) return undefined;
  // One pass for all the parts' links: they are joined by a character HTML never holds.
  const resolved = resolve(parts.map((p) => p ?? '').join('\0')).split('\0');
  return c.pieces.map((p) => (typeof p === 'number' ? resolved[p] ?? '' : p));
}

const CODE_BLOCK_LANG = /<CodeBlock[^>]*\b(?:language=["']|className=["']language-)([\w+#-]+)["']/g;
const FENCE_LANG = /^[ \t>]*(?:```|~~~)[ \t]*([\w+#-]+)/gm;
