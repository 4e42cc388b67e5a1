// Issue 11.4: symbolic links that loop back into the docs folder are skipped with one warning each: no hang,
// no pages nested under the loop. Runs the CLI in a child process with a time limit, so a hang fails the test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serve } from '../../generator/dev/server.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

const BIN = path.resolve(import.meta.dirname, '../../bin/docsgen.js');

function loopingSite(): string {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/b.md': '# B\n', 'docs/guide/a.md': '# A\n', 'shared/c.md': '# C\n' });
  symlinkSync('.', path.join(dir, 'docs/self'));
  symlinkSync('..', path.join(dir, 'docs/guide/loop'));
  // A link to a folder outside docs/ is not a loop: it is followed as before.
  symlinkSync('../shared', path.join(dir, 'docs/shared'));
  return dir;
}

test('build: each looping link is skipped with one warning naming it; other links are followed', () => {
  const dir = loopingSite();
  const r = spawnSync(process.execPath, [BIN, 'build'], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
  assert.is(r.status, 0, r.stderr);
  const warnings = r.stderr.split('\n').filter((l) => l.startsWith('warning:'));
  assert.is(warnings.length, 2, r.stderr);
  assert.ok(warnings.some((w) => w.includes(`${path.join(dir, 'docs/self')}: symbolic link loop`)), r.stderr);
  assert.ok(warnings.some((w) => w.includes(`${path.join(dir, 'docs/guide/loop')}: symbolic link loop`)), r.stderr);
  // b, guide/a, shared/c, the generated home page, the search page and the not-found page.
  assert.match(r.stdout, /built 6 pages/);
  for (const page of ['docs/b', 'docs/guide/a', 'docs/shared/c']) assert.ok(existsSync(path.join(dir, 'build', page, 'index.html')), page);
  assert.not.ok(existsSync(path.join(dir, 'build/docs/self')));
  assert.not.ok(existsSync(path.join(dir, 'build/docs/guide/loop')));
});

test('serve (watch) starts on a docs folder with looping links and picks up an edit', async () => {
  const dir = loopingSite();
  let rebuilt = (): void => undefined;
  const server = await serve({ configPath: path.join(dir, 'site.config.ts'), outDir: 'build', port: 0, host: '127.0.0.1', watch: true, onRebuild: () => rebuilt() });
  try {
    assert.is((await fetch(`${server.url}/docs/guide/a`)).status, 200);
    assert.is((await fetch(`${server.url}/docs/self/b`)).status, 404);
    const next = new Promise<void>((resolve) => { rebuilt = resolve; });
    mkdirSync(path.join(dir, 'docs/new'));
    writeFileSync(path.join(dir, 'docs/new/d.md'), '# D\n');
    await next;
    assert.is((await fetch(`${server.url}/docs/new/d`)).status, 200);
  } finally {
    await server.close();
  }
});

test.run();
