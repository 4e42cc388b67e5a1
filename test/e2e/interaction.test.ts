// The built site's behaviour in real Chromium: the colour-mode toggle (persistence, no flash, other tabs), the mobile
// menu at 800 px, and sidebar categories that fetch the shared tree. The widgets fixture (and the `nested` fixture
// for folder categories) built to a temp folder and served by `serve --no-watch`; one browser for the file.
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { attr, collectErrors, startDesktopSuite, theme, type DesktopSuite } from './setup.ts';

const TREE_FILE = /\/assets\/sidebar\.[0-9a-f]+\.json$/;
const BOOT_FILE = /\/assets\/boot\.[^/]+\.js$/;

let suite: DesktopSuite;
/** A desktop page reused by the tests. */
let page: Page;
let at: DesktopSuite['at'];
let open: DesktopSuite['open'];
let assertNoErrors: DesktopSuite['assertNoErrors'];

test.before(async () => {
  suite = await startDesktopSuite();
  ({ page, at, open, assertNoErrors } = suite);
});

test.after(async () => {
  await suite?.close();
});

test('colour mode: the toggle switches data-theme and the theme persists across reloads with no flash', async () => {
  const ctx = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const a = await ctx.newPage();
    const errs = collectErrors(a);
    await a.goto(at('/guides/intro'));
    const background = () => a.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.is(await theme(a), 'light');
    const light = await background();
    await a.locator('header [data-theme-toggle]').click();
    assert.is(await theme(a), 'dark');
    assert.is.not(await background(), light, 'the dark palette applies');
    assert.is(await a.evaluate(() => localStorage.getItem('theme')), 'dark');
    assert.is(await attr(a, 'header [data-theme-toggle]', 'aria-label'), 'Switch to light mode (currently dark mode)');

    // Record the mode at the moment <body> starts, i.e. before anything of the page is painted.
    await ctx.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { themeAtBody: string | null }).themeAtBody = document.documentElement.getAttribute('data-theme');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await a.reload();
    assert.is(await a.evaluate(() => (window as unknown as { themeAtBody: string | null }).themeAtBody), 'dark', 'dark from the first paint');
    assert.is(await theme(a), 'dark');
    assert.is(await attr(a, 'header [data-theme-toggle]', 'aria-label'), 'Switch to light mode (currently dark mode)');
    assertNoErrors(errs);

    // Without the boot script at all, the inline head script alone applies the stored mode.
    const noBoot = await ctx.newPage();
    await noBoot.route(BOOT_FILE, (route) => route.abort());
    await noBoot.goto(at('/guides/configure'));
    assert.is(await theme(noBoot), 'dark');
    assert.is(await attr(noBoot, 'header [data-theme-toggle]', 'aria-label'), 'Switch between dark and light mode', 'boot did not run');
  } finally {
    await ctx.close();
  }
});

test('colour mode: another tab follows a change, and a cleared value returns to the default', async () => {
  const ctx = await suite.browser.newContext();
  try {
    const [a, b] = [await ctx.newPage(), await ctx.newPage()];
    const errs = [...collectErrors(a), ...collectErrors(b)];
    await a.goto(at('/guides/intro'));
    await b.goto(at('/guides/install'));
    const follows = (mode: string) => b.waitForFunction((m) => document.documentElement.getAttribute('data-theme') === m, mode, { timeout: 5000 });

    await a.locator('header [data-theme-toggle]').click();
    assert.is(await theme(a), 'dark');
    await follows('dark');
    assert.is(await attr(b, 'header [data-theme-toggle]', 'aria-label'), 'Switch to light mode (currently dark mode)');
    await a.locator('header [data-theme-toggle]').click();
    await follows('light');
    await a.locator('header [data-theme-toggle]').click();
    await follows('dark');

    await a.evaluate(() => localStorage.removeItem('theme'));
    await follows('light');
    await b.reload();
    assert.is(await theme(b), 'light', 'still the default after a reload');
    assert.equal(errs, []);
  } finally {
    await ctx.close();
  }
});

