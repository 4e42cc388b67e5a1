// The search island in real Chromium: React and the search files load only on first hover, click or focus;
// 'Loading...' turns into 'Search'; results, keyboard choice, the no-results message, and inputs that never throw;
// full text with highlighted excerpts and where each hit lives; `/` and Ctrl+K, the keys shown, Tab; "See all
// results" and the search page's chunk; client navigation; load failures and their retry.
import type { Page, Request } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { collectErrors, startSuite, type Suite } from './setup.ts';

let suite: Suite;
let page: Page;
let errors: string[];
let requests: string[];

test.before(async () => {
  suite = await startSuite();
  page = await (await suite.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  errors = collectErrors(page);
  requests = [];
  page.on('request', (r: Request) => requests.push(new URL(r.url()).pathname));
});

test.after(async () => {
  await suite?.close();
});

const input = () => page.locator('#search-input');

test('nothing of search loads with the page; the box waits as "Loading..."', async () => {
  await page.goto(`${suite.widgets.url}/guides/intro`);
  await page.waitForLoadState('networkidle');
  assert.is(await input().getAttribute('placeholder'), 'Loading...');
  assert.is(await input().getAttribute('aria-disabled'), 'true');
  assert.not.ok(requests.some((p) => /search-(docs|index)|island\./.test(p)), requests.join(' '));
  // The form kept for readers without JavaScript takes no room: its <noscript> is text here, never shown.
  assert.is(await page.locator('.navbar noscript').evaluate((el) => el.getClientRects().length), 0);
  assert.ok(await page.locator('.navbar-inner').evaluate((el) => el.scrollWidth <= el.clientWidth), 'nothing overflows the navbar');
});

test('the first hover loads React and both search files, then the box says "Search"', async () => {
  await page.hover('.navbar-search');
  await page.waitForFunction(() => document.querySelector('#search-input')?.getAttribute('placeholder') === 'Search');
  assert.ok(requests.some((p) => /\/assets\/island\.[A-Z0-9]+\.js$/.test(p)), 'the island chunk (React) loaded');
  assert.ok(requests.some((p) => /\/assets\/search-docs\.[0-9a-f]+\.json$/.test(p)));
  assert.ok(requests.some((p) => /\/assets\/search-index\.[0-9a-f]+\.json$/.test(p)));
  assert.is(await input().getAttribute('aria-disabled'), null);
});

test('typing shows at most 5 results; arrows and Enter open one', async () => {
  await input().click();
  await input().fill('widget');
  const results = page.locator('.search-result');
  await results.first().waitFor();
  assert.ok((await results.count()) <= 5);
  await input().fill('spin');
  await page.locator('.search-result').first().waitFor();
  assert.match(await page.locator('.search-result').first().innerText(), /Spinning/);
  await input().press('ArrowDown');
  assert.is(await page.locator('.search-result').first().getAttribute('aria-selected'), 'true');
  await Promise.all([page.waitForURL(/\/guides\/topics\/spinning/), input().press('Enter')]);
});

test('no hit: "No results found for query" and the query; empty query hides the list', async () => {
  await page.goto(`${suite.widgets.url}/guides/intro`);
  await input().focus();
  await page.waitForFunction(() => document.querySelector('#search-input')?.getAttribute('placeholder') === 'Search');
  await input().fill('xylophone');
  assert.is((await page.locator('.search-results').innerText()).trim(), 'No results found for query "xylophone"');
  await input().fill('');
  assert.ok(await page.locator('.search-results').isHidden());
});

test('full text: a word deep in a section finds the section, its excerpt shows the word highlighted', async () => {
  await input().fill('counterweight');
  const first = page.locator('.search-result').first();
  await first.locator('mark').first().waitFor();
  assert.is(await first.locator('.search-result-title').innerText(), 'Balancing the rotor');
  assert.is(await first.locator('.search-result-path').innerText(), 'Deep Dives › Tuning', 'where it lives: its sidebar category and page');
  assert.match(await first.locator('a').getAttribute('href') ?? '', /\/guides\/topics\/advanced\/tuning#balancing-the-rotor$/);
  assert.equal(await first.locator('mark').allInnerTexts(), ['counterweight']);
  assert.match(await first.locator('.search-result-content').innerText(), /add the counterweight until/);
});

test('Enter opens the first result when none is highlighted, by client navigation; the list closes', async () => {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await input().fill('counterweight');
  await page.locator('.search-result').first().waitFor();
  await Promise.all([page.waitForURL(/\/guides\/topics\/advanced\/tuning#balancing-the-rotor$/), input().press('Enter')]);
  await page.locator('h1', { hasText: 'Tuning' }).waitFor();
  assert.ok(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'no full page load');
  assert.ok(await page.locator('.search-results').isHidden());
});

test('Escape closes the list and keeps the query; a second Escape leaves the box', async () => {
  await input().focus();
  await input().fill('spin');
  await page.locator('.search-result').first().waitFor();
  await input().press('Escape');
  assert.ok(await page.locator('.search-results').isHidden());
  assert.is(await input().inputValue(), 'spin');
  await input().press('Escape');
  assert.not.ok(await input().evaluate((el) => el === document.activeElement));
});

test('`/` and Ctrl+K focus the box from the page (loading search on the way); `/` typed in a field stays text', async () => {
  const p = await (await suite.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await p.goto(`${suite.widgets.url}/guides/intro`);
  await p.keyboard.press('/');
  await p.waitForFunction(() => document.querySelector('#search-input')?.getAttribute('placeholder') === 'Search');
  assert.ok(await p.locator('#search-input').evaluate((el) => el === document.activeElement));
  await p.keyboard.type('a/b');
  assert.is(await p.locator('#search-input').inputValue(), 'a/b');
  await p.locator('#search-input').press('Escape');
  await p.locator('#search-input').press('Escape');
  await p.keyboard.press('Control+K');
  assert.ok(await p.locator('#search-input').evaluate((el) => el === document.activeElement));
  await p.context().close();
});

test('once ready the box shows the keys that reach it: Ctrl K and / (⌘K on Apple\'s); typing hides them', async () => {
  await page.goto(`${suite.widgets.url}/guides/intro`);
  assert.is(await page.locator('.search-hint').count(), 0, 'not while loading');
  await page.hover('.navbar-search');
  await page.locator('.search-hint').waitFor();
  assert.equal(await page.locator('.search-hint kbd').allInnerTexts(), ['Ctrl K', '/']);
  await input().fill('spin');
  assert.is(await page.locator('.search-hint').count(), 0);
  const mac = await (await suite.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await mac.addInitScript(() => Object.defineProperty(navigator, 'platform', { value: 'MacIntel', configurable: true }));
  await mac.goto(`${suite.widgets.url}/guides/intro`);
  await mac.hover('.navbar-search');
  await mac.locator('.search-hint').waitFor();
  assert.equal(await mac.locator('.search-hint kbd').allInnerTexts(), ['⌘K', '/']);
  await mac.context().close();
});

test('Ctrl+K with an earlier query selects it, so typing replaces it', async () => {
  await input().fill('undo a commit');
  await input().press('Escape');
  await input().press('Escape');
  await page.keyboard.press('Control+K');
  await page.keyboard.type('spin');
  assert.is(await input().inputValue(), 'spin');
  await page.locator('.search-result').first().waitFor();
});

test('Tab from the open results goes on to the next control and closes them; the results are not tab stops', async () => {
  await input().fill('spin');
  await page.locator('.search-result').first().waitFor();
  await input().press('Tab');
  assert.ok(await page.locator('.search-results').isHidden());
  const next = await input().evaluate((box) => {
    const active = document.activeElement;
    return { body: active === document.body, inResults: !!active?.closest('.search-results'), after: !!active && !!(box.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) };
  });
  assert.equal(next, { body: false, inResults: false, after: true });
  await page.keyboard.press('Shift+Tab');
  assert.ok(await input().evaluate((el) => el === document.activeElement), 'Shift+Tab comes back to the box');
});

test('excerpts mark the words the result matched, never stop words', async () => {
  await input().fill('add the counterweight');
  const first = page.locator('.search-result').first();
  await first.locator('mark').first().waitFor();
  await page.waitForFunction(() => document.querySelector('.search-result .search-result-content')?.textContent?.includes('until the wobble'));
  const marks = (await first.locator('mark').allInnerTexts()).map((m) => m.toLowerCase());
  assert.ok(marks.includes('counterweight'), marks.join());
  assert.not.ok(marks.includes('the'), marks.join());
  assert.match(await first.locator('.search-result-content').innerText(), /add the counterweight/);
});

test('beyond five results a "See all results" option leads to the search page listing every hit with its excerpt', async () => {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await input().fill('widget');
  await page.locator('.search-see-all').waitFor();
  assert.is(await page.locator('.search-result').count(), 5);
  assert.is(await page.locator('.search-see-all').innerText(), 'See all results for "widget"');
  for (let i = 0; i < 6; i++) await input().press('ArrowDown');
  assert.is(await page.locator('.search-see-all').getAttribute('aria-selected'), 'true');
  await Promise.all([page.waitForURL(/\/search\?q=widget$/), input().press('Enter')]);
  const results = page.locator('.search-page-result');
  await results.first().waitFor();
  assert.ok(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'client navigation');
  assert.ok((await results.count()) > 5);
  assert.match(await page.locator('.search-page-status').innerText(), new RegExp(`^${await results.count()} results for "widget"`));
  assert.ok((await results.locator('.search-result-content').count()) > 5, 'each with its excerpt');
  assert.is(await page.locator('#search-page-input').inputValue(), 'widget');
  // A hit opens by client navigation; back returns to the search page and its results.
  await Promise.all([page.waitForURL(/\/guides\/configure$/), page.locator('.search-page-result a[href="/guides/configure"]').click()]);
  await page.goBack();
  await page.waitForURL(/\/search\?q=widget$/);
  await results.first().waitFor();
  assert.is(await page.locator('#search-page-input').inputValue(), 'widget');
  assert.equal(errors, []);
});

test('the search page\'s code loads on the search page only, not with other pages nor the search box', async () => {
  const seen: string[] = [];
  const p = await (await suite.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  p.on('request', (r) => seen.push(new URL(r.url()).pathname));
  await p.goto(`${suite.widgets.url}/guides/intro`);
  await p.hover('.navbar-search');
  await p.waitForFunction(() => document.querySelector('#search-input')?.getAttribute('placeholder') === 'Search');
  await p.waitForLoadState('networkidle');
  assert.not.ok(seen.some((f) => /island-search-page\./.test(f)), seen.join(' '));
  await p.goto(`${suite.widgets.url}/search?q=spin`);
  await p.locator('.search-page-result').first().waitFor();
  assert.ok(seen.some((f) => /\/assets\/island-search-page\.\w+\.js$/.test(f)));
  await p.context().close();
});

test('the island script fails twice: retried on the next hover, then "Search unavailable" with a retry that works', async () => {
  const p = await (await suite.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const pageErrors: string[] = [];
  p.on('pageerror', (e) => pageErrors.push(e.message));
  let attempts = 0;
  const fail = (route: import('playwright-core').Route) => { attempts++; return route.abort(); };
  await p.route(/\/assets\/island\.\w+\.js/, fail);
  await p.goto(`${suite.widgets.url}/guides/intro`);
  // The failure is handled (and the box armed again) when its warning is logged.
  const failed = () => p.waitForEvent('console', (m) => m.text().includes('could not load an interactive component'));
  await Promise.all([failed(), p.hover('.navbar-search')]);
  assert.is(attempts, 1);
  assert.is(await p.locator('#search-input').getAttribute('placeholder'), 'Loading...');
  await p.mouse.move(0, 400);
  await p.hover('.navbar-search');
  const unavailable = p.getByRole('status').filter({ hasText: 'Search unavailable' });
  await unavailable.waitFor();
  assert.is(attempts, 2);
  assert.is(await p.locator('#search-input').getAttribute('placeholder'), 'Search unavailable');
  await p.unroute(/\/assets\/island\.\w+\.js/, fail);
  await p.getByRole('button', { name: 'Retry' }).click();
  await p.waitForFunction(() => document.querySelector('#search-input')?.getAttribute('placeholder') === 'Search');
  assert.ok(await unavailable.isHidden());
  await p.locator('#search-input').fill('spin');
  await p.locator('.search-result').first().waitFor();
  assert.equal(pageErrors, []);
  await p.context().close();
});

test('the search files fail twice: retried on the next focus, then "Search unavailable" with a retry that works', async () => {
  const p = await (await suite.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  let attempts = 0;
  const fail = (route: import('playwright-core').Route) => { attempts++; return route.fulfill({ status: 404, body: 'gone' }); };
  await p.route(/\/assets\/search-index\.\w+\.json/, fail);
  await p.goto(`${suite.widgets.url}/guides/intro`);
  await p.locator('#search-input').focus();
  await p.locator('.search[data-status="failed"]').waitFor();
  assert.is(attempts, 1);
  await p.locator('#search-input').blur();
  await p.locator('#search-input').focus();
  const unavailable = p.getByRole('status').filter({ hasText: 'Search unavailable' });
  await unavailable.waitFor();
  assert.is(attempts, 2);
  assert.is(await p.locator('#search-input').getAttribute('placeholder'), 'Search unavailable');
  await p.unroute(/\/assets\/search-index\.\w+\.json/, fail);
  await p.getByRole('button', { name: 'Retry' }).click();
  await p.waitForFunction(() => document.querySelector('#search-input')?.getAttribute('placeholder') === 'Search');
  assert.ok(await unavailable.isHidden());
  await p.context().close();
});

test('lunr syntax and odd input never raise an error', async () => {
  for (const q of ['php:', '~', 'a^2', 'C++', '--force', '*', 'title:foo', '+x -y', 'foo~2']) {
    await input().fill(q);
    await page.locator('.search-results').waitFor();
  }
  assert.equal(errors, []);
});

test('a rendering failure shows "This page crashed." and "Try again" recovers', async () => {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const p = await context.newPage();
  const pageErrors: string[] = [];
  p.on('pageerror', (e) => pageErrors.push(e.message));
  // Corrupt search documents: titles that are objects cannot be rendered.
  await p.route(/\/assets\/search-docs\.[0-9a-f]+\.json$/, async (route) => {
    const docs = (await (await route.fetch()).json()) as object[];
    await route.fulfill({ json: docs.map((d) => ({ ...d, title: { broken: true } })) });
  });
  await p.goto(`${suite.widgets.url}/guides/intro`);
  await p.locator('#search-input').focus();
  await p.waitForFunction(() => document.querySelector('#search-input')?.getAttribute('placeholder') === 'Search');
  await p.locator('#search-input').fill('spin');
  const alert = p.getByRole('alert').filter({ hasText: 'This page crashed.' });
  await alert.waitFor();
  assert.equal(pageErrors, [], 'no uncaught exception reaches the page');
  await p.getByRole('button', { name: 'Try again' }).click();
  // The search box mounts afresh: it loads its data again and is usable until the bad data is rendered again.
  await p.waitForFunction(() => document.querySelector('#search-input')?.getAttribute('placeholder') === 'Search');
  assert.ok(await alert.isHidden());
  await context.close();
});

test.run();
