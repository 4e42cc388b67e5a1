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

test.run();
