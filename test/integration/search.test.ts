import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import lunr from 'lunr';
import { searchRecords, STORED_TEXT_CHARS } from '../../generator/search/records.ts';
import { buildSearchIndex } from '../../generator/search/lunr-index.ts';
import { SEARCH_SEPARATOR } from '../../client/constants.ts';
import { decodeIndex, readVarints, SEARCH_FIELDS, TYPE_BOOST, writeVarints } from '../../client/search/compact-index.ts';
import type { SearchRecord } from '../../generator/search/records.ts';
import { engineOf, queryTerms, search } from '../../client/search/engine.ts';
import { doc } from '../helpers/docs.ts';
import { engineFrom } from '../helpers/search-engine.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const widgets = await buildSite(await loadConfig(path.join(ROOT, 'test/fixtures/widgets/site.config.ts')));
const engine = engineFrom(widgets);
/** The Sapling site's pages as the search stage sees them: its Markdown results (headings, sections). */
const sapling = [...(await buildSite(await loadConfig(path.join(ROOT, 'site.config.ts')))).cache.markdown.values()]
  .map((parsed, i) => ({ ...doc(`p${i}`), ...parsed, title: parsed.h1 ?? `Page ${i}`, description: parsed.lead.slice(0, 160) }));

test('search documents: a page record, then one per h2/h3 heading with its anchor', () => {
  const d = { ...doc('guide/setup', { title: 'Setup', headings: ['install-it', 'configure'] }), description: 'How to set up.', frontmatter: { keywords: ['start', 'begin'] } };
  d.headings = [{ depth: 2, text: 'Install it', id: 'install-it', line: 3 }, { depth: 4, text: 'Deep', id: 'deep', line: 5 }, { depth: 3, text: 'Configure', id: 'configure', line: 7 }];
  const docs = searchRecords([d]);
  assert.equal(docs, [
    { title: 'Setup', pageTitle: 'Setup', type: 0, url: '/docs/guide/setup', content: 'How to set up.', keywords: 'start begin', titleText: 'Setup start begin', fullText: 'How to set up. ' },
    { title: 'Install it', pageTitle: 'Setup', type: 1, url: '/docs/guide/setup#install-it', content: '', keywords: '', titleText: 'Install it', fullText: '' },
    { title: 'Configure', pageTitle: 'Setup', type: 1, url: '/docs/guide/setup#configure', content: '', keywords: '', titleText: 'Configure', fullText: '' },
  ]);
});

test('section text: a type 2 record per section with text, its anchor, the start of the text in the file, all of it indexed', () => {
  const long = `Run ulimit ${'word '.repeat(60)}end.`;
  const d = { ...doc('guide/setup', { title: 'Setup' }), description: 'How to set up.' };
  d.headings = [{ depth: 2, text: 'Install it', id: 'install-it', line: 3 }, { depth: 4, text: 'Deep', id: 'deep', line: 5 }];
  d.sections = [{ id: '', heading: '', text: 'How to set up. More intro.' }, { id: 'install-it', heading: 'Install it', text: long }, { id: 'deep', heading: 'Deep', text: 'Deep text.' }];
  const [page, section, deep] = searchRecords([d]);
  assert.is(page!.fullText, 'How to set up. More intro.');
  assert.equal({ ...section, content: undefined }, { title: 'Install it', pageTitle: 'Setup', type: 2, url: '/docs/guide/setup#install-it', content: undefined, keywords: '', titleText: 'Install it', fullText: long });
  assert.ok(section!.content.length <= STORED_TEXT_CHARS + 1 && section!.content.endsWith('…') && long.startsWith(section!.content.slice(0, -1)));
  assert.equal([deep!.type, deep!.url, deep!.fullText], [2, '/docs/guide/setup#deep', 'Deep text.']);
});

test('a boilerplate heading\'s words are not a title, but its section text is indexed', () => {
  const pages = Array.from({ length: 12 }, (_, i) => ({ ...doc(`p${i}`), headings: [{ depth: 2, text: 'Options', id: 'options', line: 1 }], sections: [{ id: 'options', heading: 'Options', text: `flag${i} does things` }] }));
  const options = searchRecords(pages).filter((r) => r.title === 'Options');
  assert.is(options.length, 12);
  for (const r of options) assert.equal([r.type, r.titleText], [2, '']);
});

