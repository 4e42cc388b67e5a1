// Lighthouse (mobile: its default emulation and throttling) on the built Sapling site, served by
// `serve --no-watch` on 127.0.0.1, in Debian's Chromium: the four category scores of three kinds of page.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serve } from '../generator/dev/server.ts';

const PAGES = ['/', '/docs/introduction/getting-started', '/docs/commands/amend'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function measureLighthouse(configPath: string, outDir: string): Promise<{ page: string; scores: Record<string, number> }[]> {
  const server = await serve({ configPath, outDir, port: 0, host: '127.0.0.1', watch: false });
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const results = [];
    for (const page of PAGES) {
      const run = await lighthouse(server.url + page, { port: chrome.port, onlyCategories: CATEGORIES, logLevel: 'error' });
      if (!run) throw new Error(`lighthouse returned nothing for ${page}`);
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((run.lhr.categories[c]?.score ?? 0) * 100)]));
      results.push({ page, scores });
    }
    return results;
  } finally {
    chrome.kill();
    await server.close();
  }
}
