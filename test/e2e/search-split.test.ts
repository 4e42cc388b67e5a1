// Search on a site large enough for split search files, in real Chromium: the navbar's box and the search page find
// a deep page, fetching the global index and the documents' manifest, then only some shards and their heads (a
// pasted word's first results come with the heads, before the postings) and chunks (a phrase's first results show
// before them); a shard that does not arrive shows "Search unavailable" with a retry that works.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeCorpus } from '../../bench/corpus.ts';
import { withContext, withSiteAndBrowser } from './setup.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dir = writeCorpus(ROOT, 4, 100);
const deep = path.join(dir, 'docs/category-003/deeper/deepest');
mkdirSync(deep, { recursive: true });
writeFileSync(path.join(deep, 'needle.md'), [
  '# Quillwort gardens', '', 'A page only this site has, four folders down.', '',
  '## Watering the quillwort', '', 'Keep the roots of the quillwort under water all year.', '',
].join('\n'));
const started = withSiteAndBrowser(test, path.join(dir, 'site.config.ts'), 'search-split');
test.after(() => rmSync(dir, { recursive: true, force: true }));

/** The search files in the output, by kind (shard, chunk, index, docs). */
function outputFiles(kind: string): string[] {
  return readdirSync(path.join(started.site.outDir, 'assets')).filter((f) => f.startsWith(`search-${kind}.`));
}

/** The search files `page` requests from now on, by file name. */
function searchRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (r) => {
    const name = new URL(r.url()).pathname.split('/').pop()!;
    if (name.startsWith('search-')) names.push(name);
  });
  return names;
}

async function searchReady(page: Page): Promise<void> {
  await page.locator('#search-input').focus();
  await page.waitForFunction(() => document.querySelector('#search-input')?.getAttribute('placeholder') === 'Search');
}

test('a word pasted into the navbar box finds a deep page with its shards and heads alone: no chunk, the result whole', async () => {
  await withContext(started.browser, {}, async (page) => {
    const fetched = searchRequests(page);
    await page.goto(`${started.site.url}/docs/category-000/page-000/`);
    await searchReady(page);
    await page.locator('#search-input').fill('quillwort');
    const first = page.locator('.search-result a').first();
    await first.waitFor();
    await page.waitForFunction(() => !document.querySelector('#search-results[aria-busy="true"]'));
    assert.match(await first.getAttribute('href') ?? '', /\/docs\/category-003\/deeper\/deepest\/needle/);
    assert.match(await page.locator('.search-result-title').first().textContent() ?? '', /quillwort/i);
    // The heads' record carries the page's sidebar trail and opening words, as its chunk would.
    assert.match(await page.locator('.search-result-path').first().textContent() ?? '', /›/);
    assert.match(await page.locator('.search-result-content').first().textContent() ?? '', /\w/);
    const kinds = (kind: string) => fetched.filter((f) => f.startsWith(`search-${kind}.`));
    assert.is(kinds('index').length, 1);
    assert.is(kinds('docs').length, 1);
    const shards = kinds('shard');
    assert.ok(shards.length >= 1 && shards.length < outputFiles('shard').length / 4, `${shards.length} of ${outputFiles('shard').length} shards`);
    assert.ok(kinds('heads').length >= 1 && kinds('heads').length <= shards.length, `${kinds('heads').length} heads`);
    assert.equal(kinds('chunk'), [], 'one round trip: the heads bring the results\' records');
    await first.click();
    await page.waitForURL(/needle/);
    assert.is(await page.locator('h1').textContent(), 'Quillwort gardens');
  });
});

test('a pasted word\'s first results show once its heads are here, while its postings are still on their way', async () => {
  await withContext(started.browser, {}, async (page) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/search-shard.*', async (r) => {
      await held;
      await r.continue();
    });
    await page.goto(`${started.site.url}/docs/category-000/page-000/`);
    await searchReady(page);
    const shardAsked = page.waitForRequest('**/assets/search-shard.*');
    await page.locator('#search-input').fill('quillwort');
    await shardAsked;
    // Shown and busy: the postings are held, so this came from the heads alone.
    await page.waitForFunction(() => document.querySelector('.search-result') && document.querySelector('#search-results[aria-busy="true"]'));
    assert.match(await page.locator('.search-result a').first().getAttribute('href') ?? '', /deeper\/deepest\/needle/);
    release();
    await page.waitForFunction(() => !document.querySelector('#search-results[aria-busy="true"]'));
    assert.match(await page.locator('.search-result a').first().getAttribute('href') ?? '', /deeper\/deepest\/needle/);
  });
});

