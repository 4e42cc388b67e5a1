// A large site's search index, split so that a reader never downloads all of it (the build splits it above
// SPLIT_DOCS_CHARS: generator/search/split-index.ts). A small global file holds the vocabulary (what prefix, wildcard
// and typo expansion need) and where the shards start; each shard holds the postings in one field of a run of the
// sorted terms, with each posting's final lunr score computed at build, and each text shard has a small companion,
// its heads file, with its terms' words' best hits and their records (a pasted word's first results, which a common
// word's postings — megabytes at 100,000 pages — would hold back). Those scores are all a query needs of a document:
// lunr's similarity is the dot product of the query vector with the document's field vectors, so the entries for
// the query's own terms decide it. The browser keeps the postings of the shards its queries need as they arrive and
// ranks with them as lunr would (split-rank.ts): its answers and ranks are the whole index's (search-split.test.ts).
import lunr from 'lunr';
import './token-set-key.ts';
import { readVarints, SEARCH_FIELDS, VarintReader } from './compact-index.ts';
import type { SearchDoc, SearchVersion } from '../../generator/types.ts';
import type { TermPostings } from './split-rank.ts';

/**
 * The global file: in place of the compact index's file, which the pages name. It lists no file names: shard n is
 * `shardName(hash, n)` (and a text shard's heads `headsName(hash, n)`), by the hash the manifest's chunks share.
 */
export interface SplitIndex {
  v: 3;
  /** Number of documents. */
  docs: number;
  /** Every term of the index, sorted, space-separated: a term's position is its lunr term index. */
  terms: string;
  /** The position of each shard's first term: each field's shards (SEARCH_FIELDS order) in term order. */
  firsts: number[];
  /** Per field, the number of its first shard. */
  fieldShards: number[];
}

export interface IndexShard {
  v: 3;
  /** Per term from the shard's first on: a count, then per posting in the shard's field: document delta, score ×1000. */
  postings: string;
}

/** A text shard's heads file: what its terms' words' first results need, without the postings. */
export interface ShardHeads {
  v: 3;
  /**
   * The documents of the shard's terms' best postings (SEARCH_MAX_RESULTS each), as deltas: their records are in
   * `heads`, so a word's first results need no chunk.
   */
  best?: string;
  /**
   * Per term from the shard's first, its word's own best hits, best first: a count, then their places in `best`, as
   * varints. Shown while a pasted word's ranking is made.
   */
  words?: string;
  /** The records of `best`'s documents, as the chunks give them, each with its trail. */
  heads?: Partial<SearchDoc>[];
}

/** The documents file of a split index: in place of the array of documents, which comes in chunks. */
export interface DocsManifest {
  v: 3;
  /** Documents per chunk: document i is in chunk ⌊i / size⌋. */
  size: number;
  /** The hash the chunks' file names share (beside this file): chunk n is `chunkName(chunks, n)`. */
  chunks: string;
  /** The docs versions of a site with several, which `docVersions` refers to. */
  versions?: SearchVersion[];
  /** Runs of documents of one version: length, then 0 for none or 1 + its place in `versions`; as varints. */
  docVersions?: string;
}

/** The file name of chunk `n` of a split index's documents, whose chunks' names share `hash`. */
export const chunkName = (hash: string, n: number) => `search-chunk.${hash}-${n}.json`;

/** The file names of shard `n` and of its heads (a text shard's): the hash is the chunks' (the manifest's `chunks`). */
export const shardName = (hash: string, n: number) => `search-shard.${hash}-${n}.json`;
export const headsName = (hash: string, n: number) => `search-heads.${hash}-${n}.json`;

/** The field whose shards have heads files: the body text, which a pasted word always looks in. */
export const TEXT_FIELD = SEARCH_FIELDS.findIndex((f) => f.name === 'content');

/** Whether shard `n` is one of the text field's (which have heads files). */
export const isTextShard = (data: SplitIndex, n: number) => n >= data.fieldShards[TEXT_FIELD]! && n < (data.fieldShards[TEXT_FIELD + 1] ?? data.firsts.length);

