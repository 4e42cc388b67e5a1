// The dev server (`docsgen serve`). With watch: builds in memory, serves from memory, rebuilds on change (reusing
// the Markdown processor, the client bundle and every unchanged page's Markdown result) and tells open pages what
// changed over server-sent events (they update in place, or show why the rebuild failed). With --no-watch: the
// static preview of an output folder (preview.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { DEV_CLIENT_PATH, EVENTS_PATH, type DevProblem } from '../../client/dev/protocol.ts';
import { readBuildCache, writeBuildCache } from '../build-cache.ts';
import { htmlPacks } from '../html-packs.ts';
import { buildSite, type BuildOptions, type SiteBuild } from '../build.ts';
import { buildCacheFile, sourcePaths } from '../site-paths.ts';
import { loadConfig, type LoadedConfig } from '../config/load.ts';
import { contentSources } from '../content/sources.ts';
import { BuildError, formatProblem, type Problem } from '../errors.ts';
import { createMarkdownProcessor } from '../markdown/processor.ts';
import { checkOutDir, writeOutput } from '../output/write.ts';
import { localeOutput } from '../i18n/locales.ts';
import type { OutputMap } from '../types.ts';
import { changesBetween } from './changes.ts';
import { DevChannel } from './channel.ts';
import { bundleDevClient, devClientTag } from './client-bundle.ts';
import { editorTemplate, toDevProblem } from './editor.ts';
import { listen, lookup, send, underBase, type RunningServer, type ServeOptions } from './http.ts';
import { servePreview } from './preview.ts';
import { watchSources } from './watch.ts';

export async function serve(opts: ServeOptions): Promise<RunningServer> {
  return opts.watch ? serveWatching(opts) : servePreview(opts);
}

async function serveWatching(opts: ServeOptions): Promise<RunningServer> {
  const loaded = await loadConfig(opts.configPath, opts.locale);
  const devClient = bundleDevClient();
  devClient.catch(() => undefined);
  const site = await LiveSite.start(loaded, opts);
  const devClientJs = await devClient;
  const staticFiles = staticServer(site.current.staticDirs);
  const schedule = coalesced(() => site.rebuild());
  const watcher = watchSources(loaded, contentSources(loaded), {
    change(file) {
      site.changedFile(file);
      schedule();
    },
    rescan() {
      site.readAllNext();
      schedule();
    },
  });
  await watcher.ready;
  const server = await listen(opts, 'memory', (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === EVENTS_PATH) return site.channel.connect(req, res);
    if (url.pathname === DEV_CLIENT_PATH) return send(res, 200, 'client.js', devClientJs);
    const fallback = () => send(res, 404, '404.html', withDevClient('404.html', site.current.files.get('404.html') ?? 'Not found'));
    if (!underBase(req, res, site.config.config.baseUrl, fallback)) return;
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const answer = () => {
      const hit = lookup(site.current.files, pathname);
      if (hit) send(res, 200, hit.file, withDevClient(hit.file, hit.body));
      else if (site.finishing) void site.finishing.then(answer);
      else staticFiles(req, res, fallback);
    };
    answer();
  }).catch(async (err: unknown) => {
    // Nothing will be served: the watcher must not keep the process alive.
    await watcher.close();
    throw err;
  });
  return {
    ...server,
    async close() {
      await watcher.close();
      site.channel.close();
      await server.close();
    },
  };
}

/**
 * The site `serve` shows: the last good build, rebuilt in memory for what changed (reusing the Markdown processor
 * and every unchanged page), and what open pages are told of each rebuild.
 */
class LiveSite {
  /** Work no open page waits for (the search files): requests for what it makes wait for it. */
  finishing: Promise<void> | undefined;
  private configChanged = false;
  /** Set when a source's folder came back after being deleted or moved away: no per-file events tell what is in it. */
  private rescan = false;
  /** Files the watcher reported since the last successful rebuild. */
  private readonly changed = new Set<string>();

  private constructor(
    public current: SiteBuild,
    public config: LoadedConfig,
    readonly channel: DevChannel,
    private readonly opts: ServeOptions,
    private readonly buildOptions: BuildOptions,
    private readonly toBrowser: (problems: Problem[]) => DevProblem[],
    private readonly written: (built: SiteBuild) => Promise<void> | undefined,
  ) {}

