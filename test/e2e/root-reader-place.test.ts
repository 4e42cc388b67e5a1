// An island inside the site's Root hydrates (a root of its own, Root's context relayed into it): its server DOM stays,
// so the reader's place in it stays — the text typed before it hydrated and the boxes and options chosen (its state told: controlled fields), the control focused, the text selected, the
// scroll — and no hydration error is logged (withContext fails on any), in real Chromium, with the island's chunk
// held back until the reader is there.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { withContext, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': "module.exports = { title: 'Kettle', url: 'https://kettle.example.org', themeConfig: { brew: 'oolong' }, presets: [['classic', { blog: false, pages: false }]] };\n",
  // It reads the global data and the config's themeConfig: its island's data carries the one and names the whole
  // config (the page's scripts), and it hydrates with them.
  'src/theme/Root.js': "import { useState } from 'react';\nimport { usePluginData } from '@docusaurus/useGlobalData';\nimport useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nexport default function Root({ children }) { const [n] = useState(1); return <div data-n={n}><span className=\"docs-path\">{usePluginData('docusaurus-plugin-content-docs').path} {useDocusaurusContext().siteConfig.themeConfig.brew}</span>{children}</div>; }\n",
  'src/components/Note.js': `import { useEffect, useState } from 'react';
export default function Note() {
  const [on, setOn] = useState(false);
  const [name, setName] = useState('');
  const [milk, setMilk] = useState(false);
  const [cup, setCup] = useState('mug');
  const [leaf, setLeaf] = useState('green');
  useEffect(() => { document.documentElement.dataset.noteMounted = 'yes'; }, []);
  return <div className="note"><p className="words">Leaves {'steep'} in water hot enough</p><button className="toggle" onClick={() => setOn(!on)}>{on ? 'on' : 'off'}</button><input className="name" value={name} onChange={(e) => setName(e.target.value)} /><span className="echo">{name}</span>
    <input type="checkbox" className="milk" checked={milk} onChange={(e) => setMilk(e.target.checked)} />
    <select className="cup" value={cup} onChange={(e) => setCup(e.target.value)}><option value="mug">mug</option><option value="bowl">bowl</option></select>
    {['green', 'black'].map((l) => <input key={l} type="radio" name="leaf" className={l} value={l} checked={leaf === l} onChange={(e) => setLeaf(e.target.value)} />)}
    <span className="choices">{milk ? 'milk' : 'no milk'} {cup} {leaf}</span></div>;
}
`,
  'docs/intro.mdx': "# Intro\n\nimport Note from '@site/src/components/Note';\n\n<Note />\n",
  'docs/long.mdx': `# Long\n\nimport Note from '@site/src/components/Note';\n\n${'A paragraph before.\n\n'.repeat(60)}<Note />\n\n${'A paragraph after.\n\n'.repeat(60)}`,
};

const served = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'root-reader-place');

