// A whole Docusaurus site in real Chromium (the whole-site fixture). Versions: the version dropdown leads to the
// page being read in another version and remembers the choice as Docusaurus does; the banner leads to the last
// version; the navbar follows the version after client navigation, and the preferred version outside the docs.
// Client modules run on load and after each client navigation; redirect pages send the reader on; the blog pages
// through its lists and its feeds parse; a stateful React page hydrates.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildAndServeConfig, collectErrors, FIXTURES, launchChromium, startAll, type ServedSite } from './setup.ts';

let site: ServedSite;
let browser: Browser;
let page: Page;
let errors: string[];

test.before(async () => {
  [site, browser] = await startAll<[ServedSite, Browser]>(buildAndServeConfig(path.join(FIXTURES, 'whole-site/docusaurus.config.js'), 'whole-site'), launchChromium());
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // The fixture's head assets from other hosts (a font stylesheet, a stats script) are answered here: no network.
  await context.route(/^https:\/\/(fonts|stats)\.example\.org\//, (r) => r.fulfill({ status: 200, body: '', contentType: r.request().url().endsWith('.css') ? 'text/css' : 'text/javascript' }));
  page = await context.newPage();
  errors = collectErrors(page);
});

test.after(async () => {
  await browser?.close();
  await site?.close();
});

const heading = (text: string) => page.waitForFunction((t) => document.querySelector('#main h1')?.textContent === t, text);
const toggle = () => page.locator('.navbar-items .navbar-dropdown[data-versions] .navbar-dropdown-toggle');
const guideHref = () => page.locator('.navbar-items a[data-doc-id="intro"]').getAttribute('href');

test('the dropdown opens on hover and leads to the same page in another version; the choice is remembered', async () => {
  await page.goto(`${site.url}/docs/guides/brewing`);
  assert.is(await toggle().innerText(), '2.0');
  await toggle().hover();
  await page.locator('.dropdown-menu a[data-version="current"]').click();
  await page.waitForURL(`${site.url}/docs/next/guides/brewing`);
  await heading('Brewing');
  assert.is(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), 'current');
  assert.match(await page.locator('#main .version-banner').innerText(), /unreleased documentation for Kettle Next version/);
  await page.waitForFunction(() => document.querySelector('.navbar-items .navbar-dropdown-toggle')?.textContent === 'Next');
  assert.is(await guideHref(), '/docs/next/intro');
});

test('the banner leads to the page in the last version and makes it the preferred one', async () => {
  await page.locator('#main .version-banner a', { hasText: 'latest version' }).click();
  await page.waitForURL(`${site.url}/docs/guides/brewing`);
  assert.is(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), '2.0');
  await page.waitForFunction(() => document.querySelector('.navbar-items .navbar-dropdown-toggle')?.textContent === '2.0');
  assert.is(await guideHref(), '/docs/intro');
});

test('outside the docs, the navbar follows the preferred version, on a first load too', async () => {
  await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '1.0'));
  await page.goto(`${site.url}/community/support`);
  await page.waitForFunction(() => document.querySelector('.navbar-items .navbar-dropdown-toggle')?.textContent === '1.0 (legacy)');
  assert.is(await guideHref(), '/docs/1.0/intro');
  assert.is(await page.locator('.navbar-items .navbar-dropdown[data-versions] a[data-version="1.0"]').getAttribute('aria-current'), 'true');
  // Into the docs by client navigation: the page's own version rules there.
  await page.locator('#main a', { hasText: 'guide' }).click();
  await heading('Introduction');
  await page.waitForFunction(() => document.querySelector('.navbar-items .navbar-dropdown-toggle')?.textContent === '2.0');
  assert.is(await page.locator('.navbar-items .navbar-dropdown[data-versions] a[data-version="1.0"]').getAttribute('href'), '/docs/1.0/intro');
  assert.equal(errors, []);
});

test('search looks in the version being read', async () => {
  const results = async (query: string) => {
    await page.hover('.navbar-search');
    await page.waitForFunction(() => document.querySelector('#search-input')?.getAttribute('placeholder') === 'Search');
    await page.locator('#search-input').click();
    await page.locator('#search-input').fill(query);
    await page.locator('.search-result').first().waitFor();
    const hrefs = await page.locator('.search-result a').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    await page.keyboard.press('Escape');
    // The blog is searched too; versions concern the docs.
    return [...new Set(hrefs)].filter((h) => h.startsWith('/docs/'));
  };
  // Every version has a descaling page, and brewing pages that mention it: only the version read is listed.
  await page.goto(`${site.url}/docs/next/intro`);
  assert.equal(await results('descaling'), ['/docs/next/guides/descaling', '/docs/next/guides/brewing']);
  await page.goto(`${site.url}/docs/guides/brewing`);
  assert.equal(await results('descaling'), ['/docs/guides/descaling', '/docs/guides/brewing']);
  await page.goto(`${site.url}/docs/1.0/intro`);
  assert.equal(await results('boiling'), ['/docs/1.0/boiling', '/docs/1.0/intro']);
});

