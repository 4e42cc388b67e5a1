// A site's Root that reads the URL, in real Chromium: what it draws around the page is each page's own, and client
// navigation swaps it (the page inside it is its own swap), with no full load; back restores it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mark, marked, ORCHARD, orchardSuite } from './orchard.ts';

const SITE = {
  ...ORCHARD,
  'src/theme/Root.js': `import { useLocation } from '@docusaurus/router';
export default function Root({ children }) {
  const { pathname } = useLocation();
  return <><div className="orchard-banner">on {pathname}</div><div className="orchard-frame">{children}<p className="orchard-after">left {pathname}</p></div></>;
}
`,
};

const tab = orchardSuite(test, SITE, 'root-per-page');

test('Root\'s additions show the new page after client navigation, the page inside swapped once', async () => {
  const { page } = tab;
  await page.goto(`${tab.site.url}/docs/intro`);
  await mark(page);
  assert.is(await page.textContent('.orchard-banner'), 'on /docs/intro');
  await page.click('.navbar-link:text("Pears")');
  await page.waitForURL(/\/docs\/pears\/?$/);
  await page.waitForFunction(() => document.querySelector('.orchard-banner')?.textContent === 'on /docs/pears');
  assert.ok(await marked(page), 'no full load');
  assert.is(await page.textContent('.orchard-after'), 'left /docs/pears');
  assert.is(await page.textContent('#main h1'), 'Pears');
  assert.is(await page.locator('.orchard-banner').count(), 1);
  assert.is(await page.locator('header.navbar').count(), 1);
  assert.ok(await page.evaluate(() => !!document.querySelector('.orchard-frame #main')), 'the page stays inside Root\'s element');
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('.orchard-banner')?.textContent === 'on /docs/intro');
  assert.is(await page.textContent('.orchard-after'), 'left /docs/intro');
  assert.ok(await marked(page), 'no full load');
  assert.equal(tab.errors, []);
});

test.run();
