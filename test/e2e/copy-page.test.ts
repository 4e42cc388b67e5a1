// The "Copy page" button beside a doc's title (issue 24, point 6), in real Chromium on the Sapling site served by
// `docsgen serve --no-watch`: it copies the doc's Markdown (its `.md` file), by keyboard too, says "Copied" as the code copy
// buttons do, loads its code only when used, follows client navigation, and never shows without JavaScript.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { collectErrors, SAPLING_CONFIG, withSiteAndBrowser } from './setup.ts';

const s = withSiteAndBrowser(test, SAPLING_CONFIG, 'copy-page');

test('Copy page: by keyboard, copies the doc\'s Markdown, says "Copied"; its code loads on first use; after client navigation, the new doc', async () => {
  const ctx = await s.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: s.site.url });
  try {
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    const chunks: string[] = [];
    page.on('request', (r) => chunks.push(new URL(r.url()).pathname));
    await page.goto(`${s.site.url}/docs/overview/stacks`);
    const button = page.getByRole('button', { name: 'Copy page' });
    await page.waitForSelector('.copy-page.ready');
    assert.ok(await button.isVisible());
    assert.not.ok(chunks.some((c) => /copy-page\.\w+\.js$/.test(c)), 'no copy code before it is used');
    // Beside the title, on its row.
    const [title, box] = await Promise.all([page.locator('#main h1').boundingBox(), button.boundingBox()]);
    assert.ok(box!.x > title!.x + title!.width - 1 && box!.y < title!.y + title!.height, 'to the right of the title');

    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    assert.is(await page.locator('.copy-page').innerText(), 'Copied');
    const markdown = await (await fetch(`${s.site.url}/docs/overview/stacks.md`)).text();
    assert.ok(markdown.startsWith('# Stacks of commits\n'));
    assert.is(await page.evaluate(() => navigator.clipboard.readText()), markdown);
    assert.ok(chunks.some((c) => /copy-page\.\w+\.js$/.test(c)), 'loaded on use');

    // Client navigation swaps the main region: the new page's button copies the new doc.
    await page.locator('.pagination-next').click();
    await page.waitForURL((u) => !u.pathname.endsWith('/stacks'));
    await page.waitForSelector('.copy-page.ready');
    const next = new URL(page.url()).pathname.replace(/\/$/, '');
    await page.locator('.copy-page').click();
    await page.waitForFunction(() => document.querySelector('.copy-page')?.textContent === 'Copied');
    assert.is(await page.evaluate(() => navigator.clipboard.readText()), await (await fetch(`${s.site.url}${next}.md`)).text());
    assert.equal(errors, []);
  } finally {
    await ctx.close();
  }
});

test('without JavaScript the button is not shown (nor read out), and the title keeps its place', async () => {
  const ctx = await s.browser.newContext({ viewport: { width: 390, height: 800 }, javaScriptEnabled: false });
  try {
    const page = await ctx.newPage();
    await page.goto(`${s.site.url}/docs/overview/stacks`);
    assert.not.ok(await page.locator('.copy-page').isVisible());
    assert.is(await page.getByRole('button', { name: 'Copy page' }).count(), 0);
  } finally {
    await ctx.close();
  }
});

test.run();
