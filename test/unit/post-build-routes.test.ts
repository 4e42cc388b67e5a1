// The routes a plugin's postBuild gets (Docusaurus 3's): each with its plugin and the component it renders with.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { postBuildProps, type PostBuildRoute } from '../../generator/content/plugins/post-build-routes.ts';
import type { BlogOptions } from '../../generator/types.ts';

const BLOG = { routeBasePath: 'news', pageBasePath: 'page', tagsBasePath: 'tags', archiveBasePath: 'archive', authorsBasePath: 'authors' } as BlogOptions;

test('the blog\'s lists and posts, the docs\' pages and tag pages, the site\'s pages: each plugin\'s component', () => {
  const routes: PostBuildRoute[] = [
    { path: '/news', kind: 'blog', source: 'blog' }, { path: '/news/page/2', kind: 'blog', source: 'blog' }, { path: '/news/tags', kind: 'blog', source: 'blog' },
    { path: '/news/tags/kilns/page/2', kind: 'blog', source: 'blog' }, { path: '/news/archive', kind: 'blog', source: 'blog' }, { path: '/news/authors/ann', kind: 'blog', source: 'blog' },
    { path: '/news/2024/05/01/glazes', kind: 'blog', source: 'blog' }, { path: '/docs/intro', kind: 'doc', source: 'default' }, { path: '/docs/2.0/category/x', kind: 'generated-index', source: 'default@2.0' },
    { path: '/docs/tags', kind: 'page', source: 'default' }, { path: '/docs/tags/clay', kind: 'page', source: 'default' },
    { path: '/', kind: 'page', source: 'pages', component: '@site/src/pages/index.tsx' }, { path: '/about', kind: 'page', source: 'pages', component: '@theme/MDXPage', unlisted: true },
    { path: '/search', kind: 'search' }, { path: '/404.html', kind: 'not-found' },
  ];
  const props = postBuildProps(routes, '/kiln/', { blog: BLOG });
  assert.equal(props.routes.map((r) => `${r.path} ${r.plugin.name}#${r.plugin.id} ${r.component}`), [
    '/kiln/news docusaurus-plugin-content-blog#default @theme/BlogListPage', '/kiln/news/page/2 docusaurus-plugin-content-blog#default @theme/BlogListPage',
    '/kiln/news/tags docusaurus-plugin-content-blog#default @theme/BlogTagsListPage', '/kiln/news/tags/kilns/page/2 docusaurus-plugin-content-blog#default @theme/BlogTagsPostsPage',
    '/kiln/news/archive docusaurus-plugin-content-blog#default @theme/BlogArchivePage', '/kiln/news/authors/ann docusaurus-plugin-content-blog#default @theme/Blog/Pages/BlogAuthorsPostsPage',
    '/kiln/news/2024/05/01/glazes docusaurus-plugin-content-blog#default @theme/BlogPostPage', '/kiln/docs/intro docusaurus-plugin-content-docs#default @theme/DocItem',
    '/kiln/docs/2.0/category/x docusaurus-plugin-content-docs#default @theme/DocCategoryGeneratedIndexPage', '/kiln/docs/tags docusaurus-plugin-content-docs#default @theme/DocTagsListPage',
    '/kiln/docs/tags/clay docusaurus-plugin-content-docs#default @theme/DocTagDocListPage', '/kiln/ docusaurus-plugin-content-pages#default @site/src/pages/index.tsx',
    '/kiln/about docusaurus-plugin-content-pages#default @theme/MDXPage',
  ]);
  assert.ok(props.routesPaths.includes('/kiln/search') && props.routesPaths.at(-1) === '/kiln/404.html', 'every page is in routesPaths, the 404 page last');
  assert.equal(props.routesBuildMetadata['/kiln/about'], { noIndex: true });
});

test("another pages instance's routes: its plugin id", () => {
  const props = postBuildProps([{ path: '/makers/', kind: 'page', source: 'pages-makers', component: '@site/content/makers/index.tsx' }], '/', { blog: BLOG });
  assert.equal(props.routes.map((r) => `${r.path} ${r.plugin.name}#${r.plugin.id}`), ['/makers/ docusaurus-plugin-content-pages#makers']);
});

test("another blog instance's routes: its plugin id, and its components by its own options", () => {
  const routes: PostBuildRoute[] = [{ path: '/notes', kind: 'blog', source: 'blog-notes' }, { path: '/notes/labels/x', kind: 'blog', source: 'blog-notes' }, { path: '/notes/2024/05/01/a', kind: 'blog', source: 'blog-notes' }];
  const props = postBuildProps(routes, '/', { blog: BLOG, blogInstances: [{ ...BLOG, id: 'notes', routeBasePath: 'notes', tagsBasePath: 'labels' }] });
  assert.equal(props.routes.map((r) => `${r.path} ${r.plugin.name}#${r.plugin.id} ${r.component}`), [
    '/notes docusaurus-plugin-content-blog#notes @theme/BlogListPage', '/notes/labels/x docusaurus-plugin-content-blog#notes @theme/BlogTagsPostsPage',
    '/notes/2024/05/01/a docusaurus-plugin-content-blog#notes @theme/BlogPostPage',
  ]);
});

test.run();
