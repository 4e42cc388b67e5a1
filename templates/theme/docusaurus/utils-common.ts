// `@docusaurus/utils-common`: the few helpers a site's theme components take from it (a blog part's content id, the
// trailing-slash rule of the site's links).

/** The id of a post's content on its page (`BlogPostItem/Content`), as Docusaurus's feeds find it. */
export const blogPostContainerID = '__blog-post-container';

export const DEFAULT_PLUGIN_ID = 'default';

export const addLeadingSlash = (s: string): string => (s.startsWith('/') ? s : `/${s}`);
export const addTrailingSlash = (s: string): string => (s.endsWith('/') ? s : `${s}/`);
export const removeTrailingSlash = (s: string): string => (s.endsWith('/') ? s.slice(0, -1) : s);

/**
 * `path` with a trailing slash or without, as `trailingSlash` says (undefined: as it is); the site's root and its
 * query and fragment are left as they are.
 */
export function applyTrailingSlash(path: string, { trailingSlash, baseUrl }: { trailingSlash: boolean | undefined; baseUrl: string }): string {
  if (path.startsWith('#') || trailingSlash === undefined) return path;
  const [, pathname = '', rest = ''] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  if (pathname === '' || pathname === '/' || pathname === baseUrl) return path;
  return (trailingSlash ? addTrailingSlash(pathname) : removeTrailingSlash(pathname)) + rest;
}
