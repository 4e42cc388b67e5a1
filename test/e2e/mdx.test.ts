// MDX pages in real Chromium: Tabs switched by the boot module's tabs code (keyboard, group sync, persistence,
// query string, JavaScript off), and a site component hydrated as an island when it scrolls into view, and the
// doc's own interactive code (an exported component, an element with a handler).
import type { Browser, Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildAndServe, collectErrors, launchChromium, startAll, type ServedSite } from './setup.ts';

let site: ServedSite;
let browser: Browser;

test.before(async () => {
  [site, browser] = await startAll<[ServedSite, Browser]>(buildAndServe('mdx'), launchChromium());
});

test.after(async () => {
  await browser?.close();
  await site?.close();
});

/** Runs `body` in a page of its own at 1280 × 700 (closed after); it ends with no page errors. */
async function inPage(body: (page: Page) => Promise<void>): Promise<void> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 700 } });
  const page = await ctx.newPage();
  const errors = collectErrors(page);
  try {
    await body(page);
    assert.equal(errors, []);
  } finally {
    await ctx.close();
  }
}

const selected = (tabs: string) => `${tabs} [role=tab][aria-selected=true]`;
const FUEL = '[data-group-id=fuel]';

test('Tabs: click and arrow keys switch panels; a groupId choice syncs the page and persists across reloads', async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  const errors = collectErrors(page);
  try {
    await page.goto(`${site.url}/docs/intro`);
    // The doc's own <TOCInline> shows at 1280 px too, where docsgen's collapsed "On this page" gives way to the column.
    assert.ok(await page.locator('#main div.toc-inline').isVisible());
    assert.ok(await page.locator('details.toc-inline').isHidden());
    const fuel = page.locator(FUEL).first();
    assert.is(await fuel.locator(selected('')).textContent(), 'Oil');
    await fuel.getByRole('tab', { name: 'Wax' }).click();
    assert.is(await fuel.locator(selected('')).textContent(), 'Wax');
    assert.ok(await fuel.getByText('Melt the wax block first.').isVisible());
    assert.not.ok(await fuel.getByText('Pour lamp oil').isVisible());
    assert.match(page.url(), /\?fuel=wax$/, 'queryString puts the choice in the URL');
    // Arrow keys move focus and selection, wrapping around (WAI-ARIA tabs).
    await page.keyboard.press('ArrowRight');
    assert.is(await fuel.locator(selected('')).textContent(), 'Gas');
    assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Gas');
    await page.keyboard.press('ArrowRight');
    assert.is(await fuel.locator(selected('')).textContent(), 'Oil');
    await page.keyboard.press('ArrowLeft');
    assert.is(await fuel.locator(selected('')).textContent(), 'Gas');
    assert.is(await page.evaluate(() => localStorage.getItem('docusaurus.tab.fuel')), 'gas');

    // Another page with the same group shows the remembered choice (Wax there: it has no Gas tab, so its default stays).
    await fuel.getByRole('tab', { name: 'Wax' }).click();
    await page.goto(`${site.url}/docs/guides/lighting`);
    await page.waitForFunction(() => document.querySelector('[data-group-id=fuel] [aria-selected=true]')?.textContent === 'Wax');
    assert.ok(await page.getByText('Light the wax wick from above.').isVisible());
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-group-id=fuel] [aria-selected=true]')?.textContent === 'Wax');

    // A lazy panel's content is created when its tab is first chosen.
    const lazy = page.locator('[data-tabs]:not([data-group-id])');
    assert.is(await lazy.getByText('At night the flame is bright.').count(), 0);
    await lazy.getByRole('tab', { name: 'Night' }).click();
    assert.ok(await lazy.getByText('At night the flame is bright.').isVisible());
    assert.equal(errors, []);
  } finally {
    await ctx.close();
  }
});

test('Tabs: the query string chooses the tab; npm2yarn tabs share one group', async () => {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  try {
    await page.goto(`${site.url}/docs/intro?fuel=gas`);
    await page.waitForFunction(() => document.querySelector('[data-group-id=fuel] [aria-selected=true]')?.textContent === 'Gas');
    await page.goto(`${site.url}/docs/guides/care`);
    await page.getByRole('tab', { name: 'pnpm' }).click();
    assert.ok(await page.getByText('pnpm add --save-dev lantern-polish').isVisible());
    assert.is(await page.evaluate(() => localStorage.getItem('docusaurus.tab.npm2yarn')), 'pnpm');
  } finally {
    await ctx.close();
  }
});

test('line numbers start where showLineNumbers=N says: the block\'s own counter is not reset inside it', async () => {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  try {
    await page.goto(`${site.url}/docs/guides/care`);
    const resets = await page.$$eval('pre.line-numbers', (pres) => pres.map((pre) => [getComputedStyle(pre).counterReset, getComputedStyle(pre.querySelector('code')!).counterReset]));
    // `showLineNumbers` counts from 1, `showLineNumbers=4` from 4 (the counter is incremented before each line).
    assert.equal(resets, [['line 0', 'none'], ['line 3', 'none']]);
  } finally {
    await ctx.close();
  }
});

test('Tabs with JavaScript off: the default tab is shown and readable, the others hidden', async () => {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const page = await ctx.newPage();
  try {
    await page.goto(`${site.url}/docs/intro`);
    const fuel = page.locator(FUEL);
    assert.ok(await fuel.getByText('Pour lamp oil up to the line.').isVisible());
    assert.not.ok(await fuel.getByText('Melt the wax block first.').isVisible());
  } finally {
    await ctx.close();
  }
});

