// The search index of the search records, in the compact form the browser rebuilds into a
// lunr.Index (client/search/compact-index.ts). A module of its own so that builds which reuse the cached
// index never load lunr.
//
// The terms and their frequencies are what lunr.Builder#add computes — lunr's trimmer, stop-word filter and
// stemmer over our separator — counted here directly: add() also keeps per-token metadata and the vectors'
// bookkeeping, several times the cost, all of which the browser's Builder recomputes from the counts anyway
// (test/unit/search.test.ts checks the result against an index lunr builds from the same records).
import { SEARCH_SEPARATOR } from '../../client/constants.ts';
import { SEARCH_FIELDS, writeVarints, type CompactIndex } from '../../client/search/compact-index.ts';
import { indexTerm } from '../../client/search/index-term.ts';
import type { SearchRecord } from './records.ts';

/** The index terms of `text`, as lunr's tokenizer and pipeline give them. */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.toLowerCase().split(SEARCH_SEPARATOR)) {
    const term = word && indexTerm(word);
    if (term) terms.push(term);
  }
  return terms;
}

/** Per index term, its postings flattened: document, (tf - 1) × fields + field; in document then field order. */
export function termPostings(records: SearchRecord[]): Map<string, number[]> {
  const postings = new Map<string, number[]>();
  records.forEach((r, doc) => {
    [r.titleText, r.fullText].forEach((text, field) => {
      const counts = new Map<string, number>();
      for (const term of indexTerms(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
      for (const [term, tf] of counts) {
        let list = postings.get(term);
        if (!list) postings.set(term, (list = []));
        list.push(doc, (tf - 1) * SEARCH_FIELDS.length + field);
      }
    });
  });
  return postings;
}

export function buildSearchIndex(records: SearchRecord[]): CompactIndex {
  const postings = termPostings(records);
  const terms = [...postings.keys()].sort();
  const numbers: number[] = [];
  for (const term of terms) {
    const list = postings.get(term)!;
    numbers.push(list.length / 2);
    let doc = 0;
    for (let i = 0; i < list.length; i += 2) {
      numbers.push(list[i]! - doc, list[i + 1]!);
      doc = list[i]!;
    }
  }
  return { v: 1, docs: records.length, terms: terms.join(' '), postings: writeVarints(numbers) };
}
