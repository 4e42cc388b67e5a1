// Redirect pages, as Docusaurus's plugin-client-redirects writes them: an old path's page sends the reader to a
// page of the site with a meta refresh (and a script keeping the query and hash), names it as canonical, and
// links to it for a reader whose browser does neither. Each target must be a page of the site; an old path that
// is a page itself is left alone. As Docusaurus, a target takes the site's `trailingSlash` (`to: '/docs/a'` leads
// to `/docs/a/` with `trailingSlash: true`), so the options need not change when the setting does.
import { routeKey } from '../../client/route-key.ts';
import { BuildError, type Problem } from '../errors.ts';
import { applyTrailingSlash } from '../content/docs/doc-source.ts';
import type { Route, SiteConfig } from '../types.ts';
import { isExternalUrl, withBase } from '../url.ts';
import { staysInside } from './paths.ts';

type Options = NonNullable<SiteConfig['clientRedirects']>;

export interface Redirect {
  from: string;
  to: string;
}

/** The redirects the options make for the site's routes: explicit ones first, then those made from each route. */
export function planRedirects(options: Options, routes: Route[], configFile: string, trailingSlash?: boolean): { redirects: Redirect[]; warnings: Problem[] } {
  const pages = routes.filter((r) => r.kind !== 'not-found').map((r) => r.path);
  const existing = new Set(pages.map(routeKey));
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const where = { file: configFile };
  const made: (Redirect & { explicit: boolean })[] = [];
  for (const r of options.redirects) {
    if (!isExternalUrl(r.to) && !existing.has(routeKey(r.to.replace(/[?#].*$/, '')))) {
      problems.push({ pos: where, message: `clientRedirects: the redirect to "${r.to}" leads to no page of the site`, hint: 'point `to` at a page\'s path (e.g. "/docs/intro")' });
    }
    const to = isExternalUrl(r.to) ? r.to : r.to.replace(/^[^?#]*/, (p) => applyTrailingSlash(p, trailingSlash));
    for (const from of [r.from].flat()) made.push({ from, to, explicit: true });
  }
  for (const page of pages) {
    for (const ext of options.fromExtensions) if (page !== '/') made.push({ from: `${page.replace(/\/$/, '')}.${ext}`, to: page, explicit: false });
    for (const ext of options.toExtensions) if (page.endsWith(`.${ext}`)) made.push({ from: page.slice(0, -ext.length - 1), to: page, explicit: false });
    const created = options.createRedirects?.(page);
    for (const from of [created ?? []].flat()) made.push({ from, to: page, explicit: false });
  }
  const redirects: Redirect[] = [];
  const taken = new Set<string>();
  for (const { from, to, explicit } of made) {
    if (!from.startsWith('/') || from === '/' || !staysInside(redirectFile(from, undefined))) {
      problems.push({ pos: where, message: `clientRedirects: "${from}" is not a path of the site`, hint: 'an old path starts with "/" and stays inside the site, e.g. "/docs/old-page"' });
      continue;
    }
    const key = routeKey(from);
    if (existing.has(key)) {
      if (explicit) warnings.push({ pos: where, message: `clientRedirects: "${from}" is a page of the site; no redirect is written there`, hint: 'remove the redirect, or the page' });
      continue;
    }
    if (taken.has(key)) continue;
    taken.add(key);
    redirects.push({ from, to });
  }
  if (problems.length) throw new BuildError(problems);
  return { redirects, warnings };
}

/**
 * The redirect page of `redirect`, by its output file: always a folder's `index.html`, `/x.html` too (as Docusaurus
 * writes it): a file `x.html` would be what a host serves for `/x` itself, redirecting the page to itself. With
 * `trailingSlash: false`, where `x.html` is the page's own file, `/x.html` is `x.html.html`, as Docusaurus names it.
 */
export function redirectPage({ from, to }: Redirect, site: Pick<SiteConfig, 'url' | 'baseUrl' | 'trailingSlash'>): [string, string] {
  const target = isExternalUrl(to) ? to : withBase(site.baseUrl, to);
  const absolute = isExternalUrl(to) ? to : site.url + target;
  const attr = escapeHtml(target);
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title>`
    + `<meta http-equiv="refresh" content="0; url=${attr}"><link rel="canonical" href="${escapeHtml(absolute)}"><meta name="robots" content="noindex">`
    + `<script>location.replace(${JSON.stringify(target).replace(/</g, '\\u003c')} + location.search + location.hash)</script>`
    + `</head><body><p>This page has moved to <a href="${attr}">${escapeHtml(absolute)}</a>.</p></body></html>`;
  return [redirectFile(from, site.trailingSlash), html];
}

function redirectFile(from: string, trailingSlash: boolean | undefined): string {
  const dir = from.replace(/^\/+|\/+$/g, '');
  if (trailingSlash === false && dir.endsWith('.html')) return `${dir}.html`;
  return dir ? `${dir}/index.html` : 'index.html';
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
