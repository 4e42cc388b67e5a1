// A site's DocRoot/Layout of its own (Docusaurus's, with state: an island around docsgen's sidebar and main) in real
// Chromium: what it adds stays across client navigation while each page's doc shows in it; at 390 px the menu shows
// the sidebar, without JavaScript too.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { collectErrors, islandHydrated, withSiteAndBrowser } from './setup.ts';
import { stockKeptToSalt } from './stock-kept.ts';

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Larder', url: 'https://larder.example.org',
  presets: [['classic', { blog: false, pages: false, docs: { sidebarPath: './sidebars.js' } }]],
};
`,
  'sidebars.js': "module.exports = { main: ['flour', 'salt'] };\n",
  'docs/flour.md': '# Flour\n\nMilled.\n',
  'docs/salt.md': '# Salt\n\nFlaked.\n',
  // In no sidebar: shown without the docs layout.
  'docs/notes.md': '# Notes\n\nStart with [flour](./flour.md).\n',
  'src/theme/DocRoot/Layout/index.js': `import { useState } from 'react';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import DocRootLayoutSidebar from '@theme/DocRoot/Layout/Sidebar';
import DocRootLayoutMain from '@theme/DocRoot/Layout/Main';
export default function DocRootLayout({ children }) {
  const sidebar = useDocsSidebar();
  const [count, setCount] = useState(0);
  return <><div className="shelf"><div className="shelf-row" style={{ display: 'flex' }}>
    {sidebar && <DocRootLayoutSidebar sidebar={sidebar.items} hiddenSidebarContainer={false} setHiddenSidebarContainer={() => {}} />}
    <DocRootLayoutMain hiddenSidebarContainer={false}>{children}</DocRootLayoutMain>
  </div></div><button type="button" className="stock" onClick={() => setCount(count + 1)}>Stock {count}</button></>;
}
`,
};

const started = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'doc-root-layout');

test('the layout hydrates; client navigation shows each page\'s doc in it, what it adds kept with its state', async () => {
  const page: Page = await started.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = collectErrors(page);
  await stockKeptToSalt(page, started.site.url);
  assert.is(await page.locator('.shelf-row > * #main, .shelf-row #main').count(), 1, 'the page in the layout');
  assert.is(await page.locator('#docs-sidebar a[aria-current="page"]').textContent(), 'Salt');
  assert.equal(errors, []);
  await page.close();
});

test('client navigation from a page without a sidebar draws the layout as a full load does, hydrated once', async () => {
  const page: Page = await started.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = collectErrors(page);
  await page.goto(`${started.site.url}/docs/notes`);
  assert.is(await page.locator('.shelf').count(), 0);
  await page.evaluate(() => { (window as unknown as { kept: boolean }).kept = true; });
  await page.click('#main a[href$="/docs/flour"]');
  await page.waitForFunction(() => document.querySelector('#main h1')?.textContent === 'Flour');
  assert.ok(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept), 'no full load');
  assert.is(await page.locator('.shelf-row #docs-sidebar').count(), 1, 'the sidebar in the layout');
  assert.is(await page.locator('.shelf-row #main').count(), 1, 'the page in the layout');
  await page.waitForSelector('#docs-sidebar a[aria-current="page"]:text-is("Flour")');
  await islandHydrated(page, '.stock');
  await page.click('.stock');
  await page.waitForFunction(() => document.querySelector('.stock')?.textContent === 'Stock 1');
  assert.is(await page.locator('.stock').count(), 1);
  assert.is(await page.textContent('#main h1'), 'Flour', 'the page kept in the hydrated layout');
  assert.equal(errors, []);
  await page.close();
});

test('at 390 px without JavaScript the open menu shows the sidebar, the page behind hidden', async () => {
  const ctx = await started.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
  try {
    const p = await ctx.newPage();
    await p.goto(`${started.site.url}/docs/flour`);
    assert.not.ok(await p.locator('#docs-sidebar').isVisible());
    await p.locator('header [data-menu-toggle]').click();
    assert.ok(await p.locator('#docs-sidebar a:text-is("Salt")').isVisible());
    assert.not.ok(await p.locator('#main').isVisible());
  } finally {
    await ctx.close();
  }
});

test.run();
