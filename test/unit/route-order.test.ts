// Of two pages at one path (onDuplicateRoutes 'warn'), the one built is the one Docusaurus's router renders: the first
// its sorted route list matches (docs nested per instance, version and DocRoot; see content/route-order.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { joinRoutes } from '../../generator/content/routes.ts';
import { instanceBases } from '../../generator/content/route-order.ts';
import type { AssembledSource } from '../../generator/content/source.ts';
import type { DocsVersion, Route } from '../../generator/types.ts';
import { docsVersionRoutes, PLUGIN, routeTree, type GeneratedRoute, type SourceRoutes } from '../../generator/docusaurus/route-tree.ts';
import { withBase } from '../../generator/url.ts';
import { listedRoute } from '../../generator/content/plugins/listed-route.ts';
import { routesModule } from '../../generator/docusaurus/routes-module.ts';

type Claimed = { path: string; kind?: Route['kind']; owner: string } & Pick<Route, 'priority' | 'plugin'>;

/** A source claiming `claims`; with `version`, a docs version's (pluginId, version name, path, last or not). */
function source(claims: Claimed[], version?: [string, string, string, boolean]): AssembledSource {
  const v = version && ({ pluginId: version[0], name: version[1], label: version[1], path: version[2], isLast: version[3], mainDocId: '', docs: [], sidebars: {}, badge: false } satisfies DocsVersion);
  return {
    claims: claims.map(({ owner, kind, ...c }) => ({ route: { ...c, kind: kind ?? (v ? 'doc' : 'page'), title: owner, description: '' }, owner })),
    sidebars: new Map(), docs: [], categories: new Map(), routesFile: 'sidebars.js', warnings: [], ...(v ? { version: v } : {}),
    render: { docsByRoute: new Map(), categoriesByRoute: new Map(), breadcrumbs: new Map(), pagination: new Map(), editUrls: new Map(), lastUpdated: new Map() },
  };
}

const version = (pluginId: string, path: string, isLast = false) => ({ pluginId, name: path, path, isLast });

/** Which owner's page is built at `path`, and the owners each warning says lost. */
function builtAt(path: string, ...sources: AssembledSource[]) {
  return builtIn(path, [], ...sources);
}

/** builtAt, with the plugins in the order Docusaurus loads them (`pluginOrder`: their keys, content/plugin-key.ts). */
function builtIn(path: string, pluginOrder: string[], ...sources: AssembledSource[]) {
  const joined = joinRoutes(sources, undefined, { onDuplicateRoutes: 'warn' }, pluginOrder);
  const built = joined.routes.filter((r) => r.path === path).map((r) => r.title);
  return { built, lost: joined.warnings.map((w) => w.pos.file) };
}

test('a docs instance whose base holds another\'s path is matched first: /docs/api\'s doc, not /docs\'s doc at the same path', () => {
  const main = source([{ path: '/docs/api/intro', owner: 'docs/api/intro.md' }], ['default', 'current', '/docs', true]);
  const api = source([{ path: '/docs/api/intro', owner: 'api/intro.md' }], ['api', 'current', '/docs/api', true]);
  assert.equal(builtAt('/docs/api/intro', main, api), { built: ['api/intro.md'], lost: ['docs/api/intro.md'] });
  assert.equal(builtAt('/docs/api/intro', api, main).built, ['api/intro.md'], 'whatever the plugins\' order');
});

test('two instances at one base: the first plugin\'s (React Router enters one parent route)', () => {
  const a = source([{ path: '/docs/x', owner: 'a/x.md' }], ['a', 'current', '/docs', true]);
  const b = source([{ path: '/docs/x', owner: 'b/x.md' }], ['b', 'current', '/docs', true]);
  assert.equal(builtAt('/docs/x', a, b).built, ['a/x.md']);
  assert.equal(builtAt('/docs/x', b, a).built, ['b/x.md']);
});

test('a version under the last one\'s path is matched first: /docs/next\'s doc over a last-version doc with slug /next/intro', () => {
  const last = source([{ path: '/docs/next/intro', owner: 'docs/slugged.md' }], ['default', '2.0', '/docs', true]);
  const next = source([{ path: '/docs/next/intro', owner: 'docs/intro.md' }], ['default', 'current', '/docs/next', false]);
  assert.equal(builtAt('/docs/next/intro', last, next), { built: ['docs/intro.md'], lost: ['docs/slugged.md'] });
});

test('an instance\'s base is what its versions share, the last version given a path of its own too', () => {
  assert.equal([...instanceBases([version('a', '/docs/2.0', true), version('a', '/docs/next'), version('b', '/guides', true)])], [['a', '/docs'], ['b', '/guides']]);
  assert.equal([...instanceBases([version('c', '/', true), version('c', '/next')])], [['c', '/']]);
});

test("a version's tag page is matched before its docs (they nest one level deeper, under DocRoot)", () => {
  const v = source([{ path: '/docs/tags/x', owner: 'docs/tagged.md' }, { path: '/docs/tags/x', kind: 'page', owner: 'the tags of the docs' }], ['default', 'current', '/docs', true]);
  assert.equal(builtAt('/docs/tags/x', v).built, ['the tags of the docs']);
});

