// A Root with state that reads the config beyond the docs' view, or the global data, only after its state changes
// (not as it renders on the server, so its island names the docs' view and no global data) reads what the page
// holds at the time: the whole config's script, the global data's script. In real Chromium.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { withContext, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': "module.exports = { title: 'Later', url: 'https://later.example.org', themeConfig: { brew: 'sencha', footer: { copyright: 'Tea' } }, presets: [['classic', { blog: false, pages: false }]] };\n",
  'src/theme/Root.js': `import { useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useGlobalData from '@docusaurus/useGlobalData';
function Later() {
  const { siteConfig } = useDocusaurusContext();
  const docs = useGlobalData()['docusaurus-plugin-content-docs'];
  return <output className="later">{siteConfig.themeConfig.brew} {docs ? docs.default.path : 'none'} {Object.keys(useGlobalData()).length > 0 ? 'keys' : 'no keys'}</output>;
}
export default function Root({ children }) {
  const [open, setOpen] = useState(false);
  return <>{children}<button className="open" onClick={() => setOpen(true)}>open</button>{open && <Later />}</>;
}
`,
  // The page's other islands: one that reads the whole config (a theme override), one the global data.
  'src/theme/Footer/Copyright/index.js': "import { useState } from 'react';\nimport Copyright from '@theme-original/Footer/Copyright';\nexport default function C(props) { const [n, setN] = useState(0); return <div onClick={() => setN(n + 1)}><Copyright {...props} /></div>; }\n",
  'src/components/Pot.js': "import { useState } from 'react';\nimport useGlobalData from '@docusaurus/useGlobalData';\nexport default function Pot() { const [n, setN] = useState(0); return <button className=\"pot\" onClick={() => setN(n + 1)}>{Object.keys(useGlobalData()).length} {n}</button>; }\n",
  'docs/intro.mdx': "# Intro\n\nimport Pot from '@site/src/components/Pot';\n\n<Pot />\n",
};

const served = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'root-late-reads');

test('the server\'s Root reads neither: its island names the docs\' view and carries no global data', async () => {
  const html = await (await fetch(`${served.site.url}/docs/intro`)).text();
  const own = /data-island-src="([^"]+)"[^>]*? data-island-root="\1"[^>]*data-props="([^"]*)"/.exec(html);
  assert.ok(own, 'Root is its own island');
  assert.ok(own[2]!.includes('&quot;site&quot;:&quot;docs&quot;'), own[2]);
  assert.not.ok(own[2]!.includes('globalData'), own[2]);
  assert.match(html, /data-docsgen-site="whole"/);
  assert.match(html, /data-docsgen-global="/);
});

test('after its state changes, Root reads the whole config and the global data the page holds', () => withContext(served.browser, {}, async (page) => {
  await page.goto(`${served.site.url}/docs/intro`);
  for (let tries = 0; tries < 60 && !(await page.locator('.later').count()); tries++) {
    await page.locator('button.open').click();
    await page.waitForTimeout(200);
  }
  assert.is(await page.locator('.later').textContent(), 'sencha /docs keys');
}));

test.run();
