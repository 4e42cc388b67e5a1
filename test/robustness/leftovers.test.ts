// Issue 11.8: nothing left behind, nothing dropped without a word.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../generator/build.ts';
import { BuildError } from '../../generator/errors.ts';
import { docsgen } from '../helpers/cli.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

const STATIC_CONFIG = "export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs' }, staticDir: 'static' };\n";

async function buildError(config: string): Promise<string> {
  const err = await build(config).then(() => undefined, (e: unknown) => e);
  assert.instance(err, BuildError, String(err));
  return (err as BuildError).message;
}

test('staging folders of builds that died are removed; those of running builds are left alone', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# A\n' });
  const dead = spawnSync(process.execPath, ['-e', '']).pid;
  for (const name of [`build.tmp-${dead}`, `build.old-${dead}`, `build.tmp-${process.ppid}`]) mkdirSync(path.join(dir, name, 'docs'), { recursive: true });
  await build(path.join(dir, 'site.config.ts'));
  assert.not.ok(existsSync(path.join(dir, `build.tmp-${dead}`)));
  assert.not.ok(existsSync(path.join(dir, `build.old-${dead}`)));
  assert.ok(existsSync(path.join(dir, `build.tmp-${process.ppid}`)), 'a running process may still be using it');
});

test('`docsgen build` leaves no temp file of its code cache, and removes one a stopped thread left', () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# A\n\n```js\nconst a = 1;\n```\n' });
  const cli = path.resolve(import.meta.dirname, '../../node_modules/.cache/docsgen/cli');
  const temps = () => readdirSync(cli).filter((f) => f.includes('.v8cache.'));
  let r = docsgen(['build'], { cwd: dir, timeout: 120_000 });
  assert.is(r.code, 0, r.err);
  assert.equal(temps(), [], 'none after a build');
  // A worker terminated between writing its cache and renaming it, two minutes ago.
  const stale = path.join(cli, 'worker.cjs.0123456789abcdef.v8cache.99999.stale.tmp');
  writeFileSync(stale, 'partial');
  utimesSync(stale, new Date(Date.now() - 120_000), new Date(Date.now() - 120_000));
  r = docsgen(['build'], { cwd: dir, timeout: 120_000 });
  assert.is(r.code, 0, r.err);
  assert.equal(temps(), [], 'removed by the next build');
});

test('the staging folders are ignored by git', () => {
  // In a repository of its own with the project's .gitignore: the copy under test may have no .git (a source archive).
  const repo = tmpSite({ '.gitignore': readFileSync(path.resolve(import.meta.dirname, '../../.gitignore'), 'utf8') });
  assert.is(spawnSync('git', ['init', '-q'], { cwd: repo }).status, 0, 'git init');
  for (const file of ['build.tmp-123/x.html', 'build.old-123/x.html']) {
    const r = spawnSync('git', ['check-ignore', '--no-index', file], { cwd: repo, encoding: 'utf8' });
    assert.is(r.stdout.trim(), file, r.stderr);
  }
});

test('two docs with the same id are an error naming both', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '---\ntitle: A\nid: b\nslug: /other\n---\n# A\n', 'docs/b.md': '# B\n' });
  const message = await buildError(path.join(dir, 'site.config.ts'));
  assert.match(message, `${path.join(dir, 'docs/b.md')}: duplicate doc id "b": ${path.join(dir, 'docs/a.md')} has it too`);
});

test('a static file at the path of a generated page is an error, and the previous output stays', async () => {
  const dir = tmpSite({ 'site.config.ts': STATIC_CONFIG, 'docs/a.md': '# A\n', 'static/img/x.svg': '<svg/>' });
  const config = path.join(dir, 'site.config.ts');
  await build(config);
  const before = readFileSync(path.join(dir, 'build/docs/a/index.html'), 'utf8');
  writeFileSync(path.join(dir, 'docs/a.md'), '# A\n\nNew.\n');
  mkdirSync(path.join(dir, 'static/docs/a'), { recursive: true });
  writeFileSync(path.join(dir, 'static/docs/a/index.html'), 'static');
  writeFileSync(path.join(dir, 'static/sitemap.xml'), 'static');
  const message = await buildError(config);
  assert.match(message, `${path.join(dir, 'static/docs/a/index.html')}: the static file "docs/a/index.html" is at the path of a generated file`);
  assert.match(message, /static\/sitemap\.xml: the static file "sitemap\.xml" is at the path of a generated file/);
  assert.is(readFileSync(path.join(dir, 'build/docs/a/index.html'), 'utf8'), before);
  assert.equal(spawnSync('ls', [dir]).stdout.toString().split('\n').filter((n) => n.startsWith('build.')), []);
});

test('a static file where the site generates a folder is a clear error', async () => {
  const dir = tmpSite({ 'site.config.ts': STATIC_CONFIG, 'docs/a.md': '# A\n', 'static/docs': 'a file' });
  const message = await buildError(path.join(dir, 'site.config.ts'));
  assert.match(message, /static\/docs: the static file "docs" is at the path of a generated folder\n {2}hint: rename or move it/);
});

test.run();
