// The search index on the wire, and its rebuilding into a real lunr.Index in the browser.
//
// lunr's own JSON repeats every term with a per-field map of document refs, and stores each field vector as
// term-index/score pairs — all of it recomputable from the term frequencies. This format keeps only those:
// the sorted terms, and per term its postings (document number, field, term frequency) as base-64 varints.
// The browser fills a lunr.Builder with them and lets lunr compute the BM25 scores, token set and vectors,
// so the index it gets is the one lunr would have built from the text (tested in search-index.test.ts).
import lunr from 'lunr';
// Before any index is built here: lunr's own token-set key can merge different states.
import './token-set-key.ts';

/** The indexed fields, in posting order, with lunr's field boosts. */
export const SEARCH_FIELDS = [{ name: 'title', boost: 3 }, { name: 'content', boost: 1 }] as const;

/**
 * lunr's document boost by search document type: a page (0) or a heading (1) on the reader's words is what
 * they look for more often than a section (2) that mentions them. Known to both sides, so not in the file.
 */
export const TYPE_BOOST: Record<0 | 1 | 2, number> = { 0: 2, 1: 1.5, 2: 1 };

export interface CompactIndex {
  /** Format version. */
  v: 1;
  /** Number of documents; a document's ref is its position in the search documents file. */
  docs: number;
  /** The index's terms, sorted, space-separated (terms never hold whitespace: the tokenizer splits on it). */
  terms: string;
  /** Per term in order: a count, then per posting: document delta, (tf - 1) × fields + field. */
  postings: string;
}

/** 64 characters JSON carries unescaped: 0–31 end a number, 32–63 carry five bits and continue it. */
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function writeVarints(numbers: number[]): string {
  let out = '';
  for (let n of numbers) {
    while (n >= 32) {
      out += DIGITS[32 + (n & 31)];
      n = Math.floor(n / 32);
    }
    out += DIGITS[n];
  }
  return out;
}

const VALUE = new Int8Array(128).fill(-1);
for (let d = 0; d < DIGITS.length; d++) VALUE[DIGITS.charCodeAt(d)] = d;

export function readVarints(text: string): number[] {
  const out: number[] = [];
  const reader = new VarintReader(text);
  while (!reader.done()) out.push(reader.next());
  return out;
}

/** Reads the numbers of `writeVarints`'s text one by one: a big site's shard holds millions, too many to gather. */
export class VarintReader {
  private at = 0;
  constructor(private readonly text: string) {}

  done(): boolean {
    return this.at >= this.text.length;
  }

  /** The next number; throws at the end of the text or on a character that is not a digit. */
  next(): number {
    const { text } = this;
    let n = 0;
    let scale = 1;
    while (this.at < text.length) {
      const i = this.at++;
      const d = VALUE[text.charCodeAt(i)] ?? -1;
      if (d < 0) throw new Error(`search index: bad character at ${i}`);
      n += (d & 31) * scale;
      if (d < 32) return n;
      scale *= 32;
    }
    throw new Error('search index: a number runs past the end');
  }
}

/** The lunr.Index the compact form describes. Throws on a malformed file (the caller reports it). */
export function decodeIndex(data: CompactIndex, docBoost: (doc: number) => number): lunr.Index {
  if (data?.v !== 1) throw new Error('search index: unknown format');
  const builder = new lunr.Builder();
  builder.searchPipeline.add(lunr.stemmer);
  builder.ref('i');
  for (const f of SEARCH_FIELDS) builder.field(f.name, { boost: f.boost });
  const b = builder as unknown as BuilderState;
  b.documentCount = data.docs;
  // Per field, per document: its term frequencies and length, as lunr keys them ("field/ref").
  const frequencies = SEARCH_FIELDS.map(() => [] as Record<string, number>[]);
  const lengths = SEARCH_FIELDS.map(() => new Array<number>(data.docs).fill(0));
  for (let doc = 0; doc < data.docs; doc++) {
    b._documents[doc] = { boost: docBoost(doc) };
    // Null-prototype objects start as dictionaries: a class per key set would cost more than the whole decode.
    SEARCH_FIELDS.forEach((f, field) => (b.fieldTermFrequencies[`${f.name}/${doc}`] = frequencies[field]![doc] = Object.create(null)));
  }
  const numbers = readVarints(data.postings);
  // Every term has a posting: none means no terms (split would give one empty term).
  const terms = numbers.length ? data.terms.split(' ') : [];
  let at = 0;
  const next = () => {
    if (at >= numbers.length) throw new Error('search index: postings do not match the terms');
    return numbers[at++]!;
  };
  terms.forEach((term, termIndex) => {
    const posting: Posting = { _index: termIndex };
    for (const f of SEARCH_FIELDS) posting[f.name] = Object.create(null);
    let doc = 0;
    for (let k = next(); k > 0; k--) {
      doc += next();
      const code = next();
      const field = code % SEARCH_FIELDS.length;
      const tf = Math.floor(code / SEARCH_FIELDS.length) + 1;
      if (doc >= data.docs) throw new Error('search index: posting out of range');
      (posting[SEARCH_FIELDS[field]!.name] as Record<string, object>)[doc] = {};
      frequencies[field]![doc]![term] = tf;
      lengths[field]![doc]! += tf;
    }
    b.invertedIndex[term] = posting;
  });
  if (at !== numbers.length) throw new Error('search index: postings do not match the terms');
  SEARCH_FIELDS.forEach((f, field) => lengths[field]!.forEach((n, doc) => (b.fieldLengths[`${f.name}/${doc}`] = n)));
  b.termIndex = terms.length;
  return builder.build();
}

type Posting = { _index: number } & Record<string, Record<string, object> | number>;

/** The parts of lunr.Builder's state that `add` fills in (its typings leave them out). */
export interface BuilderState {
  documentCount: number;
  termIndex: number;
  _documents: Record<string, object>;
  invertedIndex: Record<string, Posting>;
  fieldTermFrequencies: Record<string, Record<string, number>>;
  fieldLengths: Record<string, number>;
}
