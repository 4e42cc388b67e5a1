// Search latency against a build's files, loaded as the browser loads them (the compact index rebuilt into a
// lunr.Index): 1,000 reader queries — prefixes of words from titles, headings and section text, two-word
// queries, misspelt words (which take the typo retry) — and 2,000 hostile ones (see hostileQuery).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { engineOf, search, type SearchEngine } from '../client/search/engine.ts';
import { SEARCH_MAX_RESULTS } from '../client/constants.ts';

export interface SearchTimes {
  p50: number;
  p95: number;
  max: number;
  n: number;
  loadMs: number;
}

export function measureSearch(outDir: string, n = 1000): SearchTimes {
  return timeQueries(outDir, n, (i, words) => {
    const w = words[(i * 7919) % words.length]!;
    // A reader mid-word, a two-word query, and a typo (a letter dropped from a long word).
    return i % 3 === 0 ? w.slice(0, Math.max(1, (i % w.length) + 1))
      : i % 3 === 1 ? `${w} ${words[(i * 104729) % words.length]}`
      : w.length >= 6 ? w.slice(0, 2) + w.slice(3) : w;
  });
}

/** What a reader pastes or a fuzzer types: none may hold the tab (the search runs on its main thread). */
export function measureHostileSearch(outDir: string, n = 2000): SearchTimes {
  return timeQueries(outDir, n, hostileQuery);
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The i-th hostile query, built from the site's own words so that parts of it match. */
export function hostileQuery(i: number, words: string[]): string {
  const word = (k: number) => words[(k * 7919) % words.length]!;
  const letters = (len: number, seed: number) => Array.from({ length: len }, (_, k) => LETTERS[(seed + k * k * 31 + k * 7) % 26]).join('');
  switch (i % 10) {
    case 0: return letters(10_000, i); // one 10,000-letter word
    case 1: return word(i).repeat(Math.ceil(2000 / word(i).length)); // a 2,000-letter word made of a real one
    case 2: return `${word(i)} ${'ab'.repeat(5000)}`; // a real word, then 10,000 letters that prefix many terms
    case 3: return Array.from({ length: 500 }, (_, k) => LETTERS[(i + k) % 26]).join(' '); // 500 one-letter words
    case 4: return Array.from({ length: 60 }, (_, k) => word(i + k)).join(' '); // 60 real words
    case 5: return Array.from({ length: 40 }, (_, k) => `${word(i + k).slice(0, 2)}x${word(i + k).slice(3)}`).join(' '); // 40 typos
    case 6: return `title:${word(i)}^10 +${word(i + 1)}~2 -${word(i + 2)} *${'*:^~+-'.repeat(300)}`; // lunr's query syntax
    case 7: return `${'\u{1F600}\u0301\u200b\u05d0'.repeat(500)} ${word(i)}`; // emoji, combining marks, zero-width, RTL
    case 8: return `${'- / '.repeat(2500)}${word(i)}`; // separators only, then a word
    default: return `${letters(30, i)} ${letters(24, i + 1)} ${letters(12, i + 2)}`; // long misspellings
  }
}

function timeQueries(outDir: string, n: number, queryOf: (i: number, words: string[]) => string): SearchTimes {
  const { engine, loadMs } = loadBuiltEngine(outDir);
  const words = [...new Set(engine.docs.flatMap((d) => `${d!.title} ${d!.content}`.toLowerCase().split(/\W+/)).filter((w) => w.length > 2))];
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const query = queryOf(i, words);
    const t = performance.now();
    search(engine, query, SEARCH_MAX_RESULTS);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(n * 0.5)]!, p95: times[Math.floor(n * 0.95)]!, max: times[n - 1]!, n, loadMs };
}

function loadBuiltEngine(outDir: string): { engine: SearchEngine; loadMs: number } {
  const dir = path.join(outDir, 'assets');
  const read = (prefix: string) => JSON.parse(readFileSync(path.join(dir, readdirSync(dir).find((f) => f.startsWith(prefix))!), 'utf8'));
  const docs = read('search-docs.');
  const index = read('search-index.');
  const start = performance.now();
  const engine = engineOf(docs, index);
  return { engine, loadMs: performance.now() - start };
}
