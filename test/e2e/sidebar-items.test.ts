// A site's sidebar entries in real Chromium (content/theme/sidebar-items.ts): an interactive `DocSidebarItem/Link`
// (state, a click handler) hydrates as an island in the server's sidebar and in a collapsed category the client
// opens from the shared tree; after client navigation the new page's link is marked, the old one's no longer.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { collectErrors, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Larder', url: 'https://larder.example.org',
  presets: [['classic', { blog: false, pages: false, docs: { sidebarPath: './sidebars.js' } }]],
};
`,
  'sidebars.js': `module.exports = { main: [
  { type: 'doc', id: 'flour', customProps: { count: true } },
  'salt',
  { type: 'category', label: 'Cans', collapsed: true, items: [{ type: 'doc', id: 'cans/beans', customProps: { count: true } }] },
] };
`,
  'docs/flour.md': '# Flour\n\nFine.\n',
  'docs/salt.md': '# Salt\n\nCoarse.\n',
  'docs/cans/beans.md': '# Beans\n\nBaked.\n',
  'src/theme/DocSidebarItem/Link/index.js': `import { useEffect, useState } from 'react';
import Link from '@theme-original/DocSidebarItem/Link';
export default function Counted(props) {
  const [n, setN] = useState(0);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return <>{props.item.customProps?.count ? <button className="larder-count" data-ready={ready ? '' : undefined} onClick={() => setN(n + 1)}>{props.item.label} {n}</button> : null}<Link {...props} /></>;
}
`,
};

const started = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'sidebar-items');
let page: Page;
let errors: string[];

/** The entry's button once hydrated (its effect ran). */
const count = (label: string) => page.locator('#docs-sidebar .larder-count[data-ready]', { hasText: label });

test('an interactive entry hydrates in the server\'s sidebar and in a category the client opens', async () => {
  page = await started.browser.newPage();
  errors = collectErrors(page);
  await page.goto(`${started.site.url}/docs/flour`);
  await count('Flour').click();
  await page.waitForFunction(() => document.querySelector('#docs-sidebar .larder-count')?.textContent === 'Flour 1');
  assert.is(await page.locator('#docs-sidebar a[aria-current="page"]').textContent(), 'Flour');
  await page.click('#docs-sidebar .sidebar-category-toggle');
  await count('Beans').click();
  await page.waitForFunction(() => [...document.querySelectorAll('#docs-sidebar .larder-count')].some((b) => b.textContent === 'Beans 1'));
  assert.equal(errors, []);
});

test('after client navigation the new page\'s link is marked as Docusaurus marks it, the old one\'s no longer', async () => {
  await page.click('#docs-sidebar a[href="/docs/salt"]');
  await page.waitForURL(`${started.site.url}/docs/salt`);
  await page.waitForFunction(() => document.querySelector('#docs-sidebar a[aria-current="page"]')?.textContent === 'Salt');
  assert.is(await page.locator('#docs-sidebar a.menu__link--active').count(), 1);
  assert.is(await page.locator('#docs-sidebar a[href="/docs/flour"]').getAttribute('class'), 'menu__link');
  // The island keeps its state across the navigation (the sidebar stays).
  assert.is(await count('Flour').textContent(), 'Flour 1');
  assert.equal(errors, []);
});

test.run();
