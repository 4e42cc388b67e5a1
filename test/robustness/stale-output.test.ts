// Issue 11.3: the build cache always describes the output folder it sits beside. A build that fails while
// swapping its output in leaves no cache describing pages it never placed, and a page is reused only while it
// is still the file the cache recorded, so no later build ships a stale or missing page.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../generator/build.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

function site() {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# Alpha\n\nOld text.\n', 'docs/b.md': '# Beta\n' });
  return {
    dir,
    config: path.join(dir, 'site.config.ts'),
    page: (p: string) => readFileSync(path.join(dir, 'build', p), 'utf8'),
    edit: () => writeFileSync(path.join(dir, 'docs/a.md'), '# Alpha\n\nNew text.\n'),
  };
}

test('a build that fails during the swap leaves the previous output and a cache that matches it', async () => {
  const s = site();
  await build(s.config);
  s.edit();
  // The swap moves build/ aside to build.old-<pid>: a non-empty folder there makes that rename fail.
  const obstacle = path.join(s.dir, `build.old-${process.pid}`);
  mkdirSync(path.join(obstacle, 'x'), { recursive: true });
  const failed = await build(s.config).then(() => false, () => true);
  assert.ok(failed, 'the swap failed');
  // Let anything the failed build left running finish, as a process does before it exits.
  await sleep(200);
  assert.match(s.page('docs/a/index.html'), /Old text\./, 'the previous output is intact');
  rmSync(obstacle, { recursive: true });
  await build(s.config);
  assert.match(s.page('docs/a/index.html'), /New text\./);
});

test('an output folder older than the cache (a build stopped after its swap, a restored copy) is not trusted', async () => {
  const s = site();
  await build(s.config);
  const saved = path.join(s.dir, 'saved');
  cpSync(path.join(s.dir, 'build'), saved, { recursive: true });
  s.edit();
  await build(s.config);
  rmSync(path.join(s.dir, 'build'), { recursive: true });
  renameSync(saved, path.join(s.dir, 'build'));
  await build(s.config);
  assert.match(s.page('docs/a/index.html'), /New text\./);
  assert.match(s.page('docs/a/page-data.json'), /New text\./);
});

test('a page missing or changed in the output is rendered again', async () => {
  const s = site();
  await build(s.config);
  rmSync(path.join(s.dir, 'build/docs/b/index.html'));
  writeFileSync(path.join(s.dir, 'build/docs/a/index.html'), 'tampered');
  await build(s.config);
  assert.ok(existsSync(path.join(s.dir, 'build/docs/b/index.html')));
  assert.match(s.page('docs/b/index.html'), /Beta/);
  assert.match(s.page('docs/a/index.html'), /Old text\./);
});

test.run();
