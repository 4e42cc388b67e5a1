// A category the reader closed while it held the page, in real Chromium (client/sidebar-open.ts's keptClosed): client
// navigation to another page inside it leaves it closed, as Docusaurus opens a category only when it becomes active;
// it opens for a page it did not hold before, and on its own page (its label, followed, opens it).
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { collectErrors, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': "module.exports = { title: 'Shelf', url: 'https://shelf.example.org', presets: [['classic', { blog: false, pages: false, docs: { sidebarPath: './sidebars.js' } }]] };\n",
  'sidebars.js': "module.exports = { main: ['flour', { type: 'category', label: 'Cans', link: { type: 'generated-index' }, items: ['cans/beans', 'cans/peas'] }] };\n",
  'docs/flour.md': '# Flour\n\nSee [beans](./cans/beans.md).\n',
  'docs/cans/beans.md': '# Beans\n\nSee [peas](./peas.md) and [flour](../flour.md).\n',
  'docs/cans/peas.md': '# Peas\n\nSee [beans](./beans.md).\n',
};

const started = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'sidebar-closed-active');
let page: Page;

const toggle = () => page.locator('#docs-sidebar .sidebar-category-toggle');
const expanded = () => toggle().getAttribute('aria-expanded');
const go = async (link: string, title: string) => {
  await page.click(`#main article a:text-is("${link}")`);
  await page.waitForFunction((t) => document.querySelector('#main h1')?.textContent === t, title);
  await page.waitForFunction((t) => document.querySelector('#docs-sidebar a.active')?.textContent === t, title);
};

test('closed while it held the page, a category stays closed on client navigation to another page inside it', async () => {
  page = await started.browser.newPage();
  const errors = collectErrors(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${started.site.url}/docs/cans/beans`);
  assert.is(await expanded(), 'true');
  await toggle().click();
  await page.waitForFunction(() => document.querySelector('#docs-sidebar .sidebar-category-toggle')?.getAttribute('aria-expanded') === 'false');
  await go('peas', 'Peas');
  assert.is(await expanded(), 'false', 'still closed');
  assert.not.ok(await page.locator('#docs-sidebar a:text-is("Peas")').isVisible());
  // Out of it and back: it becomes active again, and opens.
  await go('beans', 'Beans');
  await go('flour', 'Flour');
  assert.is(await expanded(), 'false');
  await go('beans', 'Beans');
  assert.is(await expanded(), 'true', 'opened for a page it did not hold');
  assert.ok(await page.locator('#docs-sidebar a:text-is("Beans")').isVisible());
  assert.equal(errors, []);
});

test('its label, followed while it is closed, opens it on its own page', async () => {
  await toggle().click();
  await page.waitForFunction(() => document.querySelector('#docs-sidebar .sidebar-category-toggle')?.getAttribute('aria-expanded') === 'false');
  await page.click('#docs-sidebar .sidebar-category-row a:text-is("Cans")');
  await page.waitForURL(`${started.site.url}/docs/category/cans`);
  await page.waitForFunction(() => document.querySelector('#docs-sidebar .sidebar-category-toggle')?.getAttribute('aria-expanded') === 'true');
  assert.ok(await page.locator('#docs-sidebar a:text-is("Peas")').isVisible());
});

test.run();
