// Every URL the runtime builds from something it did not write itself (the address bar, a link, a search result,
// page data) stays on this origin: a path that a URL parser reads as another host (`//evil.host/x`,
// `/\evil.host/x`, `/.//evil.host/x`) is not a path of this site, and fetching it would ask that host.
import { PAGE_DATA_FILE } from './constants.ts';

/** `path` as the browser normalizes it (`.` segments, `\` as `/`, escapes), or undefined when it leaves this origin. */
export function sitePath(path: string): string | undefined {
  try {
    const url = new URL(path, location.origin);
    if (path[0] === '/' && url.origin === location.origin && url.pathname[1] !== '/') return url.pathname;
  } catch {
    // Not a URL at all (`//[x`): no path of this site either.
  }
  return undefined;
}

/** Whether `path` (normalized) is `base` or under it. */
export function underBase(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/** Where the page data of the page at `pathname` is (a path of this origin), or undefined for no path of this site. */
export function pageDataUrl(pathname: string): string | undefined {
  const path = sitePath(pathname);
  return path === undefined ? undefined : `${path.replace(/\/$/, '')}/${PAGE_DATA_FILE}`;
}
