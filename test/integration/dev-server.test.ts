// The dev server as an author meets it: one build on start, nothing written to disk unless asked.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serve } from '../../generator/dev/server.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';
import { waitFor } from '../helpers/wait-for.ts';

const options = (dir: string) => ({ configPath: path.join(dir, 'site.config.ts'), outDir: 'build', port: 0, host: '127.0.0.1', watch: true });

test('serve writes nothing to the output folder by default', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# Alpha\n' });
  const server = await serve(options(dir));
  try {
    assert.is((await fetch(`${server.url}/docs/a`)).status, 200);
    assert.not.ok(existsSync(path.join(dir, 'build')));
  } finally {
    await server.close();
  }
});

test('serve --write writes each good build to the output folder, without the dev client', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# Alpha\n\nOne.\n' });
  const server = await serve({ ...options(dir), write: true });
  const page = path.join(dir, 'build/docs/a/index.html');
  try {
    assert.match(readFileSync(page, 'utf8'), /One\./);
    assert.not.match(readFileSync(page, 'utf8'), /__docsgen/);
    writeFileSync(path.join(dir, 'docs/a.md'), '# Alpha\n\nTwo.\n');
    // The folder is swapped whole: between the two renames the page is briefly not there.
    const written = () => {
      try {
        return readFileSync(page, 'utf8').includes('Two.') ? true : undefined;
      } catch {
        return undefined;
      }
    };
    await waitFor(async () => written(), 'the rebuild to be written');
  } finally {
    await server.close();
  }
});

test.run();
