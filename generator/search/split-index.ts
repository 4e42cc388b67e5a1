// The search index of a large site, split by field and term (client/search/split-index.ts reads it): a global file
// with the sorted vocabulary, and per field shards of runs of terms with their postings in that field. A posting
// carries the score lunr would give its term in that document's field (BM25 with lunr's constants, field and
// document boosts, three decimals), so the browser needs neither the documents' field lengths nor the other terms'
// postings to rank as lunr does.
import { SEARCH_MAX_RESULTS } from '../../client/constants.ts';
import { SEARCH_FIELDS, TYPE_BOOST, writeVarints } from '../../client/search/compact-index.ts';
import { TEXT_FIELD, type IndexShard, type SplitIndex } from '../../client/search/split-index.ts';
import { sha1 } from '../hash.ts';
import { compactIndex, postingsOf, type PostingsBuilder } from './lunr-index.ts';
import type { SearchRecord } from './records.ts';
import { WordFamilies } from './word-families.ts';

/** About this many characters of postings per shard (~10 KB gzip): a query's terms usually fall in one or two. */
export const SHARD_CHARS = 48 * 1024;

/**
 * Per term, the documents of this many best hits of the word pasted whole (word-families.ts) are named in its text
 * shard (`best`), and the build puts them with their records in the shard's heads file (shard-heads.ts): a pasted
 * word's first results come with it, with no second round trip for the chunks. The box's results (SEARCH_MAX_RESULTS).
 */
export const BEST_PER_WORD = SEARCH_MAX_RESULTS;

/** lunr.Builder's BM25 constants (its defaults, which the unsplit index's Builder uses). */
const K1 = 1.2;
const B = 0.75;

/**
 * The global file as it is made: it names each shard by what it holds (the build cache keeps them so). The written
 * one names none (shard-heads.ts).
 */
export type NamedSplitIndex = SplitIndex & { shards: string[] };

export interface SplitIndexFiles {
  /** The global file. */
  indexJson: string;
  /** The shards: file name under assets/, contents. */
  shards: [string, string][];
}

export function buildSplitIndex(records: SearchRecord[]): SplitIndexFiles {
  return splitIndex(postingsOf(records));
}

export function splitIndex(postings: PostingsBuilder): SplitIndexFiles {
  const n = postings.docs;
  const { lengths, types } = postings;
  const averages = lengths.map((l) => l.reduce((a, b) => a + b, 0) / n);
  // Per field, its shards' postings in term order: a query that looks in titles only (a short prefix being typed)
  // fetches titles' postings only, which are few beside the text's.
  const byField = SEARCH_FIELDS.map(() => ({ shards: [] as string[], firsts: [] as number[], numbers: [] as number[], chars: 0 }));
  const close = (f: (typeof byField)[number]) => {
    // As JSON at once: writeVarints's string is a rope of its characters, tens of bytes each until made flat.
    const shard: IndexShard = { v: 3, postings: writeVarints(f.numbers) };
    f.shards.push(JSON.stringify(shard));
    f.numbers = [];
    f.chars = 0;
  };
  // Per text shard, the best hits of its terms' words (their families close after it may have); per term, its own.
  const best: Set<number>[] = [];
  const bestOf = new Map<string, number[]>();
  const families = new WordFamilies(n, BEST_PER_WORD, (shard, docs, term) => {
    docs.forEach((d) => (best[shard] ??= new Set()).add(d));
    if (docs.length) bestOf.set(term, docs);
  });
  const terms: string[] = [];
  for (const [term, list] of postings.sorted()) {
    for (const f of byField) {
      if (f.chars >= SHARD_CHARS) close(f);
      if (!f.numbers.length) f.firsts.push(terms.length);
    }
    terms.push(term);
    const fieldPostings = byField.map(() => [] as number[]);
    // lunr.idf: every posting of the term (a field of a document) counts as a document with it.
    const count = list.length / 2;
    const idf = Math.log(1 + Math.abs((n - count + 0.5) / (count + 0.5)));
    for (let i = 0; i < list.length; i += 2) {
      const field = list[i + 1]! % SEARCH_FIELDS.length;
      const tf = Math.floor(list[i + 1]! / SEARCH_FIELDS.length) + 1;
      // lunr.Builder#createFieldVectors's arithmetic, step for step, so the rounding is the same.
      let score = idf * ((K1 + 1) * tf) / (K1 * (1 - B + B * (lengths[field]![list[i]!]! / averages[field]!)) + tf);
      score *= SEARCH_FIELDS[field]!.boost;
      score *= TYPE_BOOST[types[list[i]!] as 0 | 1 | 2];
      fieldPostings[field]!.push(list[i]!, Math.round(score * 1000));
    }
    families.add(term, byField[TEXT_FIELD]!.shards.length, fieldPostings);
    fieldPostings.forEach((own, field) => {
      const f = byField[field]!;
      f.numbers.push(own.length / 2);
      for (let i = 0, doc = 0; i < own.length; doc = own[i]!, i += 2) f.numbers.push(own[i]! - doc, own[i + 1]!);
      f.chars += 1 + own.length * 2;
    });
  }
  for (const f of byField) {
    if (!f.firsts.length) f.firsts.push(0);
    close(f);
  }
  families.finish();
  const shards = byField.flatMap((f, field) => f.shards.map((postingsJson, i): [string, string] => {
    const docs = field === TEXT_FIELD ? [...(best[i] ?? [])].sort((a, b) => a - b) : [];
    if (!docs.length) return [`assets/search-shard.${sha1(postingsJson).slice(0, 8)}.json`, postingsJson];
    const words = wordLists(terms.slice(f.firsts[i], f.firsts[i + 1] ?? terms.length), bestOf, docs);
    // `words` and `best` go last: shard-heads.ts moves them into the shard's heads file.
    const json = `${postingsJson.slice(0, -1)},"words":${JSON.stringify(words)},"best":${JSON.stringify(writeVarints(docs.map((d, k) => d - (docs[k - 1] ?? 0))))}}`;
    return [`assets/search-shard.${sha1(json).slice(0, 8)}.json`, json];
  }));
  const index: NamedSplitIndex = { v: 3, docs: n, terms: terms.join(' '), shards: shards.map(([name]) => name.slice('assets/'.length)), firsts: byField.flatMap((f) => f.firsts), fieldShards: byField.map((_, i) => byField.slice(0, i).reduce((k, f) => k + f.shards.length, 0)) };
  return { indexJson: JSON.stringify(index), shards };
}

/**
 * Per term of a shard, its word's best hits, best first (a reader's pasted word is shown them while its ranking is
 * made): a count, then their places in the shard's `best` documents (`docs`, sorted), as varints.
 */
function wordLists(terms: readonly string[], bestOf: ReadonlyMap<string, number[]>, docs: readonly number[]): string {
  const at = new Map(docs.map((d, k) => [d, k]));
  return writeVarints(terms.flatMap((term) => {
    const list = bestOf.get(term) ?? [];
    return [list.length, ...list.map((d) => at.get(d)!)];
  }));
}

/** The index's files: the compact index whole, or (`split`) the global file and its shards. */
export function searchIndexFiles(postings: PostingsBuilder, split: boolean): { indexJson: string; shards?: [string, string][] } {
  return split ? splitIndex(postings) : { indexJson: JSON.stringify(compactIndex(postings)) };
}
