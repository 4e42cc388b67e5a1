// A site's doc-page part with state in real Chromium (issue 23, point 3): a `DocItem/Footer` wrapper with a button
// hydrates as an island on each doc page with that page's doc (`useDoc()`), docsgen's own footer staying inside it,
// and a client navigation to another doc hydrates that page's with its own.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { buildAndServeConfig, collectErrors, launchChromium, startAll, type ServedSite } from './setup.ts';

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Pantry', url: 'https://pantry.example.org',
  presets: [['classic', { blog: false, pages: false, docs: { editUrl: 'https://code.example.org/pantry/edit/main/' } }]],
};
`,
  'docs/jars.md': '---\nsidebar_position: 1\n---\n\n# Jars\n\nKeep them dry.\n',
  'docs/tins.md': '---\nsidebar_position: 2\n---\n\n# Tins\n\nKeep them shut.\n',
  'src/theme/DocItem/Footer/index.js': `import { useState } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
export default function FooterWithVote() {
  const { metadata } = useDoc();
  const [votes, setVotes] = useState(0);
  return <>
    <Footer />
    <button className="pantry-vote" onClick={() => setVotes(votes + 1)}>{votes} for {metadata.title}</button>
  </>;
}
`,
};

let site: ServedSite;
let browser: Browser;
let page: Page;
let errors: string[];

test.before(async () => {
  const dir = tmpSite(SITE);
  [site, browser] = await startAll<[ServedSite, Browser]>(buildAndServeConfig(path.join(dir, 'docusaurus.config.js'), 'doc-parts'), launchChromium());
  page = await browser.newPage();
  errors = collectErrors(page);
});

test.after(async () => {
  await browser?.close();
  await site?.close();
});

test('a DocItem/Footer with state hydrates with its page\'s doc, docsgen\'s footer kept inside it', async () => {
  await page.goto(`${site.url}/docs/jars`);
  const vote = page.locator('button.pantry-vote');
  await vote.scrollIntoViewIfNeeded();
  await vote.click();
  await page.waitForFunction(() => document.querySelector('button.pantry-vote')?.textContent === '1 for Jars');
  // docsgen's own footer (the wrapper's @theme-original) survives the hydration.
  assert.match(await page.locator('main a.edit-link').getAttribute('href') ?? '', /\/docs\/jars\.md$/);
  // A client navigation: the next doc's footer hydrates with that doc.
  await page.locator('a.pagination-next').click();
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Tins');
  const next = page.locator('button.pantry-vote');
  await next.scrollIntoViewIfNeeded();
  await next.click();
  await page.waitForFunction(() => document.querySelector('button.pantry-vote')?.textContent === '1 for Tins');
  assert.match(await page.locator('main a.edit-link').getAttribute('href') ?? '', /\/docs\/tins\.md$/);
  assert.equal(errors, []);
});

test.run();
