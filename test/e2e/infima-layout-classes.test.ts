// A Docusaurus site's stylesheet styles Infima's layout classes (`.navbar--fixed-top`, `.navbar--dark`,
// `.navbar__inner`, `.navbar__brand`, `.navbar__title`, `.navbar__items--right`, `.main-wrapper`,
// `.navbar-sidebar--show`): docsgen's navbar and page boxes carry them (templates/infima-layout.ts), through
// client navigation and the mobile menu, in real Chromium.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { collectErrors, followLinkInPage, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Orchard', url: 'https://orchard.example.org',
  themeConfig: { navbar: { title: 'Orchard', style: 'dark', items: [{ to: '/docs/intro', label: 'Guide' }, { to: '/about', label: 'About', position: 'right' }] } },
  presets: [['classic', { blog: false, theme: { customCss: './src/css/custom.css' } }]],
};
`,
  'docs/intro.md': '# Intro\n\nPick the apples.\n',
  'src/pages/about.md': '# About\n\nThe orchard.\n',
  'src/css/custom.css': `.navbar--fixed-top { outline: 3px solid rgb(1, 2, 3); }
.navbar--dark .navbar__inner { column-gap: 17px; }
.navbar__brand { column-gap: 9px; }
.navbar__title { letter-spacing: 1px; }
.navbar__items--right { letter-spacing: 2px; }
.navbar__items:not(.navbar__items--right) { word-spacing: 5px; }
.main-wrapper { border-top: 4px solid rgb(4, 5, 6); }
.navbar-sidebar--show { outline-color: rgb(7, 8, 9); }
`,
};

const started = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'infima-layout-classes');
let page: Page;
let errors: string[];

test.before(async () => {
  page = await started.browser.newPage();
  errors = collectErrors(page);
});

const style = (selector: string, property: string) => page.$eval(selector, (el, p) => getComputedStyle(el).getPropertyValue(p), property);

test('the navbar\'s parts carry Infima\'s classes, and the site\'s rules for them apply', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${started.site.url}/docs/intro`);
  assert.is(await style('header.navbar', 'outline-color'), 'rgb(1, 2, 3)');
  assert.is(await style('.navbar-inner', 'column-gap'), '17px');
  assert.is(await style('.navbar-brand', 'column-gap'), '9px');
  assert.is(await style('.navbar-title', 'letter-spacing'), '1px');
  assert.is(await style('.navbar-items-right', 'letter-spacing'), '2px');
  assert.is(await style('.navbar-items-left', 'word-spacing'), '5px');
  assert.is(await style('.navbar-items-right', 'word-spacing'), '0px', 'the right list is not the left one');
});

test('the page\'s box is the main wrapper, on a docs page and after client navigation to another kind and back', async () => {
  assert.is(await style('.docs-wrapper', 'border-top-color'), 'rgb(4, 5, 6)');
  assert.is(await page.$$eval('.main-wrapper', (els) => els.length), 1);
  await followLinkInPage(page, '/about');
  assert.ok(await page.$eval('#main', (el) => el.matches('.page-main.main-wrapper')), 'the page\'s <main>');
  assert.is(await page.$$eval('.main-wrapper', (els) => els.length), 1);
  await followLinkInPage(page, '/docs/intro');
  assert.ok(await page.$eval('#main', (el) => el.closest('.docs-wrapper')?.classList.contains('main-wrapper') && !el.classList.contains('main-wrapper')));
});

test('the open mobile menu marks the navbar `navbar-sidebar--show`', async () => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.click('[data-menu-toggle]');
  await page.waitForFunction(() => document.documentElement.classList.contains('menu-open'));
  assert.is(await style('header.navbar', 'outline-color'), 'rgb(7, 8, 9)');
  await page.keyboard.press('Escape');
  assert.is(await style('header.navbar', 'outline-color'), 'rgb(1, 2, 3)');
  assert.equal(errors, []);
});

test.run();
