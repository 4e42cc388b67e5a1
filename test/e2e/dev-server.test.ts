// The dev server with a page open in Chromium, as an author works: saves show up in place (scroll, open
// sidebar categories and theme kept), a config change reloads at the same scroll position, a broken save
// shows an overlay over the last good page until a save fixes it, Markdown warnings show in a banner.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serve } from '../../generator/dev/server.ts';
import type { RunningServer } from '../../generator/dev/http.ts';
import { tmpSite } from '../helpers/tmp-site.ts';
import { collectErrors, launchChromium, startAll } from './setup.ts';

const long = (n: number) => Array.from({ length: n }, (_, i) => `Paragraph ${i} of filler text, long enough to make the page scroll.`).join('\n\n');
const CONFIG = "export default { title: 'Dev', url: 'https://dev.example.com', navbar: { items: [{ label: 'Guide', to: '/docs/guide/one' }] } };\n";
const dir = tmpSite({
  'site.config.ts': CONFIG,
  'docs/intro.md': '# Intro\n\nStart here.\n',
  'docs/guide/_category_.json': '{ "label": "Guide", "collapsed": true }',
  'docs/guide/one.md': `# One\n\nFirst version.\n\n${long(60)}\n\n## Tail\n\nThe end.\n`,
  'docs/guide/two.md': '# Two\n\nSecond page.\n',
  'docs/other/_category_.json': '{ "label": "Other", "collapsed": true }',
  'docs/other/three.md': '# Three\n',
});
const file = (rel: string) => path.join(dir, rel);
let server: RunningServer;
let browser: Browser;
let page: Page;
let errors: string[];

test.before(async () => {
  [server, browser] = await startAll<[RunningServer, Browser]>(
    serve({ configPath: file('site.config.ts'), outDir: 'build', port: 0, host: '127.0.0.1', watch: true, openEditor: 'vscode' }),
    launchChromium(),
  );
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  errors = collectErrors(page);
  await page.goto(`${server.url}/docs/guide/one`);
  await page.waitForSelector('html[data-docsgen-dev="connected"]', { state: 'attached' });
});

test.after(async () => {
  await browser?.close();
  await server?.close();
});

/** Marks the window: a full reload loses the mark. */
const mark = () => page.evaluate(() => { (window as unknown as { devMark: boolean }).devMark = true; });
const marked = () => page.evaluate(() => (window as unknown as { devMark?: boolean }).devMark === true);
/** Whether an element's background (inside a panel's shadow root: locators pierce it) is a dark colour. */
const darkBackground = (locator: Locator) => locator.evaluate((el) => {
  const [r, g, b] = getComputedStyle(el).backgroundColor.match(/\d+/g)!.map(Number);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! < 96;
});
const mainHas = (text: string) => page.waitForFunction((t) => document.getElementById('main')?.textContent?.includes(t), text, { timeout: 15_000 });

test('a saved edit is painted in place: scroll position, open sidebar category and theme kept', async () => {
  await page.click('[aria-label="Switch between dark and light mode (currently light mode)"]').catch(async () => page.click('.color-mode-toggle, [data-theme-toggle]'));
  const theme = await page.getAttribute('html', 'data-theme');
  await page.click('[aria-label="Expand sidebar category \'Other\'"]');
  await page.waitForSelector('#docs-sidebar a[href="/docs/other/three"]');
  await page.evaluate(() => window.scrollTo(0, 1200));
  await mark();
  writeFileSync(file('docs/guide/one.md'), readFileSync(file('docs/guide/one.md'), 'utf8').replace('First version.', 'Second version.'));
  await mainHas('Second version.');
  assert.ok(await marked(), 'no full reload');
  assert.is(await page.evaluate(() => window.scrollY), 1200);
  assert.ok(await page.isVisible('#docs-sidebar a[href="/docs/other/three"]'), 'the category opened stays open');
  assert.is(await page.getAttribute('html', 'data-theme'), theme);
  assert.not.ok(await page.textContent('#main').then((t) => t?.includes('First version.')));
});

