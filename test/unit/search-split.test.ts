// A split search index (shards by field and term, documents in chunks) answers every query as the whole index does:
// the same hits, in the same order, with the same scores and matched terms; a query fetches only the shards its
// expanded terms fall in, in the fields it looks in (and its text shards' heads), and the chunks of the hits it
// shows; a pasted word's first results need its heads only; a part that fails to arrive is tried again.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { engineOf, queryTerms, searchPage, withTrails, type Found, type SearchEngine } from '../../client/search/engine.ts';
import { missing, preview, splitEngine } from '../../client/search/split-engine.ts';
import { SEARCH_FIELDS } from '../../client/search/compact-index.ts';
import { chunkName, docVersions, headsName, isTextShard, shardHeads, shardName, shardOf, shardWords, type SplitIndex } from '../../client/search/split-index.ts';
import { chunkDocs, DOC_CHUNK, searchDocsCollector } from '../../generator/search/doc-chunks.ts';
import { buildSearchIndex } from '../../generator/search/lunr-index.ts';
import type { SearchRecord } from '../../generator/search/records.ts';
import { buildSplitIndex } from '../../generator/search/split-index.ts';
import { putShardHeads } from '../../generator/search/shard-heads.ts';
import { WordFamilies } from '../../generator/search/word-families.ts';
import type { SearchDoc, SearchVersion } from '../../generator/types.ts';

// A seeded site: 3,000 records over a vocabulary with shared prefixes (so wildcards and typos expand to many
// terms across shard boundaries), pages with headings and sections, two docs versions.
let seed = 7;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const STEMS = ['commit', 'rebase', 'amend', 'bookmark', 'config', 'graft', 'histedit', 'merge', 'stack', 'undo', 'shelve', 'absorb', 'pull', 'push', 'clone', 'status', 'diff', 'split', 'fold', 'hide'];
const ENDINGS = ['', 's', 'ed', 'ing', 'er', 'able', 'ment', 'ation', 'ist', 'ful'];
const vocabulary = STEMS.flatMap((s, i) => ENDINGS.map((e, j) => `${s}${e}${(i * 7 + j) % 4 ? '' : 'x'}`)).concat(Array.from({ length: 600 }, (_, i) => `w${i.toString(36)}q${(i * 37 % 101).toString(36)}`));
const words = (n: number) => Array.from({ length: n }, () => vocabulary[Math.floor(random() ** 2 * vocabulary.length)]!).join(' ');
const versions: SearchVersion[] = [{ pluginId: 'default', name: '2.0', isLast: true }, { pluginId: 'default', name: 'current' }];
const records: SearchRecord[] = [];
const trailOf = (url: string) => [`Category ${url.length}`];
for (let p = 0; records.length < 3000; p++) {
  const version = versions[p % 3 === 0 ? 1 : 0]!;
  const title = `${words(2)} ${p}`;
  records.push({ title, pageTitle: title, type: 0, url: `/docs/p${p}`, content: words(5), keywords: '', version, titleText: title, fullText: words(20 + (p % 40)) });
  for (let h = 0; h < 1 + (p % 5); h++) {
    const heading = words(1 + (h % 3));
    const text = h % 4 === 3 ? '' : words(10 + ((p * h) % 60));
    records.push({ title: heading, pageTitle: title, type: text ? 2 : 1, url: `/docs/p${p}#h${h}`, content: text.slice(0, 40), keywords: '', version, titleText: heading, fullText: text });
  }
}
// As the documents file holds them: page records carry their sidebar trail.
const docs: SearchDoc[] = records.map(({ titleText: _t, fullText: _f, ...d }) => (d.type === 0 ? { ...d, trail: trailOf(d.url) } : d));
const collected = searchDocsCollector();
for (const { trail: _, ...d } of docs) collected.add(d);
const trails = new Map(docs.flatMap((d) => (d.trail ? [[d.url, d.trail] as const] : [])));

