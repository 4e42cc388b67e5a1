// The config a page's islands read comes once per page, not in each island's data, and so does their global data
// (`useGlobalData()`): a doc's islands read the docs' view of the config, Root (one without state, in its tree out of the document) the whole config, `themeConfig` too, as on
// the server — across a client navigation from a page without islands too. In real Chromium.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { withContext, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': "module.exports = { title: 'Kettle', url: 'https://kettle.example.org', customFields: { spout: 'curved' }, themeConfig: { brew: 'oolong' }, presets: [['classic', { blog: false, pages: false }]] };\n",
  'src/brew.js': "import { createContext } from 'react';\nexport const Brew = createContext('no brew');\n",
  // Without state: it renders in a tree out of the document in the browser, reading the config there.
  'src/theme/Root.js': "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nimport { Brew } from '@site/src/brew';\nexport default function Root({ children }) { return <Brew.Provider value={useDocusaurusContext().siteConfig.themeConfig.brew}>{children}</Brew.Provider>; }\n",
  'src/components/Cup.js': `import { useContext, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useGlobalData from '@docusaurus/useGlobalData';
import { Brew } from '@site/src/brew';
export default function Cup() {
  const [n, setN] = useState(0);
  const { siteConfig } = useDocusaurusContext();
  const docs = useGlobalData()['docusaurus-plugin-content-docs'].default;
  return <button className="cup" onClick={() => setN(n + 1)}>{siteConfig.title} {siteConfig.customFields.spout} {useContext(Brew)} {docs.path} {n}</button>;
}
`,
  'docs/intro.md': '---\nsidebar_position: 1\n---\n\n# Intro\n\nNo cups.\n',
  'docs/cups.mdx': "---\nsidebar_position: 2\n---\n\n# Cups\n\nimport Cup from '@site/src/components/Cup';\n\n<Cup />\n\n<Cup />\n\n<Cup />\n",
};

const served = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'island-site-config');

test('the page carries the config once; each island\'s data names its view', async () => {
  const html = await (await fetch(`${served.site.url}/docs/cups`)).text();
  const props = [...html.matchAll(/data-island="site"[^>]*data-props="([^"]*)"/g)].map((m) => m[1]!);
  assert.is(props.length, 3);
  for (const p of props) {
    assert.ok(p.includes('&quot;site&quot;:&quot;docs&quot;'), p);
    assert.not.ok(p.includes('Kettle'), p);
    // Its global data: the key of the page's one script that holds it.
    assert.match(p, /&quot;globalData&quot;:&quot;\w+&quot;\}$/);
  }
  const global = [...html.matchAll(/<script type="application\/json" data-docsgen-global="(\w+)">([^<]*)<\/script>/g)];
  assert.is(global.length, 1);
  assert.ok(props[0]!.includes(`&quot;${global[0]![1]}&quot;`));
  assert.is(JSON.parse(global[0]![2]!)['docusaurus-plugin-content-docs'].default.path, '/docs');
  // A page with Root: the whole config, which Root reads.
  const scripts = [...html.matchAll(/<script type="application\/json" data-docsgen-site="(\w+)">([^<]*)<\/script>/g)];
  assert.equal(scripts.map((s) => s[1]), ['whole']);
  assert.is(JSON.parse(scripts[0]![2]!).themeConfig.brew, 'oolong');
  // None on a page without islands.
  assert.not.match(await (await fetch(`${served.site.url}/docs/intro`)).text(), /data-docsgen-site/);
});

async function clickUntil(page: Page, selector: string, text: string): Promise<void> {
  for (let tries = 0; tries < 60; tries++) {
    await page.locator(selector).click();
    if ((await page.locator(selector).textContent()) === text) return;
    await page.waitForTimeout(200);
  }
}

test('in the browser, a doc\'s island reads the config and its global data, and a Root without state its themeConfig', () => withContext(served.browser, {}, async (page) => {
  await page.goto(`${served.site.url}/docs/cups`);
  await clickUntil(page, 'button.cup >> nth=0', 'Kettle curved oolong /docs 1');
  assert.is(await page.locator('button.cup').first().textContent(), 'Kettle curved oolong /docs 1');
}));

test('after a client navigation from a page without islands, the islands read the config the new page brought', () => withContext(served.browser, {}, async (page) => {
  await page.goto(`${served.site.url}/docs/intro`);
  await page.locator('a[href="/docs/cups"]').first().click();
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Cups');
  await clickUntil(page, 'button.cup >> nth=2', 'Kettle curved oolong /docs 1');
  assert.is(await page.locator('button.cup').nth(2).textContent(), 'Kettle curved oolong /docs 1');
}));

test.run();
