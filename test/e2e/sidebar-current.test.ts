// The current page's entry as a site's `DocSidebarItem/Link` draws it (a mark of its own, `data-current-page`) in real
// Chromium: on the page loaded whole, and after client navigation, inside a collapsed category too, from the sidebar
// tree's current-entries file (client/sidebar-render.ts's showCurrentEntries); the previous page's mark goes.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { collectErrors, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Pantry', url: 'https://pantry.example.org',
  presets: [['classic', { blog: false, pages: false, docs: { sidebarPath: './sidebars.js' } }]],
};
`,
  'sidebars.js': `module.exports = { main: ['oats', 'rice', { type: 'category', label: 'Jars', collapsed: true, items: ['jars/honey'] }] };
`,
  'docs/oats.md': '# Oats\n\nRolled.\n',
  'docs/rice.md': '# Rice\n\nLong grain.\n',
  'docs/jars/honey.md': '# Honey\n\nRunny.\n',
  'src/theme/DocSidebarItem/Link/index.js': `import { isActiveSidebarItem } from '@docusaurus/plugin-content-docs/client';
export default function Marked({ item, activePath }) {
  const current = isActiveSidebarItem(item, activePath);
  return <li className="pantry-entry" data-current-page={current ? '' : undefined}><a className={current ? 'pantry-here' : undefined} href={item.href}>{item.label}</a></li>;
}
`,
};

const started = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'sidebar-current');
let page: Page;

const marked = () => page.$$eval('#docs-sidebar [data-current-page]', (els) => els.map((el) => el.textContent));

test('the page loaded whole shows the site\'s mark on its own entry', async () => {
  page = await started.browser.newPage();
  await page.goto(`${started.site.url}/docs/oats`);
  assert.equal(await marked(), ['Oats']);
});

test('after client navigation the new page\'s entry has the site\'s mark, the old one\'s no longer, in a closed category too', async () => {
  const errors = collectErrors(page);
  await page.click('#docs-sidebar a[href="/docs/rice"]');
  await page.waitForURL(`${started.site.url}/docs/rice`);
  await page.waitForFunction(() => document.querySelector('#docs-sidebar [data-current-page]')?.textContent === 'Rice');
  assert.equal(await marked(), ['Rice']);
  assert.is(await page.locator('#docs-sidebar a.pantry-here').textContent(), 'Rice');
  // A link in the page leads into the collapsed category: it opens, and its entry has the mark.
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/docs/jars/honey';
    a.id = 'to-honey';
    a.textContent = 'Honey';
    document.querySelector('main')!.append(a);
  });
  await page.click('#to-honey');
  await page.waitForURL(`${started.site.url}/docs/jars/honey`);
  await page.waitForFunction(() => document.querySelector('#docs-sidebar [data-current-page]')?.textContent === 'Honey');
  assert.equal(await marked(), ['Honey']);
  assert.is(await page.locator('#docs-sidebar a.pantry-here').count(), 1);
  // Back: the first page's mark again.
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('#docs-sidebar [data-current-page]')?.textContent === 'Rice');
  assert.equal(await marked(), ['Rice']);
  assert.equal(errors, []);
});

test.run();
