// The real Sapling site: every route of the facts exists and the build's link and anchor checks pass.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { routeKey } from '../../client/route-key.ts';
import { shared, testWith } from '../helpers/shared.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const factsFile = shared('sapling-facts/pages.json', 'the Sapling routes checked against the facts');
const facts = (factsFile ? JSON.parse(readFileSync(factsFile, 'utf8')) : { pages: [], categories: [] }) as {
  pages: { url: string; route: string }[];
  categories: { dir: string; label: string; slug: string | null }[];
};

// buildSite throws on any broken link or anchor (the Sapling config has onBrokenLinks: 'throw').
const site = await buildSite(await loadConfig(path.join(ROOT, 'site.config.ts')));
const routes = new Map(site.routes.map((r) => [routeKey(r.path), r]));

testWith(factsFile)('every route in the facts is built', () => {
  const missing = facts.pages.filter((p) => !routes.has(routeKey(p.url))).map((p) => p.url);
  assert.equal(missing, []);
  assert.is(facts.pages.length, 99);
});

test('home, docs landing and the not-found page exist; no link problems', () => {
  assert.is(routes.get('/')?.kind, 'home');
  assert.is(routes.get('/docs')?.kind, 'doc');
  assert.is(routes.get('/404.html')?.kind, 'not-found');
  assert.equal(site.warnings, []);
});

testWith(factsFile)('category labels and generated-index slugs follow the facts', () => {
  for (const c of facts.categories) {
    if (!c.slug) continue;
    const r = routes.get(`/docs/${c.slug}`);
    assert.ok(r, `missing /docs/${c.slug}`);
    assert.is(r!.kind, 'generated-index');
    assert.is(r!.title, c.label, c.dir);
  }
});

test('the command pages are alphabetical in the sidebar', () => {
  const html = site.files.get('docs/commands/amend/index.html') as string;
  const sidebar = /<aside class="sidebar"[\s\S]*?<\/aside>/.exec(html)![0];
  const labels = [...sidebar.matchAll(/<li><a (?:class="active" )?href="\/docs\/commands\/([a-z]+)"/g)].map((m) => m[1]);
  assert.is(labels.length, 48);
  assert.equal(labels, [...labels].sort());
});

test.run();