test('client modules run on the first page and after each client navigation, told the previous location', async () => {
  await page.goto(`${site.url}/docs/intro`);
  await page.waitForFunction(() => document.documentElement.dataset.routesSeen === '1');
  assert.is(await page.evaluate(() => document.documentElement.dataset.previousRoute), '');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator('#main article a', { hasText: 'brewing' }).click();
  await heading('Brewing');
  await page.waitForFunction(() => document.documentElement.dataset.routesSeen === '2');
  assert.equal(await page.evaluate(() => [document.documentElement.dataset.lastRoute, document.documentElement.dataset.previousRoute]), ['/docs/guides/brewing', '/docs/intro']);
  assert.ok(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'a client navigation, not a load');
  // The module's stylesheet applies.
  assert.is(await page.evaluate(() => getComputedStyle(document.querySelector('.navbar')!).borderTopWidth), '3px');
});

test('a redirect page sends the reader on, query and hash kept', async () => {
  await page.goto(`${site.url}/forum/support?from=old#top`);
  await page.waitForURL(`${site.url}/community/support?from=old#top`);
  await heading('Support');
  // fromExtensions: the old `.html` address leads to the page, and the page itself is not a redirect.
  await page.goto(`${site.url}/docs/guides/brewing.html`);
  await page.waitForURL(`${site.url}/docs/guides/brewing`);
  await heading('Brewing');
});

test('the blog: pages through the list, a tag page, and feeds that parse', async () => {
  await page.goto(`${site.url}/blog`);
  await page.locator('.blog-main .pagination a[rel="next"]').click();
  await page.waitForURL(`${site.url}/blog/page/2`);
  await page.waitForFunction(() => document.querySelectorAll('#main .blog-post-title').length === 2);
  assert.equal(await page.locator('#main .blog-post-title').allInnerTexts(), ['Three descaling tips', "Kettle's first boil"]);
  await page.locator('#main a.tag', { hasText: 'Release' }).first().click();
  await page.waitForURL(`${site.url}/blog/tags/release`);
  await heading('2 posts tagged with "Release"');
  const feeds = await page.evaluate(async () => Promise.all(['rss.xml', 'atom.xml'].map(async (f) => {
    const doc = new DOMParser().parseFromString(await (await fetch(`/blog/${f}`)).text(), 'application/xml');
    return { error: doc.querySelector('parsererror') !== null, items: doc.querySelectorAll('item, entry').length };
  })));
  assert.equal(feeds, [{ error: false, items: 4 }, { error: false, items: 4 }]);
  assert.is(await page.evaluate(async () => ((await (await fetch('/blog/feed.json')).json()) as { items: unknown[] }).items.length), 4);
});

test('a React page with state hydrates and responds; one without state loads no React', async () => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(`${site.url}/`);
  await page.waitForLoadState('networkidle');
  assert.not.ok(requests.some((p) => /island/.test(p)), requests.join(' '));
  // Infima's `hero hero--primary` on a site's page: the site's primary colour, not docsgen's own home hero.
  const hero = await page.locator('#main header.hero').evaluate((h) => {
    const style = getComputedStyle(h);
    const probe = Object.assign(document.createElement('i'), { style: 'color: var(--ifm-color-primary)' });
    document.body.append(probe);
    return { image: style.backgroundImage, colour: style.backgroundColor, primary: getComputedStyle(probe).color };
  });
  assert.equal([hero.image, hero.colour], ['none', hero.primary]);
  await page.goto(`${site.url}/counter`);
  assert.is(await page.locator('#main .cups').textContent(), '0 cups poured', 'the server\'s HTML first');
  // Hydrated once a click counts (before hydration a click does nothing).
  await page.waitForFunction(() => {
    document.querySelector<HTMLButtonElement>('#main button')!.click();
    return document.querySelector('#main .cups')!.textContent !== '0 cups poured';
  }, undefined, { polling: 100 });
  assert.ok(requests.some((p) => /island-counter/.test(p)), 'its island chunk loaded');
  page.removeAllListeners('request');
  assert.equal(errors.filter((e) => !/example\.org/.test(e)), []);
});

test('a Mermaid diagram is drawn in the colour mode shown, and again when it changes; pages without one do not load Mermaid', async () => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(`${site.url}/docs/intro`);
  await page.waitForLoadState('networkidle');
  assert.not.ok(requests.some((p) => /mermaid/.test(p)), requests.join(' '));
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.goto(`${site.url}/community/support`);
  const diagram = page.locator('#main .mermaid-diagram');
  await page.waitForSelector('#main .mermaid-diagram[data-drawn="light"] svg');
  assert.ok(await diagram.locator('svg').getByText('Tracker').isVisible(), 'the diagram shows its nodes');
  assert.not.ok(await diagram.locator('.mermaid-source').isVisible(), 'the source is hidden once drawn');
  const fill = () => diagram.locator('svg .node rect, svg .node polygon').first().evaluate((e) => getComputedStyle(e).fill);
  const light = await fill();
  await page.locator('[data-theme-toggle]').first().click();
  await page.waitForSelector('#main .mermaid-diagram[data-drawn="dark"] svg');
  assert.is.not(await fill(), light, 'the dark theme draws other colours');
  // Through client navigation too.
  await page.goto(`${site.url}/community/`);
  await page.locator('#main a[href="/community/support"]').first().click();
  await page.waitForSelector('#main .mermaid-diagram[data-drawn="dark"] svg');
  page.removeAllListeners('request');
  assert.equal(errors.filter((e) => !/example\.org/.test(e)), []);
});

test.run();