test('at 800 px the navbar links hide and the menu button opens the sidebar (Escape, back and desktop close it)', async () => {
  const ctx = await suite.browser.newContext({ viewport: { width: 800, height: 900 } });
  try {
    const p = await ctx.newPage();
    const errs = collectErrors(p);
    await p.goto(at('/guides/intro'));
    const button = p.locator('header [data-menu-toggle]');
    const sidebar = p.locator('#docs-sidebar');
    assert.ok(await p.locator('.navbar-items-left').isHidden());
    assert.ok(await p.locator('.navbar-items-right').isHidden());
    assert.ok(await sidebar.isHidden());
    assert.ok(await button.isVisible());

    const assertOpen = async (open: boolean) => {
      assert.is(await p.locator('.navbar-menu').evaluate((d: HTMLDetailsElement) => d.open), open, 'the menu\'s <details> open');
      assert.is(await sidebar.isVisible(), open, 'sidebar visible');
      assert.is(await p.locator('#mobile-menu').isVisible(), open, 'menu links visible');
    };
    // The first tap loads the menu's code (a chunk of its own), which then opens the menu.
    await button.click();
    await p.waitForFunction(() => document.querySelector<HTMLDetailsElement>('.navbar-menu')!.open);
    await assertOpen(true);
    assert.ok(await sidebar.getByRole('link', { name: 'Introduction' }).isVisible());
    assert.ok(await p.locator('#mobile-menu').getByRole('link', { name: 'Guides' }).isVisible());
    await button.click();
    await assertOpen(false);

    await button.click();
    await p.keyboard.press('Escape');
    await assertOpen(false);
    assert.ok(await button.evaluate((b) => b === document.activeElement), 'focus back on the menu button');

    await button.click();
    await p.evaluate(() => history.pushState({}, '', location.href));
    await p.evaluate(() => new Promise((resolve) => { addEventListener('popstate', resolve, { once: true }); history.back(); }));
    await assertOpen(false);

    await button.click();
    await p.setViewportSize({ width: 1200, height: 900 });
    await p.waitForFunction(() => !document.querySelector<HTMLDetailsElement>('.navbar-menu')!.open);
    assert.ok(await p.locator('.navbar-items-left').isVisible(), 'desktop navbar links are back');
    assert.ok(await sidebar.isVisible(), 'the desktop sidebar is shown');
    assert.ok(await p.locator('#mobile-menu').isHidden());
    assert.equal(errs, []);
  } finally {
    await ctx.close();
  }
});

