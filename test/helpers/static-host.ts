// A static host as nginx (`error_page 404 /404.html`), GitHub Pages or S3 serve a built site: files as they are, a
// folder's index.html, and 404.html with status 404 for anything else. The request path is taken as sent, never
// parsed as a URL, so `//other.host/x.html` is a path here as it is there.
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.xml': 'application/xml' };

export interface StaticHost {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export function staticHost(root: string): Promise<StaticHost> {
  const server = createServer(async (req, res) => {
    let pathname = (req.url ?? '/').replace(/[?#].*$/s, '');
    try {
      pathname = decodeURIComponent(pathname);
    } catch {
      // A malformed escape names no file.
    }
    const file = path.join(root, pathname);
    const candidates = file.startsWith(root) ? [file, path.join(file, 'index.html')] : [];
    for (const f of candidates) {
      if (!(await stat(f).catch(() => null))?.isFile()) continue;
      res.writeHead(200, { 'content-type': TYPES[path.extname(f)] ?? 'application/octet-stream' });
      return res.end(await readFile(f));
    }
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end(await readFile(path.join(root, '404.html')));
  });
  return listen(server);
}

/** Starts `server` on 127.0.0.1, any free port. */
export function listen(server: Server): Promise<StaticHost> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        server,
        close: () => new Promise<void>((done) => {
          server.closeAllConnections();
          server.close(() => done());
        }),
      }));
  });
}
