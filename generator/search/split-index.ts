// The search index of a large site, split by field and term (client/search/split-index.ts reads it): a global file
// with the sorted vocabulary, and per field shards of runs of terms with their postings in that field. A posting
// carries the score lunr would give its term in that document's field (BM25 with lunr's constants, field and
// document boosts, three decimals), so the browser needs neither the documents' field lengths nor the other terms'
// postings to rank as lunr does.
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
  // Per field, its shards in term order: a query that looks in titles only (a short prefix being typed) fetches
  // titles' postings only, which are few beside the text's.
  const byField = SEARCH_FIELDS.map(() => ({ names: [] as string[], firsts: [] as number[], numbers: [] as number[], chars: 0 }));
  const shards: [string, string][] = [];
  const close = (f: (typeof byField)[number]) => {
    const shard: IndexShard = { v: 3, postings: writeVarints(f.numbers) };
    const json = JSON.stringify(shard);
    const name = `assets/search-shard.${sha1(json).slice(0, 8)}.json`;
    shards.push([name, json]);
    f.names.push(name.slice('assets/'.length));
    f.numbers = [];
    f.chars = 0;
  };
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
  const index: SplitIndex = { v: 3, docs: n, terms: terms.join(' '), shards: byField.flatMap((f) => f.names), firsts: byField.flatMap((f) => f.firsts), fieldShards: byField.map((_, i) => byField.slice(0, i).reduce((k, f) => k + f.names.length, 0)) };
  return { indexJson: JSON.stringify(index), shards };
}

/** The index's files: the compact index whole, or (`split`) the global file and its shards. */
export function searchIndexFiles(postings: PostingsBuilder, split: boolean): { indexJson: string; shards?: [string, string][] } {
  return split ? splitIndex(postings) : { indexJson: JSON.stringify(compactIndex(postings)) };
}
