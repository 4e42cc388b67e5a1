// The pipeline: config → content → Markdown → sidebar/routes/links → bundle → render → output.
// `build` runs it once to disk; `serve` calls buildSite and keeps the result in memory.
import path from 'node:path';
import { PAGE_DATA_FILE } from '../client/constants.ts';
import { frontEndKey, readBuildCache, sameBuildCache, stageBuildCache, type BuildCache, type StagedCache } from './build-cache.ts';
import { missingConfigAssets } from './config/assets.ts';
import { withLogoSize } from './config/logo-size.ts';
import { loadConfig, type LoadedConfig } from './config/load.ts';
import { loadPageSource } from './content/docs/load.ts';
import { buildHome, generatedHome, type HomePage } from './content/home.ts';
import { checkSiteLinks } from './content/links.ts';
import { assetCopier, withDocAssets } from './content/doc-assets.ts';
import { heldBody, releaseBodies } from './content/doc-bodies.ts';
import { joinRoutes } from './content/routes.ts';
import type { Sidebars, SourceRenderData } from './content/source.ts';
import { assembledWarnings, contentSources, docsGlobalData, instanceVersions, withSiteFiles } from './content/sources.ts';
import { siteCustomCss } from './docusaurus/custom-css.ts';
import { resolveNavLinks } from './docusaurus/nav-links.ts';
import { uniqueProblems, withWarnings, type Problem } from './errors.ts';
import type { KeepHtml } from './doc-html.ts';
import { htmlPacks } from './html-packs.ts';
import { sha1 } from './hash.ts';
import type { MarkdownProcessor } from './markdown/processor.ts';
import { MARKDOWN_STAGE_VERSION, parseEntries } from './markdown/stage.ts';
import { pluginsByFile } from './mdx/site-plugins.ts';
import { bundleClient } from './output/client-assets.ts';
import { bundleClientModules } from './output/client-modules.ts';
import { planRedirects, redirectPage } from './output/redirects.ts';
import { renderPages, writeCustomCss, writeSidebarTrees, writeVersionFiles } from './output/pages.ts';
import { siteHeadTags } from '../templates/site-head.ts';
import { checkRouteFiles, pageFile, routeFile } from './output/paths.ts';
import { pageLibraries, writePageLibraries } from './output/page-libraries.ts';
import { buildSitemap } from './output/sitemap.ts';
import { mdxDocsMarkdown, writeLlmsFiles } from './output/llms.ts';
import { llmsFilesOnWorker } from './output/llms-on-worker.ts';
import { htmlMarkdownOnPool } from './output/html-markdown-pool.ts';
import { createPool, type Pool } from './threads/pool.ts';
import { checkOutDir, StagedOutput, type OutputSink } from './output/write.ts';
import { buildSearchFiles, indexOnWorker, putSearchFiles, searchedDocs, searchFileNames, searchTrails, type SearchStage } from './search/files.ts';
import { searchEntryStage } from './search/cache-file.ts';
import { findThemeOverrides } from './docusaurus/theme-overrides.ts';
import type { RenderModel } from './output/render.tsx';
import type { OutputMap, Route } from './types.ts';
import { withBase } from './url.ts';
import { buildCacheFile, sourcePaths, staticFilePaths, staticFolders } from './site-paths.ts';
import { SHARD_MANIFEST, shardManifest as makeShardManifest, shardRoutes, writesWholeSite, type Shard, type ShardManifest } from './output/shards.ts';
import { stageClock, type ProgressListener } from './stage-clock.ts';
import { knownRoutes, startRoutes } from './docusaurus/generated-routes.ts';
import { localeOutput, shardLocales } from './i18n/locales.ts';
import { StagedBuild, type FinishedBuild } from './output/staged-build.ts';
export type { ProgressListener };

