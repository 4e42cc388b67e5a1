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
import { indexText, type IndexText, type SearchRecord } from './records.ts';

/** The index terms of `text`, as lunr's tokenizer and pipeline give them. */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.toLowerCase().split(SEARCH_SEPARATOR)) {
    const term = word && indexTerm(word);
    if (term) terms.push(term);
  }
  return terms;
}

/**
 * The index's term postings, added a slice of records at a time (a large site's records are never all held at
 * once): per term, (document, (tf - 1) × fields + field) pairs in document then field order, in a growing
 * Int32Array — half what an array of numbers takes — with each document's type and field lengths.
 */
export class PostingsBuilder {
  readonly types: number[] = [];
  /** Per field, per document: its length in terms (what lunr's fieldLengths hold). */
  readonly lengths: number[][] = SEARCH_FIELDS.map(() => []);
  private readonly terms = new Map<string, { list: Int32Array; size: number }>();

  get docs(): number {
    return this.types.length;
  }

  add(texts: Iterable<IndexText>): void {
    for (const [type, ...fields] of texts) {
      const doc = this.types.push(type) - 1;
      fields.forEach((text, field) => {
        const counts = new Map<string, number>();
        let length = 0;
        for (const term of indexTerms(text)) {
          counts.set(term, (counts.get(term) ?? 0) + 1);
          length++;
        }
        this.lengths[field]!.push(length);
        for (const [term, tf] of counts) this.push(term, doc, (tf - 1) * SEARCH_FIELDS.length + field);
      });
    }
  }

  /** Each term with its postings, in term order; a term's postings are let go once read. */
  *sorted(): Generator<[string, Int32Array]> {
    for (const term of [...this.terms.keys()].sort()) {
      const { list, size } = this.terms.get(term)!;
      this.terms.delete(term);
      yield [term, list.subarray(0, size)];
    }
  }

  private push(term: string, doc: number, code: number): void {
    let entry = this.terms.get(term);
    if (!entry) this.terms.set(term, (entry = { list: new Int32Array(4), size: 0 }));
    if (entry.size + 2 > entry.list.length) {
      const grown = new Int32Array(entry.list.length * 2);
      grown.set(entry.list);
      entry.list = grown;
    }
    entry.list[entry.size++] = doc;
    entry.list[entry.size++] = code;
  }
}

export function postingsOf(records: SearchRecord[]): PostingsBuilder {
  const builder = new PostingsBuilder();
  builder.add(records.map(indexText));
  return builder;
}

export function buildSearchIndex(records: SearchRecord[]): CompactIndex {
  return compactIndex(postingsOf(records));
}

export function compactIndex(postings: PostingsBuilder): CompactIndex {
  const terms: string[] = [];
  const numbers: number[] = [];
  for (const [term, list] of postings.sorted()) {
    terms.push(term);
    numbers.push(list.length / 2);
    let doc = 0;
    for (let i = 0; i < list.length; i += 2) {
      numbers.push(list[i]! - doc, list[i + 1]!);
      doc = list[i]!;
    }
  }
  return { v: 1, docs: postings.docs, terms: terms.join(' '), postings: writeVarints(numbers) };
}
