// `themeConfig.docs.sidebar.hideable` and `autoCollapseCategories` in real Chromium: the button at the sidebar's foot
// hides it to a strip whose button shows it again (by keyboard too), the choice kept across client navigation and
// a reload; opening a category by hand closes its open siblings.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { collectErrors, followLinkInPage, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Pantry', url: 'https://pantry.example.org',
  presets: [['classic', { blog: false, pages: false, docs: { sidebarPath: './sidebars.js' } }]],
  themeConfig: { docs: { sidebar: { hideable: true, autoCollapseCategories: true } } },
};
`,
  'sidebars.js': `module.exports = { main: ['oats', { type: 'category', label: 'Jars', items: ['jars/honey'] }, { type: 'category', label: 'Tins', collapsed: true, items: ['tins/beans'] }] };
`,
  'docs/oats.md': '# Oats\n\nRolled.\n',
  'docs/jars/honey.md': '# Honey\n\nRunny.\n',
  'docs/tins/beans.md': '# Beans\n\nBaked.\n',
};

const started = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'sidebar-hideable');
let page: Page;

const width = () => page.$eval('#docs-sidebar', (el) => el.getBoundingClientRect().width);

test('the hide button shrinks the sidebar to a strip; kept across client navigation and a reload; the strip\'s button shows it', async () => {
  page = await started.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = collectErrors(page);
  await page.goto(`${started.site.url}/docs/oats`);
  const hide = page.locator('#docs-sidebar .sidebar-hide-button');
  await hide.waitFor();
  assert.is(await hide.getAttribute('title'), 'Collapse sidebar');
  assert.ok(await width() > 200);
  await hide.click();
  assert.is(await width(), 30);
  assert.not.ok(await page.locator('#docs-sidebar .sidebar-nav').isVisible());
  const show = page.locator('#docs-sidebar .sidebar-show-button');
  assert.ok(await show.evaluate((b) => b === document.activeElement), 'focus moves to the button that shows it again');
  await followLinkInPage(page, '/docs/jars/honey');
  assert.is(await width(), 30, 'still hidden after client navigation');
  await page.reload();
  assert.is(await width(), 30, 'still hidden after a reload, from the first paint');
  await show.waitFor();
  await show.focus();
  await page.keyboard.press('Enter');
  assert.ok(await width() > 200);
  assert.ok(await page.locator('#docs-sidebar .sidebar-nav').isVisible());
  await page.reload();
  assert.ok(await width() > 200, 'shown again after a reload');
  assert.equal(errors, []);
});

test('phones: no hide button', async () => {
  const phone = await started.browser.newPage({ viewport: { width: 390, height: 800 } });
  await phone.goto(`${started.site.url}/docs/oats`);
  await phone.waitForFunction(() => document.querySelector('.sidebar-hide-button'));
  assert.not.ok(await phone.locator('.sidebar-hide-button').isVisible());
  await phone.close();
});

test('the sidebar hidden, the page\'s column takes the room it left (as Docusaurus\'s widens by the sidebar\'s width), across client navigation', async () => {
  const wide = await started.browser.newPage({ viewport: { width: 1600, height: 800 } });
  await wide.goto(`${started.site.url}/docs/oats`);
  const column = () => wide.$eval('#main .doc-column', (el) => el.getBoundingClientRect().width);
  const shown = await column();
  await wide.locator('#docs-sidebar .sidebar-hide-button').click();
  assert.ok(await column() >= shown + 250, `${await column()} wide, ${shown} with the sidebar`);
  await followLinkInPage(wide, '/docs/jars/honey');
  assert.ok(await column() >= shown + 250, 'still wide after client navigation');
  await wide.locator('#docs-sidebar .sidebar-show-button').click();
  assert.is(await column(), shown);
  await wide.close();
});

test('autoCollapseCategories: opening a category closes its open sibling', async () => {
  await page.goto(`${started.site.url}/docs/jars/honey`);
  const toggle = (label: string) => page.locator(`#docs-sidebar .sidebar-category-row:has(:text-is("${label}")) .sidebar-category-toggle`);
  assert.is(await toggle('Jars').getAttribute('aria-expanded'), 'true');
  await toggle('Tins').click();
  await page.waitForFunction(() => document.querySelector('#docs-sidebar a[href="/docs/tins/beans"]'));
  await page.waitForFunction(() => [...document.querySelectorAll('#docs-sidebar .sidebar-category-toggle')].map((b) => b.getAttribute('aria-expanded')).join() === 'false,true');
  assert.is(await toggle('Jars').getAttribute('aria-expanded'), 'false');
});

test.run();
