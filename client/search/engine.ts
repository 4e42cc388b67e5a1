// The search engine in the browser: answers queries with lunr's query builder — never `index.search(userString)`,
// so no input (lunr syntax included) can throw. load.ts loads it from the two generated files; a large site's files
// are split, and split-engine.ts loads what each query needs before it is answered here.
import lunr from 'lunr';
import { SEARCH_SEPARATOR, SEARCH_TERM_BOOST } from '../constants.ts';
import type { SearchDoc, SearchVersion } from '../../generator/types.ts';
import { decodeIndex, TYPE_BOOST, type CompactIndex } from './compact-index.ts';
import type { DocsManifest, SplitIndex } from './split-index.ts';
import type { Ranking } from './ranking.ts';
import { expandClauses, rankSplit, type RankScratch, type TermPostings } from './split-rank.ts';

export interface SearchEngine {
  index: lunr.Index;
  /** The documents by number: all of them, or (split) those of the chunks loaded so far and those the shards brought. */
  docs: (SearchDoc | undefined)[];
  /** Each document's docs version, known before its chunk is there: a query is scoped by it. */
  versions: (SearchVersion | undefined)[];
  /** A split index's loader of the parts a query needs; undefined for a whole index. */
  split?: SplitParts;
  /**
   * The last query's ranking: a render asks again for the same query (a keystroke elsewhere, an arrow key, a split
   * index's chunks arriving), and a big site's common word has thousands of hits to score.
   */
  last?: { query: string; ranking: Ranking };
}

/** What a split engine has loaded, and how it loads the rest (split-engine.ts). */
export interface SplitParts {
  /** Loads the shards, text shards' heads or chunks by number that are not loaded yet: undefined when none is missing. */
  load(kind: 'shard' | 'heads' | 'chunk', numbers: Iterable<number>): Promise<void> | undefined;
  index: SplitIndex;
  manifest: DocsManifest;
  /** Term → its number in the vocabulary. */
  termNumbers: Map<string, number>;
  /** The vocabulary, by number. */
  terms: string[];
  /** The postings of the terms whose shards are loaded and read, by pair: term number × fields + field. */
  postings: (TermPostings | undefined)[];
  /** The work arrays of its rankings, made on the first. */
  scratch(): RankScratch;
  /** Per term number, its word's best hits (best first) that the loaded heads name, whose records they carry. */
  words: Map<number, number[]>;
  /** The query whose shards arrived last: its ranking waits for a paint of its preview (split-engine.ts). */
  arrived?: string;
  /** Whether any of these loaded shards' postings are not read yet. */
  unread(numbers: Iterable<number>): boolean;
  /** Reads the postings of these loaded shards that are not read yet; throws on a malformed one (fetched again next time). */
  read(numbers: Iterable<number>): void;
}

