// Shared by the e2e suite: build a fixture to a temp folder and preview it with `serve --no-watch`, launch the
// system Chromium (never a downloaded browser), and collect a page's console errors.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../generator/build.ts';
import { serve } from '../../generator/dev/server.ts';
import type { RunningServer } from '../../generator/dev/http.ts';
import { fixtureCopy } from '../helpers/tmp-site.ts';

export const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');
/** The repository's own site: the Sapling docs. */
export const SAPLING_CONFIG = path.resolve(import.meta.dirname, '../../site.config.ts');

export interface ServedSite {
  url: string;
  outDir: string;
  close(): Promise<void>;
}

/** Builds `test/fixtures/<name>` into a fresh temp folder (absolute path) and serves it on 127.0.0.1, any free port. */
export function buildAndServe(name: string): Promise<ServedSite> {
  return buildAndServeConfig(path.join(FIXTURES, name, 'site.config.ts'), name);
}

/**
 * The same for any site config (the Sapling site: the repository's `site.config.ts`). A fixture's config is built
 * from a temp copy of its folder (`fixtureCopy`): the build keeps its cache beside the config, which must stay out of
 * the repository and away from another test file building the same fixture at the same time.
 */
export async function buildAndServeConfig(configPath: string, name: string): Promise<ServedSite> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), `docsgen-e2e-${name}-`));
  const outDir = path.join(tmp, 'build');
  const [fixture, ...inFixture] = path.relative(FIXTURES, configPath).split(path.sep);
  const copy = fixture && fixture !== '..' && !path.isAbsolute(fixture) && inFixture.length ? fixtureCopy(fixture) : undefined;
  const config = copy ? path.join(copy, ...inFixture) : configPath;
  // Outside the fixtures (the Sapling site), a cache the build makes is removed; one already there is kept.
  const cacheDir = path.join(path.dirname(config), '.cache');
  const hadCache = !copy && existsSync(cacheDir);
  const removeAll = async () => {
    await rm(tmp, { recursive: true, force: true });
    if (copy) await rm(copy, { recursive: true, force: true });
  };
  let server: RunningServer | undefined;
  try {
    await build(config, outDir);
    if (!copy && !hadCache) await rm(cacheDir, { recursive: true, force: true });
    server = await serve({ watch: false, outDir, configPath: config, port: 0, host: '127.0.0.1' });
  } catch (err) {
    await removeAll();
    throw err;
  }
  return {
    url: server.url,
    outDir,
    async close() {
      await server.close();
      await removeAll();
    },
  };
}

/** Debian's Chromium; DOCSGEN_TEST_CHROMIUM names another binary (a test of what happens when none starts uses it). */
const CHROMIUM = process.env.DOCSGEN_TEST_CHROMIUM || '/usr/bin/chromium';

/** Starts the system Chromium, or fails within 30 s with one line saying what to do. */
export async function launchChromium(): Promise<Browser> {
  try {
    return await chromium.launch({
      executablePath: CHROMIUM,
      timeout: 30_000,
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  } catch (err) {
    const why = String((err as Error).message ?? err).split('\n')[0];
    const message = `Chromium could not start (${CHROMIUM}): ${why}\nThe browser tests need Debian's chromium: apt-get install chromium`;
    // Said here too: uvu does not print the error of a `before` hook, where browsers are launched.
    console.error(message);
    throw new Error(message);
  }
}

interface Closable {
  close(): Promise<unknown>;
}

/**
 * Starts `parts` together. When one fails, those that started are closed before its error is thrown: a server
 * or browser left open would keep the test process from ever exiting.
 */
export async function startAll<T extends readonly Closable[]>(...parts: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const started = await Promise.allSettled(parts);
  const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (!failed) return started.map((r) => (r as PromiseFulfilledResult<Closable>).value) as unknown as T;
  await Promise.all(started.map((r) => (r.status === 'fulfilled' ? r.value.close().catch(() => undefined) : undefined)));
  throw failed.reason;
}

/** A test file's site, built and served, and its browser. */
export interface SiteAndBrowser {
  site: ServedSite;
  browser: Browser;
}

/**
 * Gives `suite` the hooks most browser test files need: before its tests, `configPath` built and served and
 * Chromium started, together; after them, both closed. The object returned holds them once the tests run.
 */
export function withSiteAndBrowser(suite: Test, configPath: string, name: string): SiteAndBrowser {
  const started = {} as SiteAndBrowser;
  suite.before(async () => {
    [started.site, started.browser] = await startAll<[ServedSite, Browser]>(buildAndServeConfig(configPath, name), launchChromium());
  });
  suite.after(async () => {
    await started.browser?.close();
    await started.site?.close();
  });
  return started;
}

/**
 * Console errors and uncaught page errors of `page`, from now on. The browser's own favicon probe is left out:
 * a fixture without a `favicon` answers it with a 404, which Chromium logs although no page asked for it.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error' || new URL(m.location().url || 'about:blank').pathname === '/favicon.ico') return;
    errors.push(`console: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

/**
 * Runs `run` on a new page of its own context (1280 × 800 unless `opts` say otherwise), then checks that the page
 * logged no error (none matching `ignore`) and closes the context, whatever happened.
 */
export async function withContext(browser: Browser, opts: Parameters<Browser['newContext']>[0], run: (page: Page, ctx: BrowserContext) => Promise<void>, ignore?: RegExp): Promise<void> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...opts });
  try {
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    await run(page, ctx);
    assert.equal(errors.filter((e) => !ignore?.test(e)), [], 'no console errors or page errors');
  } finally {
    await ctx.close();
  }
}

