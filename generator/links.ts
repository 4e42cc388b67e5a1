// Stage 3c: every internal link and #anchor must land on a page (and a heading) that exists.
import type { Problem } from './errors.ts';
import { routeKey } from './routes.ts';
import type { LinkRef } from './types.ts';

export interface LinkSource {
  file: string;
  /** The route the links appear on (relative links resolve against it). */
  route: string;
  links: LinkRef[];
}

export interface LinkTargets {
  /** routeKey(route) → ids of the headings on that page. */
  anchors: Map<string, Set<string>>;
  /** Files copied as-is (e.g. `/img/logo.svg`), which are valid targets too. */
  staticFiles: Set<string>;
}

export function checkLinks(sources: LinkSource[], targets: LinkTargets): Problem[] {
  const problems: Problem[] = [];
  for (const src of sources) {
    for (const link of src.links) {
      const reason = brokenReason(link.url, src.route, targets);
      if (reason) {
        problems.push({
          pos: { file: src.file, line: link.line || undefined, column: link.column || undefined },
          message: `broken link to "${link.url}": ${reason}`,
          hint: 'link to an existing page (a relative .md path or a route) and a heading id that exists on it',
        });
      }
    }
  }
  return problems;
}

function brokenReason(url: string, fromRoute: string, targets: LinkTargets): string | undefined {
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return undefined;
  const hashAt = url.indexOf('#');
  const pathPart = (hashAt < 0 ? url : url.slice(0, hashAt)).split('?')[0]!;
  const hash = hashAt < 0 ? undefined : decoded(url.slice(hashAt + 1), decodeURIComponent);
  if (hash === null || decoded(pathPart, decodeURI) === null) return `the ${hash === null ? '#anchor' : 'path'} has a malformed %-escape (a "%" must be followed by two hex digits; write "%25" for "%" itself)`;
  if (/\.mdx?$/.test(pathPart)) return 'no doc at that path';
  const resolvedPath = pathPart === '' ? fromRoute : new URL(pathPart, `http://site${fromRoute}`).pathname;
  const resolved = decoded(resolvedPath, decodeURI) ?? resolvedPath;
  const key = routeKey(normalizeHtmlSuffix(resolved));
  const anchors = targets.anchors.get(key);
  if (!anchors) return targets.staticFiles.has(resolved) ? undefined : `no page at ${key}`;
  if (hash && !anchors.has(hash)) return `the page has no heading with id "${hash}"`;
  return undefined;
}

/** `decode(s)`, or null when `s` has a malformed %-escape (which is the author's to fix, not a crash). */
function decoded(s: string, decode: (s: string) => string): string | null {
  try {
    return decode(s);
  } catch {
    return null;
  }
}

function normalizeHtmlSuffix(p: string): string {
  return p.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
}