/** A page of a query's answers, and how many there are in all. */
export interface Found {
  total: number;
  results: SearchResult[];
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

/**
 * The engine from the two files' contents. The documents file leaves out empty content and keywords, and gives
 * the sidebar trail on a page's record only: its headings and sections follow it, and share it.
 */
export function engineOf(docs: Partial<SearchDoc>[], index: CompactIndex): SearchEngine {
  const all = withTrails(docs);
  return { docs: all, versions: all.map((d) => d.version), index: decodeIndex(index, (i) => TYPE_BOOST[all[i]?.type ?? 2] ?? 1) };
}

/** Documents as the files hold them, with empty content and keywords restored and each page's trail on its headings. */
export function withTrails(docs: Partial<SearchDoc>[]): SearchDoc[] {
  let trail: string[] = [];
  return docs.map((d) => {
    if (d.type === 0 || d.trail) trail = d.trail ?? [];
    return { content: '', keywords: '', ...d, trail } as SearchDoc;
  });
}

export async function fetchJson<T>(url: string): Promise<T> {
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

/** What a query looks for: its words, those retried as typos, and the lunr query it makes. */
export function queryOf(index: lunr.Index, query: string): { terms: string[]; typos: string[]; build: lunr.Index.QueryBuilder } {
  const terms = queryTerms(query);
  const typos = terms.filter((t) => t.length >= TYPO_MIN_LENGTH && t.length <= TYPO_MAX_LENGTH && !hasMatch(index, t)).slice(0, MAX_TYPO_TERMS);
  const build = (q: lunr.Query) => {
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
  };
  return { terms, typos, build };
}

/**
 * Whole-term matches boosted ×10, plus trailing-wildcard matches; a term of 4 to 24 letters that matches nothing
 * is retried with edit distance 1. A split engine must have the shards of the query's terms (split-engine.ts).
 */
export function rank(engine: SearchEngine, query: string): Ranking {
  if (engine.last?.query !== query) engine.last = { query, ranking: rankAll(engine, query) };
  return engine.last.ranking;
}

function rankAll(engine: SearchEngine, query: string): Ranking {
  const { terms, typos, build } = queryOf(engine.index, query);
  if (!terms.length) return { page: () => ({ total: 0, hits: [] }) };
  // lunr adds up what each term matched, so a long page that mentions every word somewhere can outrank the
  // section whose heading names them all. A result whose title holds every word the reader typed (stop words
  // aside, which are not indexed) counts double.
  const typed = terms.filter((t) => !typos.includes(t));
  const wanted = typed.filter((t) => lunr.stopWordFilter(new lunr.Token(t, {})) !== undefined).map((t) => [t, stem(t)] as const);
  const { split } = engine;
  if (split) return rankSplit({ clauses: expandClauses(engine.index, build), wanted }, split.postings, split.termNumbers, split.terms, engine.versions, split.scratch());
  // (Per hit only what ranking needs: a common word on a big site has tens of thousands.)
  const inTitle = (matched: Record<string, object>) => wanted.every(([t, s]) => Object.keys(matched).some((m) => 'title' in matched[m]! && (m.startsWith(t) || m === s)));
  const hits = engine.index.query(build).map((h) => {
    const matched = h.matchData.metadata as Record<string, object>;
    return { doc: Number(h.ref), matched, score: wanted.length > 1 && inTitle(matched) ? h.score * 2 : h.score };
  }).sort((a, b) => b.score - a.score);
  return {
    page(inScope, skip, max) {
      const found = hits.filter((h) => inScope(engine.versions[h.doc]));
      return { total: found.length, hits: found.slice(skip, skip + max).map(({ doc, score, matched }) => ({ doc, score, terms: Object.keys(matched) })) };
    },
  };
}

/**
 * `max` answers from the `skip`th on (a split engine must have their documents' chunks), and how many there are.
 * Every record has a URL of its own, so each answer is a different place.
 */
export function searchPage(engine: SearchEngine, query: string, skip: number, max: number, inScope?: (version: SearchVersion | undefined) => boolean): Found {
  const { total, hits } = rank(engine, query).page(inScope ?? (() => true), skip, max);
  const results = hits.flatMap(({ doc, score, terms }) => {
    const d = engine.docs[doc];
    return d ? [{ ...d, score, terms }] : [];
  });
  return { total, results };
}

/** The first `max` answers (Infinity: all of them). */
export function search(engine: SearchEngine, query: string, max: number, inScope?: (version: SearchVersion | undefined) => boolean): SearchResult[] {
  return searchPage(engine, query, 0, max, inScope).results;
}

export const stem = (term: string) => lunr.stemmer(new lunr.Token(term, {})).toString();

/** Whether `term` as a whole word (stemmed) or as a prefix is in the index's vocabulary. */
function hasMatch(index: lunr.Index, term: string): boolean {
  const { tokenSet } = index as unknown as { tokenSet: lunr.TokenSet };
  const set = (s: string) => (lunr.TokenSet as unknown as { fromString(s: string): lunr.TokenSet }).fromString(s);
  return [stem(term), `${term}*`].some((s) => tokenSet.intersect(set(s)).toArray().length > 0);
}
