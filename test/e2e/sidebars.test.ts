// Several sidebars in real Chromium (the sidebars fixture): client navigation to a page of another sidebar
// swaps the sidebar for that one's tree, back restores it, and a doc in no sidebar has no sidebar column.
import type { Browser, Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildAndServe, collectErrors, launchChromium, type ServedSite } from './setup.ts';

let site: ServedSite;
let browser: Browser;
let page: Page;
let errors: string[];

test.before(async () => {
  site = await buildAndServe('sidebars');
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  errors = collectErrors(page);
});

test.after(async () => {
  await browser?.close();
  await site?.close();
});

const heading = (text: string) => page.waitForFunction((t) => document.querySelector('#main h1')?.textContent === t, text);
const sidebarText = () => page.locator('#docs-sidebar').innerText();
const treeAttr = () => page.evaluate(() => document.documentElement.getAttribute('data-sidebar-tree'));

test('client navigation between sidebars swaps the sidebar; a doc in none has no sidebar column', async () => {
  await page.goto(`${site.url}/docs/intro`);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const guidesTree = await treeAttr();
  assert.match(await sidebarText(), /Introduction[^]*Guide[^]*Shared notes/);

  await page.locator('#main article a', { hasText: 'Beta' }).click();
  await heading('Beta');
  await page.locator('#docs-sidebar a[aria-current="page"]').waitFor();
  assert.is(await page.locator('#docs-sidebar a[aria-current="page"]').innerText(), 'Beta');
  assert.match(await sidebarText(), /API[^]*Alpha[^]*Shared \(from the guides\)[^]*Elsewhere[^]*Beta/);
  assert.not.match(await sidebarText(), /Introduction/);
  assert.is.not(await treeAttr(), guidesTree);
  assert.ok(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'no full load');

  await page.goBack();
  await heading('Introduction');
  await page.waitForFunction(() => document.querySelector('#docs-sidebar a[aria-current="page"]')?.textContent === 'Introduction');
  assert.is(await treeAttr(), guidesTree);

  await page.locator('#main article a', { hasText: 'the orphan' }).click();
  await heading('Orphan');
  assert.is(await page.locator('#docs-sidebar').count(), 0);
  assert.is(await page.locator('#main.page-main').count(), 1);
  assert.equal(errors, []);
});

test.run();