const whole = engineOf(docs, buildSearchIndex(records));
const searchDocs = collected.done();
const unheaded = buildSplitIndex(records);
const chunks: [string, string][] = [];
const manifestJson = chunkDocs(searchDocs, trails, 'the index key', (name, json) => chunks.push([name, json]));
const hash = JSON.parse(manifestJson).chunks as string;
// As the build writes them: the shards, and the text shards' heads with their terms' best hits' records and trails.
const made = { shards: [] as [string, string][], indexJson: '' };
made.indexJson = putShardHeads(unheaded.indexJson, unheaded.shards, searchDocs, trails, hash, (name, json) => made.shards.push([name, json]));
const global = JSON.parse(made.indexJson) as SplitIndex;
const files = new Map<string, string>([...made.shards, ...chunks].map(([name, json]) => [name.slice('assets/'.length), json]));
/** Every shard's file name, by number. */
const shardFiles = global.firsts.map((_, n) => shardName(hash, n));

function freshSplit(fetched: string[], failing = new Set<string>()): SearchEngine {
  return splitEngine(JSON.parse(manifestJson), global, async (name) => {
    fetched.push(name);
    if (failing.has(name)) throw new Error(`${name}: HTTP 500`);
    return JSON.parse(files.get(name)!);
  });
}

async function answer(engine: SearchEngine, query: string, skip: number, max: number, inScope?: (v: SearchVersion | undefined) => boolean) {
  for (let p = missing(engine, query, skip, max, inScope ?? (() => true)); p; p = missing(engine, query, skip, max, inScope ?? (() => true))) await p;
  return searchPage(engine, query, skip, max, inScope);
}

const QUERIES = [
  'commit', 'commits', 'committing', 'rebase amend', 'bookmark config', 'com', 'reb', 'st', 'u', 'hist', 'histedi',
  'amnd', 'rebsae', 'bokmark', 'shelvd', 'commitx', 'the commit', 'push pull clone', 'w1', 'w1q', 'wzz', 'merg stack',
  'diff split fold hide', 'absorbable', 'configuration', 'xyzzy', 'graft*', '+undo -stack', 'title:merge',
  ...vocabulary.filter((_, i) => i % 37 === 0),
];

test('a split index gives every query the whole index\'s hits, order, scores and matched terms', async () => {
  assert.ok(shardFiles.length >= 4, `several shards (${shardFiles.length})`);
  const split = freshSplit([]);
  for (const q of QUERIES) {
    const expected = searchPage(whole, q, 0, Infinity);
    const got = await answer(split, q, 0, Infinity);
    assert.is(got.total, expected.total, q);
    assert.equal(got.results.map((r) => [r.url, r.score, r.terms.sort()]), expected.results.map((r) => [r.url, r.score, r.terms.sort()]), q);
  }
  assert.ok(searchPage(whole, 'commit', 0, 5).results.length === 5, 'the queries find things');
});

test('a page of a long list is the same slice of the whole index\'s order, ties included, in and out of scope', async () => {
  const current = (v: SearchVersion | undefined) => v?.name === 'current';
  const split = freshSplit([]);
  let ties = 0;
  for (const q of QUERIES) {
    for (const inScope of [() => true, current]) {
      const all = searchPage(whole, q, 0, Infinity, inScope).results;
      ties += all.filter((r, i) => i > 0 && r.score === all[i - 1]!.score).length;
      for (const skip of [0, 7, 30]) {
        const got = await answer(split, q, skip, 7, inScope);
        assert.is(got.total, all.length, q);
        assert.equal(got.results.map((r) => r.url), all.slice(skip, skip + 7).map((r) => r.url), `${q} from ${skip}`);
      }
    }
  }
  assert.ok(ties > 100, `equal scores are there to order (${ties})`);
});