test("useTabGroupChoice (Docusaurus 2): a component follows the page's tab choice, and finds it again after a reload", async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  const errors = collectErrors(page);
  try {
    await page.goto(`${site.url}/docs/guides/lighting`);
    const choice = page.locator('.fuel-choice');
    assert.is(await choice.textContent(), 'No fuel chosen yet', 'nothing chosen: the server render, as on Docusaurus');
    await page.locator(FUEL).first().getByRole('tab', { name: 'Wax' }).click();
    await page.waitForFunction(() => document.querySelector('.fuel-choice')?.textContent === 'Chosen fuel: wax', undefined, { timeout: 10_000 });
    await page.reload();
    await page.waitForFunction(() => document.querySelector('.fuel-choice')?.textContent === 'Chosen fuel: wax', undefined, { timeout: 10_000 });
    assert.equal(errors, []);
  } finally {
    await ctx.close();
  }
});

test('an island hydrates when it scrolls into view; pages without one load no React', async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 700 } });
  const page = await ctx.newPage();
  const errors = collectErrors(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  try {
    await page.goto(`${site.url}/docs/guides/lighting`);
    await page.waitForLoadState('networkidle');
    assert.not.ok(scripts.some((s) => /island-Counter/.test(s)), 'not loaded before it is visible');
    const counter = page.locator('.counter');
    assert.is(await counter.locator('output').textContent(), '2', 'server HTML shown');
    const loading = page.waitForRequest((r) => /island-Counter/.test(r.url()));
    await counter.scrollIntoViewIfNeeded();
    await loading;
    // Hydrated: the button works (before hydration a click does nothing).
    await page.waitForFunction(() => {
      document.querySelector<HTMLButtonElement>('.counter-add')!.click();
      return Number(document.querySelector('.counter output')!.textContent) > 2;
    }, undefined, { polling: 100, timeout: 10_000 });
    assert.ok(await counter.getByText('lanterns lit').isVisible(), 'the children written in the doc are kept');

    scripts.length = 0;
    await page.goto(`${site.url}/docs/intro`);
    await page.waitForLoadState('networkidle');
    assert.not.ok(scripts.some((s) => /island/.test(s)), `no React on a page without islands: ${scripts.join(', ')}`);
    assert.equal(errors, []);
  } finally {
    await ctx.close();
  }
});

test('client navigation to a page whose components bring a stylesheet shows it once the stylesheet has loaded', () => inPage(async (page) => {
  await page.goto(`${site.url}/docs/guides/care`);
  // The components' stylesheet arrives late: the page waits for it, with the progress bar, rather than showing unstyled.
  await page.route(/\/assets\/mdx\.[^/]+\.css$/, async (route) => {
    await new Promise((done) => setTimeout(done, 1500));
    await route.continue();
  });
  await page.locator('#docs-sidebar a[href="/docs/intro"]').click();
  await page.waitForSelector('.route-progress');
  assert.is(await page.locator('main h1').textContent(), 'Caring for a lantern', 'not shown before its stylesheet');
  // Read in the first frame that shows the new page.
  const background = await page.waitForFunction(() => document.querySelector('main h1')?.textContent !== 'Caring for a lantern'
    && getComputedStyle([...document.querySelectorAll('main span')].find((s) => s.textContent === 'spare')!).backgroundColor, undefined, { polling: 'raf' });
  assert.is(await background.jsonValue(), 'rgb(253, 230, 138)');
  // Once the page's own link has loaded (here through the same slow route), the copy loaded ahead is gone.
  await page.waitForFunction(() => !document.querySelector('head link[rel="stylesheet"][href*="/assets/mdx."]'));
  assert.is(await page.locator('main link[rel="stylesheet"][href*="/assets/mdx."]').count(), 1);
}));

test('a stylesheet loaded ahead for a page that a later click superseded leaves the head when the other page shows', () => inPage(async (page) => {
  await page.goto(`${site.url}/docs/guides/care`);
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/mdx\.[^/]+\.css$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('#docs-sidebar a[href="/docs/intro"]').click();
  await page.waitForFunction(() => document.querySelector('head link[rel="stylesheet"][href*="/assets/mdx."]'));
  // Another page, without that stylesheet, before the first has shown.
  await page.locator('#docs-sidebar a[href="/docs/guides/lighting"]').click();
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent !== 'Caring for a lantern');
  assert.is(await page.locator('main h1').textContent(), 'Lighting a lantern');
  assert.is(await page.locator('head link[rel="stylesheet"][href*="/assets/mdx."]').count(), 0, 'the copy is gone once the other page shows');
  release();
}));

test("the doc's own interactive code works: an exported component and an element with a handler hydrate", () => inPage(async (page) => {
  await page.goto(`${site.url}/docs/guides/inline`);
  // Before hydration a click does nothing; once hydrated, the handler runs with the text the doc gave.
  await page.waitForFunction(() => {
    document.querySelector<HTMLElement>('.flash')!.click();
    return document.title === 'flash: amber';
  }, undefined, { polling: 100, timeout: 10_000 });
  await page.waitForFunction(() => {
    document.querySelector<HTMLButtonElement>('.beacon')!.click();
    return document.querySelector('.beacon')!.textContent === 'Beacon lit';
  }, undefined, { polling: 100, timeout: 10_000 });
}));

test.run();