export interface SiteBuild<Files extends OutputSink = OutputMap> {
  files: Files;
  routes: Route[];
  /** Folders copied as-is to the output root, the first one's file where two hold the same path. */
  staticDirs: string[];
  /** Problems reported as warnings (broken links, anchors and .md links whose setting is 'warn' or 'log'). */
  warnings: Problem[];
  /** Milliseconds per stage. */
  timings: Record<string, number>;
  /** What the next build can reuse. */
  cache: BuildCache;
  /** URLs of the stylesheets, the boot module and the sidebar trees by sidebar (the dev server tells open pages when they change). */
  assets: { css: string; customCss?: string; boot: string; sidebarTrees: Record<string, string> };
  /** With `deferSearch`: makes the search files (into `files`, and `cache`); no page waits for them. */
  later?: () => Promise<void>;
  /** With `shard`: what `merge` checks and joins. */
  shardManifest?: ShardManifest;
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
  /** Keeps each parsed doc's HTML until its page is rendered (by default in memory). */
  keepHtml?: KeepHtml;
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
  /** Renders only this shard's slice of the routes (output/shards.ts). */
  shard?: Shard;
  /** Whether a worker thread renders a share of the pages: by default from WORKER_MIN_PAGES pages (pages-on-worker.ts). */
  renderWorker?: boolean;
  /** Reads the docs' Markdown bodies from their files when needed, not holding them (content/doc-bodies.ts): `build` sets it, `serve` rebuilds from them. */
  releaseBodies?: boolean;
  /** Broken links of a kind listed as warnings before the rest are counted in one (content/links.ts). */
  linkWarnings?: number;
  /** Takes the build cache's search entry once it is made (`build` writes it then: search/cache-file.ts). */
  stageSearch?: SearchStage;
  /** Worker threads lent by the caller (threads/pool.ts's lentPool); by default the build's own. */
  pool?: Pool;
}

export function buildSite(loaded: LoadedConfig, opts?: BuildOptions): Promise<SiteBuild>;
export function buildSite<S extends OutputSink>(loaded: LoadedConfig, opts: BuildOptions, sink: S): Promise<SiteBuild<S>>;
/** Renders into `files` (by default a Map kept in memory). */
export async function buildSite(loaded: LoadedConfig, opts: BuildOptions = {}, files: OutputSink = new Map()): Promise<SiteBuild<OutputSink>> {
  // Worker threads (started on demand) for the Markdown stage, then for a large site's pages and the Markdown files of MDX docs.
  const pool = opts.pool ?? createPool();
  try {
    return await buildWith(pool, loaded, opts, files);
  } finally {
    // They stop once they have answered, without the build waiting for them to.
    void pool.close();
  }
}

