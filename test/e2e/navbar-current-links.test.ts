// Which navbar links a Docusaurus config's pages mark current, on the server and after client navigation, in real
// Chromium: each link by its own target as Docusaurus's NavbarNavLink (client/nav-current.ts, rule `each`), a
// dropdown's links too (`to: '/'` on every page, `activeBasePath`, `activeBaseRegex`, `exact`), and an `href` to a
// page of the site never, being a plain link there; a dropdown's own `to` makes its label a link, never marked.
// Infima's classes (`navbar__link`, `dropdown__link`, their `--active` on the current ones) mark them alike.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { collectErrors, followLinkInPage, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Orchard', url: 'https://orchard.example.org',
  themeConfig: { navbar: { title: 'Orchard', items: [
    { type: 'docSidebar', sidebarId: 'guide', label: 'Guide' },
    { to: '/docs', label: 'Docs root' },
    { to: '/docs/intro', label: 'Intro' },
    { href: '/', label: 'Home href' },
    { label: 'More', to: '/about', items: [
      { to: '/', label: 'Home' },
      { href: '/', label: 'Home href too' },
      { to: '/docs/intro', label: 'Docs base', activeBasePath: 'docs' },
      { to: '/docs/intro', label: 'News', activeBaseRegex: '^/(about|news)' },
      { to: '/docs/other', label: 'Other', exact: true },
    ] },
  ] } },
  presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]],
};
`,
  'sidebars.js': "module.exports = { guide: ['index', 'intro', 'other'] };\n",
  'docs/index.md': '# Docs\n\nThe guide.\n',
  'src/pages/index.md': '# Orchard\n\nWelcome.\n',
  'docs/intro.md': '# Intro\n\nPick the apples.\n',
  'docs/other.md': '# Other\n\nPress the cider.\n',
  'src/pages/about.md': '# About\n\nThe orchard.\n',
};

const started = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'navbar-current-links');
let page: Page;
let errors: string[];

test.before(async () => {
  page = await started.browser.newPage({ viewport: { width: 1280, height: 800 } });
  errors = collectErrors(page);
});

/** The labels of the navbar's row's links marked current, in order; Infima's `--active` class marks the same ones. */
const marked = async () => {
  const labels = (sel: string) => page.$$eval(sel, (els) => els.map((a) => a.textContent!.trim()));
  const current = await labels('.navbar-inner a[aria-current="page"]');
  assert.equal(await labels('.navbar-inner a.navbar__link--active, .navbar-inner a.dropdown__link--active'), current, "Infima's active classes");
  return current;
};

const ON_INTRO = ['Guide', 'Docs root', 'Intro', 'Home', 'Docs base'];
const ON_OTHER = ['Guide', 'Docs root', 'Home', 'Docs base', 'Other'];
const ON_ABOUT = ['Home', 'News'];

test('as the server writes them: every link by its own target, a dropdown\'s too; an `href` to the home page never', async () => {
  await page.goto(`${started.site.url}/docs/intro`);
  assert.equal(await marked(), ON_INTRO, 'both plain links the page is under, not the longest alone');
  await page.goto(`${started.site.url}/docs/other`);
  assert.equal(await marked(), ON_OTHER, 'a plain link to another doc (Intro) not: no link stands for every docs page');
  await page.goto(`${started.site.url}/about`);
  assert.equal(await marked(), ON_ABOUT);
  assert.is(await page.$eval('.navbar-inner a:text-is("Home href")', (a) => a.getAttribute('target')), null, 'a page of the site: no new tab');
  assert.is(await page.$eval('.navbar-inner .navbar-dropdown-toggle:text-is("More")', (a) => a.getAttribute('href')), '/about', 'the dropdown\'s label links to its `to`');
  assert.is(await page.$eval('#mobile-menu .mobile-menu-group-label:text-is("More")', (a) => a.getAttribute('href')), '/about', 'in the mobile menu too');
  // Infima's link classes, as Docusaurus draws the row's links and a dropdown's (the mobile menu's are docsgen's own).
  const classOf = (sel: string) => page.$eval(sel, (a) => a.className);
  assert.is(await classOf('.navbar-inner a:text-is("Intro")'), 'navbar-link navbar__item navbar__link');
  assert.is(await classOf('.navbar-inner .navbar-dropdown-toggle:text-is("More")'), 'navbar-link navbar-dropdown-toggle navbar__link');
  assert.is(await classOf('.navbar-inner a:text-is("Home")'), 'dropdown-link dropdown__link dropdown__link--active');
  assert.is(await classOf('#mobile-menu a:text-is("Intro")'), 'mobile-menu-link');
});

test('after client navigation, the same', async () => {
  await followLinkInPage(page, '/docs/other');
  assert.equal(await marked(), ON_OTHER);
  await followLinkInPage(page, '/docs/intro');
  assert.equal(await marked(), ON_INTRO);
  await followLinkInPage(page, '/about');
  assert.equal(await marked(), ON_ABOUT);
  assert.equal(errors, []);
});

test.run();