export interface Suite {
  widgets: ServedSite;
  nested: ServedSite;
  browser: Browser;
  close(): Promise<void>;
}

/** What an e2e file needs: both fixtures built and served, and one browser. Whatever started is closed on failure. */
export async function startSuite(): Promise<Suite> {
  const [widgets, nested, browser] = await startAll<[ServedSite, ServedSite, Browser]>(buildAndServe('widgets'), buildAndServe('nested'), launchChromium());
  const close = async () => {
    await browser.close();
    await Promise.all([widgets.close(), nested.close()]);
  };
  return { widgets, nested, browser, close };
}

/** A suite with one desktop page shared by a file's tests, and the helpers those tests use on it. */
export interface DesktopSuite extends Suite {
  desktop: BrowserContext;
  page: Page;
  /** Console and page errors of `page` since the last `assertNoErrors`. */
  errors: string[];
  /** URL of a path on the widgets fixture. */
  at(p: string): string;
  /** Loads a widgets path in `page` and checks the status. */
  open(p: string, status?: number): Promise<void>;
  assertNoErrors(list?: string[]): void;
}

export async function startDesktopSuite(): Promise<DesktopSuite> {
  const suite = await startSuite();
  const desktop = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await desktop.newPage();
  const errors = collectErrors(page);
  const at = (p: string) => suite.widgets.url + p;
  return {
    ...suite,
    desktop,
    page,
    errors,
    at,
    async open(p, status = 200) {
      const res = await page.goto(at(p));
      assert.is(res?.status(), status, `GET ${p}`);
    },
    assertNoErrors(list = errors) {
      assert.equal(list, [], 'no console errors or page errors');
      list.length = 0;
    },
  };
}

export const attr = (p: Page, selector: string, name: string) => p.locator(selector).getAttribute(name);
export const theme = (p: Page) => p.evaluate(() => document.documentElement.getAttribute('data-theme'));

/** Waits until the island around `selector` is hydrated (React has made its container a root). */
export const islandHydrated = (page: Page, selector: string) => page.waitForFunction((s) => {
  const island = document.querySelector(s)?.closest('.island');
  return !!island && Object.keys(island).some((k) => k.startsWith('__reactContainer'));
}, selector);

/**
 * Scrolls to `selector` and clicks it until its text is no longer `from` (before its island mounts, a click does
 * nothing); React draws a click's update after the event, so each click is looked at a moment later. Its text then.
 */
export async function clickUntilChanged(page: Page, selector: string, from: string): Promise<string | null> {
  for (let tries = 0; tries < 60; tries++) {
    const text = await page.evaluate(async (sel) => {
      document.querySelector<HTMLElement>(sel)?.scrollIntoView();
      document.querySelector<HTMLElement>(sel)?.click();
      await new Promise((done) => setTimeout(done, 50));
      return document.querySelector(sel)?.textContent;
    }, selector);
    if (text !== from) return text ?? null;
    await page.waitForTimeout(200);
  }
  return from;
}

/** Client navigation as a link in a page leads: a link to `href` added to its <main>, clicked; resolves at the new URL. */
export async function followLinkInPage(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    const a = document.createElement('a');
    a.href = to;
    a.id = 'docsgen-test-link';
    a.textContent = to;
    document.querySelector('main')!.append(a);
  }, href);
  await page.click('#docsgen-test-link');
  await page.waitForURL((u) => u.pathname === href);
}
