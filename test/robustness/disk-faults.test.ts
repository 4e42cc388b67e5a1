// Issue 20, point 9: a disk that cannot take what docsgen writes (full, read-only, a file where a folder must be)
// is one line naming the path, the real cause and what to do, never a stack; the previous output is untouched; a
// cache that cannot be written is a warning; `init` writes all or nothing. Tests run as root, which file modes do
// not stop: read-only folders are tested without the capabilities that let root write anyway, a full or read-only
// disk with a tmpfs in a private mount namespace (skipped, with a line saying why, where that is not possible).
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BIN, docsgen } from '../helpers/cli.ts';
import { canMount, inMountNamespace } from '../helpers/mount-namespace.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

const asRoot = process.getuid?.() === 0;
const mounts = canMount('full and read-only disks');
const DOCSGEN = `"${process.execPath}" "${BIN}"`;

/** One problem, no stack. */
function oneLine(err: string, expected: string | RegExp): void {
  assert.match(err, expected);
  assert.not.match(err, /\n\s+at /, `a stack was printed:\n${err}`);
}

test('an --out folder in a read-only folder: the path and the real cause, and the previous output stays', () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# A\n' });
  mkdirSync(path.join(dir, 'ro'));
  assert.is(docsgen(['build', '--out', 'ro/site'], { cwd: dir }).code, 0);
  const before = readFileSync(path.join(dir, 'ro/site/docs/a/index.html'), 'utf8');
  writeFileSync(path.join(dir, 'docs/a.md'), '# Changed\n');
  chmodSync(path.join(dir, 'ro'), 0o555);
  const r = docsgen(['build', '--out', 'ro/site'], { cwd: dir, withoutReadOverride: asRoot });
  chmodSync(path.join(dir, 'ro'), 0o755);
  assert.is(r.code, 1);
  oneLine(r.err, `${path.join(dir, 'ro/site')}: cannot write the output: permission denied (EACCES)\n  hint: make the folder writable for this user, or write to another --out`);
  assert.is(readFileSync(path.join(dir, 'ro/site/docs/a/index.html'), 'utf8'), before);
});

test('an --out under a file: a part of the path is a file', () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# A\n', notes: 'x' });
  const r = docsgen(['build', '--out', 'notes/site'], { cwd: dir });
  assert.is(r.code, 1);
  oneLine(r.err, `${path.join(dir, 'notes/site')}: cannot write the output: a part of the path is a file, not a folder (ENOTDIR)`);
});

test('a slug longer than the file system allows in a name: named, with what to do', () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': `---\nslug: /${'x'.repeat(300)}\n---\n# Long\n` });
  const r = docsgen(['build'], { cwd: dir });
  assert.is(r.code, 1);
  oneLine(r.err, `${path.join(dir, 'build')}: cannot write the output: a file or folder name is longer than the file system allows (ENAMETOOLONG)\n  hint: shorten the slug or file name that makes it, or write to another --out`);
});

(mounts ? test : test.skip)('a full disk: no space left, named, and the previous output stays', () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# A\n', 'disk/.keep': '' });
  const r = inMountNamespace([
    'mount -t tmpfs -o size=2m tmpfs disk',
    `${DOCSGEN} build --out disk/site`,
    'cp disk/site/docs/a/index.html before.html',
    'echo "# Changed" > docs/a.md',
    // Fills what is left of the disk (dd ends with "no space left").
    'dd if=/dev/zero of=disk/filler bs=4k 2>/dev/null || true',
    `${DOCSGEN} build --out disk/site || echo "exit $?"`,
    'cmp -s before.html disk/site/docs/a/index.html && echo "previous output intact"',
    'ls disk',
  ].join('\n'), dir);
  assert.is(r.code, 0, r.err);
  oneLine(r.err, `${path.join(dir, 'disk/site')}: cannot write the output: no space left on the device (ENOSPC)\n  hint: free some space on that disk (or write to another --out), then run again`);
  assert.match(r.out, 'exit 1\nprevious output intact\nfiller\nsite\n');
});

(mounts ? test : test.skip)('a cache that cannot be written is a warning: the site is built, no temp file is left', () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# A\n', '.cache/.keep': '' });
  const r = inMountNamespace(`mount -t tmpfs -o size=8k tmpfs .cache\n${DOCSGEN} build\nls -A .cache`, dir);
  assert.is(r.code, 0, r.err);
  oneLine(r.err, `warning: ${path.join(dir, '.cache/build.json')}: cannot write the build cache: no space left on the device (ENOSPC)\n  hint: the site was built`);
  assert.match(r.out, /built 4 pages in [\d.]+ s → .*\n$/);
  assert.ok(existsSync(path.join(dir, 'build/docs/a/index.html')));
});

(mounts ? test : test.skip)('a read-only project: the build says so', () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# A\n' });
  const r = inMountNamespace(`mount --bind . .\nmount -o remount,bind,ro .\n${DOCSGEN} build || echo "exit $?"`, dir);
  oneLine(r.err, `${path.join(dir, 'build')}: cannot write the output: the file system is read-only (EROFS)\n  hint: write to another --out, on a writable disk`);
  assert.match(r.out, 'exit 1');
});

test('init into a read-only folder: one line, nothing written', () => {
  const dir = tmpSite({});
  chmodSync(dir, 0o555);
  const r = docsgen(['init', 'site'], { cwd: dir, withoutReadOverride: asRoot });
  chmodSync(dir, 0o755);
  assert.is(r.code, 1);
  oneLine(r.err, `docsgen: ${path.join(dir, 'site')}: cannot write the new site: permission denied (EACCES)\n  hint: make the folder writable for this user, or write into another folder`);
  assert.equal(readdirSync(dir), []);
});

test('init --force over a file named docs: refused before anything is written', () => {
  const dir = tmpSite({ docs: 'my notes' });
  const r = docsgen(['init', '--force'], { cwd: dir });
  assert.is(r.code, 1);
  oneLine(r.err, `docsgen: cannot create docs/intro.md in ${dir}: docs is a file, not a folder\n  hint: rename or remove docs`);
  assert.equal(readdirSync(dir), ['docs']);
});

(mounts ? test : test.skip)('init on a disk too small for the site writes nothing', () => {
  const dir = tmpSite({ 'disk/.keep': '' });
  const r = inMountNamespace(`mount -t tmpfs -o size=12k tmpfs disk\n${DOCSGEN} init disk/site || echo "exit $?"\nls -A disk`, dir);
  oneLine(r.err, `${path.join(dir, 'disk/site')}: cannot write the new site: no space left on the device (ENOSPC)`);
  assert.is(r.out, 'exit 1\n');
});

test.run();
