// A site's islands across client navigation, in real Chromium: one the next page has in the same place (a navbar
// part with state) stays mounted and draws the new location, its state kept, as on Docusaurus; the ones a
// swap takes out (a doc's component in <main>, a Footer whose HTML inside changed) are unmounted, their effects'
// cleanups run.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { clickUntilChanged, collectErrors, islandHydrated, withSiteAndBrowser } from './setup.ts';

/** Logs its mounts and unmounts on `window.orchardLog` (in each component's module: that it has state makes it an island). */
const LOGGED = `import { useEffect } from 'react';
function useLogged(name) {
  useEffect(() => {
    (window.orchardLog ??= []).push('mount ' + name);
    return () => window.orchardLog.push('unmount ' + name);
  }, [name]);
}
`;

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Orchard', url: 'https://orchard.example.org',
  themeConfig: { navbar: { title: 'Orchard', items: [{ to: '/docs/intro', label: 'Guide', position: 'left' }, { to: '/docs/pears', label: 'Pears', position: 'left' }] },
    footer: { links: [{ title: 'Fruit', items: [{ label: 'All about pears', to: '/docs/pears' }] }] } },
  presets: [['classic', { blog: false, pages: false }]],
};
`,
  'src/components/Ripe.js': `${LOGGED}export default function Ripe() { useLogged('ripe'); return <p className="orchard-ripe">Ripe</p>; }
`,
  'docs/intro.mdx': 'import Ripe from \'@site/src/components/Ripe\';\n\n# Intro\n\n<Ripe />\n\nOn to [the pears](./pears.md).\n',
  'docs/pears.md': '# Pears\n\nPears ripen off the tree.\n',
  // docsgen's brand inside it is the same on every page: it stays.
  'src/theme/Navbar/Logo.js': `${LOGGED}import { useState } from 'react';
import { useLocation } from '@docusaurus/router';
import Logo from '@theme-original/Navbar/Logo';
export default function LogoWrapper(props) {
  const { pathname } = useLocation();
  const [n, setN] = useState(0);
  useLogged('counter');
  return <><Logo {...props} /><button type="button" className="orchard-counter" onClick={() => setN(n + 1)}>{pathname} {n}</button></>;
}
`,
  // docsgen's footer inside it marks the page's own link: drawn afresh on each page.
  'src/theme/Footer/index.js': `${LOGGED}import { useLocation } from '@docusaurus/router';
import Footer from '@theme-original/Footer';
export default function FooterWrapper() {
  const { pathname } = useLocation();
  useLogged('footer ' + pathname);
  return <><Footer /><p className="orchard-footer-at">{pathname}</p></>;
}
`,
};

const started = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'islands-across-swaps');
let page: Page;
let errors: string[];

test.before(async () => {
  page = await started.browser.newPage({ viewport: { width: 1280, height: 800 } });
  errors = collectErrors(page);
});

const log = () => page.evaluate(() => (window as unknown as { orchardLog?: string[] }).orchardLog ?? []);
const marked = () => page.evaluate(() => (window as unknown as { orchardMark?: boolean }).orchardMark === true);

test('a navbar part with state stays mounted across client navigation, drawing the new page; removed islands unmount', async () => {
  await page.goto(`${started.site.url}/docs/intro`);
  await page.evaluate(() => ((window as unknown as { orchardMark: boolean }).orchardMark = true));
  await islandHydrated(page, '.orchard-counter');
  await islandHydrated(page, '.orchard-ripe');
  assert.is(await clickUntilChanged(page, '.orchard-counter', '/docs/intro 0'), '/docs/intro 1');
  assert.is(await page.textContent('.orchard-footer-at'), '/docs/intro');
  await page.evaluate(() => document.querySelector('.orchard-footer-at')!.scrollIntoView());
  await page.waitForFunction(() => (window as unknown as { orchardLog?: string[] }).orchardLog?.includes('mount footer /docs/intro'));
  await page.evaluate(() => window.scrollTo(0, 0));
  const before = await log();
  await page.click('.navbar-link:text("Pears")');
  await page.waitForURL(/\/docs\/pears\/?$/);
  await page.waitForFunction(() => document.querySelector('.orchard-counter')?.textContent?.startsWith('/docs/pears'));
  assert.ok(await marked(), 'no full load');
  await page.waitForFunction(() => (window as unknown as { orchardLog: string[] }).orchardLog.includes('unmount ripe'));
  const after = (await log()).slice(before.length);
  assert.ok(after.includes('unmount ripe'), 'the doc\'s component in <main> unmounted');
  assert.ok(after.includes('unmount footer /docs/intro'), 'the footer drawn afresh: the last one unmounted');
  assert.is(await page.textContent('.orchard-footer-at'), '/docs/pears', 'the footer swapped');
  assert.not.ok(after.includes('unmount counter'), 'the kept item is not unmounted');
  assert.not.ok(after.includes('mount counter'), 'nor mounted again');
  assert.is(await page.textContent('.orchard-counter'), '/docs/pears 1', 'its state kept');
  assert.is(await clickUntilChanged(page, '.orchard-counter', '/docs/pears 1'), '/docs/pears 2', 'and it still works');
  assert.is(await page.locator('.orchard-counter').count(), 1);
});

test('back to the first page: the part keeps its state still, the doc\'s component mounts again', async () => {
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('.orchard-counter')?.textContent?.startsWith('/docs/intro'));
  assert.is(await page.textContent('.orchard-counter'), '/docs/intro 2');
  await islandHydrated(page, '.orchard-ripe');
  await page.waitForFunction(() => (window as unknown as { orchardLog: string[] }).orchardLog.filter((l) => l === 'mount ripe').length === 2);
  assert.ok(await marked(), 'no full load');
  assert.equal(errors, []);
});

test.run();
