// The context a site's Root provides reaches the page's components with state (islands) in real Chromium, as on
// Docusaurus, where Root is around the whole app: on the server (their HTML reads it) and after hydration (they
// mount inside Root's one tree: a change of Root's state reaches them, Root's effect runs once, its banner is
// drawn once), across a client navigation, which unmounts the islands of the page left; with a Root without state
// too (a tree out of the document hosts it, where an island Root draws beside its children draws nothing: it runs
// once, in the page). One island that throws fails alone.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { buildAndServeConfig, clickUntilChanged, collectErrors, launchChromium, startAll, type ServedSite } from './setup.ts';

const CONFIG = "module.exports = { title: 'Kettle', url: 'https://kettle.example.org', presets: [['classic', { blog: false, pages: false }]] };\n";

const DOCS = {
  'src/brew.js': "import { createContext } from 'react';\nexport const Brew = createContext('no brew');\n",
  'src/components/Cup.js': `import { useContext, useEffect, useState } from 'react';
import { Brew } from '@site/src/brew';
export default function Cup() {
  const [cups, setCups] = useState(0);
  useEffect(() => () => { const d = document.documentElement.dataset; d.cupsGone = String(Number(d.cupsGone ?? 0) + 1); }, []);
  return <button className="cup" onClick={() => setCups(cups + 1)}>{useContext(Brew)}: {cups}</button>;
}
`,
  'docs/intro.mdx': "---\nsidebar_position: 1\n---\n\n# Intro\n\nimport Cup from '@site/src/components/Cup';\n\n<Cup />\n",
  'docs/steep.mdx': "---\nsidebar_position: 2\n---\n\n# Steep\n\nimport Cup from '@site/src/components/Cup';\n\nTwo: <Cup /> <Cup />\n",
  'src/components/Fragile.js': "import { useState } from 'react';\nexport default function Fragile() { const [broken, setBroken] = useState(false); if (broken) throw new Error('cracked'); return <button className=\"fragile\" onClick={() => setBroken(true)}>Fragile</button>; }\n",
  'docs/fragile.mdx': "---\nsidebar_position: 4\n---\n\n# Fragile\n\nimport Cup from '@site/src/components/Cup';\nimport Fragile from '@site/src/components/Fragile';\n\n<Fragile />\n\n<Cup />\n",
  'docs/pour.md': '---\nsidebar_position: 3\n---\n\n# Pour\n\nNo cups.\n',
  'src/components/Bell.js': "import { useEffect } from 'react';\nexport default function Bell() { useEffect(() => { const d = document.documentElement.dataset; d.bells = String(Number(d.bells ?? 0) + 1); }, []); return <span className=\"bell\">Ding</span>; }\n",
};

const STATEFUL_ROOT = `import { useEffect, useState } from 'react';
import { Brew } from '@site/src/brew';
export default function Root({ children }) {
  const [brew, setBrew] = useState('oolong');
  useEffect(() => { const d = document.documentElement.dataset; d.rootEffects = String(Number(d.rootEffects ?? 0) + 1); }, []);
  return <Brew.Provider value={brew}><button className="kettle-banner" onClick={() => setBrew('sencha')}>Steam ahead</button>{children}</Brew.Provider>;
}
`;

const PLAIN_ROOT = `import { Brew } from '@site/src/brew';
import Bell from '@site/src/components/Bell';
export default function Root({ children }) {
  return <Brew.Provider value="oolong"><div className="kettle-banner">Steam ahead <Bell /></div>{children}</Brew.Provider>;
}
`;

// A Root without state around a provider with state (a module of the site's): the provider is no island of its own,
// it lives in Root's host, and the islands inside it share its state.
const PROVIDER_ROOT = `import Steeping from '@site/src/steeping';
export default function Root({ children }) {
  return <Steeping>{children}</Steeping>;
}
`;

const PROVIDER_SITE = {
  'src/steeping.js': `import { createContext, useState } from 'react';
import { Brew } from '@site/src/brew';
export const SetBrew = createContext(() => {});
export default function Steeping({ children }) {
  const [brew, setBrew] = useState('oolong');
  return <SetBrew.Provider value={setBrew}><Brew.Provider value={brew}>{children}</Brew.Provider></SetBrew.Provider>;
}
`,
  'src/components/Switch.js': "import { useContext } from 'react';\nimport { SetBrew } from '@site/src/steeping';\nexport default function Switch() { const set = useContext(SetBrew); return <button className=\"switch\" onClick={() => set('sencha')}>Switch</button>; }\n",
  'docs/switch.mdx': "---\nsidebar_position: 5\n---\n\n# Switch\n\nimport Cup from '@site/src/components/Cup';\nimport Switch from '@site/src/components/Switch';\n\n<Switch />\n\n<Cup />\n",
};

let stateful: ServedSite;
let plain: ServedSite;
let provider: ServedSite;
let browser: Browser;
let page: Page;
let errors: string[];

