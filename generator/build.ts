// The pipeline: config → content → Markdown → sidebar/routes/links → bundle → render → output.
// `build` runs it once to disk; `serve` calls buildSite and keeps the result in memory.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PAGE_DATA_FILE } from '../client/constants.ts';
import { frontEndKey, readBuildCache, sameBuildCache, writeBuildCache, type BuildCache } from './build-cache.ts';
import { bundleClient } from './output/client-assets.ts';
import { loadConfig, type LoadedConfig } from './config/load.ts';
import { missingConfigAssets } from './config/assets.ts';
import { loadContent, loadPageSource } from './content/load.ts';
import { parseDocs } from './markdown/docs.ts';
import { withCache } from './markdown/cache.ts';
import { scanFences } from './markdown/code/fences.ts';
import { createPool, MIN_BYTES } from './threads/pool.ts';
import { BuildError, type Problem } from './errors.ts';
import { buildHome, generatedHome, type HomePage } from './content/home.ts';
import { readLastUpdates } from './content/last-update.ts';
import { checkLinks, unbuiltWarning, type LinkReport, type LinkSource } from './content/links.ts';
import type { MarkdownProcessor } from './markdown/processor.ts';
import { importModule } from './module.ts';
import { checkRouteFiles } from './output/paths.ts';
import { checkUniqueIds } from './content/unique-ids.ts';
import { sourceVersion, STAGE_SOURCES } from './source-version.ts';
import { renderRoute } from './output/render.tsx';
import { withBase } from './url.ts';
import { buildRoutes, routeKey } from './content/routes.ts';
import { buildSearchFiles, type SearchFiles } from './search/files.ts';
import { buildSidebars } from './content/sidebar.ts';
import { loadCustomCss } from './docusaurus/custom-css.ts';
import { editUrlOf } from './docusaurus/edit-url.ts';
import { resolveNavLinks } from './docusaurus/nav-links.ts';
import { isMdxDoc } from './mdx/format.ts';
import type { MdxStageResult } from './mdx/stage.ts';
import type { Doc, DocSource, OutputMap, Route } from './types.ts';
import { checkOutDir, StagedOutput, type OutputSink } from './output/write.ts';
import { routeFile } from './output/paths.ts';
import { buildSitemap } from './output/sitemap.ts';

export interface SiteBuild<Files extends OutputSink = OutputMap> {
  files: Files;
  routes: Route[];
  /** Folder copied as-is to the output root. */
  staticDir?: string;
  /** Problems reported as warnings (broken links, anchors and .md links whose setting is 'warn' or 'log', links into unbuilt parts). */
  warnings: Problem[];
  /** Milliseconds per stage. */
  timings: Record<string, number>;
  /** What the next build can reuse. */
  cache: BuildCache;
  /** URLs of the stylesheets, the boot module and the sidebar trees by sidebar (the dev server tells open pages when they change). */
  assets: { css: string; customCss?: string; boot: string; sidebarTrees: Record<string, string> };
  /** With `deferSearch`: makes the search files (into `files`, and `cache`); no page waits for them. */
  later?: () => Promise<void>;
}

export interface BuildOptions {
  /** What a previous build left to reuse. */
  cache?: BuildCache;
  /** Reused across rebuilds by `serve`: it does not depend on the content. */
  markdown?: MarkdownProcessor;
  /** Files known to have changed since `cache` was made (absolute paths); with it, other docs are not read again. */
  changedFiles?: ReadonlySet<string>;
  /** Docs with `draft: true` in their frontmatter are built only when this is set (`serve` sets it). */
  includeDrafts?: boolean;
  /**
   * Puts the previous build's copy of `file` into the output, or returns false when there is none: pages
   * whose render key is unchanged are reused this way instead of rendered.
   */
  reuse?: (file: string) => boolean;
  /** Told when each stage starts, and as the per-page stages (markdown, render) get through pages. */
  onProgress?: ProgressListener;
  /**
   * The search files keep one name instead of a content hash (`serve` sets it; it sends every file with
   * `no-cache`). Every page names them and the index changes with any edit of the text: hashed names would
   * re-render every page on every edit.
   */
  stableSearchNames?: boolean;
  /**
   * With `stableSearchNames`: the search files are left to `SiteBuild.later`, which the caller runs once it has
   * told open pages what changed (`serve`: rebuilding the index for an edit took longer than the rest of the rebuild).
   */
  deferSearch?: boolean;
}

