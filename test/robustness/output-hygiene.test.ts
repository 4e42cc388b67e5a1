// Issue 11.10: sitemap URLs are escaped; an inline <script> in Markdown runs after client navigation as it
// does on a full load (real Chromium against `serve --no-watch`).
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import type { Browser } from 'playwright-core';
import { buildAndServeConfig, collectErrors, launchChromium, startAll, type ServedSite } from '../e2e/setup.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

test('sitemap URLs are percent-encoded (spaces, non-ASCII) and XML-escaped', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/my page.md': '# Space\n', 'docs/café.md': '# Café\n', 'docs/a&b.md': '# And\n' });
  const site = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  const sitemap = String(site.files.get('sitemap.xml'));
  assert.match(sitemap, '<loc>https://t.dev/docs/my%20page</loc>');
  assert.match(sitemap, '<loc>https://t.dev/docs/caf%C3%A9</loc>');
  assert.match(sitemap, '<loc>https://t.dev/docs/a&amp;b</loc>');
  for (const loc of sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)) assert.not.match(loc[1]!, /[\s\u0080-\uffff]/, loc[1]);
});

test('an inline <script> in Markdown runs on a full load and after client navigation alike', async () => {
  const dir = tmpSite({
    'site.config.ts': MINIMAL_CONFIG,
    'docs/a.md': '# A\n\nGo to [B](b.md).\n',
    'docs/b.md': '# B\n\n<script>window.bRuns = (window.bRuns || 0) + 1; document.currentScript.after(Object.assign(document.createElement("p"), { id: "b-ran", textContent: "ran" }));</script>\n\nText.\n',
  });
  const [site, browser] = await startAll<[ServedSite, Browser]>(buildAndServeConfig(path.join(dir, 'site.config.ts'), 'scripts'), launchChromium());
  try {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.url}/docs/b`);
    assert.is(await page.evaluate(() => (window as unknown as { bRuns?: number }).bRuns), 1, 'full load');
    await page.goto(`${site.url}/docs/a`);
    await page.evaluate(() => { (window as unknown as { marker: number }).marker = 1; });
    await page.click('main a[href="/docs/b"]');
    await page.waitForSelector('#b-ran');
    assert.is(await page.evaluate(() => location.pathname), '/docs/b');
    assert.is(await page.evaluate(() => (window as unknown as { bRuns?: number }).bRuns), 1, 'client navigation');
    assert.is(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'the same document: a client navigation');
    assert.equal(errors, []);
  } finally {
    await browser.close();
    await site.close();
  }
});

test.run();
