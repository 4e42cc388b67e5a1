// The dev server. With watch: builds in memory, serves from memory, rebuilds on change (reusing the Markdown
// processor, the client bundle and every unchanged page's Markdown result) and tells open pages what changed
// over SSE (generator/dev/: they update in place, or show why the rebuild failed).
// With --no-watch: a static preview of an existing output folder.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import compression from 'compression';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { watch as watchFiles } from 'chokidar';
import sirv from 'sirv';
import { readBuildCache, writeBuildCache } from './build-cache.ts';
import { buildCacheFile, buildSite, sourcePaths, type SiteBuild } from './build.ts';
import { loadConfig } from './config/load.ts';
import { loopsBack } from './content/discover.ts';
import { BuildError, formatProblem, UsageError, type Problem } from './errors.ts';
import { changesBetween } from './dev/changes.ts';
import { DevChannel } from './dev/channel.ts';
import { bundleDevClient, devClientTag } from './dev/client-bundle.ts';
import { editorTemplate, toDevProblem } from './dev/editor.ts';
import { DEV_CLIENT_PATH, EVENTS_PATH } from './dev/protocol.ts';
import { createMarkdownProcessor } from './markdown/processor.ts';
import type { OutputMap } from './types.ts';
import { checkOutDir, writeOutput } from './output/write.ts';

export interface ServeOptions {
  configPath: string;
  outDir: string;
  port: number;
  host: string;
  watch: boolean;
  /** With watch: also write each successful build to `outDir` (otherwise it lives only in memory). */
  write?: boolean;
  /** Editor for the links in the browser's error overlay (see generator/dev/editor.ts); `true`: the default. */
  openEditor?: string | boolean;
  /** Called after every rebuild (tests and the bench listen here). */
  onRebuild?: (result: { ok: boolean; ms: number }) => void;
}

export interface RunningServer {
  url: string;
  /** What is served: the output folder, or "memory". */
  root: string;
  close(): Promise<void>;
}


export async function serve(opts: ServeOptions): Promise<RunningServer> {
  return opts.watch ? serveWatching(opts) : servePreview(opts);
}

