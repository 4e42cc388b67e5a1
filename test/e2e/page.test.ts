// The built site's pages in real Chromium: what a reader sees on a doc page (navbar, sidebar, breadcrumbs, table of
// contents, footer, skip link), the 404 page, and the same doc with JavaScript off. The widgets fixture (and the
// `nested` fixture for heading levels) built to a temp folder and served by `serve --no-watch`; one browser for the file.
import type { BrowserContext, Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { attr, startDesktopSuite, theme, type DesktopSuite } from './setup.ts';

let suite: DesktopSuite;
let desktop: BrowserContext;
/** A desktop page reused by the tests. */
let page: Page;
let at: DesktopSuite['at'];
let open: DesktopSuite['open'];
let assertNoErrors: DesktopSuite['assertNoErrors'];

test.before(async () => {
  suite = await startDesktopSuite();
  ({ desktop, page, at, open, assertNoErrors } = suite);
});

test.after(async () => {
  await suite?.close();
});

test('a doc page: navbar with brand, links, colour toggle and search slot', async () => {
  await open('/guides/intro');
  assert.is(await page.title(), 'Introduction | Widgetry');
  const brand = page.locator('header .navbar-brand');
  assert.is(await brand.getAttribute('href'), '/');
  assert.is((await brand.innerText()).trim(), 'Widgetry');
  assert.ok(await brand.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the logo (a static file) loads');

  const guides = page.locator('.navbar-items-left a');
  assert.ok(await guides.isVisible());
  assert.is(await guides.innerText(), 'Guides');
  assert.is(await guides.getAttribute('href'), '/guides/intro');
  assert.is(await guides.getAttribute('aria-current'), 'page');
  const source = page.locator('.navbar-items-right a');
  assert.ok(await source.isVisible());
  assert.is(await source.getAttribute('href'), 'https://example.com/widgetry');
  assert.is(await source.getAttribute('target'), '_blank');
  assert.match((await source.getAttribute('rel')) ?? '', /noopener/);

  const toggle = page.locator('header [data-theme-toggle]');
  assert.ok(await toggle.isVisible());
  assert.is(await toggle.getAttribute('aria-label'), 'Switch to dark mode (currently light mode)', 'the boot script labelled the toggle');

  const search = page.getByRole('search').getByRole('combobox', { name: 'Search the docs' });
  assert.ok(await search.isVisible());
  assert.is(await search.getAttribute('placeholder'), 'Loading...');
  assert.ok(await page.locator('header [data-menu-toggle]').isHidden(), 'no menu button on desktop');
  assertNoErrors();
});

test('the navbar marks its current link with a background in light and dark mode alike', async () => {
  await open('/guides/intro');
  await page.mouse.move(640, 700);
  const backgrounds = () => page.evaluate(() => [
    getComputedStyle(document.querySelector('.navbar-items-left a[aria-current="page"]')!).backgroundColor,
    getComputedStyle(document.querySelector('.navbar')!).backgroundColor,
  ]);
  const seen: Record<string, string[]> = {};
  for (const mode of ['light', 'dark']) {
    if (await theme(page) !== mode) await page.locator('header [data-theme-toggle]').click();
    await page.mouse.move(640, 700);
    const [link, bar] = await backgrounds();
    assert.is.not(link, 'rgba(0, 0, 0, 0)', `${mode}: the current link has a background`);
    assert.is.not(link, bar, `${mode}: one that differs from the navbar's`);
    seen[mode] = [link!, bar!];
  }
  assert.is.not(seen.light![0], seen.dark![0], 'each mode its own');
  await page.locator('header [data-theme-toggle]').click();
  assert.is(await theme(page), 'light');
  assertNoErrors();
});

test('the sidebar marks the active page and expands the category that holds it', async () => {
  await open('/guides/intro');
  assert.equal(await page.locator('#docs-sidebar [aria-current="page"]').allInnerTexts(), ['Introduction']);

  await open('/guides/install');
  const active = page.locator('#docs-sidebar [aria-current="page"]');
  assert.equal(await active.allInnerTexts(), ['Installing Widgetry']);
  assert.ok(await active.isVisible());
  assert.is(await attr(page, '[aria-controls="sidebar-category-getting-started"]', 'aria-expanded'), 'true');
  assert.ok(await page.locator('#sidebar-category-getting-started').getByRole('link', { name: 'Configuration' }).isVisible());
  assert.is(await attr(page, '[aria-controls="sidebar-category-deep-dives"]', 'aria-expanded'), 'false');
  assert.ok(await page.locator('#sidebar-category-deep-dives').isHidden());
  assertNoErrors();
});

test('breadcrumbs: home › category › current page', async () => {
  await open('/guides/install');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' }).locator('li');
  assert.is(await crumbs.count(), 3);
  const home = crumbs.nth(0).getByRole('link', { name: 'Home page' });
  assert.is(await home.getAttribute('href'), '/');
  assert.is(await crumbs.nth(1).getByRole('link').getAttribute('href'), '/guides/start');
  assert.is(await crumbs.nth(1).innerText(), 'Getting Started');
  assert.is(await crumbs.nth(2).locator('[aria-current="page"]').innerText(), 'Installing Widgetry');
  assertNoErrors();
});

test('the table of contents lists levels 2–3 and links to headings that exist', async () => {
  /** TOC entries as [text, href, tag of the target element inside the article, or null]. */
  const toc = (p: Page) => p.locator('nav.toc a').evaluateAll((links) => links.map((a) => {
    const id = decodeURIComponent(a.getAttribute('href')!.slice(1));
    const target = document.getElementById(id);
    return [a.textContent, a.getAttribute('href'), target?.closest('article') ? target.tagName : null];
  }));
  await open('/guides/intro');
  assert.equal(await toc(page), [['Concepts', '#concepts', 'H2'], ['Spin', '#spin', 'H3'], ['Next steps', '#next', 'H2']]);

  // A TOC link scrolls its heading into view below the sticky navbar.
  await page.locator('nav.toc a[href="#next"]').click();
  await page.waitForFunction(() => location.hash === '#next');
  const pos = await page.evaluate(() => ({
    top: document.getElementById('next')!.getBoundingClientRect().top,
    navbar: document.querySelector('.navbar')!.getBoundingClientRect().bottom,
  }));
  assert.ok(pos.top >= pos.navbar && pos.top < 800, `heading at ${pos.top}px, navbar ends at ${pos.navbar}px`);

  // Headings of levels 4 and 5 have ids but stay out of the table of contents.
  const res = await page.goto(`${suite.nested.url}/manual/headings`);
  assert.is(res?.status(), 200);
  assert.equal(await toc(page), [['Level two', '#level-two', 'H2'], ['Level three', '#level-three', 'H3'], ['Another section', '#custom-anchor', 'H2']]);
  assert.is(await page.locator('article h4#level-four').count(), 1);
  assert.is(await page.locator('article h5#level-five').count(), 1);
  assertNoErrors();
});

test('the footer: link columns and copyright', async () => {
  await open('/guides/intro');
  const footer = page.locator('footer.footer');
  assert.ok(await footer.isVisible());
  const blog = footer.getByRole('navigation', { name: 'More' }).getByRole('link', { name: /Blog/ });
  assert.is(await blog.getAttribute('href'), 'https://example.com/blog');
  assert.is(await blog.getAttribute('target'), '_blank');
  assert.is(await footer.locator('.footer-copyright').innerText(), 'Widgetry authors');
  // As on Docusaurus: the columns side by side on a wide screen, one above the other on a phone.
  const columns = async (p: Page) => p.locator('footer .footer-column').evaluateAll((els) => els.map((el) => [Math.round(el.getBoundingClientRect().left), Math.round(el.getBoundingClientRect().top)]));
  const wide = await columns(page);
  assert.is(wide.length, 2);
  assert.ok(wide[0]![1] === wide[1]![1] && wide[0]![0] < wide[1]![0], `side by side at 1280 px: ${JSON.stringify(wide)}`);
  const phone = await desktop.browser()!.newPage({ viewport: { width: 390, height: 800 } });
  try {
    await phone.goto(at('/guides/intro'));
    const narrow = await columns(phone);
    assert.ok(narrow[0]![0] === narrow[1]![0] && narrow[0]![1] < narrow[1]![1], `stacked at 390 px: ${JSON.stringify(narrow)}`);
  } finally {
    await phone.close();
  }
  assertNoErrors();
});

test('the skip link is the first Tab stop and moves the reader to #main', async () => {
  await open('/guides/intro');
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => {
    const el = document.activeElement!;
    return { text: el.textContent, href: el.getAttribute('href'), top: el.getBoundingClientRect().top };
  });
  assert.equal([focused.text, focused.href], ['Skip to main content', '#main']);
  assert.ok(focused.top >= 0, 'visible when focused');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.hash === '#main');
  assert.is(await page.evaluate(() => document.querySelector(':target')?.tagName), 'MAIN');
  await page.keyboard.press('Tab');
  assert.ok(await page.evaluate(() => !!document.activeElement?.closest('#main')), 'the next Tab stop is inside the main region');
  assertNoErrors();
});

