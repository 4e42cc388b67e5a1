// A reader's first search on a built site, in real Chromium behind a throttled network (CDP's
// Network.emulateNetworkConditions: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip — Lighthouse's "slow 4G"),
// served gzipped by `docsgen serve --no-watch`, with an empty cache: the page loads, the reader focuses the search
// box at once (the island, React and lunr and the two search files load), enters a word — pasted whole, or typed a
// letter every 150 ms, each letter a query of its own — and the results show. The query's own times are the page's:
// from the box's input event to the frame that paints the results (the harness's own round trips to drive the
// browser — playwright's fill and polling, 50–150 ms on a loaded machine — are left out; they are given beside as
// `wall`).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { serve } from '../generator/dev/server.ts';

export interface FirstQuery {
  query: string;
  typed: boolean;
  /** Page navigation start → the query's results shown. */
  loadToResultsMs: number;
  /** The paste, or the last letter typed (the box's input event) → the frame that paints the final list. */
  typedToResultsMs: number;
  /**
   * Pasted: the paste → the frame that paints the first results, perhaps before the final list (a split index shows
   * what it has of the answer while the rest comes, the list marked busy).
   */
  firstResultsMs?: number;
  /** As the harness saw them: the box ready, or the last key sent → the results found in the page (first, final). */
  wall: { firstMs?: number; finalMs: number };
  /** Page navigation start → the box ready. */
  readyMs: number;
  /** Bytes on the wire of the search files fetched before the box was ready (the global file and the documents'). */
  readyBytes: number;
  /** Bytes on the wire of the search files (index, documents, shards, chunks) fetched up to the results. */
  searchBytes: number;
  /** Of those, the shards and chunks fetched after the box was ready. */
  files: number;
}

/** Every search file of the build, gzipped. */
export function searchFilesGzip(outDir: string): { bytes: number; files: number } {
  const dir = path.join(outDir, 'assets');
  const files = readdirSync(dir).filter((f) => f.startsWith('search-'));
  return { bytes: files.reduce((n, f) => n + gzipSync(readFileSync(path.join(dir, f))).length, 0), files: files.length };
}

/** Each query `rounds` times, the queries in turn in each round (a fresh context each time): the runs, in that order. */
export async function measureFirstQuery(configPath: string, outDir: string, route: string, queries: { query: string; typed?: boolean }[], rounds = 1): Promise<FirstQuery[]> {
  const server = await serve({ configPath, outDir, port: 0, host: '127.0.0.1', watch: false });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const out: FirstQuery[] = [];
    for (const { query, typed = false } of Array.from({ length: rounds }, () => queries).flat()) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 });
      const urls = new Map<string, string>();
      const sizes: [string, number][] = [];
      cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
      cdp.on('Network.loadingFinished', (e) => sizes.push([urls.get(e.requestId) ?? '', e.encodedDataLength]));
      const start = Date.now();
      await page.goto(server.url + route);
      await page.locator('#search-input').focus();
      await page.waitForFunction(() => document.querySelector('#search-input')?.getAttribute('placeholder') === 'Search', undefined, { timeout: 120_000 });
      let ready = Date.now();
      const readyMs = ready - start;
      const before = sizes.length;
      const searchFile = ([url]: [string, number]) => /\/assets\/search-/.test(url);
      const readyBytes = sizes.filter(searchFile).reduce((n, [, b]) => n + b, 0);
      await page.evaluate(TIMES_IN_PAGE);
      if (typed) {
        await page.locator('#search-input').pressSequentially(query.slice(0, -1), { delay: 150 });
        await page.waitForTimeout(150);
        ready = Date.now();
        await page.keyboard.press(query.slice(-1));
      }
      let first: number | undefined;
      if (!typed) {
        await page.locator('#search-input').fill(query);
        await page.waitForFunction(() => document.querySelector('.search-result'), undefined, { timeout: 120_000 });
        first = Date.now() - ready;
      }
      // React renders a typed letter within its event: from here the list is busy until this query's answers show.
      await page.waitForFunction(() => document.querySelector('.search-result') && !document.querySelector('#search-results[aria-busy="true"]'), undefined, { timeout: 120_000 });
      const shown = Date.now();
      const times = await page.waitForFunction('searchTimes().final !== undefined && searchTimes()', undefined, { timeout: 5_000 })
        .then((h) => h.jsonValue() as Promise<{ first?: number; final: number }>)
        // The list already showed this query's answers (a typed letter answered at once, nothing in it changed).
        .catch(() => page.evaluate('searchTimes()') as Promise<{ first?: number; unchanged: number }>).then((t) => ('unchanged' in t ? { first: t.first, final: t.unchanged } : t));
      const search = sizes.filter(searchFile);
      out.push({
        query, typed, loadToResultsMs: shown - start, typedToResultsMs: times.final, ...(typed ? {} : { firstResultsMs: times.first }),
        wall: { ...(first === undefined ? {} : { firstMs: first }), finalMs: shown - ready },
        readyMs, readyBytes, searchBytes: search.reduce((n, [, b]) => n + b, 0), files: sizes.slice(before).filter(searchFile).length,
      });
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * Run in the page once the box is ready: times the box's last input event, and the frames that paint the first
 * results after it and the final list (results shown, the list no longer busy); `searchTimes()` gives them in ms
 * after the input. A string: the page runs it as it is, untouched by the TypeScript loader.
 */
