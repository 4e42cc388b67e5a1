// sitemap.xml's options in the config: Docusaurus's plugin-sitemap options of the same names, with its defaults.
import * as z from 'zod';

/** One URL of the sitemap, as Docusaurus's plugin gives it to `createSitemapItems`. */
export interface SitemapItem { url: string; lastmod?: string | null; changefreq?: string | null; priority?: number | null }
type DefaultItems = (params: Record<string, unknown>) => Promise<SitemapItem[]>;
export type CreateSitemapItems = (params: { defaultCreateSitemapItems: DefaultItems; siteConfig: Record<string, unknown>; routes: { path: string }[]; head: Record<string, unknown> }) => SitemapItem[] | Promise<SitemapItem[]>;

export const sitemapOptions = z.union([
  // No sitemap (Docusaurus's classic preset `sitemap: false`).
  z.literal(false),
  z.strictObject({
    /** Its name in the output folder. */
    filename: z.string().regex(/^[\w.-]+\.xml$/, 'a file name ending in .xml, e.g. "sitemap.xml"').default('sitemap.xml'),
    /** Globs of routes (base URL included) left out of it, as picomatch reads them: `/tags/**`. */
    ignorePatterns: z.array(z.string()).default([]),
    /** Written for every URL when set. */
    changefreq: z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']).nullable().default(null),
    priority: z.number().min(0).max(1).nullable().default(null),
    /** Each URL's last change (a doc's last update, read only when the docs show it): `date` (`2026-11-28`), `datetime` (ISO), null for none. */
    lastmod: z.enum(['date', 'datetime']).nullable().default(null),
    /** Docusaurus's `createSitemapItems({ defaultCreateSitemapItems, siteConfig, routes, head })`: the items to write. */
    createSitemapItems: z.custom<CreateSitemapItems>((v) => typeof v === 'function', 'a function').optional(),
  }),
]).prefault({});
