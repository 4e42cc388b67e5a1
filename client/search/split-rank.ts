// Ranks a split index's hits as lunr.Index#query ranks them over the whole index — the same hits, scores and order
// (search-split.test.ts compares them) — from the shards' postings held in typed arrays. lunr builds objects per
// posting (match data, field references, vectors): a big site's common word has hundreds of thousands of postings,
// which took it seconds (`commit`, 60,423 hits at 10,000 pages: 0.6 s in Node). Here a query is one pass over its
// terms' postings, and only the page of hits shown is sorted out of the rest.
import lunr from 'lunr';
import { SEARCH_FIELDS } from './compact-index.ts';
import type { Hit, Ranking } from './ranking.ts';
import type { SearchVersion } from '../../generator/types.ts';

/** A term's postings in one field, in document order: the document, and its score in thousandths. */
export interface TermPostings {
  docs: Int32Array;
  scores: Int32Array;
}

const FIELDS = SEARCH_FIELDS.length;
const TITLE = SEARCH_FIELDS.findIndex((f) => f.name === 'title');

/** A query clause with the index terms it stands for. */
export interface ExpandedClause {
  /** Field numbers (SEARCH_FIELDS order). */
  fields: number[];
  boost: number;
  terms: string[];
}

interface LunrClause {
  term: string;
  fields: string[];
  boost: number;
  usePipeline: boolean;
}

/** The clauses of the query `build` makes, each with its terms expanded as lunr.Index#query expands them. */
export function expandClauses(index: lunr.Index, build: lunr.Index.QueryBuilder): ExpandedClause[] {
  const idx = index as unknown as { fields: string[]; pipeline: lunr.Pipeline & { runString(s: string, m: object): string[] }; tokenSet: lunr.TokenSet };
  const query = new lunr.Query(idx.fields);
  build.call(query, query);
  return (query.clauses as unknown as LunrClause[]).map((clause) => {
    const terms: string[] = [];
    for (const term of clause.usePipeline ? idx.pipeline.runString(clause.term, { fields: clause.fields }) : [clause.term]) {
      const set = (lunr.TokenSet as unknown as { fromClause(c: LunrClause): lunr.TokenSet }).fromClause({ ...clause, term });
      terms.push(...idx.tokenSet.intersect(set).toArray());
    }
    return { fields: clause.fields.map((name) => SEARCH_FIELDS.findIndex((f) => f.name === name)), boost: clause.boost, terms };
  });
}

export interface SplitQuery {
  clauses: ExpandedClause[];
  /** The reader's words (stop words aside) and their stems: a hit whose title holds them all counts double. */
  wanted: (readonly [string, string])[];
}

/**
 * Per-document work arrays of rankings, kept by an engine from one query to the next: a common prefix on a
 * 100,000-page site has some 700,000 hits, and arrays the size of the index made for each letter typed kept the tab
 * collecting garbage. Between rankings every entry is zero (`firstPair`: NONE); a ranking resets those it used.
 */
export interface RankScratch {
  dots: Float64Array[];
  /** Per document, a bit per field it matched in. */
  fieldsOf: Uint8Array;
  /** Per document, the first of the query's (term, field) pairs, in lunr's order, it has a posting for. */
  firstPair: Int32Array;
  /** Per document, a bit per word wanted that its title holds. */
  titleWords: Uint8Array;
  /** Room for the numbers of the documents found. */
  found: Int32Array;
}

const NONE = 0x7fffffff;

export function rankScratch(docCount: number): RankScratch {
  return { dots: SEARCH_FIELDS.map(() => new Float64Array(docCount)), fieldsOf: new Uint8Array(docCount), firstPair: new Int32Array(docCount).fill(NONE), titleWords: new Uint8Array(docCount), found: new Int32Array(docCount) };
}

/**
 * The ranking of `query` over the documents `0 … versions.length - 1`. `postings` (by pair: term number × fields +
 * field) must hold every term the clauses expand to in the clauses' fields (split-engine.ts loads their shards
 * first); `terms` names the term numbers; `scratch` is sized for `versions.length` documents.
 */
