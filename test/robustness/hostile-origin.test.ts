// Issue 20.1: the built site never loads or runs anything from another origin. On a static host that answers
// unknown paths with 404.html, `//evil.host/x.html` (or `/\evil.host/x.html`, `/.//evil.host/x.html`) reaches the
// not-found page, whose `.html` resolver must not fetch `//evil.host/x/page-data.json` (a protocol-relative URL)
// and show what it holds; neither may a link, a hover or a page-data `path` lead there. A second origin serves
// hostile page data to anyone who asks, with CORS open, and counts the requests.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../generator/build.ts';
import { launchChromium } from '../e2e/setup.ts';
import { fixtureCopy } from '../helpers/tmp-site.ts';
import { listen, staticHost, type StaticHost } from '../helpers/static-host.ts';

let tmp: string;
let fixture: string;
let site: StaticHost;
let evil: StaticHost;
let evilHost: string;
const evilRequests: string[] = [];
let browser: Browser;

test.before(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-hostile-origin-'));
  fixture = fixtureCopy('nested');
  await build(path.join(fixture, 'site.config.ts'), path.join(tmp, 'build'));
  site = await staticHost(path.join(tmp, 'build'));
  evil = await listen(createServer((req, res) => {
    evilRequests.push(req.url ?? '');
    const route = (req.url ?? '').replace(/\/page-data\.json.*$/, '');
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    // `path` written so that the site's URL for it normalizes back to the requested route: `/.//evil.host/x`.
    res.end(JSON.stringify({
      path: `/.//${evilHost}${route}`, title: 'pwned', head: '<title>pwned</title>', kind: 'doc', sidebar: false, trail: [],
      main: '<h1>pwned</h1><script>window.pwned = true</script><img src="data:," onerror="window.pwned = true">',
    }));
  }));
  evilHost = new URL(evil.url).host;
  browser = await launchChromium();
});

test.after(async () => {
  await browser?.close();
  await site?.close();
  await evil?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
  if (fixture) await rm(fixture, { recursive: true, force: true });
});

async function withPage(run: (page: Page) => Promise<void>): Promise<void> {
  const ctx = await browser.newContext();
  try {
    await run(await ctx.newPage());
  } finally {
    await ctx.close();
  }
}

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned === true);

for (const asked of ['//EVIL/x.html', '/\\EVIL/x.html', '/.//EVIL/x.html', '//EVIL/x/index.html']) {
  test(`the not-found page at ${asked} stays the not-found page and asks no other origin`, async () => {
    evilRequests.length = 0;
    await withPage(async (page) => {
      const res = await page.goto(site.url + asked.replace('EVIL', evilHost));
      assert.is(res?.status(), 404);
      await page.waitForFunction(() => !document.documentElement.hasAttribute('data-resolving'), undefined, { timeout: 5000 });
      assert.is(await page.locator('#main h1').first().innerText(), 'Page Not Found');
      assert.is(await pwned(page), false, 'no script from the other origin ran');
      assert.is(new URL(page.url()).host, new URL(site.url).host);
    });
    assert.equal(evilRequests, [], 'the other origin was never asked');
  });
}

test('a link or a hover on a path that a URL parser reads as another host loads nothing from it', async () => {
  evilRequests.length = 0;
  await withPage(async (page) => {
    await page.goto(`${site.url}/manual/headings`);
    await page.evaluate((host) => {
      for (const [id, href] of [['dots', `/.//${host}/y`], ['slash', `/\\${host}/z`]]) {
        const a = document.createElement('a');
        a.id = id!;
        a.href = href!;
        a.textContent = id!;
        document.querySelector('#main')!.prepend(a);
      }
    }, evilHost);
    await page.hover('#dots');
    await page.hover('#slash');
    await page.focus('#dots');
    await page.click('#dots');
    await page.waitForLoadState('load');
    assert.is(await pwned(page), false);
  });
  assert.equal(evilRequests, [], 'the other origin was never asked');
});

test.run();
