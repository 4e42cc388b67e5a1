// The class names of a page's <html>, as Docusaurus gives them (its HtmlClassNameProvider): the plugin's
// (`plugin-docs plugin-id-default`), its page kind's (`docs-doc-page`, `blog-post-page`, `mdx-page`), and those the page's own components add (`<HtmlClassNameProvider className>`, or `<Head><html
// className>`: templates/theme/docusaurus/blog-pages.tsx), taken out of the page's head tags. Site CSS such as
// `html.blog-post-page .x` depends on them; client navigation puts the next page's in (client/page-swap.ts).
import type { Route } from '../types.ts';
import { routeComponent } from '../content/plugins/post-build-routes.ts';

const KIND: Record<string, string> = {
  '@theme/DocItem': 'docs-doc-page',
  '@theme/DocTagsListPage': 'docs-tags-list-page',
  '@theme/DocTagDocListPage': 'docs-tags-doc-list-page',
  '@theme/BlogPostPage': 'blog-post-page',
  '@theme/BlogListPage': 'blog-list-page',
  '@theme/BlogTagsListPage': 'blog-tags-list-page',
  '@theme/BlogTagsPostsPage': 'blog-tags-post-list-page',
  '@theme/Blog/Pages/BlogAuthorsListPage': 'blog-authors-list-page',
  '@theme/Blog/Pages/BlogAuthorsPostsPage': 'blog-authors-posts-page',
  '@theme/MDXPage': 'mdx-page',
};

/** Docusaurus's wrapper classes, which name docsgen's own layout boxes (`.docs-wrapper`): never on <html>. */
const LAYOUT = new Set(['docs-wrapper', 'blog-wrapper']);

const HTML_TAG = /<html\b([^>]*)>(?:<\/html>)?/g;

/** `head` without its `<html>` tags, and the page's <html> class names. */
export function pageHtmlClass(route: Route, head: string, blogs: Parameters<typeof routeComponent>[1]): { head: string; className: string } {
  const made = routeComponent(route, blogs);
  const names = made ? [`plugin-${made.plugin.name.replace(/^docusaurus-plugin-content-/, '')}`, `plugin-id-${made.plugin.id}`, ...(KIND[made.component]?.split(' ') ?? [])] : [];
  const rest = head.replace(HTML_TAG, (_, attrs: string) => {
    const cls = /\bclass="([^"]*)"/.exec(attrs)?.[1];
    if (cls) names.push(...cls.split(/\s+/).filter(Boolean));
    return '';
  });
  return { head: rest, className: [...new Set(names)].filter((n) => !LAYOUT.has(n)).join(' ') };
}
