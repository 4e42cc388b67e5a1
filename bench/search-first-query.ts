// A reader's first search on a built site, in real Chromium behind a throttled network (CDP's
// Network.emulateNetworkConditions: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip — Lighthouse's "slow 4G"),
// served gzipped by `docsgen serve --no-watch`, with an empty cache: the page loads, the reader focuses the search
// box at once (the island, React and lunr and the two search files load), types a word, and the results show.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { serve } from '../generator/dev/server.ts';

export interface FirstQuery {
  query: string;
  /** Page navigation start → the query's results shown. */
  loadToResultsMs: number;
  /** The box ready (search files loaded) → results shown: the shards and chunks the query needs. */
  typedToResultsMs: number;
  /** Bytes on the wire of the search files (index, documents, shards, chunks) fetched up to the results. */
  searchBytes: number;
  /** Of those, the shards and chunks fetched after the word was typed. */
  files: number;
}

/** Every search file of the build, gzipped. */
export function searchFilesGzip(outDir: string): { bytes: number; files: number } {
  const dir = path.join(outDir, 'assets');
  const files = readdirSync(dir).filter((f) => f.startsWith('search-'));
  return { bytes: files.reduce((n, f) => n + gzipSync(readFileSync(path.join(dir, f))).length, 0), files: files.length };
}

export async function measureFirstQuery(configPath: string, outDir: string, route: string, queries: string[]): Promise<FirstQuery[]> {
  const server = await serve({ configPath, outDir, port: 0, host: '127.0.0.1', watch: false });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const out: FirstQuery[] = [];
    for (const query of queries) {
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
      const ready = Date.now();
      const before = sizes.length;
      await page.locator('#search-input').fill(query);
      await page.locator('.search-result').first().waitFor({ timeout: 120_000 });
      const shown = Date.now();
      const search = sizes.filter(([url]) => /\/assets\/search-/.test(url));
      out.push({
        query, loadToResultsMs: shown - start, typedToResultsMs: shown - ready,
        searchBytes: search.reduce((n, [, b]) => n + b, 0), files: sizes.slice(before).filter(([url]) => /\/assets\/search-/.test(url)).length,
      });
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
    await server.close();
  }
}
