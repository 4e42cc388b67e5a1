// `serve --no-watch`: a static preview of a built output folder, as a static host serves it (gzip, `.html`
// paths falling back to their route, the not-found page with a 404).
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { loadConfig } from '../config/load.ts';
import { BuildError } from '../errors.ts';
import { listen, send, underBase, type RunningServer, type ServeOptions } from './http.ts';

export async function servePreview(opts: ServeOptions): Promise<RunningServer> {
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
