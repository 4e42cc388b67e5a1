// Which pages the search indexes: `search.index` may leave the docs', the blog's or the site's own pages out (as a
// Docusaurus search plugin's `indexDocs`, `indexBlog`, `indexPages` do). A page's kind is its source's link scope.
import type { Doc, SiteConfig } from '../types.ts';

export function searchedDocs(docs: Doc[], index: SiteConfig['search']['index']): Doc[] {
  if (index.docs && index.blog && index.pages) return docs;
  return docs.filter((d) => index[d.linkScope === 'blog:' ? 'blog' : d.linkScope === 'pages:' ? 'pages' : 'docs']);
}