test('an unknown path answers 404 with the not-found page, whose links lead somewhere', async () => {
  const p = await desktop.newPage();
  try {
    const res = await p.goto(at('/guides/no-such-page'));
    assert.is(res?.status(), 404);
    assert.is(await p.title(), 'Page Not Found | Widgetry');
    assert.is(await p.locator('main h1').innerText(), 'Page Not Found');
    assert.match(await p.locator('main').innerText(), /could not find what you were looking for/);
    assert.is(await attr(p, 'meta[name="robots"]', 'content'), 'noindex');
    assert.ok(await p.locator('header .navbar-brand').isVisible(), 'with the navbar');
    assert.ok(await p.locator('footer.footer').isVisible(), 'with the footer');
    const docsHome = p.getByRole('link', { name: 'documentation home' });
    const target = await docsHome.getAttribute('href');
    assert.is((await p.request.get(at(target!))).status(), 200, `the documentation home link (${target}) exists`);
  } finally {
    await p.close();
  }
});

test('with JavaScript disabled the doc is complete and readable', async () => {
  await open('/guides/intro');
  // Less the "Copy page" button, which only JavaScript shows.
  const withJs = (await page.locator('main').innerText()).replace(/^Copy page\n/m, '');
  const ctx = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  try {
    const p = await ctx.newPage();
    await p.goto(at('/guides/intro'));
    assert.is(await p.locator('main').innerText(), withJs, 'the same main region as with JavaScript');
    assert.ok(await p.getByRole('heading', { level: 1, name: 'Introduction' }).isVisible());
    assert.ok(await p.getByText('Widgetry makes widgets.').isVisible());
    assert.ok(await p.locator('nav.toc').isVisible());
    assert.ok(await p.locator('#docs-sidebar').getByRole('link', { name: 'Introduction' }).isVisible());
    assert.ok(await p.locator('footer.footer').isVisible());
    assert.is(await theme(p), 'light');

    await p.goto(at('/guides/install'));
    assert.ok(await p.getByText('npm install widgetry').isVisible(), 'code blocks are highlighted at build time');
    assert.ok(await p.locator('.theme-admonition-tip').isVisible());
    assert.ok(await p.locator('#sidebar-category-getting-started').getByRole('link', { name: 'Configuration' }).isVisible());
  } finally {
    await ctx.close();
  }
});

test('the base URL warning stays hidden when the stylesheet loads, and shows when it cannot', async () => {
  await open('/');
  assert.ok(await page.locator('.base-url-issue-banner').isHidden());
  const ctx = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const p = await ctx.newPage();
    // What a wrong base URL does: every asset URL misses.
    await p.route(/\/assets\//, (r) => r.fulfill({ status: 404, body: '' }));
    await p.goto(at('/'));
    assert.ok(await p.getByRole('alert').filter({ hasText: 'This site did not load properly.' }).isVisible());
  } finally {
    await ctx.close();
  }
});

test.run();
