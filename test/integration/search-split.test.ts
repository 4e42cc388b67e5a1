// A site over the split threshold (a generated corpus of Sapling pages) writes the split search files: the two
// files the pages name become the global index and the documents' manifest, beside shards, their text shards'
// heads files and chunks, all named by number under one hash of what they are made from; a warm build takes them from the cache without
// indexing again (in memory, and from the cache folder, where they are a file of their own beside build.json);
// `serve` drops the parts an edit replaced. The Sapling site stays two files.
import { appendFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeCorpus } from '../../bench/corpus.ts';
import { chunkName, headsName, isTextShard, shardName, type DocsManifest, type ShardHeads, type SplitIndex } from '../../client/search/split-index.ts';
import { build, buildSite, type SiteBuild } from '../../generator/build.ts';
import { stageBuildCache } from '../../generator/build-cache.ts';
import { serve } from '../../generator/dev/server.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { SPLIT_DOCS_CHARS } from '../../generator/search/files.ts';
import { waitFor } from '../helpers/wait-for.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dir = writeCorpus(ROOT, 4, 100);
const config = await loadConfig(path.join(dir, 'site.config.ts'));
const site = await buildSite(config);
const text = (name: string) => site.files.get(name) as string;
const searchFiles = [...site.files.keys()].filter((f) => f.startsWith('assets/search-'));
const named = (prefix: string) => searchFiles.filter((f) => f.startsWith(`assets/${prefix}.`));

/** A cache entry's shards (one `build` has written to disk holds only its keys). */
const shards = (entry: SiteBuild['cache']['search']) => (entry && 'shards' in entry ? entry.shards : undefined);

test('over the threshold the search files are split: a global index, a manifest, shards and chunks', () => {
  assert.is(named('search-index').length, 1);
  assert.is(named('search-docs').length, 1);
  const index = JSON.parse(text(named('search-index')[0]!)) as SplitIndex;
  const manifest = JSON.parse(text(named('search-docs')[0]!)) as DocsManifest;
  assert.is(index.v, 3);
  assert.is(manifest.v, 3);
  // The manifest names no chunk: their names share one hash, and chunk n is document n × size's.
  const chunks = Array.from({ length: Math.ceil(index.docs / manifest.size) }, (_, n) => `assets/${chunkName(manifest.chunks, n)}`);
  // Nor does the global file name the shards: shard n and a text shard's heads are named by n under that hash.
  const numbers = index.firsts.map((_, n) => n);
  assert.ok(numbers.length > 1 && chunks.length > 1, `${numbers.length} shards, ${chunks.length} chunks`);
  assert.equal(new Set(named('search-shard')), new Set(numbers.map((n) => `assets/${shardName(manifest.chunks, n)}`)), 'every shard there, none stray');
  const textShards = numbers.filter((n) => isTextShard(index, n));
  assert.ok(textShards.length > 0 && textShards.length < numbers.length);
  assert.equal(new Set(named('search-heads')), new Set(textShards.map((n) => `assets/${headsName(manifest.chunks, n)}`)), 'every text shard\'s heads there, none stray');
  assert.not.match(text(named('search-index')[0]!), /search-shard/, 'the global file lists no names');
  assert.equal(new Set(named('search-chunk')), new Set(chunks), 'every chunk there, none stray');
  const documents = chunks.map((c) => JSON.parse(text(c)) as unknown[]);
  assert.ok(documents.slice(0, -1).every((d) => d.length === manifest.size), 'full chunks but the last');
  assert.is(documents.reduce((n, d) => n + d.length, 0), index.docs);
  assert.ok(chunks.reduce((n, c) => n + text(c).length, 0) > SPLIT_DOCS_CHARS, 'the documents are over the threshold');
  assert.ok(text(named('search-docs')[0]!).length < 100, 'the manifest stays small');
  // The global file is small beside what it names: a query downloads it and a few parts.
  const parts = [...named('search-shard'), ...named('search-heads'), ...named('search-chunk')].reduce((n, f) => n + text(f).length, 0);
  assert.ok(text(named('search-index')[0]!).length * 10 < parts);
});

