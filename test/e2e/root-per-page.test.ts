// A site's Root that reads the URL, in real Chromium: what it draws around the page is each page's own, and client
// navigation swaps it (the page inside it is its own swap), with no full load; back restores it.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { collectErrors, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Orchard', url: 'https://orchard.example.org',
  themeConfig: { navbar: { title: 'Orchard', items: [{ to: '/docs/intro', label: 'Guide', position: 'left' }, { to: '/docs/pears', label: 'Pears', position: 'left' }] } },
  presets: [['classic', { blog: false, pages: false }]],
};
`,
  'docs/intro.md': '# Intro\n\nPick the apples.\n',
  'docs/pears.md': '# Pears\n\nPears ripen off the tree.\n',
  'src/theme/Root.js': `import { useLocation } from '@docusaurus/router';
export default function Root({ children }) {
  const { pathname } = useLocation();
  return <><div className="orchard-banner">on {pathname}</div><div className="orchard-frame">{children}<p className="orchard-after">left {pathname}</p></div></>;
}
`,
};

const started = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'root-per-page');
let page: Page;
let errors: string[];

test.before(async () => {
  page = await started.browser.newPage({ viewport: { width: 1280, height: 800 } });
  errors = collectErrors(page);
});

const marked = () => page.evaluate(() => (window as unknown as { orchardMark?: boolean }).orchardMark === true);

test('Root\'s additions show the new page after client navigation, the page inside swapped once', async () => {
  await page.goto(`${started.site.url}/docs/intro`);
  await page.evaluate(() => ((window as unknown as { orchardMark: boolean }).orchardMark = true));
  assert.is(await page.textContent('.orchard-banner'), 'on /docs/intro');
  await page.click('.navbar-link:text("Pears")');
  await page.waitForURL(/\/docs\/pears\/?$/);
  await page.waitForFunction(() => document.querySelector('.orchard-banner')?.textContent === 'on /docs/pears');
  assert.ok(await marked(), 'no full load');
  assert.is(await page.textContent('.orchard-after'), 'left /docs/pears');
  assert.is(await page.textContent('#main h1'), 'Pears');
  assert.is(await page.locator('.orchard-banner').count(), 1);
  assert.is(await page.locator('header.navbar').count(), 1);
  assert.ok(await page.evaluate(() => !!document.querySelector('.orchard-frame #main')), 'the page stays inside Root\'s element');
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('.orchard-banner')?.textContent === 'on /docs/intro');
  assert.is(await page.textContent('.orchard-after'), 'left /docs/intro');
  assert.ok(await marked(), 'no full load');
  assert.equal(errors, []);
});

test.run();
