// The sitemap (sitemap.xml unless the config names another file): every listed route's absolute URL, but those its
// `ignorePatterns` match, with `changefreq` and `priority` when set (Docusaurus's plugin-sitemap options).
import picomatch from 'picomatch';
import { withBase } from '../url.ts';
import type { Route, SiteConfig } from '../types.ts';

type SitemapOptions = Exclude<SiteConfig['sitemap'], false>;

/** The sitemap of `routes` (the not-found page and unlisted docs left out). */
export function buildSitemap(routes: Route[], site: SiteConfig, options: SitemapOptions): string {
  const ignored = picomatch(options.ignorePatterns);
  const extra = (options.changefreq ? `<changefreq>${options.changefreq}</changefreq>` : '') + (options.priority !== null ? `<priority>${options.priority}</priority>` : '');
  const urls = routes
    .filter((r) => r.kind !== 'not-found' && !r.unlisted)
    .map((r) => withBase(site.baseUrl, r.path))
    .filter((p) => !options.ignorePatterns.length || !ignored(p))
    // Routes are raw paths (from file names): spaces and non-ASCII are percent-encoded, as a URL must be.
    .map((p) => `<url><loc>${escapeXml(site.url + encodeURI(p))}</loc>${extra}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