const TIMES_IN_PAGE = `(() => {
  let input, first, final, seen;
  const box = document.querySelector('#search-input');
  let unchanged;
  box.addEventListener('input', () => {
    const at = (input = performance.now());
    first = final = seen = unchanged = undefined;
    requestAnimationFrame(() => { if (input === at) unchanged = Math.round(performance.now() - at); });
  }, true);
  const frame = (set) => requestAnimationFrame(() => set(performance.now()));
  new MutationObserver(() => {
    if (input === undefined || final !== undefined || seen === 'final' || !document.querySelector('.search-result')) return;
    const state = document.querySelector('#search-results[aria-busy="true"]') ? 'first' : 'final';
    if (seen === undefined) { const at = input; frame((t) => { if (input === at) first = Math.round(t - at); }); }
    if (state === 'final') { const at = input; frame((t) => { if (input === at) final = Math.round(t - at); }); }
    seen = state;
  }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  window.searchTimes = () => (final === undefined ? { first, unchanged } : { first, final });
})()`;

/** Per query (pasted or typed), the median of its runs' figures, with the slowest run's beside it. */
export function firstQuerySummary(runs: FirstQuery[]): string {
  const groups = new Map<string, FirstQuery[]>();
  for (const q of runs) {
    const name = `"${q.query}"${q.typed ? ' typed' : ''}`;
    groups.set(name, [...(groups.get(name) ?? []), q]);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
  const ms = (xs: number[]) => `${median(xs)} ms${xs.length > 1 ? ` (max ${Math.max(...xs)})` : ''}`;
  return [...groups].map(([name, qs]) => `${name} ${(median(qs.map((q) => q.searchBytes)) / 1024).toFixed(0)} KB of search files, `
    + (qs[0]!.typed
      ? `last letter → shown ${ms(qs.map((q) => q.typedToResultsMs))} (harness ${median(qs.map((q) => q.wall.finalMs))} ms)`
      : `pasted → first results ${ms(qs.map((q) => q.firstResultsMs!))}, final ${ms(qs.map((q) => q.typedToResultsMs))} (harness ${median(qs.map((q) => q.wall.firstMs!))} / ${median(qs.map((q) => q.wall.finalMs))} ms)`)
    + ` (${median(qs.map((q) => q.files))} files), page load → shown ${median(qs.map((q) => q.loadToResultsMs))} ms`).join('; ');
}