export function rankSplit(query: SplitQuery, postings: readonly (TermPostings | undefined)[], termNumbers: ReadonlyMap<string, number>, terms: readonly string[], versions: readonly (SearchVersion | undefined)[], scratch: RankScratch): Ranking {
  // lunr's query vector per field: a boost per clause a term comes from. Pairs of (term, field) in the order lunr
  // first meets them, which orders hits of equal score.
  const weights = SEARCH_FIELDS.map(() => new Map<number, number>());
  const pairs: number[] = [];
  const seenPairs = new Set<number>();
  for (const clause of query.clauses) {
    for (const term of clause.terms) {
      const t = termNumbers.get(term)!;
      for (const f of clause.fields) {
        if (!postings[t * FIELDS + f]) throw new Error(`search index: the shard of "${term}" is not loaded`);
        weights[f]!.set(t, (weights[f]!.get(t) ?? 0) + clause.boost);
        if (!seenPairs.has(t * FIELDS + f)) {
          seenPairs.add(t * FIELDS + f);
          pairs.push(t * FIELDS + f);
        }
      }
    }
  }
  const all = (1 << query.wanted.length) - 1;
  const wantedIn = (term: string) => query.wanted.reduce((mask, [w, stem], i) => (term.startsWith(w) || term === stem ? mask | (1 << i) : mask), 0);
  // One pass over each term's postings in the fields asked, terms in index order: per field, the dot product of the
  // query vector with each document's adds its terms in that order, as lunr.Vector#dot does, so the sums round
  // alike. Each document also gets the place lunr first met it at: its first (term, field) pair, then its number.
  const pairAt = new Map(pairs.map((pair, i) => [pair, i]));
  const titled = query.wanted.length > 1;
  for (const t of [...new Set(pairs.map((pair) => Math.floor(pair / FIELDS)))].sort((a, b) => a - b)) {
    const words = titled ? wantedIn(terms[t]!) : 0;
    for (let f = 0; f < FIELDS; f++) {
      const weight = weights[f]!.get(t);
      if (weight !== undefined) addPostings(postings[t * FIELDS + f]!, weight, f, pairAt.get(t * FIELDS + f)!, f === TITLE ? words : 0, scratch);
    }
  }
  const magnitudes = weights.map((byTerm) => Math.sqrt([...byTerm].sort(([a], [b]) => a - b).reduce((sum, [, w]) => sum + w * w, 0)));
  const { hits, raw, order, scores } = sumFields(magnitudes, titled ? all : -1, scratch);
  // Best first: the score, then lunr's own score (its sort came first), then lunr's order of meeting them.
  const before = (a: number, b: number) => scores[a]! > scores[b]! || (scores[a] === scores[b] && (raw[a]! > raw[b]! || (raw[a] === raw[b] && order[a]! < order[b]!)));
  const hitTerms = (d: number) => {
    const out = new Set<string>();
    for (const pair of pairs) {
      const f = pair % FIELDS;
      const t = (pair - f) / FIELDS;
      if (hasPosting(postings[pair]!, d)) out.add(terms[t]!);
    }
    return [...out];
  };
  let last: { inScope: (v: SearchVersion | undefined) => boolean; skip: number; max: number; page: ReturnType<Ranking['page']> } | undefined;
  return {
    page(inScope, skip, max, known) {
      // An answer asks twice, with the same scope: for the chunks to fetch (split-engine.ts), then to show them.
      if (!known && last?.inScope === inScope && last.skip === skip && last.max === max) return last.page;
      const best = new BoundedBest(skip + max, before);
      let total = 0;
      // Documents of one version come in runs: ask `inScope` once per run.
      let version: SearchVersion | undefined | null = null;
      let wanted = false;
      for (let k = 0; k < hits.length; k++) {
        const v = versions[hits[k]!];
        if (v !== version) wanted = inScope((version = v));
        if (!wanted) continue;
        total++;
        if (known && !known(hits[k]!)) continue;
        // Most hits score below the last of the best so far: they need no comparison of ties.
        const worst = best.worst();
        if (worst === undefined || scores[k]! >= scores[worst]!) best.offer(k);
      }
      const page = { total, hits: best.sorted().slice(skip).map((k) => ({ doc: hits[k]!, score: scores[k]!, terms: hitTerms(hits[k]!) })) };
      if (!known) last = { inScope, skip, max, page };
      return page;
    },
  };
}

