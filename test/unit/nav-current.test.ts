// The navbar's current links, decided alike by the server and by client navigation.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { currentNavLinks, linkCurrent, type NavTarget } from '../../client/nav-current.ts';

const plain = (...paths: (string | undefined)[]): NavTarget[] => paths.map((path) => ({ path }));
const links = plain('/docs/introduction/', undefined, '/blog', '/');
const at = (path: string, sidebar?: string) => ({ path, sidebar });

test('on any docs page the plain link into the docs is current, not only under its own path', () => {
  const noHome = plain('/docs/introduction/', undefined, '/blog');
  assert.equal(currentNavLinks(noHome, at('/docs/introduction/'), '/', '/docs'), [0]);
  assert.equal(currentNavLinks(noHome, at('/docs/overview/stacks'), '/', '/docs'), [0]);
  assert.equal(currentNavLinks(noHome, at('/docs/category/commands'), '/', '/docs'), [0]);
});

test('elsewhere: the link the path is under; none when nothing matches', () => {
  const noHome = plain('/docs/introduction/', undefined, '/blog');
  assert.equal(currentNavLinks(noHome, at('/blog/2024/post'), '/', '/docs'), [2]);
  assert.equal(currentNavLinks(noHome, at('/missing'), '/', '/docs'), []);
  assert.equal(currentNavLinks(plain('/docs/intro'), at('/docsearch'), '/', '/docs'), [], 'a prefix is a whole path segment');
});

test('a link to the home page is current on every page (NavLink is not exact), beside the others, unless it is exact', () => {
  assert.equal(currentNavLinks(links, at('/'), '/', '/docs'), [3]);
  assert.equal(currentNavLinks(links, at('/blog/2024/post'), '/', '/docs'), [2, 3]);
  assert.equal(currentNavLinks(links, at('/docs/overview/stacks'), '/', '/docs'), [0, 3], 'the docs link still stands for every docs page');
  assert.equal(currentNavLinks(links, at('/missing'), '/', '/docs'), [3]);
  assert.equal(currentNavLinks(plain('/base/'), at('/base/blog'), '/base/', '/base/docs'), [0], 'with a base URL');
  const exact: NavTarget[] = [{ path: '/', exact: true }, { path: '/blog', exact: true }];
  assert.equal(currentNavLinks(exact, at('/'), '/', '/docs'), [0]);
  assert.equal(currentNavLinks(exact, at('/blog/'), '/', '/docs'), [1], 'a trailing slash is the same page');
  assert.equal(currentNavLinks(exact, at('/blog/2024/post'), '/', '/docs'), []);
});

test('several plain links into the docs: the longest one the page is under wins, else the first', () => {
  const two = plain('/docs/guide/intro', '/docs/api');
  assert.equal(currentNavLinks(two, at('/docs/api/config'), '/', '/docs'), [1]);
  assert.equal(currentNavLinks(two, at('/docs/guide/setup'), '/', '/docs'), [0]);
  assert.equal(currentNavLinks(plain('/base/docs/a'), at('/base/docs/b'), '/base/', '/base/docs'), [0], 'with a base URL');
});

test('docs at the site\'s root (redux.js.org): a doc link is current on the pages of its sidebar, the first link not on every page', () => {
  // Getting Started (plain), Usage (doc in sidebar "usage"), API (doc in sidebar "api"), FAQ (plain).
  const redux: NavTarget[] = [{ path: '/introduction/getting-started' }, { path: '/usage/', sidebar: 'usage.json' }, { path: '/api/api-reference', sidebar: 'api.json' }, { path: '/faq' }];
  assert.equal(currentNavLinks(redux, at('/api/createStore', 'api.json'), '/', '/'), [2]);
  assert.equal(currentNavLinks(redux, at('/usage/structuring-reducers', 'usage.json'), '/', '/'), [1]);
  assert.equal(currentNavLinks(redux, at('/introduction/getting-started', 'intro.json'), '/', '/'), [0]);
  assert.equal(currentNavLinks(redux, at('/introduction/installation', 'intro.json'), '/', '/'), [], 'no link stands for every docs page');
  assert.equal(currentNavLinks(redux, at('/faq'), '/', ''), [3], 'the docs base may be written without its slash');
  // Two doc links into one sidebar are both current there, as on Docusaurus; a doc in no sidebar only on its page.
  const one: NavTarget[] = [{ path: '/a', sidebar: 'docs.json' }, { path: '/b', sidebar: 'docs.json' }, { path: '/c', sidebar: '' }];
  assert.equal(currentNavLinks(one, at('/x', 'docs.json'), '/', '/'), [0, 1]);
  assert.equal(currentNavLinks(one, at('/c'), '/', '/'), [2]);
  assert.equal(currentNavLinks(one, at('/d'), '/', '/'), []);
});

