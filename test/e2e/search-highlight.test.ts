// `search.highlightTerms` (easyops' highlightSearchTermsOnTargetPage) in Chromium: a result's link names the words
// searched, its page marks them in its article (opened by client navigation or loaded afresh), without moving the
// text; the marks go when the reader searches again or goes to another page.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { collectErrors, withContext, withSiteAndBrowser } from './setup.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const dir = tmpSite({
  'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.dev', presets: [['classic', { blog: false }]], themes: [['@easyops-cn/docusaurus-search-local', { highlightSearchTermsOnTargetPage: true }]] };\n",
  'docs/intro.md': '# Intro\n\nStart [here](./kettles.md).\n',
  'docs/kettles.md': '# Kettles\n\nA kettle is for boiling. Teakettle is one word.\n\n## Filling\n\nFill the Kettle, then boil it.\n\n```sh\nkettle --boil\n```\n',
});
const s = withSiteAndBrowser(test, path.join(dir, 'docusaurus.config.js'), 'search-highlight');

const marks = (page: Page) => page.locator('main article mark').allInnerTexts();

async function search(page: Page, query: string): Promise<void> {
  await page.locator('#search-input').focus();
  await page.waitForFunction(() => document.querySelector('#search-input')?.getAttribute('placeholder') === 'Search');
  await page.locator('#search-input').fill(query);
  await page.locator('.search-result').first().waitFor();
}

test('a result opened by client navigation: its link names the words, its article marks words that start with them, code not', () =>
  withContext(s.browser, {}, async (page) => {
    const errors = collectErrors(page);
    await page.goto(`${s.site.url}/docs/intro`);
    await search(page, 'kettle boil');
    const href = await page.locator('.search-result a').first().getAttribute('href');
    assert.match(href!, /^\/docs\/kettles\?_highlight=kettle&_highlight=boil(#|$)/);
    await page.locator('.search-result a').first().click();
    await page.waitForURL(/\/docs\/kettles\?/);
    await page.locator('main article mark').first().waitFor();
    assert.equal((await marks(page)).sort(), ['Kettle', 'Kettles', 'boil', 'boiling', 'kettle'].sort(), 'Teakettle is no word starting with kettle');
    assert.is(await page.locator('main article pre mark').count(), 0);
    // Searching again: the marks go.
    await page.locator('#search-input').fill('fill');
    await page.waitForFunction(() => !document.querySelector('main article mark'));
    assert.equal(errors, []);
  }));

test('loaded afresh with the words: marked in place (the text does not move); another page shows none', () =>
  withContext(s.browser, {}, async (page) => {
    await page.goto(`${s.site.url}/docs/kettles`);
    const plain = await page.locator('main article').boundingBox();
    const filling = await page.locator('main article h2').boundingBox();
    await page.goto(`${s.site.url}/docs/kettles?_highlight=fill#filling`);
    await page.locator('main article mark').first().waitFor();
    assert.equal(await marks(page), ['Filling', 'Fill']);
    assert.equal(await page.locator('main article').boundingBox().then((b) => b!.height), plain!.height);
    await page.evaluate(() => scrollTo(0, 0));
    assert.equal(await page.locator('main article h2').boundingBox().then((b) => b!.x), filling!.x);
    await page.locator('.navbar a, .sidebar a').filter({ hasText: 'Intro' }).first().click();
    await page.waitForURL(/\/docs\/intro$/);
    assert.is(await page.locator('main mark').count(), 0);
  }));

test.run();