async function servePreview(opts: ServeOptions): Promise<RunningServer> {
  const loaded = await loadConfig(opts.configPath).catch(() => undefined);
  const root = path.resolve(loaded?.root ?? '.', opts.outDir);
  if (!existsSync(path.join(root, 'index.html')) && !existsSync(path.join(root, '404.html'))) {
    throw new BuildError([{ pos: { file: root }, message: 'nothing to preview: the folder has no built site', hint: 'run `docsgen build` first, or drop --no-watch' }]);
  }
  // dev: look files up on each request: a build run while the preview is up replaces the whole folder.
  const files = sirv(root, { dev: true, etag: true, extensions: ['html'] });
  // Not sirv's `single` fallback: it answers 200, and a missing page must be a 404 (with the not-found page).
  const notFoundFile = path.join(root, '404.html');
  const notFound = (res: ServerResponse) => send(res, 404, '404.html', existsSync(notFoundFile) ? readFileSync(notFoundFile) : 'Not found');
  const baseUrl = loaded?.config.baseUrl ?? '/';
  // Text goes out gzipped, as static hosts send it: Lighthouse (the bench) and a reader on a slow link see the
  // transfer sizes of the deployed site, not three to four times more.
  const gzip = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  return listen(opts, root, (req, res) => gzip(req, res, () => underBase(req, res, baseUrl, () => notFound(res)) && files(req, res, () => {
    // `/a/b.html` and `/a/b/index.html` fall back to the route `/a/b` (the spec's routing rule).
    const url = new URL(req.url ?? '/', 'http://localhost');
    const stripped = url.pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
    if (stripped === url.pathname) return notFound(res);
    req.url = stripped + url.search;
    files(req, res, () => notFound(res));
  })));
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

  let pending: Promise<void> | undefined;
  let again = false;
  const schedule = () => {
    if (pending) {
      again = true;
      return;
    }
    pending = rebuild().finally(() => {
      pending = undefined;
      if (again) {
        again = false;
        schedule();
      }
    });
  };
  const watched = [loaded.file, path.resolve(loaded.root, loaded.config.docs.path)];
  if (loaded.config.homePage) watched.push(path.resolve(loaded.root, loaded.config.homePage));
  if (loaded.config.docs.sidebarPath) watched.push(path.resolve(loaded.root, loaded.config.docs.sidebarPath));
  // The site's own code and styles: components its MDX imports (`@site/src/…`) and its stylesheets.
  const siteSrc = path.join(loaded.root, 'src');
  if (existsSync(siteSrc)) watched.push(siteSrc);
  for (const css of loaded.config.customCss ?? []) watched.push(path.resolve(loaded.root, css));
  const docsDir = path.resolve(loaded.root, loaded.config.docs.path);
  // chokidar drops a file's further changes for 50 ms after it reports one (a quick second save would be
  // lost): once that window has passed, look at the file again and rebuild if it changed since.
  const seen = new Map<string, string>();
  const trailing = new Set<NodeJS.Timeout>();
  const rebuildFor = (file: string) => {
    seen.set(file, fileStamp(file));
    changed.add(file);
    schedule();
  };
  const onChange = (_event: string, reported: string) => {
    const file = path.resolve(reported);
    if (file === loaded.file) configChanged = true;
    rebuildFor(file);
    const timer = setTimeout(() => {
      trailing.delete(timer);
      if (fileStamp(file) !== seen.get(file)) rebuildFor(file);
    }, CHOKIDAR_THROTTLE_MS + 20);
    trailing.add(timer);
  };
  // A link back into its own path would have chokidar walk the tree forever (the build skips it with a warning).
  const watchSources = () => watchFiles(watched, { ignoreInitial: true, ignored: (p) => loopsBack(docsDir, p) }).on('all', onChange);
  let watcher = watchSources();
  // Deleting the docs folder, or moving it away and back (a `git checkout`), ends chokidar's watch on it: its
  // parent is watched one level deep to see it come back, and then it is watched anew (a watch kept through the
  // move may follow the folder elsewhere) and read whole.
  const docsParent = path.dirname(docsDir);
  const parentWatcher = watchFiles(docsParent, { ignoreInitial: true, depth: 0, ignored: (p) => p !== docsParent && p !== docsDir });
  parentWatcher.on('addDir', (reported) => {
    if (path.resolve(reported) !== docsDir) return;
    const previous = watcher;
    watcher = watchSources();
    void previous.close();
    // Read whole once the new watcher has its initial scan: a change made before then sends no event.
    watcher.once('ready', () => {
      rescan = true;
      schedule();
    });
  });
  // Edits made before the initial scan completes would go unnoticed.
  await Promise.all([watcher, parentWatcher].map((w) => new Promise<void>((resolve) => w.once('ready', resolve))));

  const stopWatching = async () => {
    for (const t of trailing) clearTimeout(t);
    await Promise.all([watcher.close(), parentWatcher.close()]);
  };
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

/**
 * The site is served under its base URL, as its host will: `/base/docs/x` is the page `/docs/x` (the request
 * is rewritten), `/` redirects to the base URL, and any other path is not found. Returns whether to go on.
 */
function underBase(req: IncomingMessage, res: ServerResponse, baseUrl: string, notFound: () => void): boolean {
  if (baseUrl === '/') return true;
  const url = new URL(req.url ?? '/', 'http://localhost');
  const base = baseUrl.replace(/\/$/, '');
  if (url.pathname === base || url.pathname.startsWith(`${base}/`)) {
    req.url = `/${url.pathname.slice(base.length).replace(/^\/+/, '')}${url.search}`;
    return true;
  }
  if (url.pathname === '/') {
    res.writeHead(302, { location: baseUrl });
    res.end();
  } else {
    notFound();
  }
  return false;
}

function printWarnings(built: SiteBuild): void {
  for (const w of built.warnings) console.warn(`warning: ${formatProblem(w)}`);
}

/** chokidar's window for repeated change events of one file (not configurable). */
const CHOKIDAR_THROTTLE_MS = 50;

/** What tells one version of a file from the next without reading it. */
function fileStamp(file: string): string {
  const s = statSync(file, { throwIfNoEntry: false });
  return s ? `${s.mtimeMs}:${s.size}` : 'gone';
}

/** Pages follow rebuilds through the dev client (added as they are sent: a rebuild then copies no page). */
function withDevClient(file: string, body: string | Uint8Array): string | Uint8Array {
  return typeof body === 'string' && file.endsWith('.html') ? body.replace('</body>', `${devClientTag()}</body>`) : body;
}

/** `/` finds `index.html`; `/docs/x`, `/docs/x/`, `/docs/x/index.html` and `/docs/x.html` all find `docs/x/index.html`. */
function lookup(pages: Map<string, string | Uint8Array>, pathname: string): { file: string; body: string | Uint8Array } | undefined {
  const clean = pathname.replace(/^\/+/, '').replace(/\/$/, '');
  const candidates = [clean, clean ? `${clean}/index.html` : 'index.html', clean.replace(/\.html$/, '/index.html')];
  for (const file of candidates) {
    const body = pages.get(file);
    if (body !== undefined && !file.endsWith('/')) return { file, body };
  }
  return undefined;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.xml': 'application/xml; charset=utf-8', '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

function send(res: ServerResponse, status: number, file: string, body: string | Uint8Array) {
  res.writeHead(status, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
  res.end(body);
}

/**
 * The request target as a path on this server (dot segments resolved, leading slashes merged), or undefined
 * when it is not one: `/%zz` (bad percent-encoding), `//host:port/…` or `/\\host` (an authority, not a path).
 * Any web page can make a browser send such a request; it gets a 400, never an exception.
 */
export function requestPath(raw: string | undefined): string | undefined {
  if (!raw?.startsWith('/')) return undefined;
  try {
    const url = new URL(raw, 'http://localhost');
    if (url.origin !== 'http://localhost') return undefined;
    decodeURIComponent(url.pathname);
    return url.pathname.replace(/^\/+/, '/') + url.search;
  } catch {
    return undefined;
  }
}

function listen(opts: ServeOptions, root: string, handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<RunningServer> {
  const server = createServer((req, res) => {
    const target = requestPath(req.url);
    if (target === undefined) return send(res, 400, '400.txt', 'Bad request: the URL is malformed\n');
    req.url = target;
    try {
      handler(req, res);
    } catch (err) {
      // A bug in answering one request must not stop the server for every other.
      console.error(`docsgen: ${req.method} ${req.url} failed\n${(err as Error).stack}`);
      if (!res.headersSent) send(res, 500, '500.txt', 'Internal error\n');
      else res.destroy();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      const where = `${opts.host}:${opts.port}`;
      if (err.code === 'EADDRINUSE') reject(new UsageError(`cannot listen on ${where}: the port is in use`, 'pass another --port, or stop the program that uses it'));
      else if (err.code === 'EACCES') reject(new UsageError(`cannot listen on ${where}: permission denied`, 'ports below 1024 need privileges: pass a --port above 1024'));
      else if (err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND') reject(new UsageError(`cannot listen on ${where}: no such address on this machine`, 'pass a --host this machine has, e.g. 127.0.0.1 or 0.0.0.0'));
      else reject(err);
    });
    server.listen(opts.port, opts.host, () => {
      const addr = server.address();
      const port = typeof addr === 'object' && addr ? addr.port : opts.port;
      resolve({
        url: `http://${opts.host}:${port}`,
        root,
        close: () => new Promise<void>((done) => {
          server.closeAllConnections();
          server.close(() => done());
        }),
      });
    });
  });
}
