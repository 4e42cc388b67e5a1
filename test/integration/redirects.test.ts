// Redirect pages (issue 22, point 7): Docusaurus's plugin-client-redirects options on the whole-site fixture, and
// the rules of planRedirects one by one.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { BuildError } from '../../generator/errors.ts';
import { planRedirects, redirectPage } from '../../generator/output/redirects.ts';
import type { Route } from '../../generator/types.ts';

const site = await buildSite(await loadConfig(path.resolve(import.meta.dirname, '../fixtures/whole-site/docusaurus.config.js')));
const file = (f: string) => site.files.get(f) === undefined ? undefined : String(site.files.get(f));

test('explicit redirects, fromExtensions and createRedirects write redirect pages', () => {
  for (const [f, to] of [['docs/getting-started/index.html', '/docs/intro'], ['start/index.html', '/docs/intro'], ['docs/intro.html/index.html', '/docs/intro'],
    ['docs/1.0/boiling.html/index.html', '/docs/1.0/boiling'], ['community.html/index.html', '/community/'], ['forum/support/index.html', '/community/support']] as const) {
    const html = file(f);
    assert.ok(html, f);
    assert.match(html!, new RegExp(`<meta http-equiv="refresh" content="0; url=${to}">`), f);
    assert.match(html!, new RegExp(`<link rel="canonical" href="https://kettle.example.org${to}">`), f);
    assert.match(html!, new RegExp(`<a href="${to}">`), f);
  }
  assert.not.ok(site.routes.some((r) => r.path === '/start'), 'a redirect is not a page: not in the routes, the sitemap or search');
  assert.not.match(String(site.files.get('sitemap.xml')), /\/start/);
  assert.not.ok(site.files.has('docs/intro.html'), 'a file that a host would serve for /docs/intro itself');
});

test('the Docusaurus plugin is built, so not named in the not-built warning', () => {
  assert.not.ok(site.warnings.some((w) => /client-redirects/.test(w.message)));
});

const routes = (...paths: string[]): Route[] => paths.map((p) => ({ path: p, kind: 'doc', title: p, description: '' }));
const base = { redirects: [], fromExtensions: [], toExtensions: [] };

test('a redirect to no page of the site fails the build; to another site is fine', () => {
  assert.throws(() => planRedirects({ ...base, redirects: [{ from: '/old', to: '/docs/gone' }] }, routes('/docs/a'), 'c.js'),
    (e: BuildError) => /the redirect to "\/docs\/gone" leads to no page/.test(e.problems[0]!.message));
  assert.equal(planRedirects({ ...base, redirects: [{ from: '/chat', to: 'https://chat.example.org' }] }, routes('/docs/a'), 'c.js').redirects, [{ from: '/chat', to: 'https://chat.example.org' }]);
});

test('an old path that is a page is left alone (a warning when asked for by name); the first redirect of a path wins', () => {
  const { redirects, warnings } = planRedirects({ ...base, redirects: [{ from: ['/docs/a', '/x'], to: '/docs/b' }, { from: '/x', to: '/docs/a' }] }, routes('/docs/a', '/docs/b'), 'c.js');
  assert.equal(redirects, [{ from: '/x', to: '/docs/b' }]);
  assert.match(warnings[0]!.message, /"\/docs\/a" is a page of the site/);
});

test('toExtensions; a path outside the site is refused', () => {
  assert.equal(planRedirects({ ...base, toExtensions: ['html'] }, routes('/legacy.html'), 'c.js').redirects, [{ from: '/legacy', to: '/legacy.html' }]);
  assert.throws(() => planRedirects({ ...base, redirects: [{ from: '/../../etc/x', to: '/docs/a' }] }, routes('/docs/a'), 'c.js'),
    (e: BuildError) => /is not a path of the site/.test(e.problems[0]!.message));
});

test('the redirect page applies the base URL and keeps the query and hash', () => {
  const [f, html] = redirectPage({ from: '/old', to: '/docs/a' }, { url: 'https://t.dev', baseUrl: '/base/' });
  assert.is(f, 'old/index.html');
  assert.match(html, /url=\/base\/docs\/a"/);
  assert.match(html, /location\.replace\("\/base\/docs\/a" \+ location\.search \+ location\.hash\)/);
});


test('a target takes the site\'s trailingSlash, keeping its query and hash; another site\'s URL is left as written', () => {
  const opts = { ...base, redirects: [{ from: '/a', to: '/docs/b' }, { from: '/c', to: '/docs/b/?x=1#y' }, { from: '/d', to: 'https://chat.example.org' }] };
  const to = (slash: boolean | undefined) => planRedirects(opts, routes('/docs/b/'), 'c.js', slash).redirects.map((r) => r.to);
  assert.equal(to(true), ['/docs/b/', '/docs/b/?x=1#y', 'https://chat.example.org']);
  assert.equal(to(false), ['/docs/b', '/docs/b?x=1#y', 'https://chat.example.org']);
  assert.equal(to(undefined), ['/docs/b', '/docs/b/?x=1#y', 'https://chat.example.org']);
});

test.run();