async function buildWith(pool: Pool, loaded: LoadedConfig, opts: BuildOptions, files: OutputSink): Promise<SiteBuild<OutputSink>> {
  const { root } = loaded;
  const stage = stageClock(opts.onProgress);
  stage.start('load');
  // The client bundle depends on no content: esbuild builds it in its own process while this one parses.
  const key = frontEndKey();
  const bundling = opts.cache?.bundle?.key === key ? Promise.resolve(opts.cache.bundle.result) : bundleClient(key);
  // Its failure surfaces where it is awaited; until then it must not count as unhandled.
  bundling.catch(() => undefined);
  const overrides = findThemeOverrides(root, loaded.config.plugins);
  const url = (p: string) => withBase(loaded.config.baseUrl, p);
  startRoutes(loaded.config); // `@generated/routes` of this build's bundles: its pages, known once the sources load.
  // The live-code playground is bundled by esbuild, in its own process, while the sources load.
  const libraries = pageLibraries(loaded.config, root, loaded.file, overrides, url);
  libraries.catch(() => undefined);
  const sources = await Promise.all(contentSources(loaded, overrides).map((s) => s.load({ previous: opts.cache?.sources?.get(s.id), changedFiles: opts.changedFiles, includeDrafts: opts.includeDrafts === true, bodiesOnDisk: opts.releaseBodies })));
  const homeSource = loaded.config.homePage ? loadPageSource(path.resolve(root, loaded.config.homePage)) : undefined;
  const customCss = await siteCustomCss(loaded);
  const clientModules = bundleClientModules(loaded.config.clientModules, root, loaded.file, loaded.config);
  clientModules.catch(() => undefined);
  // Told with its page counts.
  stage.start('markdown', false);
  const routesByPath = knownRoutes(loaded.config, withSiteFiles(loaded, sources), url, loaded.docusaurus?.site.pluginOrder); // `.md` links: as pages are written (a route may begin like the base URL: /docs/); `@generated/routes`.
  // Parses do not depend on the routes (`.md` links are resolved after, per doc): a renamed doc invalidates no parse, but every page that may link to it is rendered again.
  const { setup, ...pageLibs } = await libraries;
  const salt = sha1(`${MARKDOWN_STAGE_VERSION}\0${JSON.stringify(setup)}`);
  const linksKey = sha1([...routesByPath].join('\n'));
  const plugins = pluginsByFile(sources);
  const entries = sources.flatMap((s) => s.entries);
  const whole = writesWholeSite(opts.shard);
  const parsed = await parseEntries(entries, { loaded, plugins, setup, overrides, cache: opts.cache, markdown: opts.markdown, globalData: docsGlobalData(loaded, sources), routesByPath, salt, url, pool, keepHtml: opts.keepHtml, onPage: (done, total) => opts.onProgress?.('markdown', done, total) })
    .catch((err: unknown) => { throw withWarnings(err, [...(loaded.warnings ?? []), ...sources.flatMap((s) => s.warnings)]); });
  const docFiles = assetCopier(root, url);
  const configuredHome = homeSource ? await buildHome(homeSource, loaded.config, parsed.markdown, routesByPath, docFiles) : undefined;

  stage.start('links');
  let at = 0;
  const parsedDocs = withDocAssets(parsed.docs, docFiles);
  const assembled = await Promise.all(sources.map((s) => s.assemble(parsedDocs.slice(at, (at += s.entries.length)))));
  for (const s of assembled) checkRouteFiles(s.claims.map((c) => c.route), s.render, s.categories, s.routesFile);
  const docs = assembled.flatMap((s) => s.docs);
  const bodyOf = opts.releaseBodies ? releaseBodies(sources, entries, [...parsed.docs, ...parsedDocs]) : heldBody;
  // The docs' last version's sidebars first: the generated home page and the not-found page lead into the first.
  const sidebars: Sidebars = new Map([...assembled].sort((a, b) => Number(b.version?.isLast ?? false) - Number(a.version?.isLast ?? false)).flatMap((s) => [...s.sidebars]));
  const home: HomePage | undefined = configuredHome ?? generatedHome(loaded.config, loaded.file, [...sidebars.values()][0] ?? [], docs, assembled.flatMap((s) => s.claims.map((c) => c.route.path)));
  const siteRoutes = joinRoutes(assembled, home, loaded.config, loaded.docusaurus?.site.pluginOrder);
  const instances = instanceVersions(assembled);
  const staticDirs = staticFolders(loaded);
  const site = withLogoSize(resolveNavLinks(loaded.config, instances, loaded.file), staticDirs);
  const staticFiles = staticFilePaths(staticDirs);
  // The same problem found by several sources (each docs version reading its git history) is told once.
  const found = [
    ...(loaded.warnings ?? []), ...missingConfigAssets(site, staticFiles, loaded.file, staticDirs),
    ...sources.flatMap((s) => s.warnings), ...(parsed.mdx?.warnings ?? []), ...assembledWarnings(assembled), ...siteRoutes.warnings,
  ];
  const mine = shardRoutes(siteRoutes.routes, opts.shard);
  const only = opts.shard && { routes: mine, config: whole };
  const warnings = uniqueProblems([...checkSiteLinks({ docs: docs.filter(siteRoutes.built), home, routes: siteRoutes.routes, staticFiles, written: assembled.flatMap((s) => [...s.files?.keys() ?? []]), loaded: { ...loaded, config: site }, found, only, listed: opts.linkWarnings }), ...found]);
  const redirects = whole && site.clientRedirects ? planRedirects(site.clientRedirects, siteRoutes.routes, loaded.file, site.trailingSlash) : undefined;
  if (redirects) warnings.push(...redirects.warnings);

  stage.start('bundle');
  const bundle = await bundling;
  const siteModules = await clientModules;
  for (const [f, data] of [...bundle.files, ...(parsed.mdx?.files ?? []), ...docFiles.files, ...(siteModules?.files ?? []), ...assembled.flatMap((s) => [...s.files ?? []])]) files.set(f, data);
  writePageLibraries(pageLibs, parsed.docs, files);
  const treeFiles = writeSidebarTrees(files, sidebars, overrides);
  const versionFiles = writeVersionFiles(files, instances);
  const customCssFile = writeCustomCss(files, customCss);

  stage.start('search');
  const [stable, trails] = [opts.stableSearchNames === true, searchTrails(siteRoutes.breadcrumbs, url)] as const;
  // Only the pages built: not one whose path another page won (onDuplicateRoutes). Their search documents are let go once their files are made.
  const [searched, searchNow] = [searchedDocs(parsed.docs.filter(siteRoutes.built), loaded.config.search), whole && !(opts.deferSearch && stable)];
  const search = searchNow ? putSearchFiles(files, buildSearchFiles(searched, url, key, salt, opts.cache?.search, indexOnWorker(pool)), stable, trails, opts.stageSearch) : undefined;
  // A shard other than 1 makes no search files, only their names (its pages link to them).
  const searchNames = search?.names ?? searchFileNames(searched, url, key, salt, opts.cache?.search, stable, trails);

  stage.start('render', false);
  const assets = {
    css: url(bundle.entries.css), ...(customCssFile ? { customCss: url(customCssFile) } : {}), boot: url(bundle.entries.boot), sidebarTrees: Object.fromEntries(Object.entries(treeFiles).map(([name, f]) => [name, url(f)])),
    searchDocs: url(searchNames.docs), searchIndex: url(searchNames.index), searchPage: url(bundle.entries.searchPage),
    versions: Object.fromEntries(Object.entries(versionFiles).map(([id, f]) => [id, url(f)])),
    ...(siteModules ? { clientModules: { js: url(siteModules.js), ...(siteModules.css ? { css: url(siteModules.css) } : {}) } } : {}),
  };
  const model = {
    site, assets, sidebars, routes: siteRoutes, home: home?.content, descriptions: new Map(docs.filter(siteRoutes.built).map((d) => [d.route, d.description])),
    lastUpdated: siteRoutes.lastUpdated, editUrls: siteRoutes.editUrls,
    siteHead: siteHeadTags(site) + assembled.map((s) => s.head ?? '').join(''), slots: Object.assign({}, ...assembled.map((s) => s.slots ?? {})) as RenderModel['slots'], instances, versionOf: new Map(assembled.flatMap((s, i) => (s.version ? [[sources[i]!.id, s.version] as const] : []))),
  };
  if (overrides.size || parsed.mdx?.late.size) warnings.push(...await (await import('./content/theme/sidebar-docs.ts')).renderLateParts(model, assembled, files, warnings, { loaded, overrides, routesByPath, setup, globalData: docsGlobalData(loaded), late: parsed.mdx?.late, ...(parsed.mdx ? { islands: parsed.mdx.islands } : {}) }));
  const llms = { site, routes: siteRoutes.routes, docsByRoute: siteRoutes.docsByRoute, sidebars, versionOf: model.versionOf, mdxFiles: parsed.mdxFiles, routesByPath, staticFiles, bodyOf };
  const mdxMarkdown = whole ? mdxDocsMarkdown(llms, (jobs) => (pool.canAsk() ? htmlMarkdownOnPool(pool, jobs) : undefined)) : undefined;
  const shared = sha1(JSON.stringify([key, site, assets, salt, linksKey, model.slots, model.siteHead, siteRoutes.routes.map((r) => [r.path, r.title])]));
  const workerFrom = opts.renderWorker === undefined ? undefined : opts.renderWorker ? 1 : Infinity;
  const renderKeys = await renderPages(mine, model, files, {
    shared, previousKeys: opts.cache?.renderKeys, reuse: opts.reuse, onPage: (done, total) => opts.onProgress?.('render', done, total), pool, workerFrom,
  });
  if (whole && !site.noIndex && site.sitemap) files.set(site.sitemap.filename, await buildSitemap(siteRoutes.routes, site, site.sitemap, model.lastUpdated, loaded.file));
  if (mdxMarkdown) await writeLlmsFiles(files, llms, await mdxMarkdown, llmsFilesOnWorker(pool, llms, { from: workerFrom, bytes: !(files instanceof Map) }));
  // Nothing else is asked of the workers: they stop once done, not holding their memory while the rest is written.
  void pool.close();
  for (const r of redirects?.redirects ?? []) files.set(...redirectPage(r, site));
  // How long the pages waited for the index (timed, not a stage a reader is told of).
  stage.start('index', false);
  const searchCache = search ? await search.written : opts.cache?.search;
  stage.end();
  const cache: BuildCache = { markdown: parsed.markdown.used, mdx: parsed.mdx?.compiled, bundle: { key, result: bundle }, search: searchCache, renderKeys,
    sources: new Map(sources.map((s) => [s.id, s.kept])),
  };
  const later = opts.deferSearch && stable ? async () => { cache.search = await putSearchFiles(files, buildSearchFiles(searchedDocs(docs.filter(siteRoutes.built), loaded.config.search), url, key, salt, searchCache), stable, trails).written; } : undefined;
  const shardManifest = opts.shard && makeShardManifest(opts.shard, shared, siteRoutes.routes, warnings, site.trailingSlash, site.plugins.some((p) => p.postBuild) ? loaded.file : undefined);
  return { files, routes: siteRoutes.routes, staticDirs, warnings, timings: stage.timings, cache, assets: { css: assets.css, customCss: assets.customCss, boot: assets.boot, sidebarTrees: assets.sidebarTrees }, later, shardManifest };
}

