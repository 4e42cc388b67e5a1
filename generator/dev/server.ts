// The dev server (`docsgen serve`). With watch: builds in memory, serves from memory, rebuilds on change (reusing
// the Markdown processor, the client bundle and every unchanged page's Markdown result) and tells open pages what
// changed over server-sent events (they update in place, or show why the rebuild failed). With --no-watch: the
// static preview of an output folder (preview.ts).
import path from 'node:path';
import sirv from 'sirv';
import { DEV_CLIENT_PATH, EVENTS_PATH } from '../../client/dev/protocol.ts';
import { readBuildCache, writeBuildCache } from '../build-cache.ts';
import { buildCacheFile, buildSite, sourcePaths, type SiteBuild } from '../build.ts';
import { loadConfig } from '../config/load.ts';
import { contentSources } from '../content/sources.ts';
import { BuildError, formatProblem, type Problem } from '../errors.ts';
import { createMarkdownProcessor } from '../markdown/processor.ts';
import { checkOutDir, writeOutput } from '../output/write.ts';
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
  const loaded = await loadConfig(opts.configPath);
  const editor = editorTemplate(opts.openEditor);
  const devClient = bundleDevClient();
  devClient.catch(() => undefined);
  const markdown = await createMarkdownProcessor();
  // Start from what the last `build` or `serve` left on disk, and leave this build there for the next start.
  const cacheFile = buildCacheFile(loaded);
  const outDir = path.resolve(loaded.root, opts.outDir);
  if (opts.write) checkOutDir(outDir, sourcePaths(loaded));
  const written = (built: SiteBuild) => (opts.write ? writeOutput(outDir, built.files, built.staticDir) : undefined);
  const buildOptions = { markdown, includeDrafts: true, stableSearchNames: true, deferSearch: true } as const;
  let current: SiteBuild = await buildSite(loaded, { ...buildOptions, cache: readBuildCache(cacheFile) });
  // Work no open page waits for (the search files): requests for what it makes wait for it.
  let finishing: Promise<void> | undefined;
  const finish = (built: SiteBuild) => {
    // After a turn of the event loop: what the pages ask for on hearing of the change (a stylesheet) comes first.
    const done: Promise<void> | undefined = built.later && new Promise(setImmediate).then(built.later)
      .catch((err: unknown) => console.error(`docsgen: could not build the search files\n${(err as Error).stack}`))
      .finally(() => {
        if (finishing === done) finishing = undefined;
      });
    finishing = done;
    return done;
  };
  await finish(current);
  printWarnings(current);
  await written(current);
  await writeBuildCache(cacheFile, current.cache);
  const devClientJs = await devClient;
  const toBrowser = (problems: Problem[]) => problems.map((p) => toDevProblem(p, editor));
  const channel = new DevChannel(toBrowser(current.warnings));
  const staticFiles = current.staticDir ? sirv(current.staticDir, { dev: true }) : undefined;

  let config = loaded;
  let configChanged = false;
  // Set when the docs folder came back after being deleted or moved away: no per-file events tell what is in it.
  let rescan = false;
  // Files the watcher reported since the last successful rebuild.
  const changed = new Set<string>();
  const rebuild = async () => {
    const start = performance.now();
    // Taken now: saves made during this rebuild are the next one's.
    const changedFiles = new Set(changed);
    changed.clear();
    const readAll = rescan;
    rescan = false;
    const reloadsConfig = configChanged;
    try {
      if (configChanged) {
        configChanged = false;
        config = await loadConfig(opts.configPath);
      }
      // Unchanged pages are taken over from the site being served.
      const previous = current.files;
      const next: OutputMap = new Map();
      const reuse = (f: string) => {
        const data = previous.get(f);
        if (data !== undefined) next.set(f, data);
        return data !== undefined;
      };
      const built = await buildSite(config, { ...buildOptions, cache: current.cache, reuse, changedFiles: readAll ? undefined : changedFiles }, next);
      const changes = changesBetween(current, built, config.config.baseUrl, reloadsConfig, toBrowser(built.warnings));
      current = built;
      // The open pages first; then what they do not wait for.
      channel.send(changes);
      const ms = performance.now() - start;
      await finish(built);
      printWarnings(built);
      await written(built);
      console.log(`docsgen: rebuilt in ${Math.round(ms)} ms`);
      opts.onRebuild?.({ ok: true, ms });
    } catch (err) {
      // Keep serving the last good build; the author fixes the file and saves again. The next rebuild
      // starts from the same cache, so it must read these files again too.
      for (const f of changedFiles) changed.add(f);
      rescan ||= readAll;
      // A config that failed to load must be loaded again next time.
      if (reloadsConfig) configChanged = true;
      console.error(`docsgen: rebuild failed\n${err instanceof BuildError ? err.message : (err as Error).stack}`);
      const problems = err instanceof BuildError ? err.problems : [{ pos: { file: opts.configPath }, message: String((err as Error).message ?? err) }];
      channel.send({ type: 'failed', problems: toBrowser(problems) });
      opts.onRebuild?.({ ok: false, ms: performance.now() - start });
    }
  };

  const schedule = coalesced(rebuild);
  const watcher = watchSources(loaded, contentSources(loaded), {
    change(file) {
      if (file === loaded.file) configChanged = true;
      changed.add(file);
      schedule();
    },
    rescan() {
      rescan = true;
      schedule();
    },
  });
  await watcher.ready;

  const stopWatching = () => watcher.close();
  const server = await listen(opts, 'memory', (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === EVENTS_PATH) return channel.connect(req, res);
    if (url.pathname === DEV_CLIENT_PATH) return send(res, 200, 'client.js', devClientJs);
    const fallback = () => send(res, 404, '404.html', withDevClient('404.html', current.files.get('404.html') ?? 'Not found'));
    if (!underBase(req, res, config.config.baseUrl, fallback)) return;
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const answer = () => {
      const hit = lookup(current.files, pathname);
      if (hit) send(res, 200, hit.file, withDevClient(hit.file, hit.body));
      else if (finishing) void finishing.then(answer);
      else if (staticFiles) staticFiles(req, res, fallback);
      else fallback();
    };
    answer();
  }).catch(async (err: unknown) => {
    // Nothing will be served: the watcher must not keep the process alive.
    await stopWatching();
    throw err;
  });
  return {
    ...server,
    async close() {
      await stopWatching();
      channel.close();
      await server.close();
    },
  };
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
