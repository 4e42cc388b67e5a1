// Stage 3e: the search index of the search records, in the compact form the browser rebuilds into a
// lunr.Index (client/search/compact-index.ts). A module of its own so that builds which reuse the cached
// index never load lunr.
import lunr from 'lunr';
import { SEARCH_SEPARATOR } from '../client/constants.ts';
import { SEARCH_FIELDS, TYPE_BOOST, writeVarints, type BuilderState, type CompactIndex } from '../client/search/compact-index.ts';
import type { SearchRecord } from './search.ts';

/**
 * Single characters are not worth a posting: in body text they are flags (`-r`) and placeholders, and a
 * one-letter query matching hundreds of sections costs more than the whole budget of a query.
 */
function dropSingleCharacters(token: lunr.Token): lunr.Token | undefined {
  return token.toString().length > 1 ? token : undefined;
}
// lunr warns about pipeline functions it cannot name (it names them when serializing, which we never do).
lunr.Pipeline.registerFunction(dropSingleCharacters as lunr.PipelineFunction, 'dropSingleCharacters');

/** A lunr builder fed the records the way lunr() would (trimmer, stop words, stemmer; our separator), less single characters. */
export function indexRecords(records: SearchRecord[]): lunr.Builder {
  const previous = lunr.tokenizer.separator;
  lunr.tokenizer.separator = SEARCH_SEPARATOR;
  try {
    const builder = new lunr.Builder();
    builder.pipeline.add(lunr.trimmer, lunr.stopWordFilter, dropSingleCharacters as lunr.PipelineFunction, lunr.stemmer);
    builder.searchPipeline.add(lunr.stemmer);
    builder.ref('i');
    for (const f of SEARCH_FIELDS) builder.field(f.name, { boost: f.boost });
    records.forEach((r, i) => builder.add({ i: String(i), title: r.titleText, content: r.fullText }, { boost: TYPE_BOOST[r.type] }));
    return builder;
  } finally {
    lunr.tokenizer.separator = previous;
  }
}

/** What the builder holds, as terms and postings (see CompactIndex). */
export function encodeIndex(builder: lunr.Builder): CompactIndex {
  const b = builder as unknown as BuilderState;
  const terms = Object.keys(b.invertedIndex).sort();
  const numbers: number[] = [];
  for (const term of terms) {
    const postings: [doc: number, code: number][] = [];
    SEARCH_FIELDS.forEach((f, field) => {
      for (const ref of Object.keys(b.invertedIndex[term]![f.name] as object)) {
        const tf = b.fieldTermFrequencies[`${f.name}/${ref}`]![term]!;
        postings.push([Number(ref), (tf - 1) * SEARCH_FIELDS.length + field]);
      }
    });
    postings.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
    numbers.push(postings.length);
    let doc = 0;
    for (const [d, code] of postings) {
      numbers.push(d - doc, code);
      doc = d;
    }
  }
  return { v: 1, docs: b.documentCount, terms: terms.join(' '), postings: writeVarints(numbers) };
}

export function buildSearchIndex(records: SearchRecord[]): CompactIndex {
  return encodeIndex(indexRecords(records));
}
