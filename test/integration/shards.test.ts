// `build --shard i/n` and `merge` (issue 25, point 6): shards of the whole-site fixture (versions, a blog, pages, a
// second docs instance, redirects) merged give the very files one build writes; merge refuses sets that do not fit.
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build, type BuildResult } from '../../generator/build.ts';
import { BuildError } from '../../generator/errors.ts';
import { mergeShards } from '../../generator/output/merge.ts';
import { SHARD_MANIFEST } from '../../generator/output/shards.ts';
import { docsgen } from '../helpers/cli.ts';
import { fixtureCopy, MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

const dir = fixtureCopy('whole-site');
const config = path.join(dir, 'docusaurus.config.js');
const out = (name: string) => path.join(dir, name);

/** Output-relative path → contents, for every file under `root`. */
function tree(root: string): Map<string, Buffer> {
  const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(files.map((e) => {
    const full = path.join(e.parentPath, e.name);
    return [path.relative(root, full), readFileSync(full)];
  }));
}

const one = await build(config, 'one');
const shards: BuildResult[] = [];
for (let index = 1; index <= 3; index++) shards.push(await build(config, `shard-${index}`, { shard: { index, count: 3 } }));

test('three shards render disjoint slices of the routes, and merged they are byte for byte the one build', async () => {
  assert.is(shards.reduce((n, s) => n + s.pages, 0), one.pages, 'every page rendered once');
  assert.ok(shards.every((s) => s.pages > 0 && s.pages < one.pages));
  // The files made from the whole site come from shard 1 alone.
  assert.ok(existsSync(out('shard-1/sitemap.xml')) && existsSync(out('shard-1/llms-full.txt')));
  assert.not.ok(existsSync(out('shard-2/sitemap.xml')) || existsSync(out('shard-3/llms-full.txt')));
  const merged = await mergeShards([out('shard-3'), out('shard-1'), out('shard-2')], out('merged'));
  assert.is(merged.pages, one.pages);
  const expected = tree(out('one'));
  const got = tree(out('merged'));
  assert.equal([...got.keys()].sort(), [...expected.keys()].sort());
  for (const [file, data] of expected) assert.ok(got.get(file)!.equals(data), `${file} differs`);
  assert.not.ok(got.has(SHARD_MANIFEST));
  // The warnings one build tells are told once by the merge.
  assert.equal(merged.warnings.map((w) => w.message).sort(), one.warnings.map((w) => w.message).sort());
});

test('a shard other than 1 makes only the search files\' names, which its pages link to, not the index', async () => {
  // A copy of the site with no cache: the shards above share one.
  const cold = fixtureCopy('whole-site');
  const second = await build(path.join(cold, 'docusaurus.config.js'), 'out', { shard: { index: 2, count: 3 } });
  assert.is(second.cache.search, undefined);
  assert.not.ok(readdirSync(path.join(cold, 'out/assets')).some((f) => f.startsWith('search-')));
  const named = (dir: string) => [...readFileSync(path.join(dir, 'index.html'), 'utf8').matchAll(/assets\/search-(?:docs|index)\.[0-9a-f]+\.json/g)].map((m) => m[0]);
  const page = second.routes.find((r) => r.kind === 'doc' && existsSync(path.join(cold, 'out', r.path)))!;
  assert.ok(named(path.join(cold, 'out', page.path)).length);
  for (const file of named(path.join(cold, 'out', page.path))) assert.ok(existsSync(path.join(out('shard-1'), file)), `${file} is shard 1's`);
});

async function mergeFails(dirs: string[], pattern: RegExp): Promise<void> {
  const before = readFileSync(out('merged/index.html'), 'utf8');
  try {
    await mergeShards(dirs, out('merged'));
    assert.unreachable('the merge should fail');
  } catch (err) {
    assert.instance(err, BuildError);
    assert.match((err as BuildError).message, pattern);
  }
  assert.is(readFileSync(out('merged/index.html'), 'utf8'), before, 'a failed merge leaves the previous output as it was');
}

test('merge refuses a missing shard, one given twice, and a folder no shard wrote', async () => {
  await mergeFails([out('shard-1'), out('shard-3')], /shard 2 of 3 is missing/);
  await mergeFails([out('shard-1'), out('shard-2'), out('shard-2'), out('shard-3')], /shard 2 is given twice/);
  await mergeFails([out('shard-1'), out('shard-2'), out('one')], /not a shard's output/);
});

test('merge refuses shards of different sources and a shared file that differs', async () => {
  const doc = path.join(dir, 'docs/intro.md');
  const text = readFileSync(doc, 'utf8');
  writeFileSync(doc, `${text}\nA sentence the other shards never saw.\n`);
  await build(config, 'shard-2-edited', { shard: { index: 2, count: 3 } });
  writeFileSync(doc, text);
  await mergeFails([out('shard-1'), out('shard-2-edited'), out('shard-3')], /shard 2 was built from other sources or another config than shard 1/);
  const css = out(`shard-3/assets/${readdirSync(out('shard-3/assets')).find((f) => f.endsWith('.css'))!}`);
  const kept = readFileSync(css);
  writeFileSync(css, 'body{}');
  await mergeFails([out('shard-1'), out('shard-2'), out('shard-3')], /shard 3's copy of assets\/.*\.css differs from shard 1's/);
  writeFileSync(css, kept);
});

test('a broken link fails the shard that renders its page, and only that one', async () => {
  const docs = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((n) => [`docs/${n}.md`, `# Page ${n}\n\n${n === 'e' ? '[gone](/docs/missing)' : 'Fine.'}\n`]));
  const site = tmpSite({ 'site.config.ts': MINIMAL_CONFIG.replace('docs:', "onBrokenLinks: 'throw', docs:"), ...docs });
  const results = [];
  for (let index = 1; index <= 3; index++) {
    results.push(await build(path.join(site, 'site.config.ts'), `s${index}`, { shard: { index, count: 3 } }).then(() => 'built', (err: unknown) => (err as Error).message));
  }
  const failed = results.filter((r) => r !== 'built');
  assert.is(failed.length, 1, results.join(' | '));
  assert.match(failed[0]!, /docs\/e\.md.*\/docs\/missing/s);
});

test('building a shard again never writes through into the merged output it was linked into', async () => {
  const doc = path.join(dir, 'docs/intro.md');
  const text = readFileSync(doc, 'utf8');
  const expected = tree(out('merged'));
  writeFileSync(doc, `${text}\nAn edit after the merge.\n`);
  for (let round = 0; round < 2; round++) await build(config, 'shard-1', { shard: { index: 1, count: 3 } });
  writeFileSync(doc, text);
  await build(config, 'shard-1', { shard: { index: 1, count: 3 } });
  const now = tree(out('merged'));
  for (const [file, data] of expected) assert.ok(now.get(file)!.equals(data), `${file} changed`);
});

test('the same site built in a folder at another depth writes the same files (shards of a matrix may run in other folders)', async () => {
  const deeper = path.join(mkdtempSync(path.join(tmpdir(), 'docsgen-shards-')), 'a', 'b', 'site');
  cpSync(path.resolve(import.meta.dirname, '../fixtures/whole-site'), deeper, { recursive: true });
  await build(path.join(deeper, 'docusaurus.config.js'), 'one');
  const here = tree(out('one'));
  const there = tree(path.join(deeper, 'one'));
  assert.ok([...here.keys()].some((f) => /^assets\/island-.*\.[0-9A-Za-z]{8}\.js$/.test(f)), 'the fixture has island chunks');
  assert.equal([...there.keys()].sort(), [...here.keys()].sort());
  for (const [file, data] of here) assert.ok(there.get(file)!.equals(data), `${file} differs`);
});

test('the CLI: --shard takes i/n, merge says what it joined', () => {
  const bad = docsgen(['build', '-c', config, '-o', 'x', '--shard', '4/3']);
  assert.is.not(bad.code, 0);
  assert.match(bad.err, /"4\/3" is not a shard: write i\/n with 1 ≤ i ≤ n/);
  const ok = docsgen(['merge', out('shard-1'), out('shard-2'), out('shard-3'), '-o', out('merged-cli')]);
  assert.is(ok.code, 0, ok.err);
  assert.match(ok.out, new RegExp(`merged ${one.pages} pages from 3 shards in [\\d.]+ s`));
});

test.run();
