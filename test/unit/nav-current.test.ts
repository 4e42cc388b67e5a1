// The navbar's current link, decided alike by the server and by client navigation.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { currentNavLink } from '../../client/nav-current.ts';

const links = ['/docs/introduction/', undefined, '/blog', '/'];

test('on any docs page the link into the docs is current, not only under its own path', () => {
  assert.is(currentNavLink(links, '/docs/introduction/', '/', '/docs'), 0);
  assert.is(currentNavLink(links, '/docs/overview/stacks', '/', '/docs'), 0);
  assert.is(currentNavLink(links, '/docs/category/commands', '/', '/docs'), 0);
});

test('elsewhere: the link the path is under; the home link only on the home page; none when nothing matches', () => {
  assert.is(currentNavLink(links, '/blog/2024/post', '/', '/docs'), 2);
  assert.is(currentNavLink(links, '/', '/', '/docs'), 3);
  assert.is(currentNavLink(links, '/missing', '/', '/docs'), -1);
  assert.is(currentNavLink(['/docs/intro'], '/docsearch', '/', '/docs'), -1, 'a prefix is a whole path segment');
});

test('several links into the docs: the longest one the page is under wins, else the first', () => {
  const two = ['/docs/guide/intro', '/docs/api'];
  assert.is(currentNavLink(two, '/docs/api/config', '/', '/docs'), 1);
  assert.is(currentNavLink(two, '/docs/guide/setup', '/', '/docs'), 0);
  assert.is(currentNavLink(['/base/docs/a'], '/base/docs/b', '/base/', '/base/docs'), 0, 'with a base URL');
});

test.run();