test('shards, heads and chunks are named by one hash of what they are made from', () => {
  const hash = (JSON.parse(text(named('search-docs')[0]!)) as DocsManifest).chunks;
  assert.match(hash, /^[0-9a-f]{8}$/);
  for (const kind of ['chunk', 'shard', 'heads']) assert.ok(named(`search-${kind}`).every((f) => f.startsWith(`assets/search-${kind}.${hash}-`)), kind);
  // The page names the two files.
  const html = text('docs/category-000/page-000/index.html');
  assert.ok(html.includes(named('search-index')[0]!) && html.includes(named('search-docs')[0]!));
});

test('a warm build takes the split index from the cache and writes the same files', async () => {
  // Kept in memory (buildSite, as `serve` runs it): only `build` writes the entry as soon as it is made.
  assert.ok(shards(site.cache.search)?.length, 'the cache entry holds the shards');
  const warm = await buildSite(config, { cache: site.cache });
  const again = [...warm.files.keys()].filter((f) => f.startsWith('assets/search-'));
  assert.equal(new Set(again), new Set(searchFiles));
  for (const f of again) assert.is(warm.files.get(f), site.files.get(f), f);
  assert.is(shards(warm.cache.search), shards(site.cache.search), 'the very shards: nothing was indexed again');
});

test('the Sapling site stays two search files', async () => {
  const sapling = await buildSite(await loadConfig(path.join(ROOT, 'site.config.ts')));
  const files = [...sapling.files.keys()].filter((f) => f.startsWith('assets/search-'));
  assert.equal(files.map((f) => f.split('.')[0]).sort(), ['assets/search-docs', 'assets/search-index']);
  assert.ok(Array.isArray(JSON.parse(sapling.files.get(files.find((f) => f.includes('docs'))!) as string)));
});

test('a warm build from the cache folder reuses the split search files, which build.json only names', async () => {
  const configPath = path.join(dir, 'site.config.ts');
  const cold = await build(configPath);
  const cacheDir = path.join(dir, '.cache');
  const entries = readdirSync(cacheDir).filter((f) => /^search-.*\.jsonl$/.test(f));
  assert.is(entries.length, 1);
  const entryFile = path.join(cacheDir, entries[0]!);
  // build.json holds no document and no shard: a large site's would be past V8's longest string.
  assert.match(readFileSync(entryFile, 'utf8'), /Interactive Smartlog/);
  assert.not.match(readFileSync(path.join(cacheDir, 'build.json'), 'utf8'), /"pageTitle"|search-shard\.[0-9a-f]{8}/);
  // Tampered in the cache: a build that takes the entry as it is shows it.
  writeFileSync(entryFile, readFileSync(entryFile, 'utf8').replaceAll('Interactive Smartlog', 'From the cache'));
  const warm = await build(configPath);
  const chunks = readdirSync(path.join(dir, 'build/assets')).filter((f) => f.startsWith('search-chunk.'));
  assert.ok(chunks.some((f) => readFileSync(path.join(dir, 'build/assets', f), 'utf8').includes('From the cache')), 'the documents came from the cache');
  assert.equal(warm.warnings.map((w) => w.message), cold.warnings.map((w) => w.message));
});

test('a build cache too long to be read back is a warning, and nothing is left of it', async () => {
  const cacheFile = path.join(dir, 'long-cache', 'build.json');
  const staged = await stageBuildCache(cacheFile, site.cache, 64 * 1024);
  assert.not.ok('commit' in staged, 'not staged');
  assert.is((staged as { pos: { file: string } }).pos.file, cacheFile);
  assert.match((staged as { message: string }).message, /build cache was not kept: it is over 0\.1 MB/);
  assert.equal(readdirSync(path.dirname(cacheFile)), []);
});

