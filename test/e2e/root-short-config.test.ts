// A Root without state that reads no more of the config than the docs' view (its title) leaves the page with that
// short view, which its tree out of the document reads in the browser, giving its provider's value to the islands.
// In real Chromium.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { withContext, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': "module.exports = { title: 'Teapot', url: 'https://teapot.example.org', themeConfig: { leaf: 'long' }, presets: [['classic', { blog: false, pages: false }]] };\n",
  'src/name.js': "import { createContext } from 'react';\nexport const Name = createContext('no name');\n",
  'src/theme/Root.js': "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nimport { Name } from '@site/src/name';\nexport default function Root({ children }) { return <Name.Provider value={useDocusaurusContext().siteConfig.title}>{children}</Name.Provider>; }\n",
  'src/components/Cup.js': "import { useContext, useState } from 'react';\nimport { Name } from '@site/src/name';\nexport default function Cup() { const [n, setN] = useState(0); return <button className=\"cup\" onClick={() => setN(n + 1)}>{useContext(Name)} {n}</button>; }\n",
  'docs/intro.mdx': "# Intro\n\nimport Cup from '@site/src/components/Cup';\n\n<Cup />\n",
};

const served = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'root-short-config');

test('the page carries the docs\' view only', async () => {
  const html = await (await fetch(`${served.site.url}/docs/intro`)).text();
  assert.equal([...html.matchAll(/data-docsgen-site="(\w+)"/g)].map((m) => m[1]), ['docs']);
  assert.not.match(html, /long/);
});

test('in the browser, Root\'s tree reads the title from it and gives it to the island', () => withContext(served.browser, {}, async (page) => {
  await page.goto(`${served.site.url}/docs/intro`);
  for (let tries = 0; tries < 60 && (await page.locator('button.cup').textContent()) !== 'Teapot 1'; tries++) {
    await page.locator('button.cup').click();
    await page.waitForTimeout(200);
  }
  assert.is(await page.locator('button.cup').textContent(), 'Teapot 1');
}));

test.run();