test('activeBasePath and activeBaseRegex say where a plain link is current', () => {
  const configured: NavTarget[] = [{ path: '/docs/intro', activeBase: '/docs' }, { path: '/blog', activeRegex: '^/(blog|news)/' }];
  assert.equal(currentNavLinks(configured, at('/docs/api/x'), '/', '/docs'), [0]);
  assert.equal(currentNavLinks(configured, at('/news/2024'), '/', '/docs'), [1]);
  assert.equal(currentNavLinks(configured, at('/blog'), '/', '/docs'), [], 'its own page, when the regex does not match it');
  assert.equal(currentNavLinks([{ path: '/x', activeRegex: '(' }], at('/x'), '/', '/docs'), [], 'a regex that does not compile matches nothing');
});


test('rule `each` (a Docusaurus config): every link by its own target, no link standing for a section', () => {
  // A plain link to a doc, a deeper plain link, a sidebar link, the home link, one marked by its base.
  const site: NavTarget[] = [{ path: '/docs/intro' }, { path: '/docs/intro/api' }, { path: '/docs/start', sidebar: 'guide.json' }, { path: '/' }, { path: '/x', activeBase: '/blog' }];
  assert.equal(currentNavLinks(site, at('/docs/intro/api/hooks', 'guide.json'), '/', '/docs', 'each'), [0, 1, 2, 3], 'both plain links the page is under');
  assert.equal(currentNavLinks(site, at('/docs/other', 'guide.json'), '/', '/docs', 'each'), [2, 3], 'no plain link stands for every docs page');
  assert.equal(currentNavLinks(site, at('/docs/other'), '/', '/docs', 'each'), [3]);
  assert.equal(currentNavLinks(site, at('/docs/other'), '/', '/docs'), [0, 3], 'where the section rule has the first link into the docs stand for them');
  assert.equal(currentNavLinks(site, at('/docs/intro/api/hooks', 'guide.json'), '/', '/docs'), [1, 2, 3], 'and the longest plain link alone');
  assert.equal(currentNavLinks(site, at('/blog/post'), '/', '/docs', 'each'), [3, 4]);
  assert.equal(currentNavLinks([{ path: '/', exact: true }, {}], at('/docs/x'), '/', '/docs', 'each'), [], 'exact, and an external link');
});

test('linkCurrent: one link alone (a dropdown\'s), home included, by its base or expression before its path', () => {
  assert.ok(linkCurrent({ path: '/' }, at('/docs/x')), 'a link to the home page, not exact: every page (react-router\'s NavLink)');
  assert.not.ok(linkCurrent({ path: '/', exact: true }, at('/docs/x')));
  assert.ok(linkCurrent({ path: '/base/' }, at('/base/blog')), 'with a base URL');
  assert.ok(linkCurrent({ path: '/docs/intro', activeBase: '/docs' }, at('/docs/api')));
  assert.not.ok(linkCurrent({ path: '/docs/intro', activeBase: '/docs' }, at('/blog')));
  assert.ok(linkCurrent({ path: '/blog', activeRegex: '^/(blog|news)/' }, at('/news/1')));
  assert.not.ok(linkCurrent({ path: '/blog', activeRegex: '^/news/' }, at('/blog/1')), 'the expression, not the path, says');
  assert.ok(linkCurrent({ path: '/docs/a', sidebar: 'guide.json' }, at('/docs/b', 'guide.json')));
  assert.not.ok(linkCurrent({}, at('/')), 'an external link (or a plain `href` to a page of the site) never');
});

test.run();
