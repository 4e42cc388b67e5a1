// A site's navbar parts that read the URL, in real Chromium: each page shows its own, and links between pages still
// navigate on the client (the next page's parts swapped in from its page data, their islands hydrated again);
// back and forward restore them, and docsgen's own links are current as on a full load.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { clickUntilChanged, collectErrors, islandHydrated, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Orchard', url: 'https://orchard.example.org',
  themeConfig: { navbar: { title: 'Orchard', hideOnScroll: true, items: [{ to: '/docs/intro', label: 'Guide', position: 'left' }, { to: '/docs/pears', label: 'Pears', position: 'left' }, { type: 'custom-where', position: 'right' }] },
    footer: { links: [{ title: 'Fruit', items: [{ label: 'All about pears', to: '/docs/pears' }, { label: 'Elsewhere', href: 'https://example.org' }] }] } },
  presets: [['classic', { blog: false, pages: false }]],
};
`,
  'docs/intro.md': '# Intro\n\nPick the apples, then [the pears](./pears.md).\n',
  'docs/pears.md': `# Pears\n\n${'Pears ripen off the tree.\n\n'.repeat(80)}`,
  // A Navbar wrapper that reads the URL too: the whole navbar is the page's, the Content wrapper's part inside it.
  'src/theme/Navbar.js': `import { useLocation } from '@docusaurus/router';
import Navbar from '@theme-original/Navbar';
export default function NavbarWrapper(props) {
  return <div className="orchard-bar" data-at={useLocation().pathname}><Navbar {...props} /></div>;
}
`,
  'src/theme/Navbar/Content.js': `import { useState } from 'react';
import { useLocation } from '@docusaurus/router';
import NavbarContent from '@theme-original/Navbar/Content';
export default function ContentWrapper(props) {
  const { pathname } = useLocation();
  const [n, setN] = useState(0);
  return <><NavbarContent {...props} /><button type="button" className="orchard-where" onClick={() => setN(n + 1)}>{pathname} {n}</button></>;
}
`,
  'src/theme/NavbarItem/ComponentTypes.js': `import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import { useLocation } from '@docusaurus/router';
function Where({ mobile }) {
  const { pathname } = useLocation();
  return mobile ? <li className="orchard-item">{pathname}</li> : <span className="orchard-item">{pathname}</span>;
}
export default { ...ComponentTypes, 'custom-where': Where };
`,
};

const started = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'navbar-per-page');
let page: Page;
let errors: string[];

test.before(async () => {
  page = await started.browser.newPage();
  errors = collectErrors(page);
});

const where = () => page.textContent('.orchard-where');
const item = () => page.textContent('.navbar-items .orchard-item');
const current = () => page.$$eval('a.navbar-link[aria-current="page"], a.footer-link[aria-current="page"]', (links) => links.map((a) => a.textContent));
/** Set on the window of the first load: gone after a full load. */
const marked = () => page.evaluate(() => (window as unknown as { orchardMark?: boolean }).orchardMark === true);

test('links between pages navigate on the client; the navbar parts show the new page, hydrated', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${started.site.url}/docs/intro`);
  await page.evaluate(() => ((window as unknown as { orchardMark: boolean }).orchardMark = true));
  assert.is(await where(), '/docs/intro 0');
  assert.is(await item(), '/docs/intro');
  await islandHydrated(page, '.orchard-where');
  assert.is(await clickUntilChanged(page, '.orchard-where', '/docs/intro 0'), '/docs/intro 1');
  await page.click('.navbar-link:text("Pears")');
  await page.waitForURL(/\/docs\/pears\/?$/);
  await page.waitForFunction(() => document.querySelector('.orchard-where')?.textContent?.startsWith('/docs/pears'));
  assert.ok(await marked(), 'no full load');
  assert.is(await item(), '/docs/pears');
  assert.is(await page.textContent('.mobile-menu-links .orchard-item'), '/docs/pears');
  assert.equal(await current(), ['Pears', 'All about pears'], 'the navbar\'s and the footer\'s, as on a full load');
  // The new part's island hydrates: its state works, from its own start.
  await islandHydrated(page, '.orchard-where');
  assert.is(await clickUntilChanged(page, '.orchard-where', '/docs/pears 0'), '/docs/pears 1');
  assert.is(await page.locator('.orchard-where').count(), 1, 'the part swapped, not added');
  assert.is(await page.getAttribute('.orchard-bar', 'data-at'), '/docs/pears', 'the navbar around it too');
  assert.is(await page.locator('header.navbar').count(), 1);
});

test('the navbar put in place hides on scroll as the first did', async () => {
  await page.mouse.move(600, 500);
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.waitForFunction(() => document.querySelector('header.navbar')!.classList.contains('navbar-hidden'));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => !document.querySelector('header.navbar')!.classList.contains('navbar-hidden'));
});

test('back and forward restore each page\'s navbar parts, on the client', async () => {
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('.orchard-where')?.textContent?.startsWith('/docs/intro'));
  assert.is(await item(), '/docs/intro');
  assert.equal(await current(), ['Guide']);
  assert.ok(await page.evaluate(() => !document.querySelector('a.footer-link[aria-current]')), 'the footer\'s link is no longer current');
  await page.goForward();
  await page.waitForFunction(() => document.querySelector('.orchard-where')?.textContent?.startsWith('/docs/pears'));
  assert.is(await item(), '/docs/pears');
  // A link in the content too.
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('.navbar-items .orchard-item')?.textContent === '/docs/intro');
  await page.click('#main a:text("the pears")');
  await page.waitForFunction(() => document.querySelector('.navbar-items .orchard-item')?.textContent === '/docs/pears');
  assert.ok(await marked(), 'no full load');
});

test('the mobile menu still opens and closes after the navbar parts swapped', async () => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.click('[data-menu-toggle]');
  await page.waitForFunction(() => document.documentElement.classList.contains('menu-open'));
  await page.click('.mobile-menu-link:text("Guide")');
  await page.waitForFunction(() => document.querySelector('.mobile-menu-links .orchard-item')?.textContent === '/docs/intro');
  await page.waitForFunction(() => !document.documentElement.classList.contains('menu-open'));
  await page.click('[data-menu-toggle]');
  await page.waitForFunction(() => document.documentElement.classList.contains('menu-open'));
  assert.ok(await marked(), 'no full load');
  assert.equal(errors, []);
});

test('at the page\'s address with a trailing slash (as static hosts redirect), a hydrated part keeps docsgen\'s navbar inside it', async () => {
  const fresh = await started.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await fresh.goto(`${started.site.url}/docs/intro/`);
  await islandHydrated(fresh, '.orchard-where');
  assert.is(await clickUntilChanged(fresh, '.orchard-where', '/docs/intro/ 0'), '/docs/intro/ 1', 'the browser\'s own URL, as useLocation gives it');
  assert.equal(await fresh.locator('.navbar-link').allInnerTexts(), ['Guide', 'Pears']);
  assert.ok(await fresh.locator('#search-input').isVisible());
  await fresh.close();
});

test.run();
