// Client navigation puts the next page's <html> classes in place of the last page's (`html.docs-doc-page` to
// `html.mdx-page cosy-page`), the client's own staying (so the page was not loaded again), in real Chromium.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { withContext, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': "module.exports = { title: 'Kettle', url: 'https://kettle.example.org', presets: [['classic', { blog: false }]] };\n",
  'docs/intro.md': '# Intro\n\nSee the [cosy page](/cosy).\n',
  'src/pages/cosy.mdx': "import Head from '@docusaurus/Head';\n\n<Head><html className=\"cosy-page\" /></Head>\n\n# Cosy\n\nBack to the [intro](/docs/intro).\n",
};

const served = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'html-class');

const classes = (page: Page) => page.evaluate(() => document.documentElement.className);

test('a client navigation swaps the page\'s <html> classes and keeps the client\'s own', () => withContext(served.browser, {}, async (page) => {
  await page.goto(`${served.site.url}/docs/intro`);
  assert.is(await classes(page), 'plugin-docs plugin-id-default docs-doc-page');
  await page.evaluate(() => document.documentElement.classList.add('kept-by-client'));
  await page.locator('main a[href="/cosy"]').click();
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Cosy');
  assert.is(await classes(page), 'kept-by-client plugin-pages plugin-id-default mdx-page cosy-page');
  await page.locator('main a[href="/docs/intro"]').click();
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Intro');
  assert.is(await classes(page), 'kept-by-client plugin-docs plugin-id-default docs-doc-page');
}));

test.run();
