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

/**
 * The index's term postings, added a slice of records at a time (a large site's records are never all held at
 * once): per term, (document, (tf - 1) × fields + field) pairs in document then field order, with each document's
 * type and field lengths. A term's pairs are held as LEB128 varints in a growing byte array, the document as the
 * step from the term's previous one: ~2.5 bytes a pair where an Int32Array took 8, which at 100,000 pages was
 * ~300 MB (up to twice that as the arrays grew) held on the worker until the index is written.
 */
export class PostingsBuilder {
  readonly types: number[] = [];
  /** Per field, per document: its length in terms (what lunr's fieldLengths hold). */
  readonly lengths: number[][] = SEARCH_FIELDS.map(() => []);
  private readonly terms = new Map<string, TermPostings>();
  /**
   * Each lower-case word met, with its term's postings (null: not indexed): one lookup a word where the term, its
   * count in the field and its postings were three (~40 % of the worker's indexing time on the Sapling site).
   */
  private readonly words = new Map<string, TermPostings | null>();

  get docs(): number {
    return this.types.length;
  }

  add(texts: Iterable<IndexText>): void {
    const inField: TermPostings[] = [];
    for (const [type, ...fields] of texts) {
      const doc = this.types.push(type) - 1;
      fields.forEach((text, field) => {
        let length = 0;
        for (const word of text.toLowerCase().split(SEARCH_SEPARATOR)) {
          const entry = word && this.entryOf(word);
          if (!entry) continue;
          if (entry.tf++ === 0) inField.push(entry);
          length++;
        }
        this.lengths[field]!.push(length);
        for (const entry of inField) {
          this.push(entry, doc, (entry.tf - 1) * SEARCH_FIELDS.length + field);
          entry.tf = 0;
        }
        inField.length = 0;
      });
    }
  }

  /** Each term with its postings, in term order; a term's postings are let go once read. */
  *sorted(): Generator<[string, Int32Array]> {
    this.words.clear();
    for (const term of [...this.terms.keys()].sort()) {
      const entry = this.terms.get(term)!;
      this.terms.delete(term);
      yield [term, decodePairs(entry)];
    }
  }

  private entryOf(word: string): TermPostings | null {
    let entry = this.words.get(word);
    if (entry === undefined) {
      // Trimmed first, so that the forms of a word in text ("commit", "commit,", "`commit`") go through lunr's
      // stop-word filter and stemmer once (indexTerm remembers each word it saw): Sapling's 8,270 words are 4,538
      // trimmed, ~10 ms less of the ~130 ms its index takes to add.
      const term = indexTerm(lunrTrim(word));
      entry = term === null ? null : this.terms.get(term) ?? null;
      if (term !== null && !entry) this.terms.set(term, (entry = { bytes: new Uint8Array(8), size: 0, pairs: 0, lastDoc: 0, tf: 0 }));
      this.words.set(word, entry);
    }
    return entry;
  }

  private push(entry: TermPostings, doc: number, code: number): void {
    // Two varints of up to 5 bytes each.
    if (entry.size + 10 > entry.bytes.length) {
      const grown = new Uint8Array(Math.max(entry.bytes.length * 2, entry.size + 10));
      grown.set(entry.bytes.subarray(0, entry.size));
      entry.bytes = grown;
    }
    entry.size = putVarint(entry.bytes, entry.size, doc - entry.lastDoc);
    entry.size = putVarint(entry.bytes, entry.size, code);
    entry.lastDoc = doc;
    entry.pairs++;
  }
}

/** What lunr's trimmer makes of a word (idempotent, so indexTerm, which trims again, gives the same term). */
function lunrTrim(word: string): string {
  return word.replace(/^\W+/, '').replace(/\W+$/, '');
}

/** A term's postings as PostingsBuilder holds them. */
interface TermPostings {
  bytes: Uint8Array;
  size: number;
  pairs: number;
  lastDoc: number;
  /** Its count in the field being added. */
  tf: number;
}

function putVarint(bytes: Uint8Array, at: number, n: number): number {
  while (n >= 0x80) {
    bytes[at++] = (n & 0x7f) | 0x80;
    n >>>= 7;
  }
  bytes[at++] = n;
  return at;
}

/** The (document, code) pairs of a term, documents absolute again. */
function decodePairs({ bytes, pairs }: TermPostings): Int32Array {
  const list = new Int32Array(pairs * 2);
  let doc = 0;
  let at = 0;
  const next = () => {
    let n = 0;
    for (let shift = 0; ; shift += 7) {
      const b = bytes[at++]!;
      n |= (b & 0x7f) << shift;
      if (b < 0x80) return n;
    }
  };
  for (let i = 0; i < list.length; i += 2) {
    doc += next();
    list[i] = doc;
    list[i + 1] = next();
  }
  return list;
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
