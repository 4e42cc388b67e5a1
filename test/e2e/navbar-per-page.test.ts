// A site's navbar part that reads the URL, in real Chromium: each page shows its own (a link from one page to
// another loads the next in full, its navbar drawn for it), and a part with state that reads it hydrates on each.
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
  'src/theme/Navbar/Content.js': `import { useState } from 'react';
import { useLocation } from '@docusaurus/router';
import NavbarContent from '@theme-original/Navbar/Content';
export default function ContentWrapper(props) {
  const { pathname } = useLocation();
  const [n, setN] = useState(0);
  return <><NavbarContent {...props} /><button type="button" className="orchard-where" onClick={() => setN(n + 1)}>{pathname} {n}</button></>;
}
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

test('a navbar link leads to a page whose navbar part shows that page, hydrated', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${started.site.url}/docs/intro`);
  assert.is(await where(), '/docs/intro 0');
  await page.click('.navbar-link:text("Pears")');
  await page.waitForURL(/\/docs\/pears\/?$/);
  await page.waitForFunction(() => document.querySelector('.orchard-where')?.textContent?.startsWith('/docs/pears'));
  // Its state works: the island hydrated on the page loaded.
  await page.waitForFunction(() => Object.keys(document.querySelector('.orchard-where')!.closest('.island') ?? {}).some((k) => k.startsWith('__reactContainer')));
  await page.click('.orchard-where');
  assert.is(await where(), '/docs/pears 1');
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('.orchard-where')?.textContent?.startsWith('/docs/intro'));
  assert.equal(errors, []);
});

test.run();
