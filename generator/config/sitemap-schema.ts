// sitemap.xml's options in the config: Docusaurus's plugin-sitemap options of the same names, with its defaults.
import * as z from 'zod';

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
  }),
]).prefault({});
