// `trailingSlash: false` writes each page as a file of its own (`/docs/a` → `docs/a.html`), as Docusaurus does, so
// that a static host serves `/docs/a` as linked instead of redirecting it to `/docs/a/`; the dev server and the
// preview find those files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build, buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { lookup } from '../../generator/dev/http.ts';
import { serve } from '../../generator/dev/server.ts';
import { mergeShards } from '../../generator/output/merge.ts';
import { pageFile } from '../../generator/output/paths.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const files = {
  'site.config.ts': `export default { title: 'T', url: 'https://t.dev', trailingSlash: false, docs: { path: 'docs' },
    clientRedirects: { redirects: [{ from: '/old', to: '/docs/a' }], fromExtensions: ['html'] } };\n`,
  'docs/a.md': '# Alpha\n\nSee [Beta](guide/b.md).\n',
  'docs/guide/b.md': '# Beta\n',
};

test('pageFile: a route is its own .html file with trailingSlash false; the root, a folder route and .html routes are not', () => {
  assert.is(pageFile('/docs/a', false), 'docs/a.html');
  assert.is(pageFile('/', false), 'index.html');
  assert.is(pageFile('/docs/', false), 'docs/index.html');
  assert.is(pageFile('/404.html', false), '404.html');
  assert.is(pageFile('/docs/a', undefined), 'docs/a/index.html');
  assert.is(pageFile('/docs/a/', true), 'docs/a/index.html');
});

test('trailingSlash false: every page at <route>.html, its page data in the route\'s folder, redirects beside them', async () => {
  const dir = tmpSite(files);
  const site = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  for (const f of ['docs/a.html', 'docs/guide/b.html', 'search.html', 'index.html', '404.html', 'docs/a/page-data.json', 'docs/guide/b/page-data.json']) assert.ok(site.files.has(f), f);
  assert.not.ok(site.files.has('docs/a/index.html'));
  assert.match(String(site.files.get('docs/a.html')), /href="\/docs\/guide\/b"/, 'links keep their form: no slash, no .html');
  assert.match(String(site.files.get('old/index.html')), /url=\/docs\/a"/);
  // As plugin-client-redirects names it: `docs/a.html` is the page itself, so the redirect from /docs/a.html is
  // `docs/a.html.html` (which no host serves for /docs/a.html: the page is there already).
  assert.match(String(site.files.get('docs/a.html.html')), /url=\/docs\/a"/);
});

test('the dev server and the preview serve /docs/a from docs/a.html', async () => {
  const pages = new Map<string, string>([['docs/a.html', 'A'], ['docs/a/page-data.json', '{}'], ['index.html', 'home']]);
  for (const p of ['/docs/a', '/docs/a/', '/docs/a.html', '/docs/a/index.html']) assert.is(lookup(pages, p)?.file, 'docs/a.html', p);
  assert.is(lookup(pages, '/docs/a/page-data.json')?.file, 'docs/a/page-data.json');
  assert.is(lookup(pages, '/')?.file, 'index.html');

  const dir = tmpSite(files);
  await build(path.join(dir, 'site.config.ts'));
  assert.ok(existsSync(path.join(dir, 'build/docs/guide/b.html')));
  const server = await serve({ configPath: path.join(dir, 'site.config.ts'), outDir: 'build', port: 0, host: '127.0.0.1', watch: false });
  try {
    const res = await fetch(`${server.url}/docs/guide/b`, { redirect: 'manual' });
    assert.is(res.status, 200);
    assert.is(await res.text(), readFileSync(path.join(dir, 'build/docs/guide/b.html'), 'utf8'));
  } finally {
    await server.close();
  }
});

test('shards of such a site merge into the one build, file for file', async () => {
  const dir = tmpSite(files);
  const config = path.join(dir, 'site.config.ts');
  await build(config, 'one');
  for (const index of [1, 2]) await build(config, `shard-${index}`, { shard: { index, count: 2 } });
  await mergeShards([path.join(dir, 'shard-1'), path.join(dir, 'shard-2')], path.join(dir, 'merged'));
  const list = (d: string) => readdirSync(path.join(dir, d), { recursive: true }).map(String).filter((f) => f.endsWith('.html')).sort();
  assert.ok(list('merged').includes('docs/a.html'));
  assert.equal(list('merged'), list('one'));
});

test.run();