test('a pasted phrase whose best hits need chunks: the best of its hits the shards brought show while the chunks come, their pages\' data fetched only once final', async () => {
  await withContext(started.browser, {}, async (page) => {
    const pageData: string[] = [];
    page.on('request', (r) => { if (r.url().endsWith('/page-data.json')) pageData.push(new URL(r.url()).pathname); });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/search-chunk.*', async (r) => {
      await held;
      await r.continue();
    });
    await page.goto(`${started.site.url}/docs/category-000/page-000/`);
    await searchReady(page);
    const chunkAsked = page.waitForRequest('**/assets/search-chunk.*');
    await page.locator('#search-input').fill('commit message');
    // First its word's best hits, then (ranked) the best of its hits at hand, and still busy: the list is not final
    // until the chunks have come.
    await page.waitForFunction(() => document.querySelector('.search-result') && document.querySelector('#search-results[aria-busy="true"]'));
    await chunkAsked;
    await page.waitForFunction(() => document.querySelector('.search-result') && document.querySelector('#search-results[aria-busy="true"]'));
    const early = await page.locator('.search-result a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    // The excerpts of what is shown while busy come from the records: no page's data shares the connection yet.
    assert.equal(pageData, [], 'no page data while the list is busy');
    release();
    await page.waitForFunction(() => !document.querySelector('#search-results[aria-busy="true"]'));
    const final = await page.locator('.search-result a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    assert.is(final.length, 5);
    assert.ok(early.length >= 1 && early.some((href) => !final.includes(href)), `${early} then ${final}`);
    // Then the final results' pages, for their excerpts (a page's own record needs none): none of the others'.
    const pagesOf = (hrefs: (string | null)[]) => new Set(hrefs.map((h) => `${new URL(h!, started.site.url).pathname.replace(/\/$/, '')}/page-data.json`));
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/page-data.json')));
    const wanted = pagesOf(final);
    assert.ok(pageData.length >= 1 && pageData.every((p) => wanted.has(p)), `${pageData} for ${[...wanted]}`);
    assert.match(await page.locator('.search-result-title').first().textContent() ?? '', /commit|message/i);
  });
});

test('the search page finds the deep page from its URL, and pages through a common word\'s hits', async () => {
  await withContext(started.browser, {}, async (page) => {
    await page.goto(`${started.site.url}/search?q=quillwort`);
    await page.locator('.search-page-result').first().waitFor();
    assert.match(await page.locator('.search-page-result a').first().getAttribute('href') ?? '', /deeper\/deepest\/needle/);
    assert.match(await page.locator('.search-page-status').textContent() ?? '', /^\d results? for "quillwort"$/);
    const fetched = searchRequests(page);
    await page.goto(`${started.site.url}/search?q=commit&page=3`);
    await page.locator('.search-page-result').first().waitFor();
    const status = await page.locator('.search-page-status').textContent() ?? '';
    assert.match(status, /results for "commit", page 3 of \d+/, status);
    assert.is(await page.locator('.search-page-result').count(), 10);
    // At most one chunk per hit shown, whatever the number of hits.
    const chunks = fetched.filter((f) => f.startsWith('search-chunk.')).length;
    assert.ok(chunks <= 10 && chunks < outputFiles('chunk').length, `${chunks} of ${outputFiles('chunk').length} chunks`);
  });
});

test('a shard that does not arrive: "Search unavailable" and a retry that finds the page', async () => {
  await withContext(started.browser, {}, async (page) => {
    await page.route('**/assets/search-shard.*', (r) => r.abort());
    await page.goto(`${started.site.url}/docs/category-000/page-000/`);
    await searchReady(page);
    await page.locator('#search-input').fill('quillwort');
    await page.locator('.search-unavailable').waitFor();
    assert.is(await page.locator('#search-input').getAttribute('placeholder'), 'Search unavailable');
    await page.unroute('**/assets/search-shard.*');
    await page.locator('.search-retry').click();
    await page.locator('#search-input').focus();
    await page.locator('.search-result').first().waitFor();
    assert.match(await page.locator('.search-result a').first().getAttribute('href') ?? '', /needle/);
  }, /Failed to load resource|ERR_FAILED/);
});

test.run();