/** `done` and `total` come with the stages that go page by page. */
export type ProgressListener = (stage: string, done?: number, total?: number) => void;

export function buildSite(loaded: LoadedConfig, opts?: BuildOptions): Promise<SiteBuild>;
export function buildSite<S extends OutputSink>(loaded: LoadedConfig, opts: BuildOptions, sink: S): Promise<SiteBuild<S>>;
/** Renders into `sink` (by default a Map kept in memory). */
export async function buildSite(loaded: LoadedConfig, opts: BuildOptions = {}, sink: OutputSink = new Map()): Promise<SiteBuild<OutputSink>> {
  const { root } = loaded;
  let site = loaded.config;
  const timings: Record<string, number> = {};
  let t = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - t);
    t = now;
  };
  const progress: ProgressListener = opts.onProgress ?? (() => undefined);
  progress('load');

  // The client bundle depends on no content: esbuild builds it in its own process while this one parses.
  const key = frontEndKey();
  const bundling = opts.cache?.bundle?.key === key ? Promise.resolve(opts.cache.bundle.result) : bundleClient();
  // Its failure surfaces where it is awaited; until then it must not count as unhandled.
  bundling.catch(() => undefined);

  // 1. Content: docs, categories, the sidebars file and the home page source.
  const docsDir = path.resolve(root, site.docs.path);
  const routeBase = `/${site.docs.routeBasePath}`.replace(/\/+$/, '').replace(/^\/+/, '/');
  const contentOptions = { docsDir, routeBase, trailingSlash: site.trailingSlash, exclude: site.docs.exclude, include: site.docs.include };
  const sourcesKey = JSON.stringify([SOURCES_STAGE_VERSION, contentOptions]);
  const reusable = opts.cache?.sources?.key === sourcesKey ? opts.cache.sources.docs : undefined;
  if (!existsSync(docsDir)) {
    throw new BuildError([{ pos: { file: loaded.file }, message: `docs.path: the docs folder ${docsDir} does not exist`, hint: 'create it, or point docs.path (relative to the config file) at the folder that holds the Markdown' }]);
  }
  const content = await loadContent(contentOptions, reusable, reusable && opts.changedFiles);
  if (!opts.includeDrafts) content.docs = content.docs.filter((d) => d.frontmatter.draft !== true);
  checkUniqueIds(content.docs);
  const sidebarsFile = site.docs.sidebarPath ? path.resolve(root, site.docs.sidebarPath) : undefined;
  if (sidebarsFile && !existsSync(sidebarsFile)) {
    throw new BuildError([{ pos: { file: loaded.file }, message: `docs.sidebarPath: the sidebars file ${sidebarsFile} does not exist`, hint: 'fix the path (relative to the config file), or remove docs.sidebarPath to generate the sidebar from the folders' }]);
  }
  const sidebars = sidebarsFile ? { file: sidebarsFile, value: await importModule(sidebarsFile) } : site.docs.sidebarPath === false ? 'none' as const : undefined;
  const homeSource = site.homePage ? loadPageSource(path.resolve(root, site.homePage)) : undefined;
  const customCss = loadCustomCss(site.customCss, root, loaded.file);
  lap('load');

  // Read while Markdown is parsed: git runs in a process of its own.
  const lastUpdates = site.docs.showLastUpdate ? readLastUpdates(docsDir, loaded.file) : undefined;

  // 2. Markdown, cached by content hash.
  const routesByPath = mdLinkTargets(content.docs, path.relative(root, docsDir));
  // Link rewriting depends on every doc's route: a renamed doc invalidates the cache.
  const salt = hash([MARKDOWN_STAGE_VERSION, ...routesByPath].join('\n'));
  // Loaded only on a cache miss: the pipeline's packages (shiki, unified, parsers) take a while to load.
  // MDX docs (see mdx/format.ts) go through the MDX compiler, loaded only when a site has some.
  const mdxSources = content.docs.filter((d) => isMdxDoc(d.relPath, d.mdxSyntax, d.frontmatter, site.markdown.format));
  const mdxFiles = new Set(mdxSources.map((d) => d.file));
  const mdSources = mdxSources.length ? content.docs.filter((d) => !mdxFiles.has(d.file)) : content.docs;
  // Both at once, on the same threads (see threads/pool.ts). A cold build that will need workers starts them
  // now: they load while the processors are made.
  const pool = createPool();
  const bytes = (sources: DocSource[]) => sources.reduce((n, d) => n + d.body.length, 0);
  const cold = !opts.cache?.markdown?.size && !opts.cache?.mdx?.size;
  if (cold && (bytes(mdxSources) >= MIN_BYTES.mdx || bytes(mdSources) >= MIN_BYTES.markdown)) {
    // The worker highlights the code of MDX docs, and of Markdown pages too few to share out (see threads/pool.ts),
    // in the order this thread takes them.
    const asking = bytes(mdSources) >= MIN_BYTES.markdown ? mdxSources : content.docs;
    pool.warm([...asking].sort((a, b) => b.body.length - a.body.length).flatMap((d) => scanFences(d.body)));
  }
  const markdown = withCache(async () => opts.markdown ?? (await import('./markdown/processor.ts')).createMarkdownProcessor(), opts.cache?.markdown ?? new Map(), salt, pool);
  progress('markdown', 0, content.docs.length);
  const url = (p: string) => withBase(site.baseUrl, p);
  const deferredSearch = opts.deferSearch && opts.stableSearchNames;
  let docs: Doc[];
  let mdx: MdxStageResult | undefined;
  let searchFiles: SearchFiles | undefined;
  try {
    const [parsed, compiled] = await bothOrProblems(
      parseDocs(mdSources, markdown, (done) => progress('markdown', done, content.docs.length), routesByPath),
      mdxSources.length
        ? import('./mdx/stage.ts').then((m) => m.renderMdxDocs(mdxSources, { site, siteDir: root, docsDir, routesByPath, url, pool }, opts.cache?.mdx))
        : Promise.resolve(undefined),
    );
    mdx = compiled;
    docs = mdx ? inSourceOrder(content.docs, [...parsed, ...mdx.docs]) : parsed;
    // The search index is made on a worker thread, where there is one, while this thread goes on to the pages
    // (serve's `deferSearch`: made after the pages, by `later`).
    if (!deferredSearch) searchFiles = buildSearchFiles(docs, url, key, salt, opts.cache?.search, (records) => pool.searchIndex(records));
  } finally {
    // The workers stop once they have answered, without the build waiting for them to.
    void pool.close();
  }
  const configuredHome = homeSource ? await buildHome(homeSource, site, markdown, routesByPath) : undefined;
  lap('markdown');
  progress('links');

  // 3. Sidebar, routes, link check.
  const sidebarTrees = buildSidebars({ docs, categories: content.categories, routeBase, trailingSlash: site.trailingSlash, sidebars });
  const home: HomePage | undefined = configuredHome ?? generatedHome(site, loaded.file, [...sidebarTrees.values()][0] ?? [], docs);
  const siteRoutes = buildRoutes(docs, sidebarTrees, home);
  site = resolveNavLinks(site, docs, sidebarTrees, loaded.file);
  checkRouteFiles(siteRoutes, content.categories, sidebarsFile ?? loaded.file);
  const staticDir = site.staticDir ? path.resolve(root, site.staticDir) : undefined;
  const staticFiles = new Set(staticDir && existsSync(staticDir) ? listFiles(staticDir).map((f) => `/${path.relative(staticDir, f).split(path.sep).join('/')}`) : []);
  const linkReport = checkSiteLinks(docs, home, siteRoutes.routes, staticFiles, { ...loaded, config: site });
  const severity = { page: site.onBrokenLinks, anchor: site.onBrokenAnchors, markdown: site.onBrokenMarkdownLinks };
  const failing = linkReport.broken.filter((p) => severity[p.kind] === 'throw');
  if (failing.length) throw new BuildError(failing.map(({ kind: _, ...p }) => p));
  const warnings: Problem[] = linkReport.broken.filter((p) => severity[p.kind] !== 'ignore').map(({ kind: _, ...p }) => p);
  const unbuilt = unbuiltWarning(linkReport.unbuilt, loaded.file);
  if (unbuilt) warnings.push(unbuilt);
  warnings.push(...(loaded.warnings ?? []), ...missingConfigAssets(site, staticFiles, loaded.file, staticDir), ...content.skipped, ...content.docs.flatMap((d) => d.lint));
  warnings.push(...(mdx?.warnings ?? []));
  const updates = await lastUpdates;
  if (updates?.problem) warnings.push(updates.problem);
  const lastUpdated = new Map(docs.flatMap((d) => {
    const date = updates?.dates.get(d.relPath);
    return date === undefined ? [] : [[d.route, date] as const];
  }));
  lap('links');
  progress('bundle');

  // 4. Client bundle and the shared sidebar trees (a file per sidebar: a page fetches only its own).
  const bundle = await bundling;
  const files = sink;
  for (const [f, data] of bundle.files) files.set(f, data);
  for (const [f, data] of mdx?.files ?? []) files.set(f, data);
  const treeFiles: Record<string, string> = {};
  for (const [name, items] of sidebarTrees) {
    const treeJson = JSON.stringify(items);
    const treeFile = `assets/sidebar${sidebarTrees.size > 1 ? `-${name.replace(/[^\w-]+/g, '_')}` : ''}.${hash(`${name}\0${treeJson}`).slice(0, 8)}.json`;
    files.set(treeFile, treeJson);
    treeFiles[name] = treeFile;
  }
  const customCssFile = customCss === undefined ? undefined : `assets/custom.${hash(customCss).slice(0, 8)}.css`;
  if (customCssFile) files.set(customCssFile, customCss!);
  lap('bundle');
  progress('search');

  // 5. Search files: the documents now, the index once made (the pages name it by what it is made from).
  const named = (kind: string, key: string) => `assets/search-${kind}.${opts.stableSearchNames ? 'dev' : key.slice(0, 8)}.json`;
  let searchCache = opts.cache?.search;
  const putSearchFiles = (made: SearchFiles) => {
    const names = { docs: named('docs', hash(made.docsJson)), index: named('index', made.indexKey) };
    files.set(names.docs, made.docsJson);
    const written = made.done.then((entry) => {
      searchCache = entry;
      files.set(names.index, entry.indexJson);
    });
    // Awaited after the pages: a failure is not unhandled meanwhile.
    written.catch(() => undefined);
    return { names, written };
  };
  // Stable names do not depend on the files' content: pages can name them before they exist.
  const search = searchFiles ? putSearchFiles(searchFiles) : { names: { docs: named('docs', ''), index: named('index', '') }, written: Promise.resolve() };
  lap('search');

  // 6. Render every route (in `serve`, only those whose inputs changed).
  const assets = {
    css: url(bundle.entries.css), ...(customCssFile ? { customCss: url(customCssFile) } : {}), boot: url(bundle.entries.boot), sidebarTrees: Object.fromEntries(Object.entries(treeFiles).map(([name, f]) => [name, url(f)])),
    searchDocs: url(search.names.docs), searchIndex: url(search.names.index),
  };
  const descriptions = new Map(docs.map((d) => [d.route, d.description]));
  const docsFromRoot = path.relative(root, docsDir).split(path.sep).join('/');
  const editUrls = new Map(docs.flatMap((d) => {
    const edit = editUrlOf(site.docs.editUrl, d, docsFromRoot, site.locale);
    return edit ? [[d.route, edit] as const] : [];
  }));
  const model = { site, assets, sidebars: sidebarTrees, routes: siteRoutes, home: home?.content, descriptions, lastUpdated, editUrls };
  // Every page shows the site config, the sidebar and other pages' titles: any change there re-renders all.
  const shared = hash(JSON.stringify([key, site, assets, salt, siteRoutes.routes.map((r) => [r.path, r.title])]));
  // Category index cards show the descriptions of the pages they list.
  const cards = hash(JSON.stringify([...descriptions]));
  const renderKeys = new Map<string, string>();
  const previousKeys = opts.cache?.renderKeys;
  for (const [i, route] of siteRoutes.routes.entries()) {
    progress('render', i, siteRoutes.routes.length);
    const own = route.kind === 'doc' ? `${siteRoutes.docsByRoute.get(route.path)!.hash}:${lastUpdated.get(route.path) ?? ''}:${editUrls.get(route.path) ?? ''}`
      : route.kind === 'home' ? hash(JSON.stringify(home!.content))
      : route.kind === 'generated-index' ? cards : '';
    const renderKey = `${shared}:${own}`;
    renderKeys.set(route.path, renderKey);
    const outputs = route.kind === 'not-found' ? [routeFile(route.path)] : [routeFile(route.path), routeFile(route.path, PAGE_DATA_FILE)];
    if (opts.reuse && previousKeys?.get(route.path) === renderKey && outputs.every(opts.reuse)) continue;
    const { html, pageData } = renderRoute(route, model);
    files.set(outputs[0]!, html);
    if (outputs[1]) files.set(outputs[1], JSON.stringify(pageData));
  }
  files.set('sitemap.xml', buildSitemap(siteRoutes.routes, site));
  progress('render', siteRoutes.routes.length, siteRoutes.routes.length);
  lap('render');
  await search.written;
  // How long the pages waited for the index.
  lap('index');

  const cache: BuildCache = { markdown: markdown.used, mdx: mdx?.compiled, bundle: { key, result: bundle }, search: searchCache, renderKeys,
    sources: { key: sourcesKey, docs: new Map(content.docs.map((d) => [d.relPath, d])) },
  };
  const later = deferredSearch ? async () => {
    await putSearchFiles(buildSearchFiles(docs, url, key, salt, searchCache)).written;
    cache.search = searchCache;
  } : undefined;
  return { files, routes: siteRoutes.routes, staticDir, warnings, timings, cache, assets: { css: assets.css, customCss: assets.customCss, boot: assets.boot, sidebarTrees: assets.sidebarTrees }, later };
}

