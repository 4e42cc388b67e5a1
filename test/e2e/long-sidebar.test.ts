// A sidebar longer than a page carries, in real Chromium: the row for hidden entries shows them in place
// (focus on the first), client navigation to a hidden page opens and marks it, and without JavaScript the row
// leads to a page whose sidebar shows the next block.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SIDEBAR_LIST_LIMITS } from '../../templates/Sidebar.tsx';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';
import { buildAndServeConfig, collectErrors, launchChromium, startAll, type ServedSite } from './setup.ts';

const CATEGORIES = SIDEBAR_LIST_LIMITS.top + 5;
let dir: string;
let site: ServedSite;
let browser: Browser;

/** Categories of three docs each, more than the top level carries; the first doc links to a hidden one. */
function writeSite(): string {
  const files: Record<string, string> = { 'site.config.ts': MINIMAL_CONFIG };
  for (let c = 0; c < CATEGORIES; c++) {
    const cat = `docs/c${String(c).padStart(2, '0')}`;
    files[`${cat}/_category_.json`] = JSON.stringify({ label: `Category ${c}`, position: c, link: { type: 'generated-index' } });
    for (let p = 0; p < 3; p++) {
      const link = c === 0 && p === 0 ? `\n\nSee [the last one](../c${CATEGORIES - 1}/p1.md).\n` : '\n';
      files[`${cat}/p${p}.md`] = `# Page ${c}.${p}\n\nText of page ${c}.${p}.${link}`;
    }
  }
  return tmpSite(files);
}

test.before(async () => {
  dir = writeSite();
  [site, browser] = await startAll<[ServedSite, Browser]>(buildAndServeConfig(path.join(dir, 'site.config.ts'), 'long-sidebar'), launchChromium());
});

test.after(async () => {
  await browser?.close();
  await site?.close();
  rmSync(dir, { recursive: true, force: true });
});

const categoryLabels = (html: string) => [...html.matchAll(/Category \d+/g)].map((m) => m[0]);

test('the hidden entries are shown in place, the first of them focused', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = collectErrors(page);
  await page.goto(`${site.url}/docs/c00/p0`);
  const row = page.locator('#docs-sidebar .sidebar-more a');
  assert.is(await row.innerText(), '5 more entries');
  assert.is(categoryLabels(await page.locator('#docs-sidebar').innerText()).length, SIDEBAR_LIST_LIMITS.top);
  await row.click();
  await page.waitForFunction(() => !document.querySelector('#docs-sidebar .sidebar-more'));
  assert.is(categoryLabels(await page.locator('#docs-sidebar').innerText()).length, CATEGORIES);
  assert.is(await page.evaluate(() => document.activeElement?.textContent), `Category ${SIDEBAR_LIST_LIMITS.top}`);
  assert.is(page.url(), `${site.url}/docs/c00/p0`);
  assert.equal(errors, []);
  await page.close();
});

test('client navigation to a page the sidebar was served without opens and marks it', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = collectErrors(page);
  await page.goto(`${site.url}/docs/c00/p0`);
  await page.locator('#main a', { hasText: 'the last one' }).click();
  await page.waitForFunction((label) => document.querySelector('#docs-sidebar a[aria-current="page"]')?.textContent === label, `Page ${CATEGORIES - 1}.1`);
  assert.is(await page.evaluate(() => document.documentElement.hasAttribute('data-client-navigation')), true);
  assert.equal(errors, []);
  await page.close();
});

test('axe finds no violation in a sidebar with rows for hidden entries, light and dark', async () => {
  const axe = readFileSync(path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');
  for (const theme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await context.newPage();
    await page.goto(`${site.url}/docs/c${SIDEBAR_LIST_LIMITS.top}/p1`);
    await page.addScriptTag({ content: axe });
    const violations = await page.evaluate(async () => {
      const { axe: run } = window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: { id: string }[] }> } };
      return (await run.run(document, { resultTypes: ['violations'] })).violations.map((v) => v.id);
    });
    assert.equal(violations, [], theme);
    await context.close();
  }
});

test('without JavaScript, the row leads to a page whose sidebar shows the next block', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${site.url}/docs/c00/p0`);
  await page.locator('#docs-sidebar .sidebar-more a').click();
  await page.waitForURL(`${site.url}/docs/category/category-${SIDEBAR_LIST_LIMITS.top}`);
  const text = await page.locator('#docs-sidebar').innerText();
  assert.match(text, new RegExp(`^${SIDEBAR_LIST_LIMITS.top} earlier entries`));
  assert.equal(categoryLabels(text), Array.from({ length: 5 }, (_, i) => `Category ${SIDEBAR_LIST_LIMITS.top + i}`));
  await context.close();
});

test.run();
