// Search latency: 1,000 queries against a build's files, loaded as the browser loads them (the compact index
// rebuilt into a lunr.Index). Queries are prefixes of words from titles, headings and section text, two-word
// queries, and misspelt words (which take the typo retry).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { engineOf, search } from '../client/search/engine.ts';
import { SEARCH_MAX_RESULTS } from '../client/constants.ts';

export function measureSearch(outDir: string, n = 1000): { p50: number; p95: number; n: number; loadMs: number } {
  const dir = path.join(outDir, 'assets');
  const read = (prefix: string) => JSON.parse(readFileSync(path.join(dir, readdirSync(dir).find((f) => f.startsWith(prefix))!), 'utf8'));
  const docs = read('search-docs.');
  const index = read('search-index.');
  const start = performance.now();
  const engine = engineOf(docs, index);
  const loadMs = performance.now() - start;
  const words = [...new Set(engine.docs.flatMap((d) => `${d.title} ${d.content}`.toLowerCase().split(/\W+/)).filter((w) => w.length > 2))];
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const w = words[(i * 7919) % words.length]!;
    // A reader mid-word, a two-word query, and a typo (a letter dropped from a long word).
    const query = i % 3 === 0 ? w.slice(0, Math.max(1, (i % w.length) + 1))
      : i % 3 === 1 ? `${w} ${words[(i * 104729) % words.length]}`
      : w.length >= 6 ? w.slice(0, 2) + w.slice(3) : w;
    const t = performance.now();
    search(engine, query, SEARCH_MAX_RESULTS);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(n * 0.5)]!, p95: times[Math.floor(n * 0.95)]!, n, loadMs };
}
