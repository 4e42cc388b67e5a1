// Dev server figures: start to first page, and a saved edit to the page served with the change. The edit is
// timed the way a browser sees it: the page's reload event arrives, then one request fetches the page.
import { readFileSync, writeFileSync } from 'node:fs';
import { RELOAD_PATH, serve } from '../generator/serve.ts';

export async function measureDevServer(configPath: string, docFile: string): Promise<{ firstPageMs: number; editServedMs: number; samples: number }> {
  const start = performance.now();
  const server = await serve({ configPath, outDir: 'build', port: 0, host: '127.0.0.1', watch: true });
  const route = '/docs/overview/stacks';
  await fetch(server.url + route).then((r) => r.text());
  const firstPageMs = performance.now() - start;
  const original = readFileSync(docFile, 'utf8');
  const events = (await fetch(server.url + RELOAD_PATH)).body!.getReader();
  const nextReload = async () => {
    for (let text = ''; !text.includes('data: reload');) text += new TextDecoder().decode((await events.read()).value);
  };
  const times: number[] = [];
  try {
    for (let i = 0; i < 7; i++) {
      // A pause like an author's between saves (the watcher folds saves within 50 ms into one event).
      await new Promise((r) => setTimeout(r, 100));
      const marker = `bench-edit-marker-${i}-${Date.now()}`;
      const t = performance.now();
      writeFileSync(docFile, `${original}\n\n${marker}\n`);
      await nextReload();
      const html = await fetch(server.url + route).then((r) => r.text());
      if (!html.includes(marker)) throw new Error('the page served after the reload event lacks the edit');
      times.push(performance.now() - t);
    }
  } finally {
    await events.cancel();
    writeFileSync(docFile, original);
    await server.close();
  }
  times.sort((a, b) => a - b);
  return { firstPageMs, editServedMs: times[Math.floor(times.length / 2)]!, samples: times.length };
}
