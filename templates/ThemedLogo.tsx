import type { Logo } from '../generator/types.ts';
import type { PageContext } from './context.ts';
import { withBaseUrl } from './theme/docusaurus/useBaseUrl.ts';
import { applyTrailingSlash } from './theme/docusaurus/utils-common.ts';

/**
 * A navbar or footer logo's link, as Docusaurus's `Link` makes it: its `href` (the home page by default) under the
 * base URL (a path already under it, or a URL, as written; a path ending as the site's `trailingSlash` says), and an
 * external one in a new tab unless `target` says where it opens.
 */
export function logoLink(ctx: PageContext, logo: Logo): { href: string; target?: string; rel?: string } {
  const based = withBaseUrl(ctx.site.baseUrl, logo.href ?? '/');
  // A URL with a scheme, or protocol-relative (templates take only types from the generator, so not isExternalUrl).
  const external = /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(based);
  const href = external ? based : applyTrailingSlash(based, { trailingSlash: ctx.site.trailingSlash, baseUrl: ctx.site.baseUrl });
  const target = logo.target ?? (external ? '_blank' : undefined);
  return { href, ...(target ? { target } : {}), ...(external ? { rel: 'noopener noreferrer' } : {}) };
}

/**
 * A configured logo; with `srcDark`, one image per colour mode, CSS showing the one of the current mode (the
 * mode is set on <html> before first paint, so the right one shows from the start, with no layout shift).
 * Its height is fixed (width follows the image): a lazily loaded footer logo does not grow the page when it arrives.
 */
export function ThemedLogo({ ctx, logo, className, width, height, lazy }: {
  ctx: PageContext; logo: Logo; className?: string; width?: number; height: number; lazy?: boolean;
}) {
  const img = (src: string, mode?: string) => (
    <img className={[className, mode].filter(Boolean).join(' ') || undefined} src={ctx.url(src)} alt={logo.alt}
      width={width} height={height} style={{ height, ...(width === undefined ? {} : { width }) }} loading={lazy ? 'lazy' : undefined} />
  );
  if (!logo.srcDark) return img(logo.src);
  return <>{img(logo.src, 'light-only')}{img(logo.srcDark, 'dark-only')}</>;
}
