// `@docusaurus/useBaseUrl`: a site path with the base URL in front; absolute URLs unchanged.
import { useContext } from 'react';
import { SiteContext } from '../context.ts';

export function withBaseUrl(baseUrl: string, url: string, absolute = false, origin = ''): string {
  if (!url || /^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return url;
  const base = baseUrl.replace(/\/$/, '');
  const path = url.startsWith(`${base}/`) ? url : `${base}${url.startsWith('/') ? url : `/${url}`}`;
  return absolute ? origin + path : path;
}

export default function useBaseUrl(url: string, options: { forcePrependBaseUrl?: boolean; absolute?: boolean } = {}): string {
  const { siteConfig } = useContext(SiteContext);
  return withBaseUrl(siteConfig.baseUrl, url, options.absolute, siteConfig.url);
}

export function useBaseUrlUtils() {
  const { siteConfig } = useContext(SiteContext);
  return { withBaseUrl: (url: string, options: { absolute?: boolean } = {}) => withBaseUrl(siteConfig.baseUrl, url, options.absolute, siteConfig.url) };
}