/** Changes whenever the Markdown stage's sources do, so cached results from older code are never reused. */
const MARKDOWN_STAGE_VERSION = sourceVersion(STAGE_SOURCES.markdown);

/** Changes whenever the code that reads a doc does (frontmatter, MDX detection, lint): cached docs are keyed by it. */
const SOURCES_STAGE_VERSION = sourceVersion(STAGE_SOURCES.sources);

/** `.md` link targets: docs-relative paths, and (with a leading `/`) site-relative ones, as Docusaurus resolves them. */
function mdLinkTargets(docs: DocSource[], docsFromRoot: string): Map<string, string> {
  const targets = new Map(docs.map((d) => [d.relPath, d.route]));
  if (!docsFromRoot.startsWith('..') && !path.isAbsolute(docsFromRoot)) {
    const prefix = docsFromRoot.split(path.sep).join('/');
    for (const d of docs) targets.set(`/${prefix ? `${prefix}/` : ''}${d.relPath}`, d.route);
  }
  return targets;
}

function checkSiteLinks(docs: Doc[], home: HomePage | undefined, routes: Route[], staticFiles: Set<string>, loaded: LoadedConfig): LinkReport {
  const site = loaded.config;
  const anchors = new Map<string, Set<string>>(routes.map((r) => [routeKey(r.path), new Set<string>()]));
  for (const d of docs) anchors.set(routeKey(d.route), new Set(d.headings.map((h) => h.id)));
  const sources: LinkSource[] = docs.map((d) => ({ file: d.file, route: d.route, links: d.links }));
  if (home) sources.push({ file: home.file, route: '/', links: home.links });
  const configLinks = [...site.navbar.items, ...site.footer.links.flatMap((c) => c.items)].filter((l) => l.to).map((l) => ({ url: l.to!, line: 0, column: 0 }));
  sources.push({ file: loaded.file, route: '/', links: configLinks });
  return checkLinks(sources, { anchors, staticFiles, unbuilt: loaded.unbuilt });
}

