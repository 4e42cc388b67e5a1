// The build cache's search entry written as soon as it is made (`build`), then put in place with build.json, or
// removed when the build fails.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stageBuildCache } from '../../generator/build-cache.ts';
import { readSearchEntry, searchEntryName, searchEntryStage, type SearchEntry } from '../../generator/search/cache-file.ts';
import { searchDocsCollector } from '../../generator/search/doc-chunks.ts';

function entry(sourcesKey: string): SearchEntry {
  const docs = searchDocsCollector();
  docs.add({ title: 'Alpha', pageTitle: 'Alpha', type: 0, url: '/docs/a' });
  docs.add({ title: 'Setup', pageTitle: 'Alpha', type: 2, url: '/docs/a#setup', content: 'Install it.' });
  return { key: 'k1', sourcesKey, indexJson: '{"i":1}', shards: [['assets/search-shard.x.json', '[1]']], docs: docs.done() };
}

const made: string[] = [];
const tempDir = () => made[made.push(mkdtempSync(path.join(tmpdir(), 'docsgen-stage-'))) - 1]!;
const cacheDir = () => path.join(tempDir(), '.cache');
test.after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

test('an entry is written to a temp file at once and only its keys are kept; the cache commit puts it in place', async () => {
  const dir = cacheDir();
  const first = entry('aaaa');
  const kept = await searchEntryStage(dir).put(first);
  assert.not.ok('docs' in kept, 'the documents are not held');
  assert.is(kept.key, 'k1');
  const place = path.join(dir, searchEntryName(first));
  assert.ok('staged' in kept && kept.staged && existsSync(kept.staged) && !existsSync(place));
  const staged = await stageBuildCache(path.join(dir, 'build.json'), { markdown: new Map(), search: kept });
  assert.ok('commit' in staged);
  assert.is(await staged.commit(), undefined);
  assert.equal(readdirSync(dir).sort(), ['build.json', path.basename(place)]);
  const back = readSearchEntry(place, first)!;
  assert.equal([...back.docs.records], [...first.docs.records]);
  assert.equal(back.shards, first.shards);
  // The same sources again: the file in place holds the entry, nothing is written.
  assert.equal(await searchEntryStage(dir).put(entry('aaaa')), { key: 'k1', sourcesKey: 'aaaa' });
});

test('a failed build discards what it staged', async () => {
  const dir = cacheDir();
  const stage = searchEntryStage(dir);
  const kept = await stage.put(entry('bbbb'));
  assert.ok('staged' in kept && existsSync(kept.staged!));
  await stage.discard();
  assert.equal(readdirSync(dir), []);
});

test('a cache folder that cannot be written keeps the entry in memory', async () => {
  const file = path.join(tempDir(), 'a-file');
  writeFileSync(file, 'not a folder');
  const inMemory = entry('cccc');
  assert.is(await searchEntryStage(path.join(file, '.cache')).put(inMemory), inMemory);
});

test.run();
