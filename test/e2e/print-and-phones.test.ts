// The Sapling site where reading is harder, in real Chromium: with JavaScript off on a phone, printed (print
// media emulated), and on small screens with wide content (one-line code, wide tables, the command pages'
// options, long pages).
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SAPLING_CONFIG, withContext, withSiteAndBrowser } from './setup.ts';

const s = withSiteAndBrowser(test, SAPLING_CONFIG, 'sapling');

const PHONE = { viewport: { width: 390, height: 740 }, hasTouch: true };

const withPage = (opts: Parameters<Browser['newContext']>[0], run: (page: Page) => Promise<void>) => withContext(s.browser, opts, run);

test('without JavaScript on a phone the menu opens the navigation, and controls that need script are not offered or made plain', async () => {
  await withPage({ ...PHONE, javaScriptEnabled: false }, async (page) => {
    await page.goto(s.site.url + '/docs/overview/stacks');
    const sidebar = page.locator('#docs-sidebar');
    assert.ok(await sidebar.isHidden(), 'closed: no sidebar');
    assert.ok(await page.locator('.color-mode-toggle').isHidden(), 'no colour toggle (it needs script)');
    assert.ok(await page.locator('.navbar-search[data-island]').isHidden(), 'no search island (it needs script)…');
    assert.ok(await page.locator('form.search-form .search-label').isVisible(), '…but a plain form to the search page, folded to its button');

    await page.locator('[data-menu-toggle]').click();
    assert.ok(await page.locator('#mobile-menu').getByRole('link', { name: 'Documentation' }).isVisible(), 'the navbar links');
    assert.ok(await sidebar.getByRole('link', { name: 'Rebase' }).isVisible(), 'the sidebar');
    assert.ok(await page.locator('#main').isHidden(), 'the open menu takes the page\'s place');
    assert.is(await page.locator('.navbar-menu').evaluate((d: HTMLDetailsElement) => d.open), true, 'its state is exposed (a <details>)');

    await page.locator('[data-menu-toggle]').click();
    assert.ok(await page.locator('#main h1').isVisible(), 'closed again: the page is back');

    await page.locator('[data-menu-toggle]').click();
    await sidebar.getByRole('link', { name: 'Rebase' }).click();
    await page.waitForURL('**/docs/overview/rebase');
    assert.is(await page.locator('#main h1').innerText(), 'Rebase');

    // A page without a sidebar (home): the navbar's links open above the page, which stays.
    await page.goto(s.site.url + '/');
    await page.locator('[data-menu-toggle]').click();
    assert.ok(await page.locator('#mobile-menu').getByRole('link', { name: 'Documentation' }).isVisible());
    assert.ok(await page.locator('.hero').isVisible(), 'the home page stays');
  });
});

