// The token set of the browser's search index holds exactly the index's terms. lunr 2.3.9 minimises a token
// set by keying each state with TokenSet#toString, which joins edge labels and node ids with no separator:
// with digit labels two different states can get the same key and be merged, which invents terms and loses
// real ones, and a query that expands to an invented term throws (client/search/token-set-key.ts fixes it).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import lunr from 'lunr';
import { decodeIndex, TYPE_BOOST } from '../../client/search/compact-index.ts';
import { engineOf, search } from '../../client/search/engine.ts';
import { buildSearchIndex } from '../../generator/search/lunr-index.ts';
import type { SearchRecord } from '../../generator/search/records.ts';

/** lunr.TokenSet's statics: the global counter of node ids, and fromArray (its typings have neither as static). */
const TokenSet = lunr.TokenSet as unknown as { _nextId: number; fromArray(terms: string[]): lunr.TokenSet };

/**
 * Terms (sorted, as lunr sorts them) built for a collision when node ids start at 1. Ids go by creation:
 * root 1; `00` 2, 3 (3: the final leaf every term ends on); `alpha`, `bravo`, `foxtrot` 4–20; `p` 21, `p0` 22,
 * `p1` 23, its x's 24–29; `q` 30, `q0` 31, its z 32; `q2` 33. State `p` (0→3, 1→23) keys as "0"+"03"+"123" and
 * state `q` (0→31, 2→3) as "0"+"031"+"23": both "003123", so stock lunr points the root's `q` edge at state
 * `p` and the set holds `q0`, `q1xxxxxx` instead of `q0z`, `q2`. Every term is its own index term.
 */
const TERMS = ['00', 'alpha', 'bravo', 'foxtrot', 'p0', 'p1xxxxxx', 'q0z', 'q2'];

/** Runs `f` with token-set ids starting at `first`, then moves the counter past every id it handed out. */
function withIdsFrom<T>(first: number, f: () => T): T {
  const saved = TokenSet._nextId;
  TokenSet._nextId = first;
  try {
    return f();
  } finally {
    TokenSet._nextId = Math.max(saved, TokenSet._nextId);
  }
}

test('TokenSet.fromArray: the set holds exactly the terms it was built from', () => {
  const set = withIdsFrom(1, () => TokenSet.fromArray(TERMS));
  assert.equal(set.toArray().sort(), TERMS);
});

const records: SearchRecord[] = TERMS.map((term, i) => ({ title: term, pageTitle: term, type: 2, url: `/docs/t${i}`, content: term, keywords: '', titleText: '', fullText: term }));
const compact = buildSearchIndex(records);

test('decoded index: its token set holds exactly its terms', () => {
  assert.is(compact.terms, TERMS.join(' '));
  const index = withIdsFrom(1, () => decodeIndex(JSON.parse(JSON.stringify(compact)), (i) => TYPE_BOOST[records[i]!.type]));
  const idx = index as unknown as { tokenSet: lunr.TokenSet; invertedIndex: Record<string, unknown> };
  assert.equal(idx.tokenSet.toArray().sort(), TERMS);
  assert.equal(Object.keys(idx.invertedIndex).sort(), TERMS);
});

test('search: each term finds its document, and no term or prefix of one throws', () => {
  const engine = withIdsFrom(1, () => engineOf(records, compact));
  const urls = (query: string): string[] => {
    try {
      return search(engine, query, 5).map((r) => r.url);
    } catch (err) {
      assert.unreachable(`search "${query}" threw: ${(err as Error).message}`);
      return [];
    }
  };
  TERMS.forEach((term, i) => {
    for (let n = 1; n < term.length; n++) urls(term.slice(0, n));
    assert.ok(urls(term).includes(`/docs/t${i}`), `search "${term}": ${urls(term).join() || 'no results'}`);
  });
});

test.run();