test('a query fetches only the shards of its expanded terms and the chunks of the hits it shows', async () => {
  const fetched: string[] = [];
  const split = freshSplit(fetched);
  const found = await answer(split, 'rebase', 0, 5);
  assert.equal(found.results.map((r) => r.url), searchPage(whole, 'rebase', 0, 5).results.map((r) => r.url));
  const shards = fetched.filter((f) => f.startsWith('search-shard.'));
  const chunkFiles = fetched.filter((f) => f.startsWith('search-chunk.'));
  assert.ok(shards.length >= 1 && shards.length < shardFiles.length, `${shards.length} of ${shardFiles.length} shards`);
  assert.ok(chunkFiles.length <= 5, `${chunkFiles.length} chunks`);
  assert.is(new Set(fetched).size, fetched.length, 'each file once');
  // Heads only for its words' own terms' text shards, however many shards their expansions fall in.
  for (const q of QUERIES) {
    const asked: string[] = [];
    await answer(freshSplit(asked), q, 0, 5);
    assert.ok(asked.filter((f) => f.startsWith('search-heads.')).length <= queryTerms(q).length, `${q}: ${asked.join()}`);
  }
  // The next page of the same query needs no shard, only the chunks of its own hits.
  fetched.length = 0;
  await answer(split, 'rebase', 5, 5);
  assert.ok(fetched.every((f) => f.startsWith('search-chunk.')), fetched.join());
});

test('each field\'s shards cover the sorted terms in runs; a query over a shard boundary loads both sides', async () => {
  const terms = global.terms.split(' ');
  assert.equal([...terms].sort(), terms);
  assert.is(global.fieldShards.length, SEARCH_FIELDS.length);
  SEARCH_FIELDS.forEach((_, field) => {
    const from = global.fieldShards[field]!;
    const to = global.fieldShards[field + 1] ?? shardFiles.length;
    assert.ok(to > from, 'every field has shards');
    assert.is(global.firsts[from], 0);
    for (let n = from; n < to; n++) {
      const first = global.firsts[n]!;
      assert.ok(n === from || first > global.firsts[n - 1]!, 'increasing');
      assert.is(shardOf(global, first, field), n);
      if (first > 0) assert.is(shardOf(global, first - 1, field), n - 1);
    }
    assert.is(shardOf(global, terms.length - 1, field), to - 1);
  });
  const content = global.fieldShards[1]!;
  assert.ok(shardFiles.length - content > 2, 'the text has several shards');
  const boundary = global.firsts[content + 2]!;
  const query = `${terms[boundary - 1]} ${terms[boundary]}`;
  const fetched: string[] = [];
  const got = await answer(freshSplit(fetched), query, 0, Infinity);
  assert.ok(fetched.includes(shardFiles[content + 1]!) && fetched.includes(shardFiles[content + 2]!), fetched.join());
  assert.equal(got.results.map((r) => [r.url, r.score]), searchPage(whole, query, 0, Infinity).results.map((r) => [r.url, r.score]));
});

test('a short prefix being typed, completed from titles only, fetches titles\' shards only', async () => {
  const titles = new Set(shardFiles.slice(0, global.fieldShards[1]));
  assert.ok(titles.size < shardFiles.length / 3, `titles' postings are few beside the text's (${titles.size} of ${shardFiles.length} shards)`);
  for (const q of ['c', 'st', 'w1']) {
    const fetched: string[] = [];
    const got = await answer(freshSplit(fetched), q, 0, 5);
    const shards = fetched.filter((f) => f.startsWith('search-shard.'));
    assert.ok(shards.length > 0 && shards.every((f) => titles.has(f)), `${q}: ${shards.join()}`);
    assert.not.ok(fetched.some((f) => f.startsWith('search-heads.')), `${q}: no heads (titles have none)`);
    assert.equal(got.results.map((r) => [r.url, r.score]), searchPage(whole, q, 0, 5).results.map((r) => [r.url, r.score]), q);
  }
});

