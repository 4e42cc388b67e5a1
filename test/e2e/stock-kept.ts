// The check the docs page's layout and roots share: a part with state (its `.stock` button counting clicks) hydrates on
// the flour doc, is clicked once, and keeps its count after client navigation to the salt doc through the sidebar.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { islandHydrated } from './setup.ts';

export async function stockKeptToSalt(page: Page, siteUrl: string): Promise<void> {
  await page.goto(`${siteUrl}/docs/flour`);
  await islandHydrated(page, '.stock');
  await page.click('.stock');
  await page.waitForFunction(() => document.querySelector('.stock')?.textContent === 'Stock 1');
  assert.ok(await page.$eval('#docs-sidebar', (el) => el.getBoundingClientRect().width) > 200, 'the sidebar beside the page');
  await page.evaluate(() => { (window as unknown as { kept: boolean }).kept = true; });
  await page.click('#docs-sidebar a:text-is("Salt")');
  await page.waitForFunction(() => document.querySelector('#main h1')?.textContent === 'Salt');
  assert.ok(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept), 'no full load');
  assert.is(await page.textContent('.stock'), 'Stock 1', 'the state kept');
}
