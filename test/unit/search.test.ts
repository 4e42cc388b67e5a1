import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config.ts';
import { searchRecords } from '../../generator/search.ts';
import { queryTerms, search } from '../../client/search/engine.ts';
import { doc } from '../helpers/docs.ts';
import { engineFrom } from '../helpers/search-engine.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const widgets = await buildSite(await loadConfig(path.join(ROOT, 'test/fixtures/widgets/site.config.ts')));
const engine = engineFrom(widgets);

test('search documents: a page record, then one per h2/h3 heading with its anchor', () => {
  const d = { ...doc('guide/setup', { title: 'Setup', headings: ['install-it', 'configure'] }), description: 'How to set up.', frontmatter: { keywords: ['start', 'begin'] } };
  d.headings = [{ depth: 2, text: 'Install it', id: 'install-it', line: 3 }, { depth: 4, text: 'Deep', id: 'deep', line: 5 }, { depth: 3, text: 'Configure', id: 'configure', line: 7 }];
  const docs = searchRecords([d]);
  assert.equal(docs, [
    { title: 'Setup', pageTitle: 'Setup', type: 0, url: '/docs/guide/setup', content: 'How to set up.', keywords: 'start begin' },
    { title: 'Install it', pageTitle: 'Setup', type: 1, url: '/docs/guide/setup#install-it', content: '', keywords: '' },
    { title: 'Configure', pageTitle: 'Setup', type: 1, url: '/docs/guide/setup#configure', content: '', keywords: '' },
  ]);
});

test('a heading repeated on many pages is structure, not a topic: not indexed', () => {
  const pages = Array.from({ length: 12 }, (_, i) => ({ ...doc(`p${i}`), headings: [{ depth: 2, text: 'Options', id: 'options', line: 1 }, { depth: 2, text: `Topic ${i}`, id: `topic-${i}`, line: 2 }] }));
  const docs = searchRecords(pages);
  assert.is(docs.filter((d) => d.title === 'Options').length, 0);
  assert.is(docs.filter((d) => d.type === 1).length, 12);
});

test('every heading result points at an id that exists on its page', () => {
  for (const d of engine.docs.filter((r) => r.type === 1)) {
    const [route, id] = d.url.split('#');
    const html = widgets.files.get(`${route!.slice(1)}/index.html`) as string;
    assert.ok(html.includes(`id="${id}"`), d.url);
  }
});

test('the two search files are content-hashed and referenced by every page', () => {
  const names = [...widgets.files.keys()].filter((k) => /^assets\/search-(docs|index)\.[0-9a-f]{8}\.json$/.test(k));
  assert.is(names.length, 2);
  const html = widgets.files.get('guides/intro/index.html') as string;
  for (const n of names) assert.ok(html.includes(`/${n}`), n);
});

test('queries split on whitespace, hyphen and slash; wildcard characters are dropped', () => {
  assert.equal(queryTerms(' Spin-fast/Tune  it '), ['spin', 'fast', 'tune', 'it']);
  assert.equal(queryTerms('a*b *'), ['ab']);
});

test('whole terms and trailing-wildcard prefixes match; a whole-term match ranks first', () => {
  assert.is(search(engine, 'Profiling', 5)[0]!.url, '/guides/topics/advanced/profiling');
  assert.ok(search(engine, 'profil', 5).some((r) => r.url === '/guides/topics/advanced/profiling'));
  assert.is(search(engine, 'spin', 5)[0]!.title, 'Spinning');
});

test('at most N results; an empty or unmatched query gives none', () => {
  assert.ok(search(engine, 'widget', 2).length <= 2);
  assert.equal(search(engine, '', 5), []);
  assert.equal(search(engine, '   ', 5), []);
  assert.equal(search(engine, 'xylophone', 5), []);
});

test('no query throws: lunr syntax and odd input are plain text here', () => {
  for (const q of ['php:', '~', 'a^2', 'C++', '--force', '*', '**', 'title:foo', '+x -y', 'foo~2', '"quoted', '\\', '(', '🙂', ':::', 'a'.repeat(500)]) {
    assert.not.throws(() => search(engine, q, 5), q);
  }
});

test.run();