test('client navigation: a link shows the next page without a full load, back returns, the sidebar follows, the home page too', async () => {
  await open('/guides/intro');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
  const heading = (text: string) => page.waitForFunction((t) => document.querySelector('#main h1')?.textContent === t, text);
  /** The sidebar's one current link is `href`. */
  const sidebarMarks = async (href: string) => {
    await page.locator(`#docs-sidebar a[aria-current="page"][href="${href}"]`).waitFor({ timeout: 5000 });
    assert.equal(await page.locator('#docs-sidebar a[aria-current="page"]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))), [href]);
  };
  // Resting the pointer on the link prefetches its page data through a link-prefetch hint.
  const prefetched = page.waitForRequest((r) => r.url().endsWith('/guides/install/page-data.json'));
  await page.locator('#main article a[href="/guides/install"]').hover();
  await prefetched;
  assert.is(await page.locator('link[rel="prefetch"][href="/guides/install/page-data.json"]').count(), 1);
  await page.locator('#main article a[href="/guides/install"]').click();
  await page.waitForURL(/\/guides\/install$/);
  await heading('Installing Widgetry');
  assert.ok(await sameDocument(), 'no full load');
  assert.match(await page.title(), /Install/);
  // The sidebar marks the page once its categories are open (a chunk may load first): wait for the mark.
  await sidebarMarks('/guides/install');
  assert.is(await page.locator('link[rel="canonical"]').getAttribute('href'), 'https://widgets.example.com/guides/install');
  await page.goBack();
  await heading('Introduction');
  assert.ok(await sameDocument(), 'back without a full load');
  await sidebarMarks('/guides/intro');
  // The home page has another layout: it changes around <main>, still without a full load, and back again.
  await page.locator('a.breadcrumb-home').click();
  await page.waitForURL(at('/'));
  await page.locator('#main.page-home').waitFor();
  assert.ok(await sameDocument(), 'home without a full load');
  assert.is(await page.locator('#docs-sidebar').count(), 0);
  await page.locator('.navbar a.navbar-link', { hasText: 'Guides' }).click();
  await heading('Introduction');
  assert.ok(await sameDocument(), 'docs again without a full load');
  assert.ok(await page.locator('#docs-sidebar').isVisible());
  await sidebarMarks('/guides/intro');
  assertNoErrors();
});

test('client navigation from the home page builds the docs sidebar from the shared tree', async () => {
  await open('/');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator('.navbar a.navbar-link', { hasText: 'Guides' }).click();
  await page.locator('#docs-sidebar a[aria-current="page"]').waitFor();
  assert.ok(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true), 'no full load');
  assert.is(await page.locator('#docs-sidebar a[aria-current="page"]').getAttribute('href'), '/guides/intro');
  const toggle = page.locator('[aria-controls="sidebar-category-deep-dives"]');
  await toggle.click();
  await page.locator('#sidebar-category-deep-dives').getByRole('link', { name: 'Spinning' }).waitFor();
  assert.is(await toggle.getAttribute('aria-expanded'), 'true');
  assertNoErrors();
});

/** URLs of the sidebar tree requested by `p` while `run` runs. */
async function treeRequests(p: Page, run: (trees: string[]) => Promise<void>): Promise<void> {
  const trees: string[] = [];
  const onRequest = (r: { url(): string }) => void (TREE_FILE.test(r.url()) && trees.push(r.url()));
  p.on('request', onRequest);
  try {
    await run(trees);
  } finally {
    p.off('request', onRequest);
  }
}

test('a collapsed sidebar category expands on click, fetching the tree once, and collapses again', () => treeRequests(page, async (trees) => {
  await open('/guides/intro');
  const toggle = page.locator('[aria-controls="sidebar-category-deep-dives"]');
  const list = page.locator('#sidebar-category-deep-dives');
  assert.is(await list.locator('a').count(), 0, 'no children in the served page');

  await Promise.all([page.waitForResponse(TREE_FILE), toggle.click()]);
  await list.getByRole('link', { name: 'Spinning' }).waitFor();
  assert.equal(await list.locator('a').allInnerTexts(), ['Spinning', 'Profiling', 'Tuning']);
  assert.is(await toggle.getAttribute('aria-expanded'), 'true');
  assert.is(await toggle.getAttribute('aria-label'), "Collapse sidebar category 'Deep Dives'");

  const started = page.locator('#sidebar-category-getting-started');
  await page.locator('[aria-controls="sidebar-category-getting-started"]').click();
  await started.getByRole('link', { name: 'Configuration' }).waitFor();
  assert.is(trees.length, 1, 'the tree is fetched once');

  await toggle.click();
  await list.waitFor({ state: 'hidden' });
  assert.is(await toggle.getAttribute('aria-expanded'), 'false');

  // A link the client rendered is a real link: the next page has that category expanded by the server.
  await Promise.all([page.waitForURL(at('/guides/configure')), started.getByRole('link', { name: 'Configuration' }).click()]);
  assert.equal(await page.locator('#docs-sidebar [aria-current="page"]').allInnerTexts(), ['Configuration']);
  assert.is(await attr(page, '[aria-controls="sidebar-category-getting-started"]', 'aria-expanded'), 'true');
  assertNoErrors();
}));

test('a category slides open and closed over a time that grows with its height; with reduced motion it switches at once', async () => {
  await open('/guides/configure');
  const slide = (key: string) => page.evaluate(async (k) => {
    const list = document.getElementById(`sidebar-category-${k}`)!;
    const height = list.scrollHeight;
    const wasHidden = list.hidden;
    (document.querySelector(`[aria-controls="sidebar-category-${k}"]`) as HTMLElement).click();
    // The slide starts once the sidebar's rendering chunk is loaded (the first time): wait for it to begin.
    let running: Animation | undefined;
    for (let i = 0; i < 200; i++) {
      [running] = list.getAnimations();
      if (running || list.hidden !== wasHidden) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const during = { visible: !list.hidden, duration: Number(running?.effect?.getTiming().duration ?? 0), height };
    await running?.finished.catch(() => undefined);
    await new Promise((r) => requestAnimationFrame(r));
    return { ...during, hiddenAfter: list.hidden, left: list.getAnimations().length, style: list.getAttribute('style') };
  }, key);
  const { collapseDuration } = await import('../../client/sidebar-render.ts');

  // Getting Started holds the page, so the server rendered it open; Deep Dives is one level down and shorter.
  const closing = await slide('getting-started');
  assert.ok(closing.visible, 'still visible while it slides shut');
  assert.ok(closing.height > 0, "the list has a height to slide");
  assert.is(closing.duration, collapseDuration(closing.height));
  assert.ok(closing.hiddenAfter, 'hidden once the slide ends');
  assert.is(closing.left, 0, 'the animation does not linger');
  const opening = await slide('getting-started');
  assert.is(opening.hiddenAfter, false);
  assert.is(opening.duration, closing.duration);
  assert.ok(!opening.style, 'no fixed height left behind');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    const still = await slide('getting-started');
    assert.is(still.duration, 0, 'no animation');
    assert.ok(still.hiddenAfter);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
  assertNoErrors();
});

test('navbar hide-on-scroll (on in the nested site, off by default): hidden scrolling down, back scrolling up', async () => {
  const bottom = () => page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().bottom);
  const scrolled = async (y: number) => {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await page.waitForTimeout(350); // the 0.2 s slide
    return bottom();
  };
  /**
   * Scrolls from `from` to `to` until the navbar is hidden or shown (`hidden`): on a loaded machine the behaviour's
   * module may start after a first scroll, and the slide take longer than its 0.2 s.
   */
  const slides = async (from: number, to: number, hidden: boolean) => {
    for (let tries = 0; tries < 8; tries++) {
      await page.evaluate((y) => window.scrollTo(0, y), from);
      await page.waitForTimeout(100);
      await page.evaluate((y) => window.scrollTo(0, y), to);
      const done = await page.waitForFunction((h) => (document.querySelector('.navbar')!.getBoundingClientRect().bottom <= 0) === h, hidden, { timeout: 1000 }).then(() => true, () => false);
      if (done) return true;
    }
    return false;
  };
  const tall = () => page.evaluate(() => document.body.append(Object.assign(document.createElement('div'), { style: 'height: 3000px' })));
  await page.goto(`${suite.nested.url}/manual/headings`);
  // The boot module loads the behaviour only on sites that turn it on.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/navbar-scroll.')));
  await tall();
  assert.ok(await slides(300, 800, true), `slid away (bottom ${await bottom()})`);
  assert.ok(await slides(800, 700, false), `back on the way up (bottom ${await bottom()})`);
  await open('/guides/intro');
  await tall();
  assert.ok(await scrolled(800) > 0, 'the widgets site leaves it off');
  assertNoErrors();
});

test('nested categories from folders: the next level opens from the cached tree; non-collapsible ones show their items', () => treeRequests(page, async (trees) => {
  await page.goto(`${suite.nested.url}/manual/headings`);
  await Promise.all([page.waitForResponse(TREE_FILE), page.locator('[aria-controls="sidebar-category-reference"]').click()]);
  const reference = page.locator('#sidebar-category-reference');
  await reference.getByRole('link', { name: 'API' }).waitFor();
  assert.ok(await reference.getByRole('link', { name: 'Pinned' }).isVisible(), "'Always open' cannot collapse: its items show");
  assert.is(await page.locator('[data-sidebar-key="always-open"] .sidebar-category-toggle').count(), 0);

  const deeper = page.locator('#sidebar-category-deeper');
  assert.ok(await deeper.isHidden());
  await page.locator('[aria-controls="sidebar-category-deeper"]').click();
  await deeper.getByRole('link', { name: 'Internals' }).waitFor();
  assert.is(await deeper.locator('ul.sidebar-level-3').count(), 1);
  assert.is(trees.length, 1);

  await Promise.all([page.waitForURL(`${suite.nested.url}/manual/reference/deeper/internals`), deeper.getByRole('link', { name: 'Internals' }).click()]);
  assert.equal(await page.locator('#docs-sidebar [aria-current="page"]').allInnerTexts(), ['Internals']);
  assert.ok(await page.locator('#sidebar-category-deeper').isVisible(), 'the server expands every category on the path');
  assertNoErrors();
}));

test.run();
