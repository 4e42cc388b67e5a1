// The mobile menu's dropdowns, in real Chromium: collapsed, unless one of their links leads to the page (an item's `to`,
// `activeBasePath` or `activeBaseRegex`, or the dropdown's own `to`), as Docusaurus's DropdownNavbarItemMobile; open in
// the server's HTML (no script needed), and opened after client navigation into one (never closed by it).
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { collectErrors, followLinkInPage, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Harbor', url: 'https://harbor.example.org',
  themeConfig: { navbar: { title: 'Harbor', items: [
    { label: 'Boats', items: [{ to: '/docs/intro', label: 'Intro' }] },
    { label: 'Tides', items: [{ to: '/docs/other', label: 'Charts', activeBasePath: '/news' }] },
    { label: 'About us', to: '/about', items: [{ href: 'https://example.org', label: 'Elsewhere' }] },
  ] } },
  presets: [['classic', { blog: false }]],
};
`,
  'src/pages/index.md': '# Harbor\n\nWelcome.\n',
  'src/pages/news.md': '# News\n\nThe fleet.\n',
  'src/pages/about.md': '# About\n\nThe harbor.\n',
  'docs/intro.md': '# Intro\n\nThe boats.\n',
  'docs/other.md': '# Other\n\nThe tides.\n',
};

const started = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'navbar-mobile-dropdowns');
let page: Page;
let errors: string[];

test.before(async () => {
  page = await started.browser.newPage({ viewport: { width: 390, height: 800 } });
  errors = collectErrors(page);
});

/** The labels of the mobile menu's open dropdowns, in order. */
const open = () => page.$$eval('#mobile-menu .mobile-menu-group > details[open] .mobile-menu-group-label', (els) => els.map((e) => e.textContent!.trim()));

test('as the server writes them: open where an item, its activeBasePath or the dropdown\'s own `to` leads to the page', async () => {
  await page.goto(`${started.site.url}/`);
  assert.equal(await open(), []);
  await page.goto(`${started.site.url}/docs/intro`);
  assert.equal(await open(), ['Boats']);
  await page.goto(`${started.site.url}/news`);
  assert.equal(await open(), ['Tides']);
  await page.goto(`${started.site.url}/about`);
  assert.equal(await open(), ['About us']);
});

test('a closed one opens by its label', async () => {
  await page.$eval('#mobile-menu .mobile-menu-group-label:text-is("Boats")', (e) => (e.closest('summary') as HTMLElement).click());
  assert.equal(await open(), ['Boats', 'About us']);
});

test('after client navigation into one, it opens; the others stay as they were', async () => {
  await page.goto(`${started.site.url}/`);
  await followLinkInPage(page, '/docs/other');
  assert.equal(await open(), ['Tides']);
  await followLinkInPage(page, '/docs/intro');
  assert.equal(await open(), ['Boats', 'Tides']);
  assert.equal(errors, []);
});

test.run();