function inSourceOrder(sources: DocSource[], docs: Doc[]): Doc[] {
  const byFile = new Map(docs.map((d) => [d.file, d]));
  return sources.map((s) => byFile.get(s.file)!);
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

function hash(s: string): string {
  return createHash('sha1').update(s).digest('hex');
}

export interface BuildResult extends SiteBuild<StagedOutput> {
  outDir: string;
  pages: number;
  ms: number;
}

/** Everything a build reads: its output folder must hold none of it (the folder is replaced whole). */
export function sourcePaths({ file, root, config }: LoadedConfig): string[] {
  const rel = [config.docs.path, config.staticDir, config.homePage, config.docs.sidebarPath].filter((p): p is string => typeof p === 'string');
  return [file, path.join(root, '.cache'), ...rel.map((p) => path.resolve(root, p))];
}

/** Where `build` and `serve` keep what the next build can reuse. */
export function buildCacheFile(loaded: LoadedConfig): string {
  return path.join(loaded.root, '.cache', 'build.json');
}

/** Build to disk. The previous output stays untouched unless the whole build succeeds. */
export async function build(configPath: string, outDir?: string, opts: Pick<BuildOptions, 'onProgress'> = {}): Promise<BuildResult> {
  const start = performance.now();
  const loaded = await loadConfig(configPath);
  const tConfig = performance.now() - start;
  const out = path.resolve(loaded.root, outDir ?? 'build');
  checkOutDir(out, sourcePaths(loaded));
  const cacheFile = buildCacheFile(loaded);
  const staged = new StagedOutput(out);
  const cached = readBuildCache(cacheFile);
  const tCache = performance.now() - start - tConfig;
  // Page fingerprints describe the folder they were written to; for any other, nothing is reused.
  const previousCache = cached.renderedTo === out ? cached : { ...cached, renderKeys: undefined };
  let result: SiteBuild<StagedOutput>;
  try {
    // Unchanged pages are linked from the current output instead of rendered again, if they are still the files the cache describes.
    result = await buildSite(loaded, { cache: previousCache, reuse: (f) => staged.reuse(f, previousCache.outputs?.get(f)), onProgress: opts.onProgress }, staged);
  } catch (err) {
    await staged.discard();
    throw err;
  }
  opts.onProgress?.('write');
  const t = performance.now();
  result.cache.renderedTo = out;
  // Only the route files: the only ones a later build may reuse (the rest are written every time).
  result.cache.outputs = staged.stampsOf(result.routes.flatMap((r) => [routeFile(r.path), routeFile(r.path, PAGE_DATA_FILE)]));
  try {
    await staged.commit(result.staticDir);
  } catch (err) {
    await staged.discard();
    throw err;
  }
  // Only now: a cache written before the swap could describe pages a failed swap never put in place.
  if (!sameBuildCache(cached, result.cache)) await writeBuildCache(cacheFile, result.cache);
  result.timings.write = Math.round(performance.now() - t);
  result.timings = { config: Math.round(tConfig), cache: Math.round(tCache), ...result.timings };
  return { ...result, outDir: out, pages: result.routes.length, ms: performance.now() - start };
}

/** Both results; when either fails, the problems of both (an error other than a BuildError as it is). */
async function bothOrProblems<A, B>(a: Promise<A>, b: Promise<B>): Promise<[A, B]> {
  const [ra, rb] = await Promise.allSettled([a, b]);
  if (ra.status === 'fulfilled' && rb.status === 'fulfilled') return [ra.value, rb.value];
  const reasons = [ra, rb].flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  const other = reasons.find((r) => !(r instanceof BuildError));
  if (other !== undefined) throw other;
  throw new BuildError(reasons.flatMap((r) => (r as BuildError).problems));
}
