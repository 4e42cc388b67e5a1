// What a plugin's `postBuild` gets of the site's routes, as Docusaurus 3 gives them: `routesPaths` (every page,
// with the base URL, and `/404.html`), `routes` (one route a page, each naming the plugin that made it —
// `plugin: {name, id}`, as Docusaurus's `toPluginRoute` does — which is how llms-txt plugins pick the docs) and
// `routesBuildMetadata` (per path, `noIndex`). Each route names the component Docusaurus renders it with
// (`@theme/DocItem`, `@theme/BlogPostPage`, a page's own module…): plugins read only routes that name one.
import type { Route, SiteConfig } from '../../types.ts';
import { blogOfSource } from '../blog/instances.ts';
import { blogInstanceId } from '../blog/instance-id.ts';
import { PAGES_SOURCE_ID } from '../pages/source.tsx';

/** The parts of a route postBuild reads (a shard's manifest keeps them for `merge`). */
export type PostBuildRoute = Pick<Route, 'path' | 'kind' | 'source' | 'unlisted' | 'plugin' | 'component'>;

/** The site's blogs, by which a blog route's component is known. */
type Blogs = Parameters<typeof blogOfSource>[0];

export interface DocusaurusRoute {
  path: string;
  exact: true;
  component: string;
  plugin: { name: string; id: string };
}

export function postBuildRoutes(routes: readonly Route[]): PostBuildRoute[] {
  return routes.map(({ path, kind, source, unlisted, plugin, component }) => ({ path, kind, ...(source ? { source } : {}), ...(unlisted ? { unlisted } : {}), ...(plugin ? { plugin } : {}), ...(component ? { component } : {}) }));
}

/** The Docusaurus plugin that makes `route` and the theme component it renders it with; none for docsgen's own pages. */
export function routeComponent(route: PostBuildRoute, blogs: Blogs): { plugin: { name: string; id: string }; component: string } | undefined {
  const plugin = routePlugin(route);
  return plugin && { plugin, component: componentOf(route, plugin.name, blogs) };
}

/** The theme component Docusaurus renders `route` with (its plugin's, for the docs' and the blog's pages). */
function componentOf(route: PostBuildRoute, plugin: string, blogs: Blogs): string {
  if (route.component) return route.component;
  const blog = plugin === 'docusaurus-plugin-content-blog' ? blogOfSource(blogs, route.source) : undefined;
  if (blog) return blogComponent(route.path, blog);
  if (route.kind === 'doc') return '@theme/DocItem';
  if (route.kind === 'generated-index') return '@theme/DocCategoryGeneratedIndexPage';
  if (plugin === 'docusaurus-plugin-content-docs') return /\/tags\/?$/.test(route.path) ? '@theme/DocTagsListPage' : '@theme/DocTagDocListPage';
  return '@theme/MDXPage';
}

/** A blog route's component, by where it is under the blog's route (its lists' paths are the blog options'). */
function blogComponent(at: string, blog: NonNullable<SiteConfig['blog']>): string {
  const rel = at.replace(/\/$/, '').slice(`/${blog.routeBasePath}`.replace(/\/+$/, '').length);
  const page = `(?:/${blog.pageBasePath}/\\d+)?`;
  const lists: [string | null, string][] = [
    ['', '@theme/BlogListPage'], [blog.tagsBasePath, '@theme/BlogTagsListPage'], [`${blog.tagsBasePath}/[^/]+`, '@theme/BlogTagsPostsPage'],
    [blog.archiveBasePath, '@theme/BlogArchivePage'], [blog.authorsBasePath, '@theme/Blog/Pages/BlogAuthorsListPage'], [`${blog.authorsBasePath}/[^/]+`, '@theme/Blog/Pages/BlogAuthorsPostsPage'],
  ];
  const list = lists.find(([base]) => base !== null && new RegExp(`^${base ? `/${base}` : ''}${page}$`).test(rel));
  return list?.[1] ?? '@theme/BlogPostPage';
}

/** The Docusaurus plugin whose route `route` is; none for docsgen's own pages (the search page, the 404 page). */
export function routePlugin(route: PostBuildRoute): { name: string; id: string } | undefined {
  if (route.plugin) return route.plugin;
  if (route.kind === 'home' || route.source === PAGES_SOURCE_ID) return { name: 'docusaurus-plugin-content-pages', id: 'default' };
  if (route.source?.startsWith(`${PAGES_SOURCE_ID}-`)) return { name: 'docusaurus-plugin-content-pages', id: route.source.slice(PAGES_SOURCE_ID.length + 1) };
  if (route.kind === 'blog') return { name: 'docusaurus-plugin-content-blog', id: blogInstanceId(route.source) };
  // A docs version's source is its instance's id, `@<version>` after it for the older versions.
  if (route.source && ['doc', 'generated-index', 'page'].includes(route.kind)) return { name: 'docusaurus-plugin-content-docs', id: route.source.split('@')[0]! };
  return undefined;
}

/** `routes` (docsgen's, whose paths lack the base URL) as Docusaurus's postBuild props. */
export function postBuildProps(routes: readonly PostBuildRoute[], baseUrl: string, blogs: Blogs) {
  const base = baseUrl.replace(/\/$/, '');
  const pages = routes.filter((r) => r.kind !== 'not-found');
  const docusaurusRoutes: DocusaurusRoute[] = pages.flatMap((r) => {
    const plugin = routePlugin(r);
    return plugin ? [{ path: `${base}${r.path}`, exact: true as const, component: componentOf(r, plugin.name, blogs), plugin }] : [];
  });
  return {
    routesPaths: [...pages.map((r) => `${base}${r.path}`), `${base}/404.html`],
    routes: docusaurusRoutes,
    routesBuildMetadata: Object.fromEntries(pages.map((r) => [`${base}${r.path}`, { noIndex: Boolean(r.unlisted) }])),
  };
}
