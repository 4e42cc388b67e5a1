// The search engine in the browser: loads the two generated files and answers queries with lunr's query
// builder — never `index.search(userString)`, so no input (lunr syntax included) can throw.
import lunr from 'lunr';
import { SEARCH_SEPARATOR, SEARCH_TERM_BOOST } from '../constants.ts';
import type { SearchDoc } from '../../generator/types.ts';

export interface SearchEngine {
  index: lunr.Index;
  docs: SearchDoc[];
}

export interface SearchResult extends SearchDoc {
  score: number;
}

export async function loadEngine(docsUrl: string, indexUrl: string): Promise<SearchEngine> {
  const [docs, index] = await Promise.all([fetchJson<Partial<SearchDoc>[]>(docsUrl), fetchJson<object>(indexUrl)]);
  // The file leaves out empty content and keywords.
  return { docs: docs.map((d) => ({ content: '', keywords: '', ...d }) as SearchDoc), index: lunr.Index.load(index) };
}

async function fetchJson<T>(url: string): Promise<T> {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  return r.json() as Promise<T>;
}

/** Split like the index's tokenizer; drop `*`, which lunr's token sets read as a wildcard. */
export function queryTerms(query: string): string[] {
  return query.toLowerCase().split(SEARCH_SEPARATOR).map((t) => t.replace(/\*/g, '')).filter(Boolean);
}

/** Whole-term matches boosted ×10, plus trailing-wildcard matches; at most `max` results. */
export function search(engine: SearchEngine, query: string, max: number): SearchResult[] {
  const terms = queryTerms(query);
  if (!terms.length) return [];
  const hits = engine.index.query((q) => {
    for (const term of terms) {
      q.term(term, { boost: SEARCH_TERM_BOOST });
      q.term(term, { usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING });
    }
  });
  return hits.slice(0, max).map((h) => ({ ...engine.docs[Number(h.ref)]!, score: h.score }));
}