test('flat routes before the docs\' nested ones, docs at the root too; between flat routes, the plugins\' order', () => {
  const rootDocs = source([{ path: '/', owner: 'docs/index.md' }], ['default', 'current', '/', true]);
  const pages = source([{ path: '/', owner: 'src/pages/index.md' }]);
  const blog = source([{ path: '/', kind: 'blog', owner: 'the blog list' }]);
  assert.equal(builtAt('/', rootDocs, pages), { built: ['src/pages/index.md'], lost: ['docs/index.md'] });
  assert.equal(builtAt('/', rootDocs, blog, pages), { built: ['the blog list'], lost: ['src/pages/index.md', 'docs/index.md'] });
});

test("`@generated/routes` sorted at every level: a page at the site's root before the docs there, whose root doc comes last", () => {
  const docs = docsVersionRoutes('/', '/', { docs: [{ path: '/' }, { path: '/api/login' }, { path: '/dummy' }], categories: [] });
  const page = { routes: [{ path: '/', exact: true, component: '@site/src/pages/index.js' }] };
  const flat = (list: GeneratedRoute[], depth = 0): string[] => list.flatMap((r) => [`${depth} ${r.path} ${r.component}`, ...flat(r.routes ?? [], depth + 1)]);
  assert.equal(flat(routeTree([docs, page], (p) => withBase('/b/', p), { baseUrl: '/b/' })), [
    '0 /b/ @site/src/pages/index.js', '0 /b/ @theme/DocsRoot', '1 /b/ @theme/DocVersionRoot', '2 /b/ @theme/DocRoot',
    '3 /b/api/login @theme/DocItem', '3 /b/dummy @theme/DocItem', '3 /b/ @theme/DocItem', '0 * @theme/NotFound',
  ]);
});

test('routes left tied: the plugin Docusaurus loads first, whatever order the sources come in', () => {
  const pages = { ...source([{ path: '/news', owner: 'src/pages/news.md' }]), plugin: 'pages:default' };
  const blog = { ...source([{ path: '/news', kind: 'blog', owner: 'the news list' }]), plugin: 'blog:news' };
  const own = source([{ path: '/news', owner: 'harvest', plugin: { name: 'harvest', id: 'default' } }]);
  assert.equal(builtIn('/news', ['pages:default', 'blog:news'], blog, pages).built, ['src/pages/news.md']);
  assert.equal(builtIn('/news', ['pages:default', 'plugin:harvest:default', 'blog:news'], blog, own).built, ['harvest']);
  assert.equal(builtIn('/news', ['blog:news', 'plugin:harvest:default'], own, blog).built, ['the news list']);
});

test('`@generated/routes`: of two routes at one path the sort leaves tied, the one of the plugin loaded first is listed', () => {
  const blog = { plugin: 'blog:news', routes: [{ path: '/news', exact: true, component: '@theme/BlogListPage' }] };
  const pages = { plugin: 'pages:default', routes: [{ path: '/news', exact: true, component: '@theme/MDXPage' }] };
  const own = { asGiven: true, routes: [{ path: '/news', component: '@site/src/Harvest', [PLUGIN]: 'plugin:harvest:default' }] };
  const listed = (order: string[], ...parts: SourceRoutes[]) => routeTree(parts, (p) => p, { baseUrl: '/' }, order).map((r) => r.component);
  assert.equal(listed(['pages:default', 'blog:news'], blog, pages), ['@theme/MDXPage', '@theme/NotFound']);
  assert.equal(listed(['blog:news', 'plugin:harvest:default'], own, blog), ['@theme/BlogListPage', '@theme/NotFound']);
  assert.equal(listed([], blog, pages), ['@theme/BlogListPage', '@theme/NotFound'], 'without an order (a docsgen config), the first part');
});

test('`@generated/routes`: two docs instances at one route base have a DocsRoot each, in load order; one instance\'s versions share theirs', () => {
  const pages = { docs: [{ path: '/docs/x' }], categories: [] };
  const a = { ...docsVersionRoutes('/docs', '/docs', pages), plugin: 'docs:a' };
  const aNext = { ...docsVersionRoutes('/docs', '/docs/next', { docs: [{ path: '/docs/next/x' }], categories: [] }), plugin: 'docs:a' };
  const b = { ...docsVersionRoutes('/docs', '/docs', { docs: [{ path: '/docs/y' }], categories: [] }), plugin: 'docs:b' };
  const tree = routeTree([a, aNext, b], (p) => p, { baseUrl: '/' }, ['docs:b', 'docs:a']);
  const roots = tree.filter((r) => r.component === '@theme/DocsRoot');
  const leaves = (r: GeneratedRoute): string[] => (r.routes ? r.routes.flatMap(leaves) : [r.path]);
  assert.equal(roots.map(leaves), [['/docs/y'], ['/docs/next/x', '/docs/x']]);
});

test("a plugin's addRoute `priority`: the higher one at a path is built, and `@generated/routes` is sorted by it without listing it", () => {
  const low = source([{ path: '/harvest', owner: 'first plugin' }]);
  const high = source([{ path: '/harvest', owner: 'second plugin', priority: 2 }]);
  assert.equal(builtAt('/harvest', low, high), { built: ['second plugin'], lost: ['first plugin'] });
  const given = { asGiven: true, routes: [listedRoute({ path: '/a', component: '@site/src/A' }, { baseUrl: '/' }), listedRoute({ path: '/b', component: '@site/src/B', priority: 1 }, { baseUrl: '/' })] };
  const tree = routeTree([given], (p) => p, { baseUrl: '/' });
  assert.equal(tree.map((r) => r.path), ['/b', '/a', '*']);
  assert.not.match(routesModule(tree), /priority/);
});

test.run();
