// The two views of the config a site's components get (generator/mdx/theme-entries.ts): the whole one, as
// Docusaurus's own components read it, for the site's theme overrides and Root; the docs' one, what docsgen reads.
// An island's data names its view, and the page carries the config once for all its islands
// (generator/output/island-site.ts), from which the browser takes the same view (client/island-parts.tsx).
import type { DocsgenSiteConfig, SiteView } from './context.ts';

export type { SiteView };

/**
 * The docs' view of a config (whole, or the docs' view already): a few keys (`trailingSlash` for Link), and of
 * `themeConfig` only `prism.magicComments` (a CodeBlock drawn in the browser marks its lines before it is highlighted).
 */
export function docsView(c: DocsgenSiteConfig): DocsgenSiteConfig {
  const magicComments = (c.themeConfig.prism as { magicComments?: unknown } | undefined)?.magicComments;
  return {
    title: c.title, tagline: c.tagline, titleDelimiter: c.titleDelimiter, url: c.url, baseUrl: c.baseUrl, customFields: c.customFields,
    ...(typeof c.trailingSlash === 'boolean' ? { trailingSlash: c.trailingSlash } : {}),
    ...(c.codeTranslations ? { codeTranslations: c.codeTranslations } : {}), themeConfig: Array.isArray(magicComments) ? { prism: { magicComments } } : {},
  };
}

/** The page's script element that holds the config (its view in the attribute). */
export const SITE_SCRIPT_ATTR = 'data-docsgen-site';

/**
 * On the docs' view's script of a page whose islands are inside the site's Root: the whole config's file, which Root
 * reads when it reads more later (client/root-late-reads.ts).
 */
export const WHOLE_FILE_ATTR = 'data-docsgen-whole';

/** The page's script element that holds one `globalData` its islands read (its key in the attribute: generator/output/island-global-data.ts). */
export const GLOBAL_SCRIPT_ATTR = 'data-docsgen-global';
