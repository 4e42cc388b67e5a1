// The search engine in the browser: loads the two generated files and answers queries with lunr's query
// builder — never `index.search(userString)`, so no input (lunr syntax included) can throw.
import lunr from 'lunr';
import { SEARCH_SEPARATOR, SEARCH_TERM_BOOST } from '../constants.ts';
import type { SearchDoc } from '../../generator/types.ts';
import { decodeIndex, TYPE_BOOST, type CompactIndex } from './compact-index.ts';

export interface SearchEngine {
  index: lunr.Index;
  docs: SearchDoc[];
}

export interface SearchResult extends SearchDoc {
  score: number;
  /** The index terms it matched (stems; a typo retry's corrections among them): what its excerpt marks. */
  terms: string[];
}

/** A prefix shorter than this is completed from titles only. */
export const SHORT_PREFIX = 3;

/**
 * A term this long with no hit is retried with one letter wrong, missing, extra or swapped: from four letters, so
 * "amnd" finds amend as "rebse" finds rebase. A shorter word is a prefix being typed or a word of its own.
 */
export const TYPO_MIN_LENGTH = 4;

/**
 * Up to this long: the fuzzy set a retry builds grows with the term's length (a 2,000-letter word held the tab
 * for seconds), and no word a reader misspells is longer.
 */
export const TYPO_MAX_LENGTH = 24;

/** What of a query is searched: more is a paste, not a search, and each letter and word costs the tab time. */
export const MAX_QUERY_CHARS = 100;
export const MAX_QUERY_TERMS = 8;
/** Words retried as typos per query: a query of misspelt words is noise, and each retry walks the index. */
export const MAX_TYPO_TERMS = 2;

/** Engines by their files: the navbar's box and the search page share one (a failed load is forgotten, to retry). */
const engines = new Map<string, Promise<SearchEngine>>();

export function loadEngine(docsUrl: string, indexUrl: string): Promise<SearchEngine> {
  const key = `${docsUrl} ${indexUrl}`;
  let engine = engines.get(key);
  if (!engine) {
    engine = Promise.all([fetchJson<Partial<SearchDoc>[]>(docsUrl), fetchJson<CompactIndex>(indexUrl)]).then(([docs, index]) => engineOf(docs, index));
    engine.catch(() => engines.delete(key));
    engines.set(key, engine);
  }
  return engine;
}

/**
 * The engine from the two files' contents. The documents file leaves out empty content and keywords, and gives
 * the sidebar trail on a page's record only: its headings and sections follow it, and share it.
 */
export function engineOf(docs: Partial<SearchDoc>[], index: CompactIndex): SearchEngine {
  let trail: string[] = [];
  const all = docs.map((d) => {
    if (d.type === 0) trail = d.trail ?? [];
    return { content: '', keywords: '', ...d, trail } as SearchDoc;
  });
  return { docs: all, index: decodeIndex(index, (i) => TYPE_BOOST[all[i]?.type ?? 2] ?? 1) };
}

async function fetchJson<T>(url: string): Promise<T> {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  return r.json() as Promise<T>;
}

/**
 * Split like the index's tokenizer; drop `*`, which lunr's token sets read as a wildcard. Each word once, and
 * only the query's first MAX_QUERY_CHARS characters and MAX_QUERY_TERMS words.
 */
export function queryTerms(query: string): string[] {
  const terms = query.slice(0, MAX_QUERY_CHARS).toLowerCase().split(SEARCH_SEPARATOR).map((t) => t.replace(/\*/g, '')).filter(Boolean);
  return [...new Set(terms)].slice(0, MAX_QUERY_TERMS);
}

/**
 * Whole-term matches boosted ×10, plus trailing-wildcard matches; a term of 4 to 24 letters that matches nothing
 * is retried with edit distance 1. One result per URL (a heading and its section share one); at most `max`
 * (Infinity: every hit, for the search page).
 */
export function search(engine: SearchEngine, query: string, max: number, inScope: (doc: SearchDoc) => boolean = () => true): SearchResult[] {
  const terms = queryTerms(query);
  if (!terms.length) return [];
  const typos = terms.filter((t) => t.length >= TYPO_MIN_LENGTH && t.length <= TYPO_MAX_LENGTH && !hasMatch(engine.index, t)).slice(0, MAX_TYPO_TERMS);
  const hits = engine.index.query((q) => {
    for (const term of terms) {
      if (typos.includes(term)) {
        q.term(term, { editDistance: 1 });
        q.term(term, { editDistance: 1, usePipeline: false });
      } else {
        q.term(term, { boost: SEARCH_TERM_BOOST });
        // A one- or two-letter last word is a reader mid-word: expanded over every word of the body text it
        // matches most of the site (slow, and noise); over titles it completes what they are typing. Before
        // the last word, it is a word of its own ("a", "ui"): ten completed ones took tens of milliseconds.
        if (term.length >= SHORT_PREFIX) q.term(term, { usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING });
        else if (term === terms[terms.length - 1]) q.term(term, { usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING, fields: ['title'] });
      }
    }
  });
  // lunr adds up what each term matched, so a long page that mentions every word somewhere can outrank the
  // section whose heading names them all. A result whose title holds every word the reader typed (stop words
  // aside, which are not indexed) counts double.
  const typed = terms.filter((t) => !typos.includes(t));
  const wanted = typed.filter((t) => lunr.stopWordFilter(new lunr.Token(t, {})) !== undefined).map((t) => [t, stem(t)] as const);
  const ranked = hits.map((h) => {
    const found = Object.entries(h.matchData.metadata as Record<string, Record<string, unknown>>);
    const inTitle = wanted.length > 1 && wanted.every(([t, s]) => found.some(([m, fields]) => 'title' in fields && (m.startsWith(t) || m === s)));
    return { h, terms: found.map(([m]) => m), score: inTitle ? h.score * 2 : h.score };
  }).sort((a, b) => b.score - a.score);
  const results: SearchResult[] = [];
  const seen = new Set<string>();
  for (const { h, terms: matched, score } of ranked) {
    const doc = engine.docs[Number(h.ref)];
    if (!doc || seen.has(doc.url) || !inScope(doc)) continue;
    seen.add(doc.url);
    results.push({ ...doc, score, terms: matched });
    if (results.length === max) break;
  }
  return results;
}

const stem = (term: string) => lunr.stemmer(new lunr.Token(term, {})).toString();

/** Whether `term` as a whole word (stemmed) or as a prefix is in the index. */
function hasMatch(index: lunr.Index, term: string): boolean {
  const stemmed = stem(term);
  const idx = index as unknown as { invertedIndex: Record<string, unknown>; tokenSet: lunr.TokenSet };
  if (idx.invertedIndex[stemmed] || idx.invertedIndex[term]) return true;
  const prefix = (lunr.TokenSet as unknown as { fromString(s: string): lunr.TokenSet }).fromString(`${term}*`);
  return idx.tokenSet.intersect(prefix).toArray().length > 0;
}