/** A lunr.Index over the whole vocabulary, for expanding a query's terms; the postings are kept apart (`addShard`). */
export function emptyIndex(data: SplitIndex): lunr.Index {
  if (data?.v !== 3 || !Array.isArray(data.firsts) || data.fieldShards?.length !== SEARCH_FIELDS.length) throw new Error('search index: unknown format');
  const pipeline = new lunr.Pipeline();
  pipeline.add(lunr.stemmer);
  const terms = data.terms ? data.terms.split(' ') : [];
  const tokenSet = (lunr.TokenSet as unknown as { fromArray(terms: string[]): lunr.TokenSet }).fromArray(terms);
  // lunr 2.3's constructor takes `fieldVectors` (its typings call them documentVectors).
  const attributes = { invertedIndex: Object.create(null), fieldVectors: Object.create(null), tokenSet, fields: SEARCH_FIELDS.map((f) => f.name), pipeline };
  return new lunr.Index(attributes as unknown as lunr.Index.Attributes);
}

/** The field of shard `n`. */
function fieldOf(data: SplitIndex, n: number): number {
  let f = 0;
  while (f + 1 < data.fieldShards.length && data.fieldShards[f + 1]! <= n) f++;
  return f;
}

/**
 * Puts shard `n`'s postings into `postings`, by pair (term number × fields + field). Throws on a malformed shard
 * (the caller reports it).
 */
export function addShard(postings: (TermPostings | undefined)[], data: SplitIndex, terms: readonly string[], n: number, shard: IndexShard): void {
  if (shard?.v !== 3) throw new Error('search index: unknown shard format');
  if (typeof shard.postings !== 'string') throw new Error('search index: a shard without postings');
  const numbers = new VarintReader(shard.postings);
  const field = fieldOf(data, n);
  const end = n + 1 < (data.fieldShards[field + 1] ?? data.firsts.length) ? data.firsts[n + 1]! : terms.length;
  const read: TermPostings[] = [];
  const next = () => {
    if (numbers.done()) throw new Error('search index: a shard does not match the terms');
    return numbers.next();
  };
  for (let t = data.firsts[n]!; t < end; t++) {
    const count = next();
    const docs = new Int32Array(count);
    const scores = new Int32Array(count);
    let doc = 0;
    for (let k = 0; k < count; k++) {
      doc += next();
      if (doc >= data.docs) throw new Error('search index: posting out of range');
      docs[k] = doc;
      scores[k] = next();
    }
    read.push({ docs, scores });
  }
  if (!numbers.done()) throw new Error('search index: a shard does not match the terms');
  read.forEach((p, i) => (postings[(data.firsts[n]! + i) * SEARCH_FIELDS.length + field] = p));
}

/** The documents a heads file carries the records of (`heads`), with them; throws when they do not match. */
export function shardHeads(shard: ShardHeads, docs: number): [number, Partial<SearchDoc>][] {
  if (shard.heads === undefined) return [];
  let doc = 0;
  const numbers = readVarints(shard.best ?? '').map((delta) => (doc += delta));
  if (!Array.isArray(shard.heads) || numbers.length !== shard.heads.length || doc >= docs) throw new Error('search index: a shard\'s documents do not match');
  return numbers.map((d, i) => [d, shard.heads![i]!]);
}

/** Per term number, the documents of its word's best hits shard `n`'s heads carry (`words`), best first; throws when they do not match. */
export function shardWords(shard: ShardHeads, data: SplitIndex, n: number): Map<number, number[]> {
  const out = new Map<number, number[]>();
  if (shard.words === undefined) return out;
  let doc = 0;
  const best = readVarints(shard.best ?? '').map((delta) => (doc += delta));
  const numbers = new VarintReader(shard.words);
  for (let t = data.firsts[n]!; !numbers.done(); t++) {
    const docs = Array.from({ length: numbers.next() }, () => best[numbers.next()]);
    if (docs.some((d) => d === undefined)) throw new Error('search index: a shard\'s words do not match');
    if (docs.length) out.set(t, docs as number[]);
  }
  return out;
}

/** Which shard holds the postings of term number `t` in field `field`. */
export function shardOf(data: SplitIndex, t: number, field: number): number {
  let lo = data.fieldShards[field]!;
  let hi = (data.fieldShards[field + 1] ?? data.firsts.length) - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (data.firsts[mid]! <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Each document's version, from the manifest's runs. */
export function docVersions(m: DocsManifest, docs: number): (SearchVersion | undefined)[] {
  const out = new Array<SearchVersion | undefined>(docs);
  if (!m.docVersions || !m.versions) return out;
  const runs = readVarints(m.docVersions);
  let doc = 0;
  for (let i = 0; i + 1 < runs.length; i += 2) {
    const version = runs[i + 1] ? m.versions[runs[i + 1]! - 1] : undefined;
    out.fill(version, doc, Math.min(docs, (doc += runs[i]!)));
  }
  return out;
}