test('printed: the article alone from its title, light on paper, code wrapped, links with their address, boxes kept', async () => {
  await withPage({ viewport: { width: 600, height: 800 }, colorScheme: 'dark' }, async (page) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto(s.site.url + '/docs/introduction/installation');
    await page.waitForFunction(() => document.querySelector('.code-block > .copy-button'));
    await page.emulateMedia({ media: 'print' });
    for (const part of ['header.navbar', '#docs-sidebar', '.color-mode-toggle', '.navbar-search', '.copy-button', '.breadcrumbs', '.toc-inline', '.pagination', '.footer']) {
      assert.ok(await page.locator(part).first().isHidden(), `${part} is not printed`);
    }
    assert.ok(await page.locator('#main h1').evaluate((h) => h.getBoundingClientRect().top) < 40, 'the page starts at its title');
    assert.is(await page.evaluate(() => getComputedStyle(document.body).color), 'rgb(28, 30, 33)', 'dark text, in dark mode too');
    const cut = await page.locator('.code-block pre').evaluateAll((pres) => pres.filter((p) => p.scrollWidth > p.clientWidth + 1).length);
    assert.is(cut, 0, 'no code block is cut at the margin');
    const after = (selector: string) => page.locator(selector).first().evaluate((a) => getComputedStyle(a, '::after').content);
    assert.match(await after('.markdown a[href^="https://github.com"]'), /\(https:\/\/github\.com\//, 'an external link shows its address');
    assert.match(await after('.markdown a[href^="/docs/"]'), /\(\/docs\//, 'an internal link shows its path');
    const borders = (selector: string) => page.locator(selector).first().evaluate((el) => {
      const s = getComputedStyle(el);
      return [s.borderTopWidth, s.borderRightWidth, s.borderBottomWidth, s.borderLeftWidth].map(parseFloat);
    });
    assert.ok((await borders('.theme-admonition')).every((w) => w >= 1), 'an admonition keeps a whole border (its tint is not printed)');
    await page.goto(s.site.url + '/docs/introduction/git-cheat-sheet');
    const [, right, bottom, left] = await borders('.markdown tbody td');
    assert.ok(right >= 1 && bottom >= 1 && left >= 1 && (await borders('.markdown th'))[0] >= 1, 'table cells keep their borders');
    assert.is(await page.locator('.markdown .table-scroll').first().evaluate((t) => t.scrollWidth <= t.clientWidth + 1), true, 'a table is not cut either');
  });
});

test('on a phone the copy button never hides code: the title bar, else a strip above the code, is its own', async () => {
  await withPage(PHONE, async (page) => {
    for (const route of ['/docs/introduction/installation', '/docs/commands/amend']) {
      await page.goto(s.site.url + route);
      await page.waitForFunction(() => !document.querySelector('.code-block:not(:has(> .copy-button))'));
      const hidden = await page.locator('.code-block').evaluateAll((blocks) => blocks.flatMap((block) => {
        const b = block.querySelector('.copy-button')!.getBoundingClientRect();
        const range = document.createRange();
        return [...block.querySelectorAll('.line')].filter((line) => {
          range.selectNodeContents(line);
          return [...range.getClientRects()].some((r) => r.width > 0 && r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom);
        }).map((line) => line.textContent);
      }));
      assert.equal(hidden, [], `${route}: no line of code under a copy button`);
    }
  });
});

test('on a phone a wide table starts at its first column, which stays in view as the rest scrolls under it', async () => {
  await withPage(PHONE, async (page) => {
    await page.goto(s.site.url + '/docs/introduction/git-cheat-sheet');
    const scroller = page.locator('.markdown .table-scroll').first();
    await scroller.scrollIntoViewIfNeeded();
    const place = () => scroller.evaluate((s) => ({
      scroll: s.scrollLeft, wider: s.scrollWidth > s.clientWidth, left: s.getBoundingClientRect().left,
      first: s.querySelector('tbody td')!.getBoundingClientRect().left, second: s.querySelector('tbody td + td')!.getBoundingClientRect().left,
    }));
    const start = await place();
    assert.ok(start.wider, 'the table is wider than the screen');
    assert.is(start.scroll, 0);
    assert.is(start.first, start.left, 'it starts at its first column');
    const shadow = () => scroller.evaluate((s) => getComputedStyle(s.querySelector('tbody td')!).boxShadow.includes('0.4)'));
    assert.not.ok(await shadow(), 'no shadow before scrolling');
    await scroller.evaluate((s) => (s.scrollLeft = 160));
    const scrolled = await place();
    assert.is(scrolled.first, start.left, 'the first column sticks');
    assert.ok(scrolled.second < start.second - 100, 'the other columns scroll');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.markdown .table-scroll tbody td')!).boxShadow.includes('0.4)'));
    assert.not.equal(await scroller.evaluate((s) => getComputedStyle(s).maskImage), 'none', 'the end still fades');
  });
});

test('the command pages\' options read as a definition list at every width, and stay a table for screen readers', async () => {
  for (const width of [390, 1280]) {
    await withPage({ viewport: { width, height: 800 } }, async (page) => {
      await page.goto(s.site.url + '/docs/commands/amend');
      const rows = await page.locator('#options + .table-scroll tbody tr').evaluateAll((trs) => trs.map((tr) => {
        const long = tr.children[1]!.getBoundingClientRect();
        const description = tr.lastElementChild!.getBoundingClientRect();
        return { under: description.top >= long.bottom - 1, share: description.width / tr.getBoundingClientRect().width };
      }));
      assert.ok(rows.length > 5);
      assert.ok(rows.every((r) => r.under && r.share > 0.85), `${width} px: each description under its flags, across the width`);
      assert.ok((await page.locator('#options + .table-scroll thead').boundingBox())!.height <= 1, 'no header row to see');
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = await cdp.send('Accessibility.getFullAXTree') as { nodes: { role?: { value: string }; name?: { value: string } }[] };
      assert.ok(nodes.some((n) => n.role?.value === 'columnheader' && n.name?.value === 'Description'), 'the headers are still read');
    });
  }
});

test('a long page offers a way back to the top once the reader is a screen down; a click goes there', async () => {
  await withPage({}, async (page) => {
    await page.goto(s.site.url + '/docs/commands/amend');
    const back = page.locator('.back-to-top');
    assert.ok(await back.isHidden(), 'not at the top');
    await page.evaluate(() => scrollTo(0, 2000));
    await back.waitFor({ state: 'visible' });
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.back-to-top')!).opacity === '1');
    await back.click();
    await page.waitForFunction(() => scrollY === 0);
    await back.waitFor({ state: 'hidden' });
  });
});

test.run();
