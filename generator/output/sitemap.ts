// The sitemap (sitemap.xml unless the config names another file): every listed route's absolute URL, but those its
// `ignorePatterns` match, with `lastmod`, `changefreq` and `priority` when set (Docusaurus's plugin-sitemap options);
// a Docusaurus config's `createSitemapItems` is given these items (its `defaultCreateSitemapItems`) and returns the
// ones written.
import picomatch from 'picomatch';
import type { LastUpdate } from '../content/last-update.ts';
import type { SitemapItem } from '../config/sitemap-schema.ts';
import { BuildError } from '../errors.ts';
import { withBase } from '../url.ts';
import type { Route, SiteConfig } from '../types.ts';

type SitemapOptions = Exclude<SiteConfig['sitemap'], false>;

/**
 * The sitemap of `routes` (the not-found page and unlisted docs left out). `lastUpdated`: route → its last change
 * (docs whose pages show it). `configFile`: where a failing `createSitemapItems` is reported.
 */
export async function buildSitemap(routes: Route[], site: SiteConfig, options: SitemapOptions, lastUpdated: ReadonlyMap<string, LastUpdate> = new Map(), configFile = 'site config'): Promise<string> {
  const listed = routes.filter((r) => r.kind !== 'not-found' && !r.unlisted);
  const defaults = async () => defaultItems(listed, site, options, lastUpdated);
  let items: SitemapItem[];
  if (options.createSitemapItems) {
    try {
      const siteConfig = { ...site.siteConfigData, themeConfig: site.themeConfig };
      items = await options.createSitemapItems({ defaultCreateSitemapItems: defaults, siteConfig, routes: listed.map((r) => ({ path: withBase(site.baseUrl, r.path) })), head: {} });
    } catch (err) {
      throw new BuildError([{ pos: { file: configFile }, message: `the sitemap's createSitemapItems threw: ${(err as Error).message.split('\n')[0]}`, hint: 'fix createSitemapItems in the sitemap options' }]);
    }
    if (!Array.isArray(items)) throw new BuildError([{ pos: { file: configFile }, message: 'the sitemap\'s createSitemapItems returned no list of items', hint: 'return an array of { url, lastmod?, changefreq?, priority? }' }]);
  } else items = await defaults();
  const urls = items.map((i) => `<url><loc>${escapeXml(String(i.url))}</loc>${i.lastmod ? `<lastmod>${escapeXml(i.lastmod)}</lastmod>` : ''}`
    + `${i.changefreq ? `<changefreq>${i.changefreq}</changefreq>` : ''}${typeof i.priority === 'number' ? `<priority>${i.priority}</priority>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

function defaultItems(routes: Route[], site: SiteConfig, options: SitemapOptions, lastUpdated: ReadonlyMap<string, LastUpdate>): SitemapItem[] {
  const ignored = picomatch(options.ignorePatterns);
  return routes
    .map((r) => ({ r, p: withBase(site.baseUrl, r.path) }))
    .filter(({ p }) => !options.ignorePatterns.length || !ignored(p))
    // Routes are raw paths (from file names): spaces and non-ASCII are percent-encoded, as a URL must be.
    .map(({ r, p }) => {
      const at = options.lastmod ? lastUpdated.get(r.path)?.at : undefined;
      const iso = at === undefined ? undefined : new Date(at).toISOString();
      return { url: site.url + encodeURI(p), lastmod: iso && options.lastmod === 'date' ? iso.slice(0, 10) : iso ?? null, changefreq: options.changefreq, priority: options.priority };
    });
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
