import { readFileSync, writeFileSync } from 'node:fs';
import { serve } from './generator/serve.ts';
let lastEnd = 0, lastMs = 0;
const server = await serve({ configPath: 'site.config.ts', outDir: 'build', port: 0, host: '127.0.0.1', watch: true, onRebuild: (r) => { lastEnd = performance.now(); lastMs = r.ms; } });
const file = 'content/docs/overview/stacks.md';
const original = readFileSync(file, 'utf8');
const rows: string[] = [];
try {
  for (let i = 0; i < 7; i++) {
    await new Promise((r) => setTimeout(r, 150));
    const marker = `m-${i}-${Date.now()}`;
    const t = performance.now();
    writeFileSync(file, `${original}\n\n${marker}\n`);
    for (;;) {
      const html = await fetch(server.url + '/docs/overview/stacks').then((r) => r.text());
      if (html.includes(marker)) break;
      await new Promise((r) => setTimeout(r, 2));
    }
    const served = performance.now();
    rows.push(`event after ${(lastEnd - lastMs - t).toFixed(0)} rebuild ${lastMs.toFixed(0)} served +${(served - lastEnd).toFixed(0)} total ${(served - t).toFixed(0)}`);
  }
} finally { writeFileSync(file, original); await server.close(); }
console.log(rows.join('\n'));
