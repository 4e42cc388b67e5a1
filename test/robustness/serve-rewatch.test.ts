// Issue 11.6: the dev server keeps following the docs folder after it is deleted and made again, or moved away
// and back (what `git checkout` of another branch does).
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serve } from '../../generator/dev/server.ts';
import type { RunningServer } from '../../generator/dev/http.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

async function waitForText(server: RunningServer, route: string, text: string): Promise<void> {
  const end = Date.now() + 15_000;
  while (Date.now() < end) {
    const res = await fetch(server.url + route);
    if (res.ok && (await res.text()).includes(text)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${route} never showed "${text}"`);
}

test('serve: edits are picked up after the docs folder is deleted and recreated, and after it is moved away and back', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# A\n\nFirst.\n' });
  const docs = path.join(dir, 'docs');
  const server = await serve({ configPath: path.join(dir, 'site.config.ts'), outDir: 'build', port: 0, host: '127.0.0.1', watch: true });
  try {
    await waitForText(server, '/docs/a', 'First.');
    rmSync(docs, { recursive: true });
    await new Promise((r) => setTimeout(r, 300));
    mkdirSync(docs);
    writeFileSync(path.join(docs, 'a.md'), '# A\n\nRecreated.\n');
    await waitForText(server, '/docs/a', 'Recreated.');
    writeFileSync(path.join(docs, 'a.md'), '# A\n\nEdited after recreation.\n');
    await waitForText(server, '/docs/a', 'Edited after recreation.');

    renameSync(docs, path.join(dir, 'docs-away'));
    await new Promise((r) => setTimeout(r, 300));
    // While away, the moved folder changes (another branch's files), then it comes back.
    writeFileSync(path.join(dir, 'docs-away/a.md'), '# A\n\nOther branch.\n');
    renameSync(path.join(dir, 'docs-away'), docs);
    await waitForText(server, '/docs/a', 'Other branch.');
    writeFileSync(path.join(docs, 'a.md'), '# A\n\nEdited after the move.\n');
    await waitForText(server, '/docs/a', 'Edited after the move.');
  } finally {
    await server.close();
  }
});

test.run();
