// What a reader gets beyond the text, in real Chromium on the Sapling site: `.html` paths resolved by the
// not-found page of a plain static host, scroll positions on back/forward, copy buttons, the table of contents
// following the reader, the mobile menu, the navbar's current link. The site is built to a temp folder and
// served by a plain node:http static host (no `.html` mapping, `404.html` for unknown paths), as GitHub Pages,
// nginx or S3 would serve it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../generator/build.ts';
import { launchChromium, withContext } from './setup.ts';
import { staticHost, type StaticHost } from '../helpers/static-host.ts';

let tmp: string;
let host: StaticHost;
let browser: Browser;
const at = (p: string) => host.url + p;

test.before(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-e2e-reader-'));
  const [, b] = await Promise.all([build(path.resolve(import.meta.dirname, '../../site.config.ts'), path.join(tmp, 'build')), launchChromium()]);
  browser = b;
  host = await staticHost(path.join(tmp, 'build'));
});

test.after(async () => {
  await browser?.close();
  await host?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const withPage = (opts: Parameters<Browser['newContext']>[0], run: (page: Page, ctx: BrowserContext) => Promise<void>) => withContext(browser, opts, run, /404 \(Not Found\)/);

const h1 = (page: Page) => page.locator('#main h1').first().innerText();
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** Scrolls the window and waits until the position is kept in the history entry. */
async function scrollAndKeep(page: Page, y: number): Promise<void> {
  await page.evaluate((to) => window.scrollTo(0, to), y);
  await page.waitForFunction((to) => Math.abs((history.state?.y ?? -1) - to) < 2, y);
}

/** Puts a link at the top of the article, for a test to click. */
function addLink(page: Page, href: string, id: string): Promise<void> {
  return page.evaluate(([h, i]) => {
    const a = document.createElement('a');
    a.href = h!;
    a.id = i!;
    a.textContent = i!;
    document.querySelector('#main article')!.prepend(a);
  }, [href, id]);
}

test('.html paths: the not-found page of a static host shows the route under its canonical URL, never flashing "Page Not Found"', async () => {
  await withPage({}, async (page, ctx) => {
    // Before each frame, note whether the not-found text could be seen.
    // (A string: the test runner's transform would name the functions with a helper the page does not have.)
    await ctx.addInitScript(`
      window.flashed = false;
      const check = () => {
        if (document.body && getComputedStyle(document.body).visibility === 'visible' && /Page Not Found/.test(document.body.innerText)) window.flashed = true;
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);`);
    for (const [asked, shown, title] of [
      ['/docs/commands/absorb.html', '/docs/commands/absorb', 'absorb'],
      ['/docs/introduction/installation.html?from=old#linux', '/docs/introduction/installation?from=old#linux', 'Installation'],
    ]) {
      const res = await page.goto(at(asked));
      assert.is(res?.status(), 404, `the host does not know ${asked}`);
      await page.waitForFunction((want) => location.pathname + location.search + location.hash === want, shown);
      assert.match(await h1(page), title);
      assert.is(await page.evaluate(() => (window as unknown as { flashed: boolean }).flashed), false, `${asked}: no flash of the not-found text`);
      // The docs layout, with its sidebar marking the page (the sidebar's items render from a chunk loaded meanwhile).
      await page.locator('#docs-sidebar a[aria-current="page"]').waitFor({ state: 'visible', timeout: 5000 });
      assert.is(await page.evaluate(() => document.querySelector('link[rel=canonical]')!.getAttribute('href')!.replace(/^https?:\/\/[^/]+/, '')), shown.replace(/[?#].*/, ''));
    }
    assert.ok(await page.evaluate(() => window.scrollY > 200), 'the #hash target is scrolled to');

    // A .html path that is no route: the not-found page, at the address asked for.
    await page.goto(at('/docs/no-such-page.html'));
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-resolving'));
    assert.is(await h1(page), 'Page Not Found');
    assert.ok(await page.locator('#main h1').isVisible());
    assert.is(new URL(page.url()).pathname, '/docs/no-such-page.html');

    // The not-found page's own file, asked for by name: no route `/404` is looked for (its page data would 404).
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto(at('/404.html'));
    await page.waitForLoadState('networkidle');
    assert.is(await h1(page), 'Page Not Found');
    assert.not.ok(await page.evaluate(() => document.documentElement.hasAttribute('data-resolving')), 'the page is not hidden');
    assert.equal(asked.filter((p) => p.endsWith('page-data.json')), []);
  });
  // Without JavaScript the not-found page stays readable.
  await withPage({ javaScriptEnabled: false }, async (page) => {
    await page.goto(at('/docs/commands/absorb.html'));
    assert.ok(await page.getByRole('heading', { name: 'Page Not Found' }).isVisible());
  });
});

test('back/forward: a change of query alone does not scroll; earlier positions come back; new pages start at the hash or the top', async () => {
  await withPage({}, async (page) => {
    await page.goto(at('/docs/introduction/installation'));
    await addLink(page, '?tab=linux', 'query-link');
    await page.locator('#query-link').click();
    assert.is(new URL(page.url()).search, '?tab=linux');
    await page.evaluate(() => window.scrollTo(0, 1200));
    const step = (back: boolean) => page.evaluate((b) => new Promise((r) => { addEventListener('popstate', r, { once: true }); if (b) history.back(); else history.forward(); }), back);
    await step(true);
    await page.waitForTimeout(50);
    assert.is(await scrollY(page), 1200, 'back to the same page without the query: no scroll');
    await step(false);
    await page.waitForTimeout(50);
    assert.is(await scrollY(page), 1200, 'forward to the query: no scroll');

    await scrollAndKeep(page, 1500);
    await page.locator('#docs-sidebar').getByRole('link', { name: 'Git cheat sheet' }).click();
    await page.waitForFunction(() => location.pathname === '/docs/introduction/git-cheat-sheet');
    assert.is(await scrollY(page), 0, 'a new page starts at the top');
    await scrollAndKeep(page, 700);

    await page.goBack();
    await page.waitForFunction(() => document.querySelector('#main h1')?.textContent === 'Installation');
    assert.is(await scrollY(page), 1500, 'back: where the reader was');
    await page.goForward();
    await page.waitForFunction(() => document.querySelector('#main h1')?.textContent === 'Git cheat sheet');
    assert.is(await scrollY(page), 700, 'forward: where the reader was');

    // A link with a hash: to its target, not to a remembered position.
    await addLink(page, '/docs/introduction/installation#windows', 'to-windows');
    await page.locator('#to-windows').click();
    await page.waitForFunction(() => document.querySelector('#main h1')?.textContent === 'Installation');
    const top = await page.locator('#windows').evaluate((h) => Math.round(h.getBoundingClientRect().top));
    assert.ok(top >= 0 && top < 120, `the #windows heading is at the top (${top})`);

    // A reload keeps the position too.
    await scrollAndKeep(page, 900);
    await page.reload();
    await page.waitForFunction(() => Math.round(window.scrollY) === 900);
  });
});

test('copy buttons: keyboard reachable, transcripts copy their commands without prompts or output, "Copied" is announced', async () => {
  await withPage({}, async (page, ctx) => {
    await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: host.url });
    await page.goto(at('/docs/overview/stacks'));
    const blocks = await page.locator('.code-block').count();
    assert.ok(blocks > 1);
    await page.waitForFunction((n) => document.querySelectorAll('.code-block > .copy-button').length === n, blocks);

    // Keyboard: from the transcript (a focusable scroll region) Tab reaches its button; Enter copies.
    const transcript = page.locator('.code-block[data-lang="sl-shell-example"]').filter({ hasText: '$ sl amend' }).first();
    await transcript.locator('pre').focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.className);
    assert.is(focused, 'copy-button');
    assert.ok(await transcript.locator('.copy-button').evaluate((b) => b === document.activeElement));
    await page.waitForFunction(() => getComputedStyle(document.activeElement!).opacity === '1'); // visible when focused
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    assert.is(await transcript.locator('.copy-button').innerText(), 'Copied');
    const commands = await transcript.locator('.shell-command').allInnerTexts();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.is(copied, commands.join('\n'));
    assert.not.match(copied, /^\$ /m, 'no prompts');
    assert.ok(!copied.includes('│'), 'no output lines');

    // Highlighted code: all of it.
    await page.goto(at('/docs/introduction/installation'));
    const curl = page.locator('.code-block').filter({ hasText: 'brew install ./' }).first();
    await curl.hover();
    await curl.locator('.copy-button').click();
    await page.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    assert.is(await page.evaluate(() => navigator.clipboard.readText()), await curl.locator('pre').evaluate((p) => p.textContent));
  });
});

test('table of contents: scroll spy, the "On this page" disclosure below 1280 px, heading anchors, the sidebar entry in view', async () => {
  await withPage({}, async (page) => {
    await page.goto(at('/docs/introduction/installation'));
    // The footer logo loads lazily: it holds its place meanwhile, so the page does not grow under the reader.
    assert.equal(await page.locator('.footer-logo img').evaluate((img: HTMLImageElement) => [img.complete, img.getBoundingClientRect().height]), [false, 40]);
    const active = () => page.locator('.toc a.active').allInnerTexts();
    assert.ok(await page.locator('.toc').isVisible());
    assert.ok(await page.locator('.toc-inline').isHidden());
    await page.locator('.toc').getByRole('link', { name: 'Linux', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('.toc a.active')?.textContent === 'Linux');
    await page.locator('#building-from-source').scrollIntoViewIfNeeded();
    await page.evaluate(() => document.getElementById('building-from-source')!.scrollIntoView());
    await page.waitForFunction(() => document.querySelector('.toc a.active')?.textContent === 'Building from source');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => document.querySelector('.toc a.active')?.textContent === 'Next steps');
    assert.equal(await active(), ['Next steps']);

    // `#` links: hidden until the heading is hovered or the link focused.
    const heading = page.locator('#windows').first();
    const anchor = heading.locator('.hash-link');
    assert.is(await anchor.getAttribute('href'), '#windows');
    assert.is(await anchor.getAttribute('aria-label'), 'Direct link to Windows');
    assert.is(await anchor.evaluate((a) => getComputedStyle(a).opacity), '0');
    await heading.hover();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('#windows .hash-link')!).opacity === '1');

    // The current entry of a long sidebar, scrolled into its view on load.
    await page.goto(at('/docs/commands/web'));
    await page.waitForFunction(() => {
      const s = document.querySelector('.sidebar')!.getBoundingClientRect();
      const a = document.querySelector('.sidebar a.active')!.getBoundingClientRect();
      return a.top >= s.top && a.bottom <= s.bottom;
    });
  });
  await withPage({ viewport: { width: 1024, height: 800 } }, async (page) => {
    await page.goto(at('/docs/introduction/installation'));
    assert.ok(await page.locator('.toc').isHidden(), 'no TOC column at 1024 px');
    const details = page.locator('details.toc-inline');
    assert.ok(await details.isVisible());
    const width = await page.locator('.markdown').evaluate((m) => m.getBoundingClientRect().width);
    assert.ok(width > 600, `the text keeps its width (${width} px)`);
    await details.locator('summary').click();
    await details.getByRole('link', { name: 'Windows', exact: true }).first().click();
    await page.waitForFunction(() => location.hash === '#windows');
    assert.is(await details.evaluate((d: HTMLDetailsElement) => d.open), false, 'the disclosure closes once a section is chosen');
    await page.waitForFunction(() => document.querySelector('.toc-inline a.active')?.textContent === 'Windows');
    // Keyboard users see the anchor on focus.
    await page.locator('#linux .hash-link').focus();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('#linux .hash-link')!).opacity === '1');
  });
});