test('a new page changes the sidebar in place, keeping open categories', async () => {
  await mark();
  writeFileSync(file('docs/other/four.md'), '# Four\n');
  await page.waitForSelector('#docs-sidebar a[href="/docs/other/four"]', { timeout: 15_000 });
  assert.ok(await marked());
  assert.ok(await page.isVisible('#docs-sidebar a[href="/docs/other/three"]'));
  assert.ok(await page.isVisible('#docs-sidebar a.active[href="/docs/guide/one"]'), 'the current page stays marked');
});

test('a broken save shows an overlay over the last good page; the fix closes it', async () => {
  const before = readFileSync(file('docs/guide/one.md'), 'utf8');
  writeFileSync(file('docs/guide/one.md'), before.replace('Second version.', 'Second version, with [a broken link](/docs/missing).'));
  const overlay = page.locator('docsgen-error-overlay');
  await overlay.locator('[role="alert"]').waitFor({ timeout: 15_000 });
  const text = await overlay.locator('[role="alert"]').innerText();
  assert.match(text, /The site did not rebuild/);
  assert.match(text, /one\.md:3:\d+/);
  assert.match(text, /broken link.*\/docs\/missing/);
  assert.match(text, /hint: /);
  const href = await overlay.locator('a').first().getAttribute('href');
  assert.match(href ?? '', /^vscode:\/\/file\/.*one\.md:3:\d+$/);
  assert.match(await page.textContent('#main') ?? '', /Second version\./, 'the last good page stays under it');
  // The page is in dark mode (the first test switched it): the overlay is too.
  assert.is(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.ok(await darkBackground(overlay.locator('.panel')), 'a dark panel in dark mode');
  // A page opened while the build is broken shows the overlay too.
  const other = await browser.newPage();
  await other.goto(`${server.url}/docs/intro`);
  await other.locator('docsgen-error-overlay [role="alert"]').waitFor({ timeout: 15_000 });
  await other.close();
  writeFileSync(file('docs/guide/one.md'), before.replace('Second version.', 'Third version.'));
  await mainHas('Third version.');
  await overlay.waitFor({ state: 'detached', timeout: 15_000 });
});

test('a config change reloads the page fully, at the same scroll position', async () => {
  await page.evaluate(() => window.scrollTo(0, 900));
  await mark();
  writeFileSync(file('site.config.ts'), CONFIG.replace("title: 'Dev'", "title: 'Dev Two'"));
  await page.waitForFunction(() => document.querySelector('.navbar-title')?.textContent === 'Dev Two', undefined, { timeout: 15_000 });
  assert.not.ok(await marked(), 'reloaded');
  await page.waitForFunction(() => window.scrollY === 900, undefined, { timeout: 5_000 });
});

test('Markdown the build accepts but probably did not mean is a dismissible warning banner', async () => {
  writeFileSync(file('docs/guide/two.md'), '# Two\n\n:::tipp\nA typo in the kind.\n:::\n\n```js\nunclosed();\n');
  const banner = page.locator('docsgen-warnings [role="status"]');
  await banner.waitFor({ timeout: 15_000 });
  const text = await banner.innerText();
  assert.match(text, /two\.md:3/);
  assert.match(text, /unknown admonition type "tipp"/);
  assert.match(text, /two\.md:7/);
  assert.match(text, /code block is never closed/);
  // It follows the page's colour mode, also when the toggle changes it while the banner shows.
  assert.is(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.ok(await darkBackground(banner), 'a dark banner in dark mode');
  await page.locator('header [data-theme-toggle]').click();
  assert.is(await page.getAttribute('html', 'data-theme'), 'light');
  assert.not.ok(await darkBackground(banner), 'a light banner in light mode');
  await banner.locator('button').click();
  await banner.waitFor({ state: 'detached' });
  writeFileSync(file('docs/guide/two.md'), '# Two\n\nAll fine.\n');
  await page.waitForTimeout(500);
  assert.is(await page.locator('docsgen-warnings').count(), 0);
  assert.equal(errors, []);
});

test.run();