/** Opens the page with the islands' code held back until the returned function lets it through. */
async function openHeld(page: Page, doc = 'intro'): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/island-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${served.site.url}/docs/${doc}`, { waitUntil: 'domcontentloaded' });
  return release;
}

test('focus in an island\'s server HTML stays on the same control once the island mounts in Root', () => withContext(served.browser, {}, async (page) => {
  const release = await openHeld(page);
  await page.locator('button.toggle').focus();
  release();
  await page.waitForFunction(() => document.documentElement.dataset.noteMounted === 'yes');
  assert.is(await page.evaluate(() => document.activeElement?.className), 'toggle');
  // The control focused is the live one: a key press reaches its handler.
  await page.keyboard.press('Enter');
  assert.is(await page.locator('button.toggle').textContent(), 'on');
  assert.is(await page.locator('button.toggle').count(), 1);
}));

test('a Root that reads the global data and the themeConfig has them in its island\'s data, and hydrates with them', () => withContext(served.browser, {}, async (page) => {
  const html = await (await fetch(`${served.site.url}/docs/intro`)).text();
  const rootData = /data-island-root="([^"]*)" data-props="([^"]*)"[^>]*><div data-n/.exec(html)?.[2] ?? '';
  assert.match(rootData, /&quot;globalData&quot;:&quot;\w+&quot;/);
  assert.match(rootData, /&quot;site&quot;:&quot;whole&quot;/);
  await page.goto(`${served.site.url}/docs/intro`);
  await page.waitForFunction(() => document.documentElement.dataset.noteMounted === 'yes');
  assert.is(await page.locator('.docs-path').textContent(), '/docs oolong');
}));

test('text typed into an island before it hydrates in Root stays, in the same element', () => withContext(served.browser, {}, async (page) => {
  const release = await openHeld(page);
  await page.evaluate(() => Object.assign(window, { serverNote: document.querySelector('.note') }));
  await page.locator('input.name').fill('Assam');
  release();
  await page.waitForFunction(() => document.documentElement.dataset.noteMounted === 'yes');
  assert.is(await page.locator('input.name').inputValue(), 'Assam');
  // Its state has it too (a controlled field): what renders from it shows it, and typing goes on from it.
  await page.waitForFunction(() => document.querySelector('.echo')?.textContent === 'Assam');
  await page.locator('input.name').press('End');
  await page.locator('input.name').pressSequentially(' tea');
  assert.is(await page.locator('.echo').textContent(), 'Assam tea');
  assert.ok(await page.evaluate(() => (window as unknown as { serverNote: Element }).serverNote === document.querySelector('.note')));
  // Hydrated, not only kept: its handler runs.
  await page.locator('button.toggle').click();
  assert.is(await page.locator('button.toggle').textContent(), 'on');
}));

test('a box ticked, an option and a radio chosen before the island hydrates in Root reach its state', () => withContext(served.browser, {}, async (page) => {
  const release = await openHeld(page);
  await page.locator('input.milk').check();
  await page.locator('select.cup').selectOption('bowl');
  await page.locator('input.black').check();
  release();
  await page.waitForFunction(() => document.documentElement.dataset.noteMounted === 'yes');
  await page.waitForFunction(() => document.querySelector('.choices')?.textContent === 'milk bowl black');
  assert.ok(await page.locator('input.milk').isChecked());
  assert.is(await page.locator('select.cup').inputValue(), 'bowl');
  assert.ok(await page.locator('input.black').isChecked());
  assert.not.ok(await page.locator('input.green').isChecked());
  // And on from there: the next change is the reader's.
  await page.locator('input.milk').uncheck();
  await page.locator('input.green').check();
  assert.is(await page.locator('.choices').textContent(), 'no milk bowl green');
}));

test('text selected in an island\'s server HTML stays selected once the island mounts in Root', () => withContext(served.browser, {}, async (page) => {
  const release = await openHeld(page);
  // "steep in" across the server's text nodes and their `<!-- -->` separators.
  await page.evaluate(() => {
    const p = document.querySelector('p.words')!;
    const texts = [...p.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE);
    document.getSelection()!.setBaseAndExtent(texts[1]!, 0, texts[2]!, 3);
  });
  assert.is(await page.evaluate(() => document.getSelection()!.toString()), 'steep in');
  release();
  await page.waitForFunction(() => document.documentElement.dataset.noteMounted === 'yes');
  assert.is(await page.evaluate(() => document.getSelection()!.toString()), 'steep in');
  assert.ok(await page.evaluate(() => document.querySelector('p.words')!.contains(document.getSelection()!.anchorNode)));
}));

test('the page does not scroll when an island mid-page mounts in Root', () => withContext(served.browser, {}, async (page) => {
  const release = await openHeld(page, 'long');
  await page.evaluate(() => document.querySelector('.note')!.scrollIntoView({ block: 'center' }));
  const before = await page.evaluate(() => [window.scrollY, document.querySelector('.note')!.getBoundingClientRect().top]);
  release();
  await page.waitForFunction(() => document.documentElement.dataset.noteMounted === 'yes');
  assert.equal(await page.evaluate(() => [window.scrollY, document.querySelector('.note')!.getBoundingClientRect().top]), before);
}));

test.run();
