// Dev server figures: start to first page, and a saved edit to the new text painted in an open page in real
// Chromium (timed from the write to the frame after the text appears; the page must take it in place, at
// the same scroll position).
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { serve } from '../generator/dev/server.ts';

export interface DevServerFigures {
  firstPageMs: number;
  paintedMedianMs: number;
  paintedP95Ms: number;
  samples: number;
}

/** Wall-clock milliseconds with sub-millisecond precision, comparable between Node and the browser. */
const now = () => performance.timeOrigin + performance.now();

export async function measureDevServer(configPath: string, docFile: string, route = '/docs/overview/stacks', edits = 10): Promise<DevServerFigures> {
  const start = now();
  const server = await serve({ configPath, outDir: 'build', port: 0, host: '127.0.0.1', watch: true });
  await fetch(server.url + route).then((r) => r.text());
  const firstPageMs = now() - start;
  const original = readFileSync(docFile, 'utf8');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const times: number[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(server.url + route);
    // The dev client connects to the event stream as a module: wait for it before the first save.
    await page.waitForSelector('html[data-docsgen-dev="connected"]', { state: 'attached' });
    await page.evaluate(() => {
      window.scrollTo(0, 600);
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    for (let i = 0; i < edits; i++) {
      // A pause like an author's between saves (the watcher folds saves within 50 ms into one event).
      await new Promise((r) => setTimeout(r, 150));
      const marker = `bench-edit-marker-${i}-${Date.now()}`;
      // (No named functions in here: tsx would wrap them in a helper the page does not have.)
      const painted = page.evaluate((text) => new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.getElementById('main')?.textContent?.includes(text)) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.timeOrigin + performance.now())));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }), marker);
      // Let the observer be in place before the save.
      await page.evaluate(() => undefined);
      const t = now();
      writeFileSync(docFile, `${original}\n\n${marker}\n`);
      times.push((await painted) - t);
    }
    const state = await page.evaluate(() => ({ y: window.scrollY, same: (window as unknown as { notReloaded?: boolean }).notReloaded === true }));
    if (!state.same || state.y !== 600) throw new Error(`the edits were not taken in place (same page: ${state.same}, scrollY ${state.y})`);
  } finally {
    writeFileSync(docFile, original);
    await browser.close();
    await server.close();
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return { firstPageMs, paintedMedianMs: at(0.5), paintedP95Ms: at(0.95), samples: times.length };
}

// `node --import tsx bench/dev-server.ts <config> <doc file>`: this row alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [config, doc] = process.argv.slice(2);
  console.log(await measureDevServer(config!, doc!));
}