test('a pasted word or phrase: the same answers as the whole index\'s; a word\'s first results come with its shards', async () => {
  const pasted = QUERIES.filter((q) => /^[a-z ]+$/.test(q) && q.length >= 4);
  const words = pasted.filter((q) => !q.includes(' ') && whole.index.query((b) => b.term(q, {})).length > 0);
  assert.ok(words.length >= 10 && pasted.length > words.length + 3, `${words.length} words, ${pasted.length - words.length} others`);
  for (const q of pasted) {
    const fetched: string[] = [];
    const sorted = (found: Found) => ({ ...found, results: found.results.map((r) => ({ ...r, terms: [...r.terms].sort() })) });
    const expected = sorted(searchPage(whole, q, 0, 5));
    const got = sorted(await answer(freshSplit(fetched), q, 0, 5));
    // Records, trails, scores, matched terms and order: every field of every result.
    assert.equal(got, expected, q);
    // A word (not a misspelling): one round trip. A phrase's best hits may hold all its words but none's best.
    if (words.includes(q)) assert.equal(fetched.filter((f) => f.startsWith('search-chunk.')), [], `${q}: no chunk`);
  }
});

/** Each step of `missing` until the answer is there, with what `preview` shows while it waits. */
async function steps(engine: SearchEngine, query: string, max: number): Promise<{ waits: number; ranked: boolean; previews: (Found | undefined)[] }[]> {
  const all = () => true;
  const out: { waits: number; ranked: boolean; previews: (Found | undefined)[] }[] = [];
  for (let p = missing(engine, query, 0, max, all); p; p = missing(engine, query, 0, max, all)) {
    out.push({ waits: out.length + 1, ranked: engine.last?.query === query, previews: [preview(engine, query, 0, max, all)] });
    await p;
  }
  return out;
}

test('a pasted word: once its heads are here, its best hits show before the ranking is made; the ranking, once painted, gives the same', async () => {
  const words = ['commit', 'rebase', 'amend', 'bookmark', 'config', 'merge', 'stack', 'shelve'];
  for (const q of words) {
    const fetched: string[] = [];
    const split = freshSplit(fetched);
    const expected = searchPage(whole, q, 0, 5);
    const [heads, ...waits] = await steps(split, q, 5);
    assert.is(heads!.previews[0], undefined, `${q}: nothing to show before its heads`);
    assert.ok(waits.length > 0);
    for (const { ranked, previews: [shown] } of waits) {
      assert.not.ok(ranked, `${q}: not ranked while the preview paints`);
      // The build's ranking of the word pasted whole is the browser's: the same records in the same order, their
      // excerpts marking (at least) what they matched.
      assert.equal(shown!.results.map((r) => [r.url, r.title, r.trail]), expected.results.map((r) => [r.url, r.title, r.trail]), q);
      shown!.results.forEach((r, i) => assert.ok(expected.results[i]!.terms.every((t) => r.terms.includes(t)), `${q}: ${r.terms}`));
    }
    assert.equal(fetched.filter((f) => f.startsWith('search-chunk.')), [], `${q}: no chunk`);
    assert.equal(searchPage(split, q, 0, 5).results.map((r) => [r.url, r.score]), expected.results.map((r) => [r.url, r.score]), q);
  }
});

test('a pasted word\'s first results need its heads only: they show while its postings are on their way', async () => {
  for (const q of ['commit', 'rebase', 'bookmark']) {
    // The postings held back until the preview is seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetched: string[] = [];
    const split = splitEngine(JSON.parse(manifestJson), global, async (name) => {
      fetched.push(name);
      if (name.startsWith('search-shard.')) await held;
      return JSON.parse(files.get(name)!);
    });
    const all = () => true;
    const first = missing(split, q, 0, 5, all)!;
    // The heads are asked for before the shards.
    assert.ok(fetched[0]!.startsWith('search-heads.') && fetched.some((f) => f.startsWith('search-shard.')), fetched.join());
    assert.is(preview(split, q, 0, 5, all), undefined);
    await first;
    const waiting = missing(split, q, 0, 5, all);
    assert.ok(waiting, `${q}: the postings are still on their way`);
    const shown = preview(split, q, 0, 5, all);
    assert.equal(shown?.results.map((r) => r.url), searchPage(whole, q, 0, 5).results.map((r) => r.url), q);
    release();
    const found = await answer(split, q, 0, 5);
    assert.equal(found.results.map((r) => [r.url, r.score]), searchPage(whole, q, 0, 5).results.map((r) => [r.url, r.score]), q);
  }
});

