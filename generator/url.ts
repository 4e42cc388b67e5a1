// URLs as the whole generator joins and reads them.

/** An absolute URL (`https:`, `mailto:`, …) or a protocol-relative one (`//host/x`): not a path of the site. */
export function isExternalUrl(url: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}

/** `/docs/x` under base URL `/sapling/` → `/sapling/docs/x`; absolute URLs unchanged. */
export function withBase(baseUrl: string, p: string): string {
  if (isExternalUrl(p)) return p;
  return baseUrl.replace(/\/$/, '') + (p.startsWith('/') ? p : `/${p}`);
}

/** decodeURIComponent, or the text as written when it is not valid percent-encoding. */
export function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
