// Islands inside a site's Root across client navigation, in real Chromium: a navbar part with state (an island Root's
// tree hosts) that the next page has in the same place stays mounted, its state kept, as islands outside Root are
// kept; and a Root with state that reads the URL draws the new location, as Docusaurus's router re-renders it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clickUntilChanged, islandHydrated } from './setup.ts';
import { mark, marked, mountLog, ORCHARD, orchardSuite } from './orchard.ts';

const SITE = {
  ...ORCHARD,
  // Root with state that reads the URL: its banner follows the page, its count stays; the element it puts around the
  // page differs on one page (React draws that element afresh: the page shown must move into it).
  'src/theme/Root.js': `import { useState } from 'react';
import { useLocation } from '@docusaurus/router';
export default function Root({ children }) {
  const { pathname } = useLocation();
  const [n, setN] = useState(0);
  const Frame = pathname.includes('pears') ? 'section' : 'div';
  return <><button type="button" className="orchard-banner" onClick={() => setN(n + 1)}>{pathname} {n}</button><Frame className="orchard-frame">{children}</Frame></>;
}
`,
  // A navbar part with state, so an island inside Root: the same on every page, it stays mounted.
  'src/theme/Navbar/Logo.js': `import { useEffect, useState } from 'react';
import { useLocation } from '@docusaurus/router';
import Logo from '@theme-original/Navbar/Logo';
export default function LogoWrapper(props) {
  const { pathname } = useLocation();
  const [n, setN] = useState(0);
  useEffect(() => {
    (window.orchardLog ??= []).push('mount');
    return () => window.orchardLog.push('unmount');
  }, []);
  return <><Logo {...props} /><button type="button" className="orchard-counter" onClick={() => setN(n + 1)}>{pathname} {n}</button></>;
}
`,
};

const tab = orchardSuite(test, SITE, 'root-islands-across-swaps');

test('an island inside Root stays mounted across client navigation, its state kept; Root draws the new location', async () => {
  const { page } = tab;
  await page.goto(`${tab.site.url}/docs/intro`);
  await mark(page);
  await islandHydrated(page, '.orchard-counter');
  await islandHydrated(page, '.orchard-banner');
  assert.is(await clickUntilChanged(page, '.orchard-counter', '/docs/intro 0'), '/docs/intro 1');
  assert.is(await clickUntilChanged(page, '.orchard-banner', '/docs/intro 0'), '/docs/intro 1');
  await page.waitForFunction(() => (window as unknown as { orchardLog?: string[] }).orchardLog?.includes('mount'));
  await page.click('.navbar-link:text("Pears")');
  await page.waitForURL(/\/docs\/pears\/?$/);
  await page.waitForFunction(() => document.querySelector('#main h1')?.textContent === 'Pears');
  await page.waitForFunction(() => document.querySelector('.orchard-banner')?.textContent === '/docs/pears 1', undefined, { timeout: 3000 })
    .catch(() => undefined);
  assert.ok(await marked(page), 'no full load');
  assert.is(await page.textContent('.orchard-banner'), '/docs/pears 1', 'Root drew the new location, its state kept');
  await page.waitForFunction(() => document.querySelector('.orchard-counter')?.textContent?.startsWith('/docs/pears'), undefined, { timeout: 3000 })
    .catch(() => undefined);
  assert.is(await page.textContent('.orchard-counter'), '/docs/pears 1', 'the kept island drew the new location, its state kept');
  assert.equal(await mountLog(page), ['mount'], 'neither unmounted nor mounted again');
  assert.is(await clickUntilChanged(page, '.orchard-counter', '/docs/pears 1'), '/docs/pears 2', 'and it still works');
  assert.is(await page.locator('.orchard-counter').count(), 1);
  assert.is(await page.locator('.orchard-banner').count(), 1);
  assert.ok(await page.evaluate(() => !!document.querySelector('section.orchard-frame #main')), 'the page moved into Root\'s new element');
  assert.is(await page.textContent('#main h1'), 'Pears');
});

test('back to the first page: both keep their state and draw its location', async () => {
  const { page } = tab;
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('#main h1')?.textContent === 'Intro');
  await page.waitForFunction(() => document.querySelector('.orchard-counter')?.textContent?.startsWith('/docs/intro'));
  assert.is(await page.textContent('.orchard-counter'), '/docs/intro 2');
  await page.waitForFunction(() => document.querySelector('.orchard-banner')?.textContent === '/docs/intro 1');
  assert.ok(await page.evaluate(() => !!document.querySelector('div.orchard-frame #main')));
  assert.is(await page.textContent('#main h1'), 'Intro');
  assert.equal(await mountLog(page), ['mount']);
  assert.ok(await marked(page), 'no full load');
  assert.equal(tab.errors, []);
});

test.run();