test('a sidebar label edit: the cached index is reused, and the heads\' records carry the new trail, shards, heads and index renamed', async () => {
  const file = path.join(dir, 'docs/category-000/_category_.json');
  const before = readFileSync(file, 'utf8');
  writeFileSync(file, before.replace('Category 0', 'Renamed zero'));
  try {
    const warm = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')), { cache: site.cache });
    assert.is(shards(warm.cache.search), shards(site.cache.search), 'nothing was indexed again');
    const written = (prefix: string) => [...warm.files.keys()].filter((f) => f.startsWith(`assets/${prefix}.`));
    assert.is.not(written('search-index')[0], named('search-index')[0], 'the index names the renamed shards: its name changes too');
    const trails = written('search-heads').flatMap((f) => ((JSON.parse(warm.files.get(f) as string) as ShardHeads).heads ?? []).map((h) => h.trail?.[0]));
    assert.ok(trails.includes('Renamed zero'), 'the new label');
    assert.not.ok(trails.includes('Category 0'), 'not the old one');
    // Shards and heads renamed with the chunks (one hash).
    for (const kind of ['search-shard', 'search-heads']) assert.ok(written(kind).length > 0 && written(kind).every((f) => !named(kind).includes(f)), kind);
    // The chunks hold the trails too: all of them renamed (their names share one hash), the manifest with them.
    const chunks = written('search-chunk');
    assert.is(chunks.length, named('search-chunk').length);
    assert.ok(chunks.every((f) => !named('search-chunk').includes(f)), 'every chunk renamed');
    assert.ok(chunks.some((f) => (warm.files.get(f) as string).includes('"Renamed zero"')), 'a chunk holds the new label');
    assert.is.not(written('search-docs')[0], named('search-docs')[0]);
  } finally {
    writeFileSync(file, before);
  }
});

test('serve: after an edit, the shards and chunks it replaced are gone and the new ones served', async () => {
  const server = await serve({ configPath: path.join(dir, 'site.config.ts'), outDir: 'build', port: 0, host: '127.0.0.1', watch: true });
  const json = async (file: string) => (await fetch(`${server.url}/assets/${file}`)).json() as Promise<Record<string, unknown>>;
  const parts = async () => {
    const [index, manifest] = await Promise.all([json('search-index.dev.json'), json('search-docs.dev.json')]);
    const { firsts, docs } = index as unknown as SplitIndex;
    const { size, chunks } = manifest as unknown as DocsManifest;
    return { shards: firsts.map((_, n) => shardName(chunks, n)), chunks: Array.from({ length: Math.ceil(docs / size) }, (_, n) => chunkName(chunks, n)) };
  };
  try {
    const first = await parts();
    const before = [...first.shards, ...first.chunks];
    for (const f of before) assert.is((await fetch(`${server.url}/assets/${f}`)).status, 200, f);
    // A section added to the first page: every document after it moves, and the documents' count is in every score.
    appendFileSync(path.join(dir, 'docs/category-000/page-000.md'), '\n## Zanzibar\n\nA quokka word: xylophonics.\n');
    // Both files changed (the two requests may straddle the rebuild).
    const now = await waitFor(async () => {
      const got = await parts().catch(() => undefined);
      return got && got.shards.join() !== first.shards.join() && got.chunks.join() !== first.chunks.join() ? got : undefined;
    }, 'the edit to reach the search files', 30_000);
    const after = [...now.shards, ...now.chunks];
    const replaced = before.filter((f) => !after.includes(f));
    assert.ok(replaced.length > 0, 'parts replaced');
    for (const f of replaced) assert.is((await fetch(`${server.url}/assets/${f}`)).status, 404, f);
    for (const f of after) assert.is((await fetch(`${server.url}/assets/${f}`)).status, 200, f);
  } finally {
    await server.close();
  }
});

test.after(() => rmSync(dir, { recursive: true, force: true }));
test.run();
