// A Docusaurus config's `url` as Docusaurus reads it: parsed as a URL, and a path after the host kept (with a warning).
import type { Problem } from '../errors.ts';
import { keyPosition } from '../content/key-position.ts';

/** The site's URL as Docusaurus takes it: `new URL` reads `https:/host` (one slash) as `https://host`, so does docsgen. */
export function siteUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.pathname === '/' && !url.search && !url.hash) return url.origin;
  } catch {
    // Not a URL at all: the config check names it.
  }
  return raw.replace(/\/+$/, '');
}

/** A `url` with a path: Docusaurus warns and keeps it before every absolute URL (routes follow `baseUrl`); so does docsgen. */
export function subPathWarning(url: string, file: string): Problem[] {
  const path = /^https?:\/\/[^/]+(\/.+)$/.exec(url)?.[1];
  return path ? [{
    pos: keyPosition(file, 'url'),
    message: `url "${url}" has a path (${path}): it starts every absolute URL (canonical, sitemap, feeds), as on Docusaurus, but pages are served at baseUrl`,
    hint: `Docusaurus warns about it too: if the site is served under ${path}/, write url: "${url.slice(0, -path.length)}" and baseUrl: "${path}/"`,
  }] : [];
}
