import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BuildError } from '../../generator/errors.ts';
import { joinRoutes, type HomeSource } from '../../generator/content/routes.ts';
import { docsRoutes } from '../../generator/content/docs/routes.ts';
import { buildSidebars, type SidebarInput } from '../../generator/content/docs/sidebar.ts';
import type { AssembledSource, Sidebars } from '../../generator/content/source.ts';
import type { Doc } from '../../generator/types.ts';

/** One docs source's part of the site, as its `assemble` gives it. */
function assembled(docs: Doc[], sidebars: Sidebars): AssembledSource {
  const { claims, render } = docsRoutes(docs, sidebars, 'default');
  return { claims, sidebars, docs, categories: new Map(), routesFile: 'sidebars.js', warnings: [], render: { ...render, editUrls: new Map(), lastUpdated: new Map() } };
}

/** The site's routes from one docs source. */
const buildRoutes = (docs: Doc[], sidebars: Sidebars, home?: HomeSource) => joinRoutes([assembled(docs, sidebars)], home, {});

/** The first (for a site without a sidebars file, the only) sidebar. */
const buildSidebar = (input: SidebarInput) => [...buildSidebars(input).values()][0]!;
import { category, doc } from '../helpers/docs.ts';

const docs = [doc('intro', { position: 0 }), doc('guide/a', { position: 1, label: 'A' }), doc('guide/b', { position: 2, label: 'B' }), doc('zlast')];
const categories = new Map([category('guide', { label: 'Guide', position: 1, link: { type: 'generated-index', slug: '/category/guide' } })]);
const sidebar = buildSidebar({ docs, categories, routeBase: '/docs' });

test('routes: home, every doc, generated indexes and the not-found page', () => {
  const { routes } = buildRoutes(docs, new Map([['s', sidebar]]), { file: 'home.md', title: 'Home', description: 'd' });
  assert.equal(routes.map((r) => `${r.kind} ${r.path}`), [
    'home /', 'doc /docs/intro', 'doc /docs/guide/a', 'doc /docs/guide/b', 'doc /docs/zlast', 'generated-index /docs/category/guide', 'search /search', 'not-found /404.html',
  ]);
});

test('the search page: at /search (with the site\'s trailing slash), unlisted; a page of the site\'s own there replaces it', () => {
  const search = (routes: { kind: string; path: string; unlisted?: boolean }[]) => routes.filter((r) => r.path.startsWith('/search'));
  assert.equal(search(buildRoutes(docs, new Map()).routes), [{ path: '/search', kind: 'search', title: 'Search', description: 'Search the documentation.', unlisted: true }]);
  assert.equal(search(joinRoutes([assembled(docs, new Map())], undefined, { trailingSlash: true }).routes).map((r) => r.path), ['/search/']);
  // As Docusaurus's search theme's page yields to `src/pages/search.js`: no clash, the site's page is there.
  const own = [{ ...doc('search'), file: '/site/src/pages/search.md', route: '/search' }];
  assert.equal(search(joinRoutes([assembled(own, new Map())], undefined, {}).routes).map((r) => `${r.kind} ${r.path}`), ['doc /search']);
});

test('duplicate routes are an error naming both sources', () => {
  const clash = [doc('x'), { ...doc('y'), route: '/docs/x/' }];
  assert.throws(() => buildRoutes(clash, buildSidebars({ docs: clash, categories: new Map(), routeBase: '/docs' })),
    (e: BuildError) => /duplicate route "\/docs\/x\/", also produced by \/site\/docs\/x\.md/.test(e.message) && e.problems[0]!.pos.file === '/site/docs/y.md');
});

test("onDuplicateRoutes 'warn': two docs at one path warn once, and the first is the page built", () => {
  const clash = [doc('x'), { ...doc('y'), route: '/docs/x' }];
  const joined = joinRoutes([assembled(clash, new Map())], undefined, { onDuplicateRoutes: 'warn' });
  assert.equal(joined.warnings.map((w) => [w.pos.file, w.message]), [['/site/docs/y.md', 'duplicate route "/docs/x", also produced by /site/docs/x.md, whose page is built (Docusaurus\'s router matches its route first)']]);
  assert.equal(joined.routes.filter((r) => r.path === '/docs/x').map((r) => r.ref), ['x']);
  assert.is(joined.docsByRoute.get('/docs/x')!.id, 'x');
});

test('two sources claiming one route: an error naming both, the first keeps it', () => {
  const a = [doc('guide/start')];
  const b = [{ ...doc('start'), file: '/site/community/start.md', route: '/docs/guide/start' }];
  const err = (() => {
    try {
      joinRoutes([assembled(a, new Map()), assembled(b, new Map())], undefined, {});
    } catch (e) {
      return e as BuildError;
    }
    return undefined;
  })();
  assert.instance(err, BuildError);
  assert.match(err!.message, /duplicate route "\/docs\/guide\/start", also produced by \/site\/docs\/guide\/start\.md/);
  assert.is(err!.problems[0]!.pos.file, '/site/community/start.md');
});

test('breadcrumbs follow the sidebar', () => {
  const { breadcrumbs } = buildRoutes(docs, new Map([['s', sidebar]]));
  assert.equal(breadcrumbs.get('/docs/guide/b'), [{ label: 'Guide', href: '/docs/category/guide' }, { label: 'B' }]);
  assert.equal(breadcrumbs.get('/docs/category/guide'), [{ label: 'Guide' }]);
  assert.equal(breadcrumbs.get('/docs/intro'), [{ label: 'intro' }]);
});

test('prev/next in sidebar order, including category pages', () => {
  const { pagination } = buildRoutes(docs, new Map([['s', sidebar]]));
  assert.equal(pagination.get('/docs/intro'), { prev: undefined, next: { title: 'Guide', href: '/docs/category/guide' } });
  assert.equal(pagination.get('/docs/guide/a')!.prev, { title: 'Guide', href: '/docs/category/guide' });
  assert.equal(pagination.get('/docs/guide/b')!.next, { title: 'zlast', href: '/docs/zlast' });
  assert.is(pagination.get('/docs/zlast')!.next, undefined);
});

test('frontmatter pagination_prev/next override or remove the links', () => {
  const custom = [...docs.slice(0, 3), { ...doc('zlast'), frontmatter: { pagination_prev: 'intro', pagination_next: null } }];
  const { pagination } = buildRoutes(custom, buildSidebars({ docs: custom, categories, routeBase: '/docs' }));
  assert.equal(pagination.get('/docs/zlast'), { prev: { title: 'intro', href: '/docs/intro' }, next: undefined });
});

test('a pagination_prev/next naming a missing doc is an error', () => {
  const bad = [...docs.slice(0, 3), { ...doc('zlast'), frontmatter: { pagination_next: 'guide/gone' } }];
  assert.throws(() => buildRoutes(bad, buildSidebars({ docs: bad, categories, routeBase: '/docs' })),
    (e: BuildError) => /frontmatter "pagination_next": no doc with id "guide\/gone"/.test(e.message) && e.problems[0]!.pos.file === '/site/docs/zlast.md');
});

test.run();
