// A site's `DocSidebar` wrapper (content/theme/sidebar-wrapper.ts) in real Chromium: what it draws around docsgen's
// sidebar stays after client navigation to a page of another sidebar, around that sidebar's entries; from a page
// without a sidebar, the first docs page has it too.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { collectErrors, islandHydrated, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Larder', url: 'https://larder.example.org',
  presets: [['classic', { blog: false, pages: false, docs: { sidebarPath: './sidebars.js' } }]],
};
`,
  'sidebars.js': "module.exports = { dry: ['flour', 'salt'], cold: ['milk'] };",
  'docs/flour.md': '# Flour\n\nSee [milk](./milk.md).\n',
  'docs/salt.md': '# Salt\n\nFine.\n',
  'docs/milk.md': '# Milk\n\nBack to [flour](./flour.md).\n',
  // In no sidebar: shown without one.
  'docs/notes.md': '# Notes\n\nStart with [flour](./flour.md).\n',
  'src/theme/DocSidebar/index.js': `import DocSidebar from '@theme-original/DocSidebar';
export default function Wrapped(props) {
  return <><div className="pantry-note">Stocked daily</div><DocSidebar {...props} /></>;
}
`,
  // Reads the page: drawn for each, swapped on client navigation around the entries.
  'src/theme/DocSidebar/Desktop/index.js': `import Desktop from '@theme-original/DocSidebar/Desktop';
import { useLocation } from '@docusaurus/router';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
export default function Placed(props) {
  return <><p className="pantry-where">{useDocsSidebar()?.name} {useLocation().pathname}</p><Desktop {...props} /></>;
}
`,
  // With state: an island around the entries, drawn once, kept across pages.
  'src/theme/DocSidebar/Desktop/Content/index.js': `import { useState } from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
export default function Tallied(props) {
  const [n, setN] = useState(0);
  return <><button type="button" className="pantry-tally" onClick={() => setN(n + 1)}>Tally {n}</button><Content {...props} /></>;
}
`,
};

const started = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'doc-sidebar-wrapper');
let page: Page;

test('the wrapper\'s box stays after client navigation to another sidebar\'s page, and back', async () => {
  page = await started.browser.newPage();
  const errors = collectErrors(page);
  await page.goto(`${started.site.url}/docs/flour`);
  await page.evaluate(() => { (window as unknown as { stayed: boolean }).stayed = true; });
  await islandHydrated(page, '.pantry-tally');
  await page.click('.pantry-tally');
  await page.waitForFunction(() => document.querySelector('.pantry-tally')?.textContent === 'Tally 1');
  for (const [link, next, entry] of [['milk', 'milk', 'Milk'], ['flour', 'flour', 'Salt']] as const) {
    await page.click(`main a[href$="/docs/${link}"]`);
    await page.waitForURL(`${started.site.url}/docs/${next}`);
    await page.waitForSelector(`#docs-sidebar nav a:text-is("${entry}")`);
    assert.is(await page.locator('#docs-sidebar .pantry-note').textContent(), 'Stocked daily');
    assert.is(await page.locator('#docs-sidebar a.active').textContent(), next === 'milk' ? 'Milk' : 'Flour');
    assert.is(await page.locator('#docs-sidebar .pantry-where').textContent(), `${next === 'milk' ? 'cold' : 'dry'} /docs/${next}`);
    assert.equal(await page.locator('.pantry-tally').allTextContents(), ['Tally 1'], 'the island once, its state kept');
  }
  // In the same sidebar: the entries stay (the same nav), the wrapper's part is the new page's.
  await page.evaluate(() => { (document.querySelector('#docs-sidebar nav') as unknown as { kept: boolean }).kept = true; });
  await page.click('#docs-sidebar nav a:text-is("Salt")');
  await page.waitForURL(`${started.site.url}/docs/salt`);
  await page.waitForFunction(() => document.querySelector('#docs-sidebar .pantry-where')?.textContent === 'dry /docs/salt');
  assert.ok(await page.evaluate(() => (document.querySelector('#docs-sidebar nav') as unknown as { kept?: boolean }).kept), 'the same entries');
  assert.is(await page.locator('#docs-sidebar .pantry-where').count(), 1);
  assert.ok(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), 'no full load');
  assert.equal(errors, []);
});

test('from a page without a sidebar, the first docs page has the wrapper\'s box around the entries', async () => {
  const errors = collectErrors(page);
  await page.goto(`${started.site.url}/docs/notes`);
  assert.is(await page.locator('#docs-sidebar').count(), 0);
  await page.evaluate(() => { (window as unknown as { stayed: boolean }).stayed = true; });
  await page.click('main a[href$="/docs/flour"]');
  await page.waitForURL(`${started.site.url}/docs/flour`);
  await page.waitForSelector('#docs-sidebar nav a.active:text-is("Flour")');
  assert.is(await page.locator('#docs-sidebar .pantry-note').textContent(), 'Stocked daily');
  assert.is(await page.locator('#docs-sidebar .pantry-where').textContent(), 'dry /docs/flour');
  assert.is(await page.locator('#docs-sidebar nav').count(), 1);
  await islandHydrated(page, '.pantry-tally');
  await page.click('.pantry-tally');
  await page.waitForFunction(() => document.querySelector('.pantry-tally')?.textContent === 'Tally 1');
  assert.is(await page.locator('.pantry-tally').count(), 1);
  assert.ok(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), 'no full load');
  assert.equal(errors, []);
});

test.run();
