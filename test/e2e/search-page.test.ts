// Search on the Sapling site in real Chromium: typos of four letters, where each hit lives, the search page (every
// hit, paged, its URL shareable, back and forward), the phone's search button, and search without JavaScript.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildAndServeConfig, launchChromium, startAll, withContext, type ServedSite } from './setup.ts';

let site: ServedSite;
let browser: Browser;

test.before(async () => {
  [site, browser] = await startAll<[ServedSite, Browser]>(buildAndServeConfig(path.resolve(import.meta.dirname, '../../site.config.ts'), 'sapling-search'), launchChromium());
});

test.after(async () => {
  await browser?.close();
  await site?.close();
});

const withPage = (opts: Parameters<Browser['newContext']>[0], run: (page: Page) => Promise<void>) => withContext(browser, opts, run);

/** Focuses the navbar's box and waits for search to be ready. */
async function searchReady(page: Page): Promise<void> {
  await page.locator('#search-input').focus();
  await page.waitForFunction(() => document.querySelector('#search-input')?.getAttribute('placeholder') === 'Search');
}

/** Each shown result as "path | title". */
const hits = (page: Page, selector = '.search-result') => page.locator(selector).evaluateAll((items) => items.map((li) =>
  `${li.querySelector('.search-result-path')?.textContent ?? ''} | ${li.querySelector('.search-result-title')?.textContent ?? ''}`));

test('a four-letter typo finds its word as a five-letter one does: "amnd" finds amend, marked in the excerpt', async () => {
  await withPage({}, async (page) => {
    await page.goto(`${site.url}/docs/introduction/`);
    await searchReady(page);
    await page.locator('#search-input').fill('amnd');
    await page.locator('.search-result').first().waitFor();
    assert.is((await hits(page))[0], 'Commands | amend');
    assert.ok((await page.locator('.search-result mark').allInnerTexts()).some((m) => /^amend/i.test(m)));
  });
});

test('each hit says where it lives: "Commands › undo" is told from "Overview › Undo"', async () => {
  await withPage({}, async (page) => {
    await page.goto(`${site.url}/docs/introduction/`);
    await searchReady(page);
    await page.locator('#search-input').fill('undo');
    await page.locator('.search-result').first().waitFor();
    const shown = await hits(page);
    assert.ok(shown.includes('Commands | undo'), shown.join('\n'));
    assert.ok(shown.includes('Overview | Undo'), shown.join('\n'));
    // A section names its page too.
    assert.ok(shown.some((h) => /^(Commands|Overview) › (undo|Undo) \| ./.test(h)), shown.join('\n'));
  });
});

test('the search page: every hit a page at a time, by keyboard; the URL holds query and page, back and forward follow', async () => {
  await withPage({}, async (page) => {
    // Opened directly, as a shared link is.
    await page.goto(`${site.url}/search?q=commit`);
    const results = page.locator('.search-page-result');
    await results.first().waitFor();
    const status = page.locator('.search-page-status');
    const [, total, pages] = /^(\d+) results for "commit", page 1 of (\d+)$/.exec(await status.innerText()) ?? [];
    assert.ok(Number(total) > 10 && Number(pages) === Math.ceil(Number(total) / 10), await status.innerText());
    assert.is(await results.count(), 10);
    const first = await hits(page, '.search-page-result');

    // Next, by keyboard: the second page, its URL, the reader taken to its count.
    await page.locator('.search-page-next').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=commit&page=2$/);
    assert.match(await status.innerText(), /page 2 of/);
    assert.ok(await status.evaluate((el) => el === document.activeElement), 'focus on the count');
    const second = await hits(page, '.search-page-result');
    assert.is(second.length, 10);
    assert.not.ok(second.some((h) => first.includes(h)), 'other hits');

    await page.goBack();
    await page.waitForURL(/\/search\?q=commit$/);
    await page.waitForFunction(() => /page 1 of/.test(document.querySelector('.search-page-status')?.textContent ?? ''));
    assert.equal(await hits(page, '.search-page-result'), first);
    await page.goForward();
    await page.waitForURL(/page=2$/);
    await page.waitForFunction(() => /page 2 of/.test(document.querySelector('.search-page-status')?.textContent ?? ''));

    // The page's own field: the URL follows what is typed, from the first page.
    await page.locator('#search-page-input').fill('rebase');
    await page.waitForURL(/\/search\?q=rebase$/);
    assert.match(await status.innerText(), /results for "rebase"/);
    assert.match(await page.title(), /^Search results for "rebase" \| /);
    await page.locator('#search-page-input').fill('');
    await page.waitForFunction(() => /^Search \| /.test(document.title));
  });
});

test('on a phone the box is a search button, so the navbar title keeps its line; the button opens a field across the navbar', async () => {
  await withPage({ viewport: { width: 390, height: 740 }, hasTouch: true }, async (page) => {
    await page.goto(`${site.url}/docs/overview/undo`);
    const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
    const title = await box('.navbar-title');
    // An inline element has a box per line it takes.
    assert.is(await page.locator('.navbar-title').evaluate((el) => el.getClientRects().length), 1, 'the title on one line');
    assert.ok(title.height < 2 * parseFloat(await page.locator('.navbar-title').evaluate((el) => getComputedStyle(el).fontSize)), `one line high (${title.height}px)`);
    const button = await box('.navbar-search .search-label');
    assert.ok(button.width >= 32 && button.width <= 48, `a button (${button.width}px)`);
    assert.ok(button.x >= title.x + title.width, 'beside the title, not over it');
    const folded = () => page.locator('#search-input').evaluate((el) => getComputedStyle(el).opacity === '0' && getComputedStyle(el).pointerEvents === 'none');
    assert.ok(await folded(), 'the field folded away');

    await page.locator('.navbar-search .search-label').tap({ force: true });
    assert.ok(await page.locator('#search-input').evaluate((el) => el === document.activeElement), 'the button focuses the field');
    await page.waitForFunction(() => document.querySelector('#search-input')?.getAttribute('placeholder') === 'Search');
    const field = await box('#search-input');
    assert.ok(field.width > 390 * 0.85, `the field spans the navbar (${field.width}px)`);
    await page.keyboard.type('rebase');
    await page.locator('.search-result').first().waitFor();
    const list = await box('.search-results');
    assert.ok(list.x >= 0 && list.x + list.width <= 390, 'the results within the screen');
    assert.equal(await box('.navbar-title'), title, 'the title did not move');
    await page.locator('#search-input').press('Escape');
    await page.locator('#search-input').press('Escape');
    assert.ok(await folded(), 'folded again when left');
  });
});

test('without JavaScript the box is a plain form to the search page, which says search needs JavaScript', async () => {
  for (const width of [390, 1280]) {
    await withPage({ viewport: { width, height: 740 }, javaScriptEnabled: false }, async (page) => {
      await page.goto(`${site.url}/docs/overview/undo`);
      assert.ok(await page.locator('.navbar-search[data-island]').isHidden(), 'the island, which needs script, is not shown');
      const form = page.locator('form.search-form');
      assert.is(await form.getAttribute('action'), '/search');
      await page.locator(width < 600 ? 'form.search-form .search-label' : 'form.search-form input').click();
      await page.keyboard.type('undo commit');
      await Promise.all([page.waitForURL(/\/search\?q=undo\+commit$/), page.keyboard.press('Enter')]);
      assert.match(await page.locator('.search-page-noscript').innerText(), /needs JavaScript/);
      assert.ok(await page.locator('.search-page-island').isHidden(), 'no form that could not work');
    });
  }
});

test.run();
