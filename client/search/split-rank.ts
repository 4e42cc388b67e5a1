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
 * The ranking of `query` over the documents `0 … docCount - 1`. `postings` (by pair: term number × fields + field)
 * must hold every term the clauses expand to in the clauses' fields (split-engine.ts loads their shards first);
 * `terms` names the term numbers.
 */
export function rankSplit(query: SplitQuery, postings: readonly (TermPostings | undefined)[], termNumbers: ReadonlyMap<string, number>, terms: readonly string[], docCount: number, versions: readonly (SearchVersion | undefined)[]): Ranking {
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
  // query vector with each document's adds its terms in that order, as lunr.Vector#dot does, so the sums round alike. Each document
  // also gets the place lunr first met it at: its first (term, field) pair, then its number.
  const pairAt = new Map(pairs.map((pair, i) => [pair, i]));
  const dots = SEARCH_FIELDS.map(() => new Float64Array(docCount));
  const fieldsOf = new Uint8Array(docCount);
  const met = new Float64Array(docCount).fill(Infinity);
  const titleWords = query.wanted.length > 1 ? new Uint8Array(docCount) : undefined;
  const found: number[] = [];
  for (const t of [...new Set(pairs.map((pair) => Math.floor(pair / FIELDS)))].sort((a, b) => a - b)) {
    const words = titleWords ? wantedIn(terms[t]!) : 0;
    for (let f = 0; f < FIELDS; f++) {
      const weight = weights[f]!.get(t);
      if (weight === undefined) continue;
      const { docs, scores } = postings[t * FIELDS + f]!;
      const firstAt = pairAt.get(t * FIELDS + f)! * docCount;
      const dot = dots[f]!;
      for (let i = 0; i < docs.length; i++) {
        const d = docs[i]!;
        if (!fieldsOf[d]) found.push(d);
        fieldsOf[d]! |= 1 << f;
        dot[d]! += weight * (scores[i]! / 1000);
        if (firstAt + d < met[d]!) met[d] = firstAt + d;
        if (words && f === TITLE) titleWords![d]! |= words;
      }
    }
  }
  const magnitudes = weights.map((byTerm) => Math.sqrt([...byTerm].sort(([a], [b]) => a - b).reduce((sum, [, w]) => sum + w * w, 0)));
  const raw = new Float64Array(found.length);
  const order = new Float64Array(found.length);
  for (let k = 0; k < found.length; k++) {
    const d = found[k]!;
    order[k] = met[d]!;
    // Two fields: their sum is the same in whichever order lunr added them.
    for (let f = 0; f < FIELDS; f++) if (fieldsOf[d]! & (1 << f)) raw[k]! += dots[f]![d]! / magnitudes[f]! || 0;
  }
  const scores = titleWords ? raw.map((s, k) => (titleWords[found[k]!] === all ? s * 2 : s)) : raw;
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
  return {
    page(inScope, skip, max) {
      const inScopeAt: number[] = [];
      for (let k = 0; k < found.length; k++) if (inScope(versions[found[k]!])) inScopeAt.push(k);
      const best = firstOf(inScopeAt, skip + max, before).slice(skip);
      const hits: Hit[] = best.map((k) => ({ doc: found[k]!, score: scores[k]!, terms: hitTerms(found[k]!) }));
      return { total: inScopeAt.length, hits };
    },
  };
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

/** The first `n` of `items` in `before`'s order, sorted: a bounded heap, so a page of a long list costs O(items · log n). */
function firstOf(items: number[], n: number, before: (a: number, b: number) => boolean): number[] {
  if (n >= items.length) return items.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  // A heap whose root is the last of the best n so far.
  const heap: number[] = [];
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let last = i;
      if (l < heap.length && before(heap[last]!, heap[l]!)) last = l;
      if (r < heap.length && before(heap[last]!, heap[r]!)) last = r;
      if (last === i) return;
      [heap[i], heap[last]] = [heap[last]!, heap[i]!];
      i = last;
    }
  };
  for (const item of items) {
    if (heap.length < n) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0 && before(heap[(i - 1) >> 1]!, heap[i]!); i = (i - 1) >> 1) {
        [heap[i], heap[(i - 1) >> 1]] = [heap[(i - 1) >> 1]!, heap[i]!];
      }
    } else if (n > 0 && before(item, heap[0]!)) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
}
