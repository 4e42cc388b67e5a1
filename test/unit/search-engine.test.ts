// The search engine's answers: four-letter typos retried as longer ones are, the index terms each result matched
// (what its excerpt marks: never a stop word), the sidebar trail a page's headings and sections share, and one engine
// for the search box and the search page.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { engineOf, search, TYPO_MAX_LENGTH, TYPO_MIN_LENGTH } from '../../client/search/engine.ts';
import { loadEngine } from '../../client/search/load.ts';
import { buildSearchIndex } from '../../generator/search/lunr-index.ts';
import type { SearchRecord } from '../../generator/search/records.ts';

const page = (title: string, text: string, trail?: string[]): SearchRecord => ({
  title, pageTitle: title, type: 0, url: `/docs/${title.toLowerCase()}`, content: text, keywords: '', titleText: title, fullText: text, ...(trail ? { trail } : {}),
});
const section = (pageTitle: string, title: string, text: string): SearchRecord => ({
  title, pageTitle, type: 2, url: `/docs/${pageTitle.toLowerCase()}#${title.toLowerCase()}`, content: text, keywords: '', titleText: title, fullText: text,
});
const records = [
  page('Amend', 'Fold pending changes into the current commit.', ['Commands']),
  section('Amend', 'Options', 'Edit the message as well as the files.'),
  page('Undo', 'Take back the last command and its effects.', ['Overview']),
  page('Goto', 'Move to another commit.'),
];
const engine = engineOf(records, buildSearchIndex(records));

test('a four-letter typo is retried with one letter off, as longer ones are; three letters are not guessed at', () => {
  assert.is(TYPO_MIN_LENGTH, 4);
  assert.ok(TYPO_MAX_LENGTH >= 20, 'the long-word bound stays');
  const [hit] = search(engine, 'amnd', 5);
  assert.is(hit?.url, '/docs/amend');
  assert.ok(hit!.terms.includes('amend'), hit!.terms.join());
  assert.is(search(engine, 'undp', 5)[0]?.url, '/docs/undo');
  assert.equal(search(engine, 'amn', 5).map((r) => r.url), []);
});

test('a result holds the index terms it matched: stems and completions, never the stop words of the query', () => {
  const [hit] = search(engine, 'the last commands and', 5);
  assert.is(hit?.url, '/docs/undo');
  assert.equal(hit!.terms.sort(), ['command', 'last']);
  const [prefix] = search(engine, 'chang', 5);
  assert.ok(prefix!.terms.includes('chang'), prefix!.terms.join());
});

test('a page record\'s trail goes to the headings and sections after it; a page without one has none', () => {
  assert.equal(engine.docs.map((d) => d!.trail), [['Commands'], ['Commands'], ['Overview'], []]);
  assert.equal(search(engine, 'message', 5)[0]?.trail, ['Commands']);
});

test('the search box and the search page share one engine; a failed load is tried again', async () => {
  const files: Record<string, unknown> = { '/docs.json': records, '/index.json': buildSearchIndex(records) };
  let calls = 0;
  let fail = true;
  const original = globalThis.fetch;
  globalThis.fetch = (async (url: string) => {
    calls++;
    if (fail) return new Response('gone', { status: 404 });
    return new Response(JSON.stringify(files[url]), { status: 200 });
  }) as typeof fetch;
  try {
    await loadEngine('/docs.json', '/index.json').then(() => assert.unreachable('a failed load rejects'), (err: Error) => assert.match(err.message, /HTTP 404/));
    fail = false;
    const [a, b] = await Promise.all([loadEngine('/docs.json', '/index.json'), loadEngine('/docs.json', '/index.json')]);
    assert.is(a, b);
    assert.is(calls, 4, 'two files twice: the failed load, then one for both');
    assert.is(search(a, 'goto', 5)[0]?.url, '/docs/goto');
  } finally {
    globalThis.fetch = original;
  }
});

test.run();
