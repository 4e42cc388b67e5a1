// The Sapling site where reading is harder, in real Chromium: with JavaScript off on a phone, printed (print
// media emulated), and on small screens with wide content (one-line code, wide tables, the command pages'
// options, long pages).
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildAndServeConfig, launchChromium, startAll, withContext, type ServedSite } from './setup.ts';

let site: ServedSite;
let browser: Browser;

test.before(async () => {
  [site, browser] = await startAll<[ServedSite, Browser]>(buildAndServeConfig(path.resolve(import.meta.dirname, '../../site.config.ts'), 'sapling'), launchChromium());
});

test.after(async () => {
  await browser?.close();
  await site?.close();
});

const PHONE = { viewport: { width: 390, height: 740 }, hasTouch: true };

const withPage = (opts: Parameters<Browser['newContext']>[0], run: (page: Page) => Promise<void>) => withContext(browser, opts, run);

test('without JavaScript on a phone the menu opens the navigation, and controls that need script are not offered', async () => {
  await withPage({ ...PHONE, javaScriptEnabled: false }, async (page) => {
    await page.goto(site.url + '/docs/overview/stacks');
    const sidebar = page.locator('#docs-sidebar');
    assert.ok(await sidebar.isHidden(), 'closed: no sidebar');
    assert.ok(await page.locator('.color-mode-toggle').isHidden(), 'no colour toggle (it needs script)');
    assert.ok(await page.locator('.navbar-search').isHidden(), 'no search box (it needs script)');

    await page.locator('[data-menu-toggle]').click();
    assert.ok(await page.locator('#mobile-menu').getByRole('link', { name: 'Documentation' }).isVisible(), 'the navbar links');
    assert.ok(await sidebar.getByRole('link', { name: 'Rebase' }).isVisible(), 'the sidebar');
    assert.ok(await page.locator('#main').isHidden(), 'the open menu takes the page\'s place');
    assert.is(await page.locator('.navbar-menu').evaluate((d: HTMLDetailsElement) => d.open), true, 'its state is exposed (a <details>)');

    await page.locator('[data-menu-toggle]').click();
    assert.ok(await page.locator('#main h1').isVisible(), 'closed again: the page is back');

    await page.locator('[data-menu-toggle]').click();
    await sidebar.getByRole('link', { name: 'Rebase' }).click();
    await page.waitForURL('**/docs/overview/rebase');
    assert.is(await page.locator('#main h1').innerText(), 'Rebase');
  });
});

test('printed: the article alone from its title, light on paper, code wrapped, links with their address, boxes kept', async () => {
  await withPage({ viewport: { width: 600, height: 800 }, colorScheme: 'dark' }, async (page) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto(site.url + '/docs/introduction/installation');
    await page.waitForFunction(() => document.querySelector('.code-block > .copy-button'));
    await page.emulateMedia({ media: 'print' });
    for (const part of ['header.navbar', '#docs-sidebar', '.color-mode-toggle', '.navbar-search', '.copy-button', '.breadcrumbs', '.toc-inline', '.pagination', '.footer']) {
      assert.ok(await page.locator(part).first().isHidden(), `${part} is not printed`);
    }
    assert.ok(await page.locator('#main h1').evaluate((h) => h.getBoundingClientRect().top) < 40, 'the page starts at its title');
    assert.is(await page.evaluate(() => getComputedStyle(document.body).color), 'rgb(28, 30, 33)', 'dark text, in dark mode too');
    const cut = await page.locator('.code-block pre').evaluateAll((pres) => pres.filter((p) => p.scrollWidth > p.clientWidth + 1).length);
    assert.is(cut, 0, 'no code block is cut at the margin');
    const after = (selector: string) => page.locator(selector).first().evaluate((a) => getComputedStyle(a, '::after').content);
    assert.match(await after('.markdown a[href^="https://github.com"]'), /\(https:\/\/github\.com\//, 'an external link shows its address');
    assert.match(await after('.markdown a[href^="/docs/"]'), /\(\/docs\//, 'an internal link shows its path');
    const borders = (selector: string) => page.locator(selector).first().evaluate((el) => {
      const s = getComputedStyle(el);
      return [s.borderTopWidth, s.borderRightWidth, s.borderBottomWidth, s.borderLeftWidth].map(parseFloat);
    });
    assert.ok((await borders('.admonition')).every((w) => w >= 1), 'an admonition keeps a whole border (its tint is not printed)');
    await page.goto(site.url + '/docs/introduction/git-cheat-sheet');
    assert.ok((await borders('.markdown td')).every((w) => w >= 1), 'table cells keep their borders');
    assert.is(await page.locator('.markdown .table-scroll').first().evaluate((t) => t.scrollWidth <= t.clientWidth + 1), true, 'a table is not cut either');
  });
});

test.run();