// The loops over every posting and every document, apart: small functions V8 optimizes after a call or two, where
// the same loops inside rankSplit ran unoptimized for the first several queries. The per-document arrays are read in
// document order, not in the order hits were found: at 900,000 documents they are far larger than the CPU's caches.

/** Adds one (term, field) pair's postings (the `pair`th of the query) to the documents' dot products. */
function addPostings({ docs, scores }: TermPostings, weight: number, f: number, pair: number, words: number, scratch: RankScratch): void {
  const { fieldsOf, firstPair, titleWords } = scratch;
  const dot = scratch.dots[f]!;
  const bit = 1 << f;
  for (let i = 0; i < docs.length; i++) {
    const d = docs[i]!;
    fieldsOf[d]! |= bit;
    dot[d]! += weight * (scores[i]! / 1000);
    if (pair < firstPair[d]!) firstPair[d] = pair;
    if (words) titleWords[d]! |= words;
  }
}

/**
 * The documents found, with their scores (their fields' dot products over the query vector's magnitudes, doubled
 * when the title holds every word wanted: `all`, or -1 for no doubling) and lunr's order of meeting them; resets the
 * scratch entries it read.
 */
function sumFields(magnitudes: number[], all: number, scratch: RankScratch): { hits: Int32Array; raw: Float64Array; order: Float64Array; scores: Float64Array } {
  const { dots, fieldsOf, firstPair, titleWords, found } = scratch;
  let count = 0;
  for (let d = 0; d < fieldsOf.length; d++) if (fieldsOf[d]) found[count++] = d;
  const hits = found.slice(0, count);
  const raw = new Float64Array(count);
  const order = new Float64Array(count);
  const scores = all >= 0 ? new Float64Array(count) : raw;
  for (let k = 0; k < count; k++) {
    const d = hits[k]!;
    order[k] = firstPair[d]! * fieldsOf.length + d;
    // Two fields: their sum is the same in whichever order lunr added them.
    for (let f = 0; f < FIELDS; f++) {
      if (fieldsOf[d]! & (1 << f)) raw[k]! += dots[f]![d]! / magnitudes[f]! || 0;
      dots[f]![d] = 0;
    }
    if (all >= 0) scores[k] = titleWords[d] === all ? raw[k]! * 2 : raw[k]!;
    fieldsOf[d] = 0;
    firstPair[d] = NONE;
    titleWords[d] = 0;
  }
  return { hits, raw, order, scores };
}

/** Whether document `d` has a posting in `postings` (which are in document order). */
function hasPosting({ docs }: TermPostings, d: number): boolean {
  let lo = 0;
  let hi = docs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (docs[mid]! < d) lo = mid + 1;
    else hi = mid;
  }
  return docs[lo] === d;
}

/** The first `n` of the items offered, in `before`'s order: a heap whose root is the last of the best so far. */
class BoundedBest {
  private readonly heap: number[] = [];
  constructor(private readonly n: number, private readonly before: (a: number, b: number) => boolean) {}

  offer(item: number): void {
    const { heap, before } = this;
    if (heap.length < this.n) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0 && before(heap[(i - 1) >> 1]!, heap[i]!); i = (i - 1) >> 1) {
        [heap[i], heap[(i - 1) >> 1]] = [heap[(i - 1) >> 1]!, heap[i]!];
      }
    } else if (this.n > 0 && before(item, heap[0]!)) {
      heap[0] = item;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let last = i;
        if (l < heap.length && before(heap[last]!, heap[l]!)) last = l;
        if (r < heap.length && before(heap[last]!, heap[r]!)) last = r;
        if (last === i) break;
        [heap[i], heap[last]] = [heap[last]!, heap[i]!];
        i = last;
      }
    }
  }

  /** The last of the best `n` once there are `n`. */
  worst(): number | undefined {
    return this.heap.length === this.n ? this.heap[0] : undefined;
  }

  sorted(): number[] {
    return [...this.heap].sort((a, b) => (this.before(a, b) ? -1 : this.before(b, a) ? 1 : 0));
  }
}