  /** The first build: from what the last `build` or `serve` left on disk, and left there for the next start. */
  static async start(loaded: LoadedConfig, opts: ServeOptions): Promise<LiveSite> {
    const editor = editorTemplate(opts.openEditor);
    const cacheFile = buildCacheFile(loaded);
    // Another locale into `<out>/<locale>`, as `build --locale` writes it.
    const { out: outDir, stem } = localeOutput(path.resolve(loaded.root, opts.outDir), loaded, { locale: opts.locale });
    if (opts.write) checkOutDir(outDir, sourcePaths(loaded));
    const buildOptions: BuildOptions = { markdown: await createMarkdownProcessor(), includeDrafts: true, stableSearchNames: true, deferSearch: true };
    const packs = htmlPacks(path.join(path.dirname(cacheFile), 'html'));
    const cache = readBuildCache(cacheFile, packs, 'now');
    packs.close();
    const built = await buildSite(loaded, { ...buildOptions, cache });
    const toBrowser = (problems: Problem[]) => problems.map((p) => toDevProblem(p, editor));
    const site = new LiveSite(built, loaded, new DevChannel(toBrowser(built.warnings)), opts, buildOptions, toBrowser,
      (b) => (opts.write ? writeOutput(outDir, b.files, b.staticDirs, stem) : undefined));
    await site.finish(built);
    printWarnings(built);
    await site.written(built);
    const cacheFault = await writeBuildCache(cacheFile, built.cache);
    if (cacheFault) console.warn(`warning: ${formatProblem(cacheFault)}`);
    return site;
  }

  changedFile(file: string): void {
    if (file === this.config.file) this.configChanged = true;
    this.changed.add(file);
  }

  readAllNext(): void {
    this.rescan = true;
  }

  async rebuild(): Promise<void> {
    const start = performance.now();
    // Taken now: saves made during this rebuild are the next one's.
    const changedFiles = new Set(this.changed);
    this.changed.clear();
    const readAll = this.rescan;
    this.rescan = false;
    const reloadsConfig = this.configChanged;
    try {
      if (reloadsConfig) {
        this.configChanged = false;
        this.config = await loadConfig(this.opts.configPath, this.opts.locale);
      }
      // Unchanged pages are taken over from the site being served.
      const previous = this.current.files;
      const next: OutputMap = new Map();
      const reuse = (f: string) => {
        const data = previous.get(f);
        if (data !== undefined) next.set(f, data);
        return data !== undefined;
      };
      const built = await buildSite(this.config, { ...this.buildOptions, cache: this.current.cache, reuse, changedFiles: readAll ? undefined : changedFiles }, next);
      const changes = changesBetween(this.current, built, this.config.config.baseUrl, reloadsConfig, this.toBrowser(built.warnings));
      this.current = built;
      // The open pages first; then what they do not wait for.
      this.channel.send(changes);
      const ms = performance.now() - start;
      await this.finish(built);
      printWarnings(built);
      await this.written(built);
      console.log(`docsgen: rebuilt in ${Math.round(ms)} ms`);
      this.opts.onRebuild?.({ ok: true, ms });
    } catch (err) {
      // Keep serving the last good build; the author fixes the file and saves again. The next rebuild starts from
      // the same cache, so it must read these files again too, and a config that failed to load, load it again.
      for (const f of changedFiles) this.changed.add(f);
      this.rescan ||= readAll;
      if (reloadsConfig) this.configChanged = true;
      console.error(`docsgen: rebuild failed\n${err instanceof BuildError ? err.message : (err as Error).stack}`);
      const problems = err instanceof BuildError ? err.problems : [{ pos: { file: this.opts.configPath }, message: String((err as Error).message ?? err) }];
      this.channel.send({ type: 'failed', problems: this.toBrowser(problems) });
      this.opts.onRebuild?.({ ok: false, ms: performance.now() - start });
    }
  }

  /** Runs what the build left for later, after a turn of the event loop: what pages ask for on hearing of the change (a stylesheet) comes first. */
  private finish(built: SiteBuild): Promise<void> | undefined {
    const done: Promise<void> | undefined = built.later && new Promise(setImmediate).then(built.later)
      .catch((err: unknown) => console.error(`docsgen: could not build the search files\n${(err as Error).stack}`))
      .finally(() => {
        if (this.finishing === done) this.finishing = undefined;
      });
    this.finishing = done;
    return done;
  }
}

function printWarnings(built: SiteBuild): void {
  for (const w of built.warnings) console.warn(`warning: ${formatProblem(w)}`);
}

/** Pages follow rebuilds through the dev client (added as they are sent: a rebuild then copies no page). */
function withDevClient(file: string, body: string | Uint8Array): string | Uint8Array {
  return typeof body === 'string' && file.endsWith('.html') ? body.replace('</body>', `${devClientTag()}</body>`) : body;
}

/** Runs `task`, one run at a time: calls during a run ask for one more run after it, however many they are. */
function coalesced(task: () => Promise<void>): () => void {
  let pending: Promise<void> | undefined;
  let again = false;
  const run = () => {
    if (pending) {
      again = true;
      return;
    }
    pending = task().finally(() => {
      pending = undefined;
      if (again) {
        again = false;
        run();
      }
    });
  };
  return run;
}

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** The static folders, each asked in turn: the first that has the file serves it, as in the build's output. */
function staticServer(dirs: readonly string[]): Handler {
  return dirs.map((d) => sirv(d, { dev: true }) as Handler).reduceRight<Handler>((next, serve) => (req, res, last) => serve(req, res, () => next(req, res, last)), (_req, _res, last) => last());
}
