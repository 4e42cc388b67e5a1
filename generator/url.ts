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

/**
 * `html` (a page's main part) with each link to a path of the site (`<a href="/x">`) under the base URL, as
 * Docusaurus's `Link` gives every link of a doc: one that already starts with it is left as written (the base URL
 * without its last slash is the base URL). Nothing
 * changes under the base URL `/`.
 */
export function linksUnderBase(html: string, baseUrl: string): string {
  if (baseUrl === '/') return html;
  return html.replace(/(<a\s[^>]*?\bhref=")(\/(?!\/)[^"]*)"/g, (m, open: string, p: string) =>
    (p.startsWith(baseUrl) ? m : `${open}${p === baseUrl.slice(0, -1) ? baseUrl : withBase(baseUrl, p)}"`));
}

/**
 * Each `<a href="pathname://…">` of `html` as Docusaurus's `Link` draws it: the path (under the base URL when it
 * starts with `/`) opened by the browser in a new tab, outside the client router — a file or an app served beside
 * the site, not one of its pages (the link checker skips it).
 */
export function pathnameLinks(html: string, baseUrl: string): string {
  return html.replace(/<a\s[^>]*?\bhref="pathname:\/\/[^"]*"[^>]*>/g, (tag) => {
    const opened = /\starget="/.test(tag) ? tag : tag.replace(/^<a\s/, '<a target="_blank" rel="noopener noreferrer" ');
    return opened.replace(/\bhref="pathname:\/\/([^"]*)"/, (_, p: string) => `href="${p.startsWith('/') ? withBase(baseUrl, p) : p}"`);
  });
}

/** A site path written with the base URL in front (`/sapling/docs/x`) → the route (`/docs/x`); others unchanged. */
export function withoutBase(baseUrl: string, p: string): string {
  if (baseUrl === '/') return p;
  return p.startsWith(baseUrl) ? p.slice(baseUrl.length - 1) : p === baseUrl.slice(0, -1) ? '/' : p;
}

/** decodeURIComponent, or the text as written when it is not valid percent-encoding. */
export function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
