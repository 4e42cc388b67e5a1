// Issue 20.4: no query holds the tab. The typo retry's fuzzy set grows with a word's length (a 2,000-letter
// word took 3.5 s, 10,000 letters 41 s), and every word of a query walks the index: what a query may cost is
// bounded, and what it is cut to still finds what it names.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import lunr from 'lunr';
import { engineOf, MAX_QUERY_CHARS, MAX_QUERY_TERMS, MAX_TYPO_TERMS, queryTerms, search, TYPO_MAX_LENGTH } from '../../client/search/engine.ts';
import { buildSearchIndex } from '../../generator/search/lunr-index.ts';
import type { SearchRecord } from '../../generator/search/records.ts';

const pages = [['Apple', 'Apples grow on trees.'], ['Banana', 'Bananas are yellow.'], ['Commit', 'Record your changes with commit.'], ['Rebase', 'Move commits onto another base.']];
const records: SearchRecord[] = pages.map(([title, text]) => ({ title: title!, pageTitle: title!, type: 0, url: `/docs/${title!.toLowerCase()}`, content: text!, keywords: '', titleText: title!, fullText: text! }));
const engine = engineOf(records, buildSearchIndex(records));
const urls = (query: string) => search(engine, query, 5).map((r) => r.url);

/** The terms lunr built a fuzzy (typo) set for while `f` ran; one past any sane length stops the run instead of hanging it. */
function fuzzyTerms(f: () => void): string[] {
  const sets = lunr.TokenSet as unknown as { fromFuzzyString(s: string, d: number): lunr.TokenSet };
  const original = sets.fromFuzzyString;
  const seen: string[] = [];
  sets.fromFuzzyString = (s, d) => {
    seen.push(s);
    if (s.length > 1000) throw new Error(`a fuzzy set for a ${s.length}-letter term`);
    return original.call(lunr.TokenSet, s, d);
  };
  try {
    f();
  } finally {
    sets.fromFuzzyString = original;
  }
  return seen;
}

test('a 10,000-letter word builds no fuzzy set and answers; a word before it still finds its page', () => {
  const long = 'qwertyuiop'.repeat(1000);
  let found: string[] = [];
  const fuzzy = fuzzyTerms(() => {
    assert.equal(urls(long), []);
    found = urls(`commit ${long}`);
  });
  assert.ok(fuzzy.every((t) => t.length <= TYPO_MAX_LENGTH), `fuzzy sets for terms of ${fuzzy.map((t) => t.length).join(', ')} letters`);
  assert.is(found[0], '/docs/commit');
});

test('a query is cut to its first characters and words, each word once', () => {
  assert.equal(queryTerms('x'.repeat(10_000)), ['x'.repeat(MAX_QUERY_CHARS)]);
  const words = Array.from({ length: 30 }, (_, i) => `w${i}`);
  assert.equal(queryTerms(words.join(' ')), words.slice(0, MAX_QUERY_TERMS));
  assert.equal(queryTerms('commit Commit COMMIT rebase'), ['commit', 'rebase']);
});

test('a typo is still retried, in at most a few words of a query', () => {
  assert.equal(urls('bananna'), ['/docs/banana']);
  // Each retried word as typed and stemmed; only the first MAX_TYPO_TERMS of the four.
  const fuzzy = fuzzyTerms(() => urls('bananna applle commmit rebasse'));
  const retried = ['bananna', 'applle', 'commmit', 'rebasse'].filter((w) => fuzzy.some((t) => w.startsWith(t.slice(0, 4))));
  assert.equal(retried, ['bananna', 'applle'].slice(0, MAX_TYPO_TERMS));
});

test('a one- or two-letter word is completed from titles only as the last word, where the reader is typing', () => {
  assert.equal(urls('banana a'), ['/docs/banana', '/docs/apple']);
  assert.equal(urls('a banana'), ['/docs/banana']);
});

test.run();