test('the global file names no shard; each text shard\'s heads hold no postings, and the shards no records', () => {
  assert.not.ok('shards' in global);
  assert.is(made.shards.filter(([name]) => name.startsWith('assets/search-shard.')).length, shardFiles.length);
  for (const [name, json] of made.shards) {
    const keys = Object.keys(JSON.parse(json));
    if (name.startsWith('assets/search-heads.')) assert.not.ok(keys.includes('postings'), name);
    else assert.equal(keys, ['v', 'postings'], name);
  }
  const heads = made.shards.filter(([name]) => name.startsWith('assets/search-heads.'));
  assert.equal(heads.map(([name]) => name), shardFiles.flatMap((_, n) => (isTextShard(global, n) ? [`assets/${headsName(hash, n)}`] : [])));
});

test('a pasted phrase: once ranked, its best hits whose records are here show while the others\' chunks come', async () => {
  let shownEarly = 0;
  for (const q of ['rebase amend', 'bookmark config', 'push pull clone', 'merg stack', 'diff split fold hide', 'the commit']) {
    const split = freshSplit([]);
    const expected = searchPage(whole, q, 0, Infinity).results;
    const waits = await steps(split, q, 5);
    const final = searchPage(split, q, 0, 5);
    assert.equal(final.results.map((r) => r.url), expected.slice(0, 5).map((r) => r.url), q);
    for (const { ranked, previews: [shown] } of waits) {
      if (!ranked || !shown) continue;
      shownEarly++;
      // The ranking's order, skipping the hits whose chunks are on their way.
      const at = shown.results.map((r) => expected.findIndex((e) => e.url === r.url));
      assert.ok(at.every((i, k) => i >= 0 && (k === 0 || i > at[k - 1]!)), `${q}: ${at}`);
      assert.equal(shown.results.map((r) => r.score), at.map((i) => expected[i]!.score), q);
      assert.is(shown.total, expected.length);
    }
  }
  assert.ok(shownEarly >= 3, `phrases shown before their chunks (${shownEarly})`);
});

test('a shard whose postings do not match its terms rejects the query once they are read, and is fetched again', async () => {
  const fetched: string[] = [];
  const broken = new Set<string>();
  const split = splitEngine(JSON.parse(manifestJson), global, async (name) => {
    fetched.push(name);
    const shard = JSON.parse(files.get(name)!);
    return broken.has(name) ? { ...shard, postings: `${shard.postings}0` } : shard;
  });
  const text = shardFiles.slice(global.fieldShards[1]);
  for (const name of text) broken.add(name);
  await answer(split, 'commit', 0, 5).then(() => assert.unreachable('it rejects'), (err: Error) => assert.match(err.message, /does not match/));
  broken.clear();
  fetched.length = 0;
  const found = await answer(split, 'commit', 0, 5);
  assert.ok(fetched.some((f) => text.includes(f)), 'the text shard fetched again');
  assert.equal(found.results.map((r) => r.url), searchPage(whole, 'commit', 0, 5).results.map((r) => r.url));
});

test('a shard\'s words name its records\' documents; a list that does not match them is refused', () => {
  const [name, json] = made.shards.find(([, j]) => JSON.parse(j).words)!;
  const shard = JSON.parse(json);
  const n = global.firsts.findIndex((_, k) => name === `assets/${headsName(hash, k)}`);
  assert.ok(n >= 0, name);
  const lists = shardWords(shard, global, n);
  const heads = new Set(shardHeads(shard, docs.length).map(([d]) => d));
  assert.ok(lists.size > 0);
  for (const [, list] of lists) assert.ok(list.length <= 5 && list.every((d) => heads.has(d)));
  assert.throws(() => shardWords({ ...shard, words: `${shard.words}z` }, global, n), /do not match|past the end|bad character/);
});

