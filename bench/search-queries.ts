// Search latency: 1,000 queries (prefixes of words from the site's titles and headings) against a build's files.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import lunr from 'lunr';
import { search, type SearchEngine } from '../client/search/engine.ts';
import { SEARCH_MAX_RESULTS } from '../client/constants.ts';

export function measureSearch(outDir: string, n = 1000): { p50: number; p95: number; n: number } {
  const dir = path.join(outDir, 'assets');
  const read = (prefix: string) => JSON.parse(readFileSync(path.join(dir, readdirSync(dir).find((f) => f.startsWith(prefix))!), 'utf8'));
  const engine: SearchEngine = { docs: read('search-docs.'), index: lunr.Index.load(read('search-index.')) };
  const words = [...new Set(engine.docs.flatMap((d) => d.title.toLowerCase().split(/\W+/)).filter((w) => w.length > 2))];
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const w = words[(i * 7919) % words.length]!;
    // A reader mid-word, and a two-word query.
    const query = i % 2 ? w.slice(0, Math.max(1, (i % w.length) + 1)) : `${w} ${words[(i * 104729) % words.length]}`;
    const t = performance.now();
    search(engine, query, SEARCH_MAX_RESULTS);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(n * 0.5)]!, p95: times[Math.floor(n * 0.95)]!, n };
}
