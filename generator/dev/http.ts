// The HTTP side of `serve`: listening (with errors a person can act on), request paths that are paths, the site
// under its base URL, a route's file among the built ones, and responses that are never cached.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { UsageError } from '../errors.ts';

export interface ServeOptions {
  configPath: string;
  /** A Docusaurus site's locale to serve (at `<baseUrl><locale>/`), as `docusaurus start --locale`; by default its default one. */
  locale?: string;
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


/**
 * The site is served under its base URL, as its host will: `/base/docs/x` is the page `/docs/x` (the request
 * is rewritten), `/` redirects to the base URL, and any other path is not found. Returns whether to go on.
 */
export function underBase(req: IncomingMessage, res: ServerResponse, baseUrl: string, notFound: () => void): boolean {
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

/**
 * `/` finds `index.html`; `/docs/x`, `/docs/x/`, `/docs/x/index.html` and `/docs/x.html` all find `docs/x/index.html`,
 * or `docs/x.html` (a page's file with `trailingSlash: false`).
 */
export function lookup(pages: Map<string, string | Uint8Array>, pathname: string): { file: string; body: string | Uint8Array } | undefined {
  const clean = pathname.replace(/^\/+/, '').replace(/\/$/, '');
  const candidates = [clean, clean ? `${clean}/index.html` : 'index.html', clean.replace(/\.html$/, '/index.html'), `${clean.replace(/\/index\.html$/, '')}.html`];
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

export function send(res: ServerResponse, status: number, file: string, body: string | Uint8Array) {
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

export function listen(opts: ServeOptions, root: string, handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<RunningServer> {
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
