// A site's `DocSidebarItem/Category` closed by the reader while it held the page, in real Chromium
// (client/drawn-categories.ts's showTrail, client/sidebar-open.ts): on client navigation its kept list is updated as
// Docusaurus updates a closed category's mounted entries, categories closed inside it at any depth included, and the
// site's `DocSidebarItem/Link` drawings in it swapped for the new page's.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SHELF_CATEGORY } from '../helpers/shelf-category.ts';
import { tmpSite } from '../helpers/tmp-site.ts';
import { collectErrors, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': "module.exports = { title: 'Pantry', url: 'https://pantry.example.org', presets: [['classic', { blog: false, pages: false, docs: { sidebarPath: './sidebars.js' } }]] };\n",
  'sidebars.js': `module.exports = { main: ['flour', { type: 'category', label: 'Cans', link: { type: 'generated-index' }, items: [
  'cans/beans', 'cans/corn',
  { type: 'category', label: 'Tins', items: ['cans/tins/peas', { type: 'category', label: 'Boxes', items: ['cans/tins/boxes/lentils'] }] },
] }] };
`,
  'docs/flour.md': '# Flour\n\nFine.\n',
  'docs/cans/beans.md': '# Beans\n\nSee [corn](./corn.md).\n',
  'docs/cans/corn.md': '# Corn\n\nYellow.\n',
  'docs/cans/tins/peas.md': '# Peas\n\nSee [lentils](./boxes/lentils.md).\n',
  'docs/cans/tins/boxes/lentils.md': '# Lentils\n\nRed.\n',
  'src/theme/DocSidebarItem/Category/index.js': SHELF_CATEGORY,
  // The page's own entry drawn apart (a mark before its label).
  'src/theme/DocSidebarItem/Link/index.js': `import Link from '@docusaurus/Link';
import { isActiveSidebarItem } from '@docusaurus/theme-common/internal';
export default function Can({ item, activePath }) {
  const active = isActiveSidebarItem(item, activePath);
  return (
    <li className={'menu__list-item can' + (active ? ' can--here' : '')}>
      <Link className={'menu__link' + (active ? ' menu__link--active' : '')} href={item.href}>{active ? '> ' : ''}{item.label}</Link>
    </li>
  );
}
`,
};

const started = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'sidebar-drawn-kept');
let page: Page;
let errors: string[];

const shelf = (label: string) => page.locator('#docs-sidebar li.shelf', { has: page.locator(':scope > div > a', { hasText: label }) });
const closed = async (label: string) => /menu__list-item--collapsed/.test(await shelf(label).getAttribute('class') ?? '');
const cans = '#docs-sidebar template[data-drawn-category="cans"]';
/** Follows a link of the page; waits for the sidebar's update, which draws closed Cans anew as the new page's. */
const go = async (link: string, title: string) => {
  await page.$eval(cans, (t) => t.classList.add('before'));
  await page.click(`#main article a:text-is("${link}")`);
  await page.waitForFunction((t) => document.querySelector('#main h1')?.textContent === t, title);
  await page.waitForFunction((sel) => !document.querySelector(sel)?.classList.contains('before'), cans);
};
const openCans = async () => {
  await page.click('#docs-sidebar button[aria-label="Toggle Cans"]');
  await page.waitForSelector('#docs-sidebar li.shelf:not(.menu__list-item--collapsed) a[href="/docs/cans/beans"]');
};

test('a category closed inside a closed one, two levels up from the new page: the one inside it opens, active', async () => {
  page = await started.browser.newPage();
  errors = collectErrors(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${started.site.url}/docs/cans/tins/peas`);
  await page.click('#docs-sidebar a.menu__link--sublist:text-is("Tins")');
  await page.waitForFunction(() => !document.querySelector('#docs-sidebar a[href="/docs/cans/tins/peas"]:not(.menu__link--sublist)'));
  await page.click('#docs-sidebar button[aria-label="Toggle Cans"]');
  await page.waitForFunction(() => !document.querySelector('#docs-sidebar a[href="/docs/cans/beans"]'));
  await go('lentils', 'Lentils');
  assert.ok(await closed('Cans'), 'Cans stays closed');
  await openCans();
  assert.ok(await closed('Tins'), 'Tins stays closed');
  await page.click('#docs-sidebar a.menu__link--sublist:text-is("Tins")');
  await page.waitForSelector('#docs-sidebar a[href="/docs/cans/tins/peas"]:not(.menu__link--sublist)');
  assert.not.ok(await closed('Boxes'), 'Boxes, active now, opened');
  assert.match(await shelf('Boxes').locator(':scope > div > a').getAttribute('class') ?? '', /menu__link--active/);
  assert.equal(await page.locator('#docs-sidebar a.menu__link--active:not(.menu__link--sublist)').allTextContents(), ['> Lentils']);
  assert.equal(errors, []);
});

test('in a closed category\'s kept list, the site\'s drawing of an entry follows the page', async () => {
  await page.goto(`${started.site.url}/docs/cans/beans`);
  assert.equal(await page.locator('#docs-sidebar li.can--here').allTextContents(), ['> Beans']);
  await page.click('#docs-sidebar button[aria-label="Toggle Cans"]');
  await page.waitForFunction(() => !document.querySelector('#docs-sidebar a[href="/docs/cans/beans"]'));
  await go('corn', 'Corn');
  assert.ok(await closed('Cans'), 'Cans stays closed');
  await openCans();
  assert.equal(await page.locator('#docs-sidebar li.can--here').allTextContents(), ['> Corn']);
  assert.equal(await page.locator('#docs-sidebar li.shelf li.can:not(.can--here)').allTextContents(), ['Beans']);
  assert.equal(errors, []);
});

test('in an open category the site draws, the same', async () => {
  await page.goto(`${started.site.url}/docs/cans/beans`);
  await go('corn', 'Corn');
  assert.equal(await page.locator('#docs-sidebar li.can--here').allTextContents(), ['> Corn']);
  assert.equal(await page.locator('#docs-sidebar li.shelf li.can:not(.can--here)').allTextContents(), ['Beans']);
  assert.equal(errors, []);
});

test.run();
