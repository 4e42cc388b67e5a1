// The context a site's Root provides reaches the islands of the page's parts too, as on Docusaurus, where Root is
// around the whole app: a custom navbar item, the footer's copyright and a doc-page part (which render in stages of
// their own) read it on the server and, in real Chromium, mount inside Root's one tree, from the site's one island
// build (one React, one instance of the module that makes the context). Root's own <Head> tags are every page's;
// Root reads the whole config (`useDocusaurusContext`) inside docs too; it imports a module by a path from `/`, the
// site's folder as webpack reads it.
import path from 'node:path';
import { readdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { buildAndServeConfig, clickUntilChanged, collectErrors, launchChromium, startAll, type ServedSite } from './setup.ts';

const CONFIG = `module.exports = { title: 'Kettle', url: 'https://kettle.example.org', presets: [['classic', { blog: false, pages: false }]],
  themeConfig: { navbar: { items: [{ type: 'custom-kettle', position: 'right' }] }, footer: { copyright: 'Kettle folk' } } };
`;

const SITE = {
  'src/brew.js': "import { createContext } from 'react';\nexport const Brew = createContext('no brew');\n",
  'src/components/Sip.js': `import { useContext, useState } from 'react';
import { Brew } from '@site/src/brew';
export default function Sip({ where }) {
  const [sips, setSips] = useState(0);
  return <button className={\`sip sip-\${where}\`} onClick={() => setSips(sips + 1)}>{useContext(Brew)}: {sips}</button>;
}
`,
  'src/theme/Root.js': `import { useState } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
// From the site's folder, as webpack's resolve.roots reads a path from "/".
import { Brew } from '/src/brew';
export default function Root({ children }) {
  const [brew, setBrew] = useState('oolong');
  // Root reads the whole config, inside docs too.
  const { siteConfig } = useDocusaurusContext();
  return <Brew.Provider value={siteConfig.themeConfig.navbar ? brew : 'a short config'}><Head><meta name="kettle" content="hot" /></Head><button className="kettle-banner" onClick={() => setBrew('sencha')}>Steam ahead</button>{children}</Brew.Provider>;
}
`,
  'src/theme/NavbarItem/ComponentTypes.js': `import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import Sip from '@site/src/components/Sip';
function KettleItem() { return <Sip where="navbar" />; }
export default { ...ComponentTypes, 'custom-kettle': KettleItem };
`,
  'src/theme/Footer/Copyright.js': "import Sip from '@site/src/components/Sip';\nexport default function Copyright({ copyright }) { return <div className=\"footer__copyright\">{copyright} <Sip where=\"footer\" /></div>; }\n",
  'src/theme/DocItem/Footer.js': "import Sip from '@site/src/components/Sip';\nexport default function DocItemFooter() { return <footer><Sip where=\"doc\" /></footer>; }\n",
  'docs/intro.mdx': "---\nsidebar_position: 1\n---\n\n# Intro\n\nimport Sip from '@site/src/components/Sip';\n\n<Sip where=\"content\" />\n",
  'docs/pour.md': '---\nsidebar_position: 2\n---\n\n# Pour\n\nNo cups.\n',
};

let site: ServedSite;
let browser: Browser;
let page: Page;
let errors: string[];
let dir: string;

test.before(async () => {
  dir = tmpSite({ 'docusaurus.config.js': CONFIG, ...SITE });
  [site, browser] = await startAll<[ServedSite, Browser]>(buildAndServeConfig(path.join(dir, 'docusaurus.config.js'), 'root-context-parts'), launchChromium());
  page = await browser.newPage();
  errors = collectErrors(page);
});

test.after(async () => {
  await browser?.close();
  await site?.close();
});

const clickMounted = (selector: string, from: string) => clickUntilChanged(page, selector, from);

test('the server draws the parts\' islands with Root\'s context, from one island build; Root\'s head tags are the page\'s', async () => {
  const html = await (await fetch(`${site.url}/docs/intro`)).text();
  for (const where of ['navbar', 'footer', 'doc', 'content']) assert.match(html, new RegExp(`<button class="sip sip-${where}">oolong<!-- -->: <!-- -->0</button>`), where);
  assert.equal([...new Set([...html.matchAll(/data-island-root="([^"]+)"/g)].map((m) => m[1]))].length, 1);
  assert.equal(readdirSync(path.join(site.outDir, 'assets')).filter((f) => /^island-Sip-/.test(f)).length, 1);
  assert.match(html.slice(0, html.indexOf('</head>')), /<meta name="kettle" content="hot"/);
  const pour = await (await fetch(`${site.url}/docs/pour`)).text();
  assert.match(pour.slice(0, pour.indexOf('</head>')), /<meta name="kettle" content="hot"/);
});

test('a navbar item, the footer and a doc part mount inside Root: a change of Root\'s state reaches them', async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${site.url}/docs/intro`);
  for (const where of ['navbar', 'content', 'doc', 'footer']) {
    assert.is(await clickMounted(`button.sip-${where}`, 'oolong: 0'), 'oolong: 1', where);
  }
  await page.locator('button.kettle-banner').click();
  for (const where of ['navbar', 'content', 'doc', 'footer']) assert.is(await page.locator(`button.sip-${where}`).first().textContent(), 'sencha: 1', where);
  assert.equal(errors, []);
});

test.run();
