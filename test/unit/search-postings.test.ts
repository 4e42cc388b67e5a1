// The index's postings as PostingsBuilder holds them (varints, documents as steps) come back as the pairs added:
// per term, (document, (tf - 1) × fields + field) in document then field order, far-apart documents included.
import lunr from 'lunr';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SEARCH_FIELDS } from '../../client/search/compact-index.ts';
import { PostingsBuilder } from '../../generator/search/lunr-index.ts';
import type { IndexText } from '../../generator/search/records.ts';

test('every term gives back its (document, code) pairs, for steps of one to three varint bytes and repeated terms', () => {
  const texts: IndexText[] = [];
  const expected = new Map<string, number[]>();
  const add = (term: string, doc: number, code: number) => expected.set(term, expected.get(term) ?? []).get(term)!.push(doc, code);
  for (let doc = 0; doc < 40_000; doc++) {
    // "kettle" in every doc's text; "teapot" in every 150th's title, twice; "samovar" in the first and the last.
    const title = doc % 150 === 0 ? 'teapot teapot' : '';
    const text = doc === 0 || doc === 39_999 ? 'kettle samovar' : 'kettle';
    texts.push([2, title, text]);
    if (title) add('teapot', doc, 1 * SEARCH_FIELDS.length + 0);
    add('kettl', doc, 0 * SEARCH_FIELDS.length + 1);
    if (text.includes('samovar')) add('samovar', doc, 1);
  }
  const postings = new PostingsBuilder();
  postings.add(texts.slice(0, 25_000));
  postings.add(texts.slice(25_000));
  assert.is(postings.docs, 40_000);
  const got = new Map([...postings.sorted()].map(([term, list]) => [term, [...list]]));
  assert.equal([...got.keys()], ['kettl', 'samovar', 'teapot']);
  for (const [term, pairs] of expected) assert.equal(got.get(term), pairs, term);
});

test('words of one term count as that term in their field; stop words and single letters count for nothing', () => {
  const postings = new PostingsBuilder();
  postings.add([[0, 'Kettles kettle the a', 'kettle, teapots'], [2, '', 'Kettles']]);
  assert.equal(postings.lengths, [[2, 0], [2, 1]]);
  const got = Object.fromEntries([...postings.sorted()].map(([term, list]) => [term, [...list]]));
  assert.equal(got, { kettl: [0, 1 * SEARCH_FIELDS.length + 0, 0, 1, 1, 1], teapot: [0, 1] });
});

test('the forms of a word in text (the punctuation around it) are one term, which lunr\'s stemmer makes once', () => {
  const stemmer = lunr.stemmer;
  let stemmed = 0;
  lunr.stemmer = (token) => (stemmed++, stemmer(token));
  try {
    const postings = new PostingsBuilder();
    postings.add([[2, '', 'quillworts quillworts, `quillworts` (quillworts). "quillworts"']]);
    const got = Object.fromEntries([...postings.sorted()].map(([term, list]) => [term, [...list]]));
    assert.equal(got, { quillwort: [0, 4 * SEARCH_FIELDS.length + 1] });
    assert.is(stemmed, 1);
  } finally {
    lunr.stemmer = stemmer;
  }
});

test.run();
