// A build's output staged but not yet in place, so several (a site's locales) can be put in place by one swap.
import type { BuildCache, StagedCache } from '../build-cache.ts';
import type { LoadedConfig } from '../config/load.ts';
import { postBuildRoutes, runPostBuild } from '../content/sources.ts';
import type { Problem } from '../errors.ts';
import type { HtmlPacks } from '../html-packs.ts';
import type { SiteLocales } from '../i18n/locales.ts';
import type { Route } from '../types.ts';
import type { ShardManifest } from './shards.ts';
import type { StagedOutput } from './write.ts';

/** What of a site's build this needs. */
export interface StagedSite {
  routes: Route[];
  staticDirs: string[];
  warnings: Problem[];
  timings: Record<string, number>;
  cache: BuildCache;
  shardManifest?: ShardManifest;
}

export type FinishedBuild<R> = R & { outDir: string; pages: number; ms: number; locales?: SiteLocales };

/** When the build's stages ended (ms from `performance.now()`), for its timings. */
export interface BuildClock {
  start: number;
  config: number;
  cache: number;
  writeStart: number;
}

/**
 * `commit` puts the output in place (one nested in another's staging folder is readied for that one's swap), or
 * `discard` gives it up; then `finish` puts the cache in place and runs the site's postBuild: a cache in place before
 * the swap could describe pages a failed swap never put there.
 */
export class StagedBuild<R extends StagedSite> {
  private discarded = false;

  constructor(
    private readonly loaded: LoadedConfig,
    readonly out: string,
    readonly staged: StagedOutput,
    readonly result: R,
    private readonly packs: HtmlPacks,
    private readonly cacheWrite: StagedCache | undefined,
    private readonly clock: BuildClock,
  ) {}

  async commit(): Promise<void> {
    try {
      await this.staged.commit(this.result.staticDirs);
    } catch (err) {
      await this.discard();
      throw err;
    }
  }

  get locales(): SiteLocales | undefined {
    return this.loaded.locales;
  }

  /** The Docusaurus config as loaded, which the site's other locales' builds derive theirs from. */
  get docusaurus(): LoadedConfig['docusaurus'] {
    return this.loaded.docusaurus;
  }

  /** Once: a failed commit discards, and so does the caller that staged it with others. */
  async discard(): Promise<void> {
    if (this.discarded) return;
    this.discarded = true;
    this.packs.close(true);
    await this.cacheWrite?.discard();
    await this.staged.discard();
  }

  async finish(): Promise<FinishedBuild<R>> {
    const { result, cacheWrite, packs } = this;
    const cacheFault = await cacheWrite?.commit();
    if (cacheFault) result.warnings.push(cacheFault);
    // A pack no cache file in place names is removed: this build's, unless its cache file was put in place; older ones once it was.
    if (cacheWrite && !cacheFault) packs.prune(result.cache.markdown.values());
    packs.close(!cacheWrite || cacheFault !== undefined);
    if (!result.shardManifest) await runPostBuild(this.loaded, this.out, postBuildRoutes(result.routes));
    const { start, config, cache, writeStart } = this.clock;
    result.timings = { config: Math.round(config), cache: Math.round(cache), ...result.timings, write: Math.round(performance.now() - writeStart) };
    const pages = result.shardManifest ? result.shardManifest.to - result.shardManifest.from : result.routes.length;
    return { ...result, outDir: this.out, pages, ms: performance.now() - start, locales: this.loaded.locales };
  }
}
