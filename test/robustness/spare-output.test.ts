// The output a build replaces is kept as the next build's staging folder (generator/output/spare-folder.ts), not
// deleted: rebuilds write over its files in place, and nothing of it may leak into the output or into the
// current output through a hard link.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../generator/build.ts';
import { BuildError } from '../../generator/errors.ts';
import { fileStamp, StagedOutput } from '../../generator/output/write.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

const page = (dir: string, route: string) => readFileSync(path.join(dir, route, 'index.html'), 'utf8');
const spare = (dir: string) => path.join(dir, '.build.spare');

test('rebuilds reuse the replaced output: changed, unchanged and removed pages come out right', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# A\n\nFirst.\n', 'docs/b.md': '# B\n\nSame.\n', 'docs/c.md': '# C\n' });
  const config = path.join(dir, 'site.config.ts');
  await build(config);
  assert.not.ok(existsSync(spare(dir)), 'a first build replaces nothing');
  await build(config);
  assert.ok(existsSync(spare(dir)), 'the replaced output is kept');
  const ino = (folder: string) => statSync(path.join(folder, 'docs/b/index.html')).ino;
  assert.is(ino(path.join(dir, 'build')), ino(spare(dir)), 'unchanged pages are hard links to the previous output');

  // The spare is the first build's output, whose a.md page is one file with the current output's (hard-linked).
  writeFileSync(path.join(dir, 'docs/a.md'), '# A\n\nSecond.\n');
  await build(config);
  assert.match(page(dir, 'build/docs/a'), 'Second.');
  assert.match(page(dir, 'build/docs/b'), 'Same.');
  assert.not.ok(existsSync(path.join(dir, 'build/.gitignore')));
  // The replaced output (now the spare) was not written through the link.
  assert.match(page(spare(dir), 'docs/a'), 'First.');
  assert.not.match(page(spare(dir), 'docs/a'), 'Second.');

  rmSync(path.join(dir, 'docs/c.md'));
  await build(config);
  assert.not.ok(existsSync(path.join(dir, 'build/docs/c')), 'a removed page is gone, its folder too');
  assert.match(page(dir, 'build/docs/a'), 'Second.');
  const before = ino(path.join(dir, 'build'));
  await build(config);
  assert.is(ino(path.join(dir, 'build')), before, 'a build with nothing changed links every page');
});

test('a failed rebuild leaves the output as it was, and the spare beside it; nothing else', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# A\n\nGood.\n' });
  const config = path.join(dir, 'site.config.ts');
  await build(config);
  await build(config);
  const before = page(dir, 'build/docs/a');
  writeFileSync(path.join(dir, 'docs/b.md'), '---\nid: a\nslug: /b\n---\n# Clash\n');
  const err = await build(config).then(() => undefined, (e: unknown) => e);
  assert.instance(err, BuildError);
  assert.is(page(dir, 'build/docs/a'), before);
  assert.equal(readdirSync(dir).filter((n) => n.includes('build')).sort(), ['.build.spare', 'build']);
});

test('a spare with a file where the new output needs a folder still builds', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# A\n' });
  const config = path.join(dir, 'site.config.ts');
  await build(config);
  await build(config);
  rmSync(path.join(spare(dir), 'docs'), { recursive: true });
  writeFileSync(path.join(spare(dir), 'docs'), 'a file');
  mkdirSync(path.join(spare(dir), 'docs-old'));
  await build(config);
  assert.match(page(dir, 'build/docs/a'), '<h1');
  assert.not.ok(existsSync(path.join(dir, 'build/docs-old')));
});

test('git does not list the spare in a project that ignores only build/', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# A\n', '.gitignore': 'build/\n.cache/\n' });
  const config = path.join(dir, 'site.config.ts');
  await build(config);
  await build(config);
  assert.ok(existsSync(spare(dir)));
  assert.is(spawnSync('git', ['init', '-q'], { cwd: dir }).status, 0, 'git init');
  const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: dir, encoding: 'utf8' });
  assert.equal(status.stdout.split('\n').filter(Boolean).sort(), ['?? .gitignore', '?? docs/a.md', '?? site.config.ts']);
});

test('a file new to the staging folder is created at once; written again, or over a linked copy, it is written over safely', () => {
  const dir = tmpSite({});
  const target = path.join(dir, 'out');
  mkdirSync(target);
  writeFileSync(path.join(target, 'kept.html'), 'current output');
  const staged = new StagedOutput(target);
  staged.set('a/index.html', 'a long first text, with ünïcode');
  staged.set('a/index.html', 'short');
  staged.setPieces('b.txt', ['one ', 'two ', 'three']);
  // Taken over from the current output as a hard link, then written: the current output's copy stays.
  assert.ok(staged.reuse('kept.html', fileStamp(statSync(path.join(target, 'kept.html')))));
  staged.set('kept.html', 'new text');
  const temp = readdirSync(dir).find((n) => n.startsWith('out.tmp-'))!;
  assert.is(readFileSync(path.join(dir, temp, 'a/index.html'), 'utf8'), 'short', 'no bytes of the first text left');
  assert.is(readFileSync(path.join(dir, temp, 'b.txt'), 'utf8'), 'one two three');
  assert.is(readFileSync(path.join(dir, temp, 'kept.html'), 'utf8'), 'new text');
  assert.is(readFileSync(path.join(target, 'kept.html'), 'utf8'), 'current output', 'not written through the link');
});

test.run();
