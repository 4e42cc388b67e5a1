// Stage 6: write the output map to disk atomically (temp folder, swapped in only when complete), and the sitemap.
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputMap, Route, SiteConfig } from './types.ts';

/** Output file of a route: `/docs/x` → `docs/x/index.html`, `/404.html` stays a file. */
export function routeFile(route: string, name = 'index.html'): string {
  if (route.endsWith('.html')) return route.slice(1);
  const dir = route.replace(/^\/|\/$/g, '');
  return dir ? `${dir}/${name}` : name;
}

export interface WriteInput {
  outDir: string;
  files: OutputMap;
  /** Folder copied as-is into the output root. */
  staticDir?: string;
}

export async function writeOutput({ outDir, files, staticDir }: WriteInput): Promise<void> {
  const target = path.resolve(outDir);
  const temp = `${target}.tmp-${process.pid}`;
  const old = `${target}.old-${process.pid}`;
  await rm(temp, { recursive: true, force: true });
  try {
    if (staticDir) await cp(staticDir, temp, { recursive: true }).catch((err: NodeJS.ErrnoException) => { if (err.code !== 'ENOENT') throw err; });
    const dirs = new Set([...files.keys()].map((f) => path.dirname(path.join(temp, f))));
    await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
    await Promise.all([...files].map(([f, data]) => writeFile(path.join(temp, f), data)));
    await rename(target, old).catch((err: NodeJS.ErrnoException) => { if (err.code !== 'ENOENT') throw err; });
    await rename(temp, target);
  } catch (err) {
    await rm(temp, { recursive: true, force: true });
    throw err;
  }
  await rm(old, { recursive: true, force: true });
}

export function buildSitemap(routes: Route[], site: SiteConfig): string {
  const urls = routes
    .filter((r) => r.kind !== 'not-found')
    .map((r) => `<url><loc>${escapeXml(site.url + site.baseUrl.replace(/\/$/, '') + r.path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
