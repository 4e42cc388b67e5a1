import { writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './generator/config.ts';
import { buildSite } from './generator/build.ts';
import { createMarkdownProcessor } from './generator/markdown.ts';
const loaded = await loadConfig('site.config.ts');
const markdown = await createMarkdownProcessor();
let cur = await buildSite(loaded, { markdown, includeDrafts: true });
const file = 'content/docs/overview/stacks.md';
const orig = readFileSync(file, 'utf8');
const times: number[] = [];
try {
  for (let i = 0; i < 60; i++) {
    writeFileSync(file, orig + `\n\nEdited ${i}.\n`);
    const prev = cur.files; const next = new Map();
    const t = performance.now();
    cur = await buildSite(loaded, { markdown, includeDrafts: true, cache: cur.cache, changedFiles: new Set([path.resolve(file)]), reuse: (f) => { const d = prev.get(f); if (d !== undefined) next.set(f, d); return d !== undefined; } }, next);
    times.push(performance.now() - t);
  }
} finally { writeFileSync(file, orig); }
console.log(times.map((t) => t.toFixed(0)).join(' '), JSON.stringify(cur.timings));