test('mobile menu: the first sidebar entries are reachable, the page behind does not scroll, focus stays in the menu', async () => {
  await withPage({ viewport: { width: 390, height: 740 }, hasTouch: true }, async (page) => {
    await page.goto(at('/docs/overview/stacks'));
    await page.locator('[data-menu-toggle]').click();
    const sidebar = page.locator('#docs-sidebar');
    await sidebar.waitFor();
    // The first entry is on top, not under the navbar's panel.
    const first = sidebar.locator('a').first();
    const hit = await first.evaluate((a) => {
      const r = a.getBoundingClientRect();
      return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('a') === a;
    });
    assert.ok(hit, 'the first sidebar entry is visible and can be clicked');
    const panelBottom = await page.locator('header').evaluate((h) => h.getBoundingClientRect().bottom);
    const sidebarTop = await page.locator('.sidebar').evaluate((s) => s.getBoundingClientRect().top);
    assert.ok(sidebarTop >= panelBottom - 1, `the sidebar starts under the navbar panel (${sidebarTop} ≥ ${panelBottom})`);

    // The page behind stays put.
    await page.mouse.move(200, 30);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
    assert.is(await scrollY(page), 0, 'the page behind does not scroll');

    // Focus: Tab and Shift+Tab only ever land in the navbar or the open sidebar.
    const outside: string[] = [];
    for (const key of [...Array(40).fill('Tab'), ...Array(10).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      const where = await page.evaluate(() => {
        const el = document.activeElement;
        return !el || el === document.body || el.closest('header, .sidebar') ? '' : el.outerHTML.slice(0, 80);
      });
      if (where) outside.push(where);
    }
    assert.equal(outside, [], 'focus stays in the open menu');

    // Closed again: the page scrolls and takes focus as before.
    await page.keyboard.press('Escape');
    assert.is(await page.locator('#main').evaluate((m) => (m as HTMLElement).inert), false);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY > 0);

    // A page chosen in the menu: client navigation shows it, the menu closes, and focus is on the new title.
    await page.locator('[data-menu-toggle]').click();
    const other = sidebar.locator('a:not([aria-current])').first();
    const href = await other.getAttribute('href');
    await other.click();
    await page.waitForFunction((h) => location.pathname === new URL(h!, location.href).pathname && !document.querySelector<HTMLDetailsElement>('.navbar-menu')!.open, href);
    assert.is(await page.locator('#main').evaluate((m) => (m as HTMLElement).inert), false, 'the new page is not inert');
    assert.is(await page.evaluate(() => document.activeElement?.tagName), 'H1', 'focus on the new page\'s title');
  });
});