/** Build to disk. The previous output stays untouched unless the whole build succeeds. */
export async function build(configPath: string, outDir?: string, opts: StageBuildOptions = {}): Promise<BuildResult> {
  const pending = await stageBuild(configPath, outDir, opts);
  await pending.commit();
  return pending.finish();
}
type StageBuildOptions = Pick<BuildOptions, 'onProgress' | 'shard' | 'linkWarnings' | 'pool'> & { locale?: string; within?: StagedOutput; loaded?: LoadedConfig['docusaurus'] };
export type BuildResult = FinishedBuild<SiteBuild<StagedOutput>>;

/** A build staged: StagedBuild puts it in place. `within`: another locale's, staged in the default one's output. */
export async function stageBuild(configPath: string, outDir?: string, opts: StageBuildOptions = {}): Promise<StagedBuild<SiteBuild<StagedOutput>>> {
  const start = performance.now();
  const loaded = await loadConfig(configPath, opts.locale, opts.loaded);
  const tConfig = performance.now() - start;
  const { out, ...where } = localeOutput(path.resolve(loaded.root, outDir ?? 'build'), loaded, opts);
  checkOutDir(out, sourcePaths(loaded));
  const cacheFile = buildCacheFile(loaded);
  const staged = opts.within && loaded.locale ? opts.within.nest(loaded.locale.name) : new StagedOutput(out, where);
  // Each doc's HTML waits for its page in the cache's packs, not in memory.
  const packs = htmlPacks(path.join(path.dirname(cacheFile), 'html'));
  const searchStage = searchEntryStage(path.dirname(cacheFile));
  const cached = readBuildCache(cacheFile, packs);
  const tCache = performance.now() - start - tConfig;
  // Page fingerprints describe the folder they were written to; for any other, nothing is reused.
  const previousCache = cached.renderedTo === out ? cached : { ...cached, renderKeys: undefined };
  let result: SiteBuild<StagedOutput>;
  try {
    // Unchanged pages are linked from the current output instead of rendered again, if they are still the files the cache describes.
    result = await buildSite(loaded, { cache: previousCache, reuse: (f) => staged.reuse(f, previousCache.outputs?.get(f)), onProgress: opts.onProgress, keepHtml: packs.keep, shard: opts.shard, releaseBodies: true, linkWarnings: opts.linkWarnings, stageSearch: searchStage.put, pool: opts.pool }, staged);
  } catch (err) {
    packs.close(true);
    await Promise.all([searchStage.discard(), staged.discard()]);
    throw err;
  }
  opts.onProgress?.('write');
  const t = performance.now();
  result.cache.renderedTo = out;
  // Only the route files: the only ones a later build may reuse (the rest are written every time).
  result.cache.outputs = staged.stampsOf(result.routes.flatMap((r) => [pageFile(r.path, loaded.config.trailingSlash), routeFile(r.path, PAGE_DATA_FILE)]));
  // The cache is staged, put in place after the swap (StagedBuild); a disk that cannot take it is a warning (stageBuildCache).
  let cacheWrite: StagedCache | undefined;
  try {
    const compacted = packs.compact(result.cache.markdown);
    const cacheStage = sameBuildCache(cached, result.cache) && !compacted ? undefined : await stageBuildCache(cacheFile, result.cache);
    if (cacheStage && 'commit' in cacheStage) cacheWrite = cacheStage;
    else if (cacheStage) result.warnings.push(cacheStage);
    if (result.shardManifest) staged.set(SHARD_MANIFEST, JSON.stringify({ ...result.shardManifest, ...shardLocales(loaded) }));
  } catch (err) {
    packs.close(true);
    await cacheWrite?.discard();
    await staged.discard();
    throw err;
  }
  return new StagedBuild(loaded, out, staged, result, packs, cacheWrite, { start, config: tConfig, cache: tCache, writeStart: t });
}
