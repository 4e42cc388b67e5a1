// A Docusaurus site's own plugins in real Chromium (the local-plugins fixture): an interactive component of a
// plugin's route hydrates as an island and reads the global data another plugin set (usePluginData); a plugin's
// getClientModules run on load and after client navigation.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildAndServeConfig, collectErrors, FIXTURES, launchChromium, startAll, type ServedSite } from './setup.ts';

let site: ServedSite;
let browser: Browser;
let page: Page;
let errors: string[];

test.before(async () => {
  [site, browser] = await startAll<[ServedSite, Browser]>(buildAndServeConfig(path.join(FIXTURES, 'local-plugins/docusaurus.config.js'), 'local-plugins'), launchChromium());
  page = await browser.newPage();
  errors = collectErrors(page);
});

test.after(async () => {
  await browser?.close();
  await site?.close();
});

test('a plugin route\'s island reads the global data in the browser and responds', async () => {
  await page.goto(`${site.url}/counter`);
  assert.is(await page.locator('button.shelf-counter').textContent(), '3 shelves', 'the server\'s HTML first');
  // Hydrated once a click counts (before hydration a click does nothing); the count starts from the global data.
  await page.waitForFunction(() => {
    document.querySelector<HTMLButtonElement>('button.shelf-counter')!.click();
    return document.querySelector('button.shelf-counter')!.textContent !== '3 shelves';
  }, undefined, { polling: 100 });
  assert.match(await page.locator('button.shelf-counter').textContent() ?? '', /^[4-9]\d* shelves$/);
  assert.equal(errors, []);
});

test('a plugin\'s client module runs on load and after a client navigation', async () => {
  await page.goto(`${site.url}/docs/intro`);
  await page.waitForFunction(() => document.documentElement.dataset.pantryRoute === '/docs/intro');
  await page.locator('a[href="/recipes"]').first().click();
  await page.waitForFunction(() => document.documentElement.dataset.pantryRoute === '/recipes');
  assert.equal(errors, []);
});

test.run();