test('navbar and layout: "Documentation" is current on every docs page, the logo follows the mode, feature rows are full, wide tables show a cue', async () => {
  await withPage({ viewport: { width: 1280, height: 800 } }, async (page, ctx) => {
    await page.goto(at('/docs/overview/stacks'));
    const current = () => page.locator('.navbar-items a[aria-current="page"]').allInnerTexts();
    assert.equal(await current(), ['Documentation']);
    await page.locator('.navbar-brand').click();
    await page.waitForFunction(() => location.pathname === '/');
    assert.equal(await current(), [], 'not on the home page');
    const rows = await page.locator('.feature').evaluateAll((els) => {
      const byTop = new Map<number, number>();
      for (const e of els) byTop.set(Math.round(e.getBoundingClientRect().top), (byTop.get(Math.round(e.getBoundingClientRect().top)) ?? 0) + 1);
      return [...byTop.values()];
    });
    assert.ok(rows.length > 1 && !rows.includes(1), `no orphaned card (cards per row: ${rows.join(', ')})`);
    await page.getByRole('link', { name: 'Learn about stacks' }).click();
    await page.waitForFunction(() => location.pathname === '/docs/overview/stacks');
    assert.equal(await current(), ['Documentation'], 'current again after client navigation');

    const logo = () => page.locator('.navbar-brand img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLElement).offsetParent).map((i) => new URL((i as HTMLImageElement).src).pathname));
    assert.equal(await logo(), ['/img/Sapling_icon-dark-green.svg']);
    await page.locator('[data-theme-toggle]').click();
    assert.equal(await logo(), ['/img/Sapling_favicon-light-green-transparent-big.svg'], 'the dark-mode logo');
    await ctx.clearCookies();
  });
  await withPage({ viewport: { width: 390, height: 800 } }, async (page) => {
    await page.goto(at('/docs/introduction/git-cheat-sheet'));
    const cue = (i: number) => page.locator('.table-scroll').nth(i).evaluate((t) => {
      const s = getComputedStyle(t);
      return [t.scrollWidth > t.clientWidth, s.getPropertyValue('--cue-end'), getComputedStyle(t.querySelector('td')!).boxShadow.includes('0.4)')].join(' ');
    });
    assert.is(await cue(0), 'true 48px false', 'a wide table fades where more is to see (and casts no shadow yet)');
    await page.locator('.table-scroll').first().evaluate((t) => (t.scrollLeft = t.scrollWidth));
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.table-scroll')!).getPropertyValue('--cue-end') === '0px');
    // The start side: the first column, stuck, casts a shadow over what scrolled under it.
    assert.ok(await page.locator('.table-scroll td').first().evaluate((td) => getComputedStyle(td).boxShadow.includes('0.4)')));
    // Inline code in a table is never broken inside: one line box per code element.
    const broken = await page.locator('.markdown td code').evaluateAll((codes) => codes.filter((c) => c.getClientRects().length > 1).length);
    assert.is(broken, 0);
  });
});

test.run();
