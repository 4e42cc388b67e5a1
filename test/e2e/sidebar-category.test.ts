// A site's `DocSidebarItem/Category` in real Chromium (content/theme/sidebar-items.ts, client/drawn-categories.ts): its
// caret and its label without a page open and close it (mouse and keyboard), docsgen's list of entries inside; a label
// with a page is followed, and client navigation opens the new page's category.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SHELF_CATEGORY } from '../helpers/shelf-category.ts';
import { tmpSite } from '../helpers/tmp-site.ts';
import { collectErrors, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Larder', url: 'https://larder.example.org',
  presets: [['classic', { blog: false, pages: false, docs: { sidebarPath: './sidebars.js' } }]],
};
`,
  'sidebars.js': `module.exports = { main: [
  'flour',
  { type: 'category', label: 'Cans', link: { type: 'generated-index' }, items: ['cans/beans', { type: 'category', label: 'Tins', items: ['cans/tins/peas'] }] },
  { type: 'category', label: 'Jars', collapsed: false, items: ['jars/jam'] },
] };
`,
  'docs/flour.md': '# Flour\n\nFine.\n',
  'docs/cans/beans.md': '# Beans\n\nBaked. See [peas](./tins/peas.md).\n',
  'docs/cans/tins/peas.md': '# Peas\n\nGreen.\n',
  'docs/jars/jam.md': '# Jam\n\nSweet.\n',
  'src/theme/DocSidebarItem/Category/index.js': SHELF_CATEGORY,
};

const started = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'sidebar-category');
let page: Page;
let errors: string[];

/** Slides over (a click during a slide applies when it ends: each check below follows its own click). */
const settled = () => page.waitForFunction(() => document.getAnimations()
  .every((a) => a.playState !== 'running' || !(a.effect as KeyframeEffect | null)?.target?.closest('#docs-sidebar')));
const shelf = (label: string) => page.locator('#docs-sidebar li.shelf', { has: page.locator(`:scope > div > a`, { hasText: label }) });

test('the caret opens and closes a category by mouse and keyboard, its entries docsgen\'s', async () => {
  page = await started.browser.newPage();
  errors = collectErrors(page);
  await page.goto(`${started.site.url}/docs/flour`);
  assert.match(await shelf('Cans').getAttribute('class') ?? '', /menu__list-item--collapsed/);
  await settled();
  await page.click('#docs-sidebar button[aria-label="Toggle Cans"]');
  await page.waitForSelector('#docs-sidebar li.shelf:not(.menu__list-item--collapsed) a[href="/docs/cans/beans"]');
  assert.is(page.url(), `${started.site.url}/docs/flour`);
  // Keyboard: the caret keeps the focus across the redraw; Enter closes the category again.
  assert.ok(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Toggle Cans'));
  await settled();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('#docs-sidebar a[href="/docs/cans/beans"]'));
  assert.ok(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Toggle Cans'));
  await settled();
  await page.keyboard.press('Space');
  await page.waitForSelector('#docs-sidebar a[href="/docs/cans/beans"]');
  // A label without a page (Tins, inside Cans) toggles, though it links to its first entry; the outer category stays open.
  await settled();
  await page.click('#docs-sidebar li.shelf a:text-is("Tins")');
  await page.waitForSelector('#docs-sidebar li.shelf a[href="/docs/cans/tins/peas"]:not(.menu__link)');
  assert.is(page.url(), `${started.site.url}/docs/flour`);
  assert.ok(await page.locator('#docs-sidebar a[href="/docs/cans/beans"]').isVisible());
  // Its caret at the row's end, after what the label holds in its order (an icon before the text stays before it).
  assert.equal(await page.$eval('#docs-sidebar a.menu__link--sublist-caret', (a) => [getComputedStyle(a).flexDirection, getComputedStyle(a, '::before').order]), ['row', '1']);
  // Jars, configured open, closes by its label.
  await settled();
  await page.click('#docs-sidebar li.shelf a:text-is("Jars")');
  await page.waitForFunction(() => !document.querySelector('#docs-sidebar a[href="/docs/jars/jam"]:not(.menu__link)'));
  assert.equal(errors, []);
});

test('a label with a page leads there; client navigation opens the new page\'s category', async () => {
  await settled();
  await page.click('#docs-sidebar li.shelf a:text-is("Jars")');
  await settled();
  await page.click('#docs-sidebar a[href="/docs/jars/jam"]:not(.menu__link)');
  await page.waitForURL(`${started.site.url}/docs/jars/jam`);
  await settled();
  await page.click('#docs-sidebar button[aria-label="Toggle Cans"]');
  await page.waitForFunction(() => !document.querySelector('#docs-sidebar a[href="/docs/cans/beans"]'));
  await settled();
  await page.click('#docs-sidebar li.shelf a:text-is("Cans")');
  await page.waitForURL(`${started.site.url}/docs/category/cans`);
  await page.waitForSelector('#docs-sidebar a[href="/docs/cans/beans"]');
  assert.equal(errors, []);
});

const label = (text: string) => page.locator('#docs-sidebar li.shelf > div > a', { hasText: text });
const classOf = async (text: string) => (await label(text).getAttribute('class')) ?? '';

test('the category holding the page is active, after client navigation too; its own page marks its row', async () => {
  await page.goto(`${started.site.url}/docs/cans/beans`);
  assert.match(await classOf('Cans'), /menu__link--active/);
  assert.not.match(await classOf('Jars'), /menu__link--active/);
  await page.click('#docs-sidebar a[href="/docs/jars/jam"]:not(.menu__link)');
  await page.waitForURL(`${started.site.url}/docs/jars/jam`);
  await page.waitForFunction(() => document.querySelector('#docs-sidebar a.menu__link--active')?.textContent === 'Jars');
  // The previous page's category stays open, no longer active.
  assert.not.match(await classOf('Cans'), /menu__link--active/);
  assert.ok(await page.locator('#docs-sidebar a[href="/docs/cans/beans"]').isVisible());
  // Its own page: its row and aria-current, as the site draws it (docsgen's own marks on none of its links).
  await label('Cans').click();
  await page.waitForURL(`${started.site.url}/docs/category/cans`);
  await page.waitForSelector('#docs-sidebar .menu__list-item-collapsible--active > a[aria-current="page"]:text-is("Cans")');
  assert.not.match(await classOf('Cans'), /(^| )active( |$)/);
  assert.not.match(await classOf('Jars'), /menu__link--active/);
  // A page deeper: both categories on the way are active (Tins opened for it), Cans no longer the page.
  await page.click('#docs-sidebar a:text-is("Tins")');
  await page.click('#docs-sidebar a[href="/docs/cans/tins/peas"]:not(.menu__link)');
  await page.waitForURL(`${started.site.url}/docs/cans/tins/peas`);
  await page.waitForFunction(() => document.querySelectorAll('#docs-sidebar a.menu__link--active').length === 2);
  assert.is(await label('Cans').getAttribute('aria-current'), null);
  assert.equal(errors, []);
});

test('a category slides open and closed, at once for a reader who prefers reduced motion; it stays active', async () => {
  // Counts the slides the sidebar starts (an animation may end before a check after the click could see it).
  await page.evaluate(() => {
    const w = window as unknown as { slides: number };
    w.slides = 0;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      if (this.closest('#docs-sidebar')) w.slides++;
      return animate.apply(this, args);
    };
  });
  const slides = () => page.evaluate(() => (window as unknown as { slides: number }).slides);
  await page.click('#docs-sidebar button[aria-label="Toggle Cans"]');
  await page.waitForFunction(() => !document.querySelector('#docs-sidebar a[href="/docs/cans/beans"]'));
  assert.is(await slides(), 1);
  await page.click('#docs-sidebar button[aria-label="Toggle Cans"]');
  await page.waitForSelector('#docs-sidebar a[href="/docs/cans/beans"]');
  assert.is(await slides(), 2);
  assert.match(await classOf('Cans'), /menu__link--active/);
  await page.waitForFunction(() => !document.getAnimations().some((a) => !!((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest('#docs-sidebar')));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.click('#docs-sidebar button[aria-label="Toggle Cans"]');
  await page.waitForFunction(() => !document.querySelector('#docs-sidebar a[href="/docs/cans/beans"]'));
  await page.click('#docs-sidebar button[aria-label="Toggle Cans"]');
  await page.waitForSelector('#docs-sidebar a[href="/docs/cans/beans"]');
  assert.is(await slides(), 2);
  assert.equal(errors, []);
});

test('closed by the reader, the category holding the page stays active; after client navigation elsewhere, it is not', async () => {
  await page.click('#docs-sidebar button[aria-label="Toggle Cans"]');
  await page.waitForFunction(() => !document.querySelector('#docs-sidebar a[href="/docs/cans/beans"]'));
  assert.match(await shelf('Cans').getAttribute('class') ?? '', /menu__list-item--collapsed/);
  assert.match(await classOf('Cans'), /menu__link--active/);
  await page.click('#docs-sidebar a[href="/docs/flour"]');
  await page.waitForURL(`${started.site.url}/docs/flour`);
  await page.waitForSelector('#docs-sidebar a.active[href="/docs/flour"]');
  await page.waitForFunction(() => !document.querySelector('#docs-sidebar a.menu__link--active'));
  assert.match(await shelf('Cans').getAttribute('class') ?? '', /menu__list-item--collapsed/);
  // Opened again: as for no page, its entries as they were.
  await page.click('#docs-sidebar button[aria-label="Toggle Cans"]');
  await page.waitForSelector('#docs-sidebar a[href="/docs/cans/beans"]');
  assert.not.match(await classOf('Cans'), /menu__link--active/);
  assert.equal(errors, []);
});

test('a second click while the list slides applies when the slide ends: the category closes, then opens again', async () => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await settled();
  assert.ok(await page.locator('#docs-sidebar a[href="/docs/cans/beans"]').isVisible());
  const slides = () => page.evaluate(() => (window as unknown as { slides: number }).slides);
  const before = await slides();
  await page.evaluate(() => {
    const caret = document.querySelector<HTMLElement>('#docs-sidebar button[aria-label="Toggle Cans"]')!;
    caret.click();
    caret.click();
  });
  await page.waitForFunction((n) => (window as unknown as { slides: number }).slides === n, before + 2);
  await settled();
  assert.not.match(await shelf('Cans').getAttribute('class') ?? '', /menu__list-item--collapsed/);
  assert.ok(await page.locator('#docs-sidebar a[href="/docs/cans/beans"]').isVisible());
  assert.is(await slides(), before + 2);
  assert.equal(errors, []);
});

test('closed while it held the page, a category stays closed (and active) on client navigation to a page inside it', async () => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${started.site.url}/docs/cans/beans`);
  await page.click('#docs-sidebar button[aria-label="Toggle Cans"]');
  await page.waitForFunction(() => !document.querySelector('#docs-sidebar a[href="/docs/cans/beans"]'));
  await page.click('#main article a:text-is("peas")');
  await page.waitForFunction(() => document.querySelector('#main h1')?.textContent === 'Peas');
  await page.waitForFunction(() => document.querySelectorAll('#docs-sidebar a.menu__link--active').length === 1);
  assert.match(await shelf('Cans').getAttribute('class') ?? '', /menu__list-item--collapsed/);
  assert.match(await classOf('Cans'), /menu__link--active/);
  // Opened: Tins, which became active inside it, open too (Docusaurus keeps a closed category's entries mounted).
  await page.click('#docs-sidebar button[aria-label="Toggle Cans"]');
  await page.waitForSelector('#docs-sidebar a[href="/docs/cans/tins/peas"]:not(.menu__link)');
  assert.match(await classOf('Tins'), /menu__link--active/);
  // Its list marks the page shown, not the one it was closed on.
  assert.equal(await page.locator('#docs-sidebar a.active').allTextContents(), ['Peas']);
  assert.equal(errors, []);
});

test.run();
