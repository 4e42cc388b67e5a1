// The blog's routes as `@generated/routes` lists them, known from its posts' front matter before they are parsed:
// the pages blogPages makes (posts, the paginated lists, tag, archive and author pages), each with the component
// Docusaurus renders it with.
import type { SiteConfig } from '../../types.ts';
import type { GeneratedRoute } from '../../docusaurus/route-tree.ts';
import { routeComponent } from '../plugins/post-build-routes.ts';
import type { resolver } from './authors.ts';
import { blogPages, type BlogModel } from './pages.tsx';
import type { PostSource } from './posts.ts';

/** `model`: the blog's, but its posts; `resolve`: a resolver of its own (what it finds wrong is told once the posts are assembled). */
export function blogGeneratedRoutes(posts: readonly PostSource[], model: Omit<BlogModel, 'posts'>, resolve: ReturnType<typeof resolver>, site: Pick<SiteConfig, 'blog' | 'blogInstances'>): GeneratedRoute[] {
  const { claims } = blogPages({
    ...model, routesOnly: true,
    posts: posts.map((p) => ({
      data: { route: p.route, title: '', description: '', date: p.date, authors: resolve.authors(p.frontmatter, p.file), tags: resolve.tags(p.frontmatter, p.file), html: '', excerpt: '', truncated: p.truncated, unlisted: p.frontmatter.unlisted === true },
      file: p.file, headings: [], toc: {}, frontMatter: p.frontmatter,
    })),
  });
  return claims.map(({ route }) => ({ path: route.path, exact: true, component: routeComponent(route, site)?.component ?? '@theme/BlogPostPage' }));
}