test.before(async () => {
  const site = (root: string, more = {}) => path.join(tmpSite({ 'docusaurus.config.js': CONFIG, ...DOCS, ...more, 'src/theme/Root.js': root }), 'docusaurus.config.js');
  [stateful, plain, provider, browser] = await startAll<[ServedSite, ServedSite, ServedSite, Browser]>(buildAndServeConfig(site(STATEFUL_ROOT), 'root-context'), buildAndServeConfig(site(PLAIN_ROOT), 'root-context-plain'), buildAndServeConfig(site(PROVIDER_ROOT, PROVIDER_SITE), 'root-context-provider'), launchChromium());
  page = await browser.newPage();
  errors = collectErrors(page);
});

test.after(async () => {
  await browser?.close();
  await Promise.all([stateful?.close(), plain?.close(), provider?.close()]);
});

const clickMounted = (selector: string, from: string) => clickUntilChanged(page, selector, from);

test('the server draws an island with the context Root provides, and Root\'s banner once', async () => {
  const html = await (await fetch(`${stateful.url}/docs/intro`)).text();
  assert.match(html, /<button class="cup">oolong<!-- -->: <!-- -->0<\/button>/);
  assert.is(html.split('kettle-banner').length - 1, 1);
  // Root's own island (the host) reads no global data: its data carries none; the island inside it does.
  const data = [...html.matchAll(/data-island-src="([^"]*)"[^>]*data-props="([^"]*)"/g)].map((m) => [m[1]!.includes('Root'), m[2]!.includes('globalData')]);
  assert.equal(data, [[true, false], [false, true]]);
  // Nor more of the config than the docs' view: the page carries that short view, not the whole config.
  assert.equal([...html.matchAll(/data-docsgen-site="(\w+)"/g)].map((m) => m[1]), ['docs']);
});

test('a doc\'s island mounts inside a Root with state: it reads Root\'s context as it changes, Root\'s effect runs once', async () => {
  await page.goto(`${stateful.url}/docs/intro`);
  assert.is(await clickMounted('button.cup', 'oolong: 0'), 'oolong: 1');
  await page.locator('button.kettle-banner').click();
  assert.is(await page.locator('button.cup').textContent(), 'sencha: 1');
  assert.is(await page.locator('button.cup').count(), 1);
  assert.is(await page.locator('.kettle-banner').count(), 1);
  // A client navigation: the new page's islands mount in the same Root, which keeps its state.
  await page.locator('a[href="/docs/steep"]').first().click();
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Steep');
  assert.is(await clickMounted('main .island ~ .island button.cup', 'sencha: 0'), 'sencha: 1');
  assert.equal(await page.locator('button.cup').allTextContents(), ['sencha: 0', 'sencha: 1']);
  assert.is(await page.evaluate(() => document.documentElement.dataset.rootEffects), '1');
  // The islands of the pages left are unmounted, to a page without any too.
  await page.locator('a[href="/docs/pour"]').first().click();
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Pour');
  await page.waitForFunction(() => document.documentElement.dataset.cupsGone === '3');
  assert.is(await page.evaluate(() => document.documentElement.dataset.rootEffects), '1');
  assert.equal(errors, []);
});

test('with a Root without state, the island reads its context too, and nothing more is drawn', async () => {
  await page.goto(`${plain.url}/docs/intro`);
  assert.is(await clickMounted('button.cup', 'oolong: 0'), 'oolong: 1');
  assert.is(await page.locator('.kettle-banner').count(), 1);
  // Hydrated: the server's text nodes (and the markers between them) are kept.
  assert.is(await page.locator('main .island').innerHTML(), '<button class="cup">oolong<!-- -->: <!-- -->1</button>');
  assert.equal(errors, []);
});

test('a Root without state draws an island beside its children once: its effect runs once', async () => {
  await page.goto(`${plain.url}/docs/pour`);
  await page.waitForFunction(() => document.documentElement.dataset.bells === '1');
  await page.waitForTimeout(500);
  assert.is(await page.evaluate(() => document.documentElement.dataset.bells), '1');
  assert.is(await page.locator('.bell').count(), 1);
  assert.equal(errors, []);
});

test('a provider with state that a Root without state draws around its children is shared by the islands inside it', async () => {
  const html = await (await fetch(`${provider.url}/docs/switch`)).text();
  assert.is(html.match(/data-island-src="[^"]*steeping/g), null);
  await page.goto(`${provider.url}/docs/switch`);
  assert.is(await clickMounted('button.cup', 'oolong: 0'), 'oolong: 1');
  await page.locator('button.switch').click();
  await page.waitForFunction(() => document.querySelector('button.cup')?.textContent === 'sencha: 1');
  assert.equal(errors, []);
});

test('an island that throws inside Root fails alone: Root, the page and the other islands stay', async () => {
  await page.goto(`${stateful.url}/docs/fragile`);
  assert.is(await clickMounted('button.cup', 'oolong: 0'), 'oolong: 1');
  await page.locator('button.fragile').click();
  await page.waitForFunction(() => document.querySelector('button.fragile') === null);
  assert.is(await page.locator('main h1').textContent(), 'Fragile');
  await page.locator('button.kettle-banner').click();
  assert.is(await clickMounted('button.cup', 'sencha: 1'), 'sencha: 2');
});

test.run();