test('a word\'s family: its term (boosted) and the longer terms it begins, summed over fields; ties to the first document', () => {
  const closed: [number, number[]][] = [];
  const families = new WordFamilies(10, 3, (place, best) => closed.push([place, best]));
  // Per field: (document, score) pairs.
  families.add('com', 0, [[1, 5], [2, 5]]);
  families.add('commit', 1, [[3, 40], [7, 60]]);
  families.add('commits', 5, [[2, 100], [9, 1]]);
  families.add('config', 2, [[4, 1]]);
  families.add('zz', 3, [[5, 1000]]);
  families.finish();
  const byPlace = new Map(closed);
  // commit: 3 → 11 × 40, 7 → 11 × 60, 2 → 100 (commits), 9 → 1.
  assert.equal(byPlace.get(1), [7, 3, 2]);
  assert.equal(byPlace.get(5), [2, 9]);
  // com: 2 → 11 × 5 + 100, 7 → 60, 1 → 11 × 5, 3 → 40.
  assert.equal(byPlace.get(0), [2, 7, 1]);
  assert.equal(byPlace.get(2), [4]);
  assert.not.ok(byPlace.has(3), 'a two-letter term has no family');
  const ties = new WordFamilies(10, 2, (_, best) => closed.push([9, best]));
  ties.add('undo', 9, [[6, 3], [2, 3], [4, 3]]);
  ties.finish();
  assert.equal(closed[closed.length - 1], [9, [2, 4]]);
});

test('a shard names its records\' documents, and a shard whose records do not match them is refused', () => {
  const [name, json] = made.shards.find(([, j]) => JSON.parse(j).heads?.length)!;
  const shard = JSON.parse(json);
  const heads = shardHeads(shard, docs.length);
  assert.ok(heads.length > 0 && heads.length === shard.heads.length, name);
  for (const [doc, head] of heads) assert.equal(withTrails([head])[0], whole.docs[doc], `${name}: document ${doc}`);
  assert.throws(() => shardHeads({ ...shard, heads: shard.heads.slice(1) }, docs.length), /do not match/);
  assert.throws(() => shardHeads(shard, heads[heads.length - 1]![0]), /do not match/);
});

test('documents come in chunks by number, with their trails and versions; a query is scoped before any chunk', async () => {
  const manifest = JSON.parse(manifestJson);
  assert.is(chunks.length, Math.ceil(docs.length / DOC_CHUNK));
  assert.equal(chunks.map(([name]) => name), chunks.map((_, n) => `assets/${chunkName(manifest.chunks, n)}`), 'named by their number');
  // Only the manifest (what a shard build's pages need to name it): the same, and no chunk made.
  assert.is(chunkDocs(searchDocs, trails, 'the index key'), manifestJson);
  // Another key (other documents, or code) or other trails: other names.
  assert.is.not(JSON.parse(chunkDocs(searchDocs, trails, 'another key')).chunks, manifest.chunks);
  const moved = new Map([...trails].map(([url, trail], i) => [url, i ? trail : ['Elsewhere']]));
  assert.is.not(JSON.parse(chunkDocs(searchDocs, moved, 'the index key')).chunks, manifest.chunks);
  assert.equal(docVersions(manifest, docs.length), docs.map((d) => d.version));
  const current = (v: SearchVersion | undefined) => v?.name === 'current';
  const got = await answer(freshSplit([]), 'merge', 0, 10, current);
  const expected = searchPage(whole, 'merge', 0, 10, current);
  assert.ok(expected.total > 0);
  assert.is(got.total, expected.total);
  assert.equal(got.results, expected.results, 'trails restored in every chunk, even one that starts among a page\'s headings');
});

test('a shard or chunk that fails to arrive rejects the query, and the next one fetches it again', async () => {
  const failing = new Set(shardFiles);
  const fetched: string[] = [];
  const split = freshSplit(fetched, failing);
  await answer(split, 'absorb', 0, 5).then(() => assert.unreachable('it rejects'), (err: Error) => assert.match(err.message, /HTTP 500/));
  failing.clear();
  const found = await answer(split, 'absorb', 0, 5);
  assert.equal(found.results.map((r) => r.url), searchPage(whole, 'absorb', 0, 5).results.map((r) => r.url));
});

test.run();
