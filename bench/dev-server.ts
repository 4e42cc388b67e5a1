// Dev server figures: start to first page, and a saved edit to the page served with the change.
import { readFileSync, writeFileSync } from 'node:fs';
import { serve } from '../generator/serve.ts';

export async function measureDevServer(configPath: string, docFile: string): Promise<{ firstPageMs: number; editServedMs: number; samples: number }> {
  const start = performance.now();
  const server = await serve({ configPath, outDir: 'build', port: 0, host: '127.0.0.1', watch: true });
  const route = '/docs/overview/stacks';
  await fetch(server.url + route).then((r) => r.text());
  const firstPageMs = performance.now() - start;
  const original = readFileSync(docFile, 'utf8');
  const times: number[] = [];
  try {
    for (let i = 0; i < 7; i++) {
      const marker = `bench-edit-marker-${i}-${Date.now()}`;
      const t = performance.now();
      writeFileSync(docFile, `${original}\n\n${marker}\n`);
      // Poll the page until the edit is served.
      for (const deadline = t + 10_000; ; ) {
        if (performance.now() > deadline) throw new Error('the edit was not served within 10 s');
        const html = await fetch(server.url + route).then((r) => r.text());
        if (html.includes(marker)) break;
        await new Promise((r) => setTimeout(r, 2));
      }
      times.push(performance.now() - t);
    }
  } finally {
    writeFileSync(docFile, original);
    await server.close();
  }
  times.sort((a, b) => a - b);
  return { firstPageMs, editServedMs: times[Math.floor(times.length / 2)]!, samples: times.length };
}
