// A site whose docs live at the site's root (`routeBasePath: '/'`, as redux.js.org), in real Chromium: the navbar
// marks the link of the section being read — a doc link on the pages of its doc's sidebar, a plain link on its
// own page — on a full load and after client navigation, never the first docs link everywhere; a doc with
// `hide_title` still gets its "Copy page" button; the site's own Footer with state hydrates as an island.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { withContext, withSiteAndBrowser } from './setup.ts';

const doc = (title: string, more = '') => `---\ntitle: ${title}\n${more}---\n\nAbout ${title.toLowerCase()}.\n`;
const dir = tmpSite({
  'site.config.ts': `export default {
  title: 'Root', url: 'https://root.example',
  docs: { path: 'docs', routeBasePath: '/', sidebarPath: 'sidebars.js' },
  navbar: { items: [
    { label: 'Getting Started', to: '/introduction/getting-started' },
    { label: 'Usage', docId: 'usage/index' },
    { label: 'API', docId: 'api/reference' },
    { label: 'FAQ', to: '/faq', activeBaseRegex: '^/faq' },
  ] },
};
`,
  'sidebars.js': "module.exports = {\n  intro: ['introduction/getting-started', 'introduction/installation', 'faq'],\n  usage: ['usage/index', 'usage/more'],\n  api: ['api/reference', 'api/create'],\n};\n",
  'docs/introduction/getting-started.md': doc('Getting started'),
  'docs/introduction/installation.md': doc('Installation'),
  'docs/faq.md': doc('FAQ'),
  'docs/usage/index.md': doc('Usage'),
  'docs/usage/more.md': doc('More usage'),
  'docs/api/reference.md': doc('API reference', 'hide_title: true\n'),
  'docs/api/create.md': doc('Create'),
  'src/theme/Footer.js': "import React, { useState } from 'react';\n\nexport default function Footer() {\n  const [clicks, setClicks] = useState(0);\n  return <footer className=\"own-footer\"><button type=\"button\" onClick={() => setClicks(clicks + 1)}>Clicked {clicks} times</button></footer>;\n}\n",
});
const s = withSiteAndBrowser(test, path.join(dir, 'site.config.ts'), 'docs-at-root');

const current = (page: Page) => page.locator('.navbar-items a[aria-current="page"]').allInnerTexts();
/** Follows the sidebar link named `label` by client navigation and waits for its page. */
async function follow(page: Page, label: string, route: string): Promise<void> {
  await page.locator('#docs-sidebar').getByRole('link', { name: label, exact: true }).click();
  await page.waitForFunction((r) => location.pathname === r && document.querySelector('#main')?.textContent?.includes('About'), route);
}

test('the navbar marks the section being read, on a full load and after client navigation', async () => {
  await withContext(s.browser, {}, async (page) => {
    await page.goto(`${s.site.url}/api/create`);
    assert.equal(await current(page), ['API'], 'a doc link on a page of its doc\'s sidebar');
    await page.goto(`${s.site.url}/usage/more`);
    assert.equal(await current(page), ['Usage']);
    await page.goto(`${s.site.url}/introduction/installation`);
    assert.equal(await current(page), [], 'no link claims this page: none is current');
    await follow(page, 'Getting started', '/introduction/getting-started');
    assert.equal(await current(page), ['Getting Started'], 'a plain link on its own page');
    await follow(page, 'FAQ', '/faq');
    assert.equal(await current(page), ['FAQ'], 'where its activeBaseRegex matches');
    await page.goto(`${s.site.url}/usage/`);
    await follow(page, 'More usage', '/usage/more');
    assert.equal(await current(page), ['Usage']);
  });
});

test('a doc with hide_title: no title, and its Copy page button above the content', async () => {
  await withContext(s.browser, {}, async (page) => {
    await page.goto(`${s.site.url}/api/reference`);
    await page.waitForSelector('.copy-page.ready');
    assert.is(await page.locator('#main h1').count(), 0);
    const button = page.getByRole('button', { name: 'Copy page' });
    assert.ok(await button.isVisible());
    const [box, text] = await Promise.all([button.boundingBox(), page.locator('.markdown p').first().boundingBox()]);
    assert.ok(box!.y + box!.height <= text!.y, 'above the content, covering none of it');
  });
});

test('the site\'s own Footer with state hydrates and works', async () => {
  await withContext(s.browser, {}, async (page) => {
    await page.goto(`${s.site.url}/usage/more`);
    const button = page.locator('.own-footer button');
    assert.is(await button.innerText(), 'Clicked 0 times', 'the server\'s HTML first');
    assert.is(await page.locator('.own-footer').evaluate((f) => f.closest('[data-island]') !== null), true, 'an island');
    // Hydrated once a click counts (before hydration a click does nothing): it scrolls into view to load.
    await button.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      document.querySelector<HTMLButtonElement>('.own-footer button')!.click();
      return document.querySelector('.own-footer button')!.textContent !== 'Clicked 0 times';
    }, undefined, { polling: 100, timeout: 10_000 });
    const counted = Number(/\d+/.exec(await button.innerText())![0]);
    await button.click();
    assert.is(await button.innerText(), `Clicked ${counted + 1} times`);
  });
});

test.run();
