// Which pages the search indexes: `search.index` may leave the docs', the blog's or the site's own pages out (as a
// Docusaurus search plugin's `indexDocs`, `indexBlog`, `indexPages` do), and `search.exclude` any page by its route
// (lunr-search's `excludeRoutes` globs, easyops' `ignoreFiles`). A page's kind is its source's link scope.
import picomatch from 'picomatch';
import type { Doc, SiteConfig } from '../types.ts';

export function searchedDocs(docs: Doc[], search: Pick<SiteConfig['search'], 'index' | 'exclude'>): Doc[] {
  const { index, exclude } = search;
  if (index.docs && index.blog && index.pages && !exclude.length) return docs;
  const excluded = routeMatcher(exclude);
  return docs.filter((d) => index[/^blog(-[^:]*)?:$/.test(d.linkScope ?? '') ? 'blog' : /^pages(-[^:]*)?:$/.test(d.linkScope ?? '') ? 'pages' : 'docs'] && !excluded(d.route));
}

/**
 * Whether a route (`/docs/a/b`, after the base URL) is one `patterns` name. The plugins match the route without its
 * leading slash (`docs/changelog/**`); sites write `/blog/**` as often, meaning the same, so either form matches.
 */
function routeMatcher(patterns: (string | RegExp)[]): (route: string) => boolean {
  const globs = patterns.filter((p) => typeof p === 'string').map((p) => p.replace(/^\/+/, '').replace(/\/+$/, ''));
  const isGlob = globs.length ? picomatch(globs, { dot: true }) : () => false;
  const regexes = patterns.filter((p) => p instanceof RegExp);
  return (route) => {
    const bare = route.replace(/^\/+/, '').replace(/\/+$/, '');
    return isGlob(bare) || regexes.some((r) => r.test(bare));
  };
}
