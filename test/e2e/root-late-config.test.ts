// A Root with state that reads the config beyond the docs' view only after its state changes, on a page that carries
// only that view (no island on it reads more): the page names the whole config's file, which Root reads then, after
// client navigation too. In real Chromium.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clickUntilChanged } from './setup.ts';
import { mark, marked, ORCHARD, orchardSuite } from './orchard.ts';

const SITE = {
  ...ORCHARD,
  'docusaurus.config.js': ORCHARD['docusaurus.config.js'].replace("themeConfig: {", "themeConfig: { brew: 'sencha',"),
  'src/theme/Root.js': `import { useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
function Later() {
  return <output className="later">{useDocusaurusContext().siteConfig.themeConfig.brew}</output>;
}
export default function Root({ children }) {
  const [open, setOpen] = useState(false);
  return <>{children}<button type="button" className="open" onClick={() => setOpen(!open)}>{open ? 'close' : 'open'}</button>{open && <Later />}</>;
}
`,
};

const tab = orchardSuite(test, SITE, 'root-late-config');

test('the page has the docs\' view only, naming the whole config\'s file', async () => {
  const html = await (await fetch(`${tab.site.url}/docs/intro`)).text();
  assert.equal([...html.matchAll(/data-docsgen-site="(\w+)"/g)].map((m) => m[1]), ['docs']);
  assert.not.match(html, /sencha/);
  const file = /data-docsgen-site="docs" data-docsgen-whole="([^"]+)"/.exec(html)?.[1];
  assert.ok(file, 'the script names the file');
  const whole = await (await fetch(`${tab.site.url}${file}`)).json() as { themeConfig: { brew: string } };
  assert.is(whole.themeConfig.brew, 'sencha');
});

test('Root reads themeConfig when its state changes, before and after client navigation, with no warning', async () => {
  const { page } = tab;
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && m.text().includes('[docsgen]') && warnings.push(m.text()));
  await page.goto(`${tab.site.url}/docs/intro`);
  await mark(page);
  assert.is(await clickUntilChanged(page, 'button.open', 'open'), 'close');
  assert.is(await page.textContent('output.later'), 'sencha');
  await page.click('button.open');
  await page.click('.navbar-link:text("Pears")');
  await page.waitForFunction(() => document.querySelector('#main h1')?.textContent === 'Pears');
  await page.click('button.open');
  await page.waitForSelector('output.later');
  assert.is(await page.textContent('output.later'), 'sencha');
  assert.ok(await marked(page), 'no full load');
  assert.equal(warnings, []);
  assert.equal(tab.errors, []);
});

test.run();