test('a heading repeated on many pages is structure, not a topic: not indexed', () => {
  const pages = Array.from({ length: 12 }, (_, i) => ({ ...doc(`p${i}`), headings: [{ depth: 2, text: 'Options', id: 'options', line: 1 }, { depth: 2, text: `Topic ${i}`, id: `topic-${i}`, line: 2 }] }));
  const docs = searchRecords(pages);
  assert.is(docs.filter((d) => d.title === 'Options').length, 0);
  assert.is(docs.filter((d) => d.type === 1).length, 12);
});

test('every heading and section result points at an id that exists on its page', () => {
  assert.ok(engine.docs.some((r) => r!.type === 2));
  for (const d of engine.docs.filter((r) => r!.type !== 0).map((r) => r!)) {
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

test('a prefix of one or two letters is completed from titles; from three letters, from the text too', () => {
  const urls = (q: string) => search(engine, q, 5).map((r) => r.url);
  assert.ok(urls('co').length > 0);
  assert.not.ok(urls('co').includes('/guides/topics/advanced/tuning#balancing-the-rotor'));
  assert.ok(urls('cou').includes('/guides/topics/advanced/tuning#balancing-the-rotor'));
});

test('at most N results; an empty or unmatched query gives none', () => {
  assert.ok(search(engine, 'widget', 2).length <= 2);
  assert.equal(search(engine, '', 5), []);
  assert.equal(search(engine, '   ', 5), []);
  assert.equal(search(engine, 'xylophone', 5), []);
});

test('varints: any size round-trips; a character outside the alphabet is an error', () => {
  const numbers = [0, 1, 31, 32, 33, 1023, 1024, 65535, 2 ** 31 + 7, 2 ** 40];
  assert.equal(readVarints(writeVarints(numbers)), numbers);
  assert.is(writeVarints([5, 0, 31]).length, 3);
  assert.throws(() => readVarints('A!'), /bad character/);
});

/** A few pages with body text, headings and keywords: what the index is built from. */
function samplePages() {
  const words = ['widget', 'spin', 'spinning', 'profile', 'profiling', 'tuning', 'fast', 'install', 'the', 'and', 'config'];
  return Array.from({ length: 8 }, (_, i) => {
    const text = (k: number) => Array.from({ length: 20 + k * 3 }, (_, j) => words[(i * 7 + j * j + k) % words.length]).join(' ');
    const d = { ...doc(`p${i}`, { title: `Page ${words[i]}` }), description: text(0).slice(0, 40), frontmatter: { keywords: [words[(i + 3) % words.length]!] } };
    d.headings = [{ depth: 2, text: `About ${words[i + 1]}`, id: 'about', line: 2 }, { depth: 3, text: 'Empty', id: 'empty', line: 4 }];
    d.sections = [{ id: '', heading: '', text: text(1) }, { id: 'about', heading: 'About', text: text(2) }];
    return d;
  });
}

/** The index lunr itself builds from the records, as lunr() would with our separator, less single characters. */
function lunrIndex(records: SearchRecord[]): lunr.Index {
  const previous = lunr.tokenizer.separator;
  lunr.tokenizer.separator = SEARCH_SEPARATOR;
  try {
    const builder = new lunr.Builder();
    const dropSingle = ((t: lunr.Token) => (t.toString().length > 1 ? t : undefined)) as lunr.PipelineFunction;
    lunr.Pipeline.registerFunction(dropSingle, 'testDropSingle');
    builder.pipeline.add(lunr.trimmer, lunr.stopWordFilter, dropSingle, lunr.stemmer);
    builder.searchPipeline.add(lunr.stemmer);
    builder.ref('i');
    for (const f of SEARCH_FIELDS) builder.field(f.name, { boost: f.boost });
    records.forEach((r, i) => builder.add({ i: String(i), title: r.titleText, content: r.fullText }, { boost: TYPE_BOOST[r.type] }));
    return builder.build();
  } finally {
    lunr.tokenizer.separator = previous;
  }
}

test('compact index: rebuilt in the browser, it is the index lunr builds from the text, score for score', () => {
  for (const records of [searchRecords(samplePages()), searchRecords(sapling)]) {
    const direct = lunrIndex(records);
    const compact = buildSearchIndex(records);
    const rebuilt = decodeIndex(JSON.parse(JSON.stringify(compact)), (i) => TYPE_BOOST[records[i]!.type]);
    const termsOf = (index: lunr.Index) => Object.keys((index as unknown as { invertedIndex: object }).invertedIndex).sort();
    assert.equal(termsOf(rebuilt), termsOf(direct));
    // A fifth of lunr's own JSON of the same index.
    assert.ok(JSON.stringify(compact).length * 5 < JSON.stringify(direct.toJSON()).length);
    let hits = 0;
    for (const q of ['widget', 'spin', 'profil', 'tuning fast', 'install', 'page', 'about config', 'commit', 'rebase stack', 'ulimit']) {
      const run = (index: lunr.Index) => index.query((b) => b.term(q.split(' '), { wildcard: lunr.Query.wildcard.TRAILING })).map((h) => [h.ref, h.score.toFixed(6)]).sort();
      hits += run(direct).length;
      assert.equal(run(rebuilt), run(direct), q);
    }
    assert.ok(hits > 10);
  }
});

test('compact index: a malformed file is an error, never a wrong index', () => {
  const good = buildSearchIndex(searchRecords(samplePages()));
  assert.throws(() => decodeIndex({ ...good, v: 2 } as never, () => 1), /unknown format/);
  assert.throws(() => decodeIndex({ ...good, postings: good.postings.slice(0, -3) }, () => 1), /postings|range/);
  assert.throws(() => decodeIndex({ ...good, docs: 1 }, () => 1), /out of range/);
  assert.equal(engineOf([], { v: 1, docs: 0, terms: '', postings: '' }).index.query((q) => q.term('x', {})), []);
});

test('typos: a term of 4+ letters with no hit is retried with edit distance 1; the correction is highlighted', () => {
  const [hit] = search(engine, 'tunning', 5);
  assert.is(hit?.url, '/guides/topics/advanced/tuning');
  assert.ok(hit!.terms.includes('tune'), hit!.terms.join());
  assert.ok(search(engine, 'widgte', 5).length > 0);
  // Four letters as five: "spni" finds spin.
  assert.is(search(engine, 'spni', 5)[0]?.title, 'Spinning');
  assert.ok(search(engine, 'spni', 5)[0]!.terms.includes('spin'));
  // Three: a word being typed, too short to guess at.
  assert.equal(search(engine, 'spn', 5), []);
  // A term with a hit is never widened.
  assert.ok(search(engine, 'spin', 5).every((r) => !r.terms.includes('spine')));
});

test('a result holds the index terms it matched, never a stop word the query had', () => {
  const [hit] = search(engine, 'add the counterweight', 5);
  assert.is(hit?.url, '/guides/topics/advanced/tuning#balancing-the-rotor');
  assert.ok(hit!.terms.includes('counterweight'), hit!.terms.join());
  assert.not.ok(hit!.terms.includes('the'));
});

test('where a hit lives: a page record carries its sidebar trail, its headings and sections share it', () => {
  const docsFile = [...widgets.files].find(([f]) => f.startsWith('assets/search-docs.'))![1] as string;
  const records = JSON.parse(docsFile) as { type: number; url: string; trail?: string[] }[];
  assert.equal(records.find((r) => r.url === '/guides/topics/advanced/tuning')?.trail, ['Deep Dives']);
  assert.ok(records.filter((r) => r.type !== 0).every((r) => r.trail === undefined), 'only page records carry it');
  const section = engine.docs.find((d) => d!.url === '/guides/topics/advanced/tuning#balancing-the-rotor');
  assert.equal(section?.trail, ['Deep Dives']);
  // A page no category holds has none.
  assert.equal(engine.docs.find((d) => d!.url === '/guides/intro')?.trail, []);
});

test('one result per URL, even when a heading and its section both match', () => {
  const urls = search(engine, 'widget', 5).map((r) => r.url);
  assert.equal(urls, [...new Set(urls)]);
});

test('no query throws: lunr syntax and odd input are plain text here', () => {
  for (const q of ['php:', '~', 'a^2', 'C++', '--force', '*', '**', 'title:foo', '+x -y', 'foo~2', '"quoted', '\\', '(', '🙂', ':::', 'a'.repeat(500)]) {
    assert.not.throws(() => search(engine, q, 5), q);
  }
});

test.run();
