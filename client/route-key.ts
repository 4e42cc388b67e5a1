// Shared by the generator and the browser runtime.

/** Routes that differ only by a trailing slash are the same page on a static host. */
export function routeKey(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
