// The search index of a large site, split by term (client/search/split-index.ts reads it): a global file with the
// sorted vocabulary, and shards of runs of terms with their postings. A posting carries the score lunr would give
// its term in that document's field (BM25 with lunr's constants, field and document boosts, three decimals), so
// the browser needs neither the documents' field lengths nor the other terms' postings to rank as lunr does.
import { SEARCH_FIELDS, TYPE_BOOST, writeVarints } from '../../client/search/compact-index.ts';
import type { IndexShard, SplitIndex } from '../../client/search/split-index.ts';
import { sha1 } from '../hash.ts';
import { compactIndex, postingsOf, type PostingsBuilder } from './lunr-index.ts';
import type { SearchRecord } from './records.ts';

/** About this many characters of postings per shard (~10 KB gzip): a query's terms usually fall in one or two. */
export const SHARD_CHARS = 48 * 1024;

/** lunr.Builder's BM25 constants (its defaults, which the unsplit index's Builder uses). */
const K1 = 1.2;
const B = 0.75;

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
  const shards: [string, string][] = [];
  const firsts: number[] = [];
  const terms: string[] = [];
  let numbers: number[] = [];
  let chars = 0;
  const close = () => {
    const shard: IndexShard = { v: 2, postings: writeVarints(numbers) };
    const json = JSON.stringify(shard);
    shards.push([`assets/search-shard.${sha1(json).slice(0, 8)}.json`, json]);
    numbers = [];
    chars = 0;
  };
  for (const [term, list] of postings.sorted()) {
    if (chars >= SHARD_CHARS) close();
    if (!numbers.length) firsts.push(terms.length);
    terms.push(term);
    const count = list.length / 2;
    // lunr.idf: every posting of the term (a field of a document) counts as a document with it.
    const idf = Math.log(1 + Math.abs((n - count + 0.5) / (count + 0.5)));
    numbers.push(count);
    let doc = 0;
    for (let i = 0; i < list.length; i += 2) {
      const field = list[i + 1]! % SEARCH_FIELDS.length;
      const tf = Math.floor(list[i + 1]! / SEARCH_FIELDS.length) + 1;
      // lunr.Builder#createFieldVectors's arithmetic, step for step, so the rounding is the same.
      let score = idf * ((K1 + 1) * tf) / (K1 * (1 - B + B * (lengths[field]![list[i]!]! / averages[field]!)) + tf);
      score *= SEARCH_FIELDS[field]!.boost;
      score *= TYPE_BOOST[types[list[i]!] as 0 | 1 | 2];
      numbers.push(list[i]! - doc, Math.round(score * 1000) * SEARCH_FIELDS.length + field);
      chars += 4;
      doc = list[i]!;
    }
  }
  if (!terms.length) firsts.push(0);
  close();
  const index: SplitIndex = { v: 2, docs: n, terms: terms.join(' '), shards: shards.map(([name]) => name.slice('assets/'.length)), firsts };
  return { indexJson: JSON.stringify(index), shards };
}

/** The index's files: the compact index whole, or (`split`) the global file and its shards. */
export function searchIndexFiles(postings: PostingsBuilder, split: boolean): { indexJson: string; shards?: [string, string][] } {
  return split ? splitIndex(postings) : { indexJson: JSON.stringify(compactIndex(postings)) };
}
