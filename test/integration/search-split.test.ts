// A site over the split threshold (a generated corpus of Sapling pages) writes the split search files: the two
// files the pages name become the global index and the documents' manifest, beside shards and chunks named by a
// hash of what they hold; a warm build takes them from the cache without indexing again. The Sapling site stays
// two files.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeCorpus } from '../../bench/corpus.ts';
import type { DocsManifest, SplitIndex } from '../../client/search/split-index.ts';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { sha1 } from '../../generator/hash.ts';
import { SPLIT_DOCS_CHARS } from '../../generator/search/files.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dir = writeCorpus(ROOT, 4, 100);
const config = await loadConfig(path.join(dir, 'site.config.ts'));
const site = await buildSite(config);
const text = (name: string) => site.files.get(name) as string;
const searchFiles = [...site.files.keys()].filter((f) => f.startsWith('assets/search-'));
const named = (prefix: string) => searchFiles.filter((f) => f.startsWith(`assets/${prefix}.`));

test('over the threshold the search files are split: a global index, a manifest, shards and chunks', () => {
  assert.is(named('search-index').length, 1);
  assert.is(named('search-docs').length, 1);
  const index = JSON.parse(text(named('search-index')[0]!)) as SplitIndex;
  const manifest = JSON.parse(text(named('search-docs')[0]!)) as DocsManifest;
  assert.is(index.v, 2);
  assert.is(manifest.v, 2);
  assert.ok(index.shards.length > 1 && manifest.chunks.length > 1, `${index.shards.length} shards, ${manifest.chunks.length} chunks`);
  assert.equal(new Set(named('search-shard')), new Set(index.shards.map((s) => `assets/${s}`)), 'every shard named, none stray');
  assert.equal(new Set(named('search-chunk')), new Set(manifest.chunks.map((c) => `assets/${c}`)));
  const documents = manifest.chunks.reduce((n, c) => n + (JSON.parse(text(`assets/${c}`)) as unknown[]).length, 0);
  assert.is(documents, index.docs);
  assert.ok(manifest.chunks.reduce((n, c) => n + text(`assets/${c}`).length, 0) > SPLIT_DOCS_CHARS, 'the documents are over the threshold');
  // The global file is small beside what it names: a query downloads it and a few parts.
  const parts = [...named('search-shard'), ...named('search-chunk')].reduce((n, f) => n + text(f).length, 0);
  assert.ok(text(named('search-index')[0]!).length * 10 < parts);
});

test('shards and chunks are named by a hash of what they hold', () => {
  for (const f of [...named('search-shard'), ...named('search-chunk')]) assert.is(f.split('.')[1], sha1(text(f)).slice(0, 8), f);
  // The page names the two files.
  const html = text('docs/category-000/page-000/index.html');
  assert.ok(html.includes(named('search-index')[0]!) && html.includes(named('search-docs')[0]!));
});

test('a warm build takes the split index from the cache and writes the same files', async () => {
  assert.ok(site.cache.search?.shards?.length, 'the cache entry holds the shards');
  const warm = await buildSite(config, { cache: site.cache });
  const again = [...warm.files.keys()].filter((f) => f.startsWith('assets/search-'));
  assert.equal(new Set(again), new Set(searchFiles));
  for (const f of again) assert.is(warm.files.get(f), site.files.get(f), f);
  assert.is(warm.cache.search?.shards, site.cache.search.shards, 'the very shards: nothing was indexed again');
});

test('the Sapling site stays two search files', async () => {
  const sapling = await buildSite(await loadConfig(path.join(ROOT, 'site.config.ts')));
  const files = [...sapling.files.keys()].filter((f) => f.startsWith('assets/search-'));
  assert.equal(files.map((f) => f.split('.')[0]).sort(), ['assets/search-docs', 'assets/search-index']);
  assert.ok(Array.isArray(JSON.parse(sapling.files.get(files.find((f) => f.includes('docs'))!) as string)));
});

test.after(() => rmSync(dir, { recursive: true, force: true }));
test.run();
