// sitemap.xml: every listed route's absolute URL.
import { withBase } from '../url.ts';
import type { Route, SiteConfig } from '../types.ts';

/** The sitemap of `routes` (the not-found page and unlisted docs left out). */
export function buildSitemap(routes: Route[], site: SiteConfig): string {
  const urls = routes
    .filter((r) => r.kind !== 'not-found' && !r.unlisted)
    // Routes are raw paths (from file names): spaces and non-ASCII are percent-encoded, as a URL must be.
    .map((r) => `<url><loc>${escapeXml(site.url + encodeURI(withBase(site.baseUrl, r.path)))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
