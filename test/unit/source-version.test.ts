// Stage fingerprints (issue 21.1): each covers every docsgen module its stage runs — checked against esbuild's
// own module graph of the stage's entries — and changing any one of those files changes the fingerprint.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PACKAGE_ROOT } from '../../generator/package-paths.ts';
import { sourceFiles, sourceVersion, STAGE_SOURCES } from '../../generator/source-version.ts';

/** The modules esbuild bundles for `entries` (folders: each module in them), package-relative; packages left out. */
async function moduleGraph(entries: string[]): Promise<string[]> {
  const files = entries.flatMap((e) => (/\.[jt]sx?$/.test(e) ? [e] : readdirSync(path.join(PACKAGE_ROOT, e), { recursive: true, encoding: 'utf8' }).map((f) => path.posix.join(e, f.split(path.sep).join('/'))).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))));
  const r = await build({ entryPoints: files.map((f) => path.join(PACKAGE_ROOT, f)), absWorkingDir: PACKAGE_ROOT, bundle: true, write: false, metafile: true, platform: 'node', format: 'esm', packages: 'external', jsx: 'automatic', outdir: '/nowhere', logLevel: 'silent' });
  return Object.keys(r.metafile.inputs).filter((f) => !f.includes('node_modules'));
}

for (const [stage, entries] of Object.entries(STAGE_SOURCES)) {
  test(`the ${stage} fingerprint covers every module of the stage`, async () => {
    const covered = new Set(sourceFiles(entries));
    assert.equal((await moduleGraph(entries)).filter((f) => !covered.has(f)), []);
  });

  test(`changing any file of the ${stage} stage changes its fingerprint`, () => {
    const read = (rel: string) => readFileSync(path.join(PACKAGE_ROOT, rel), 'utf8');
    const before = sourceVersion(entries, read);
    assert.is(sourceVersion(entries, read), before, 'stable');
    const unchanged = sourceFiles(entries).filter((file) => sourceVersion(entries, (rel) => (rel === file ? `${read(rel)} ` : read(rel))) === before);
    assert.equal(unchanged, []);
  });
}

test('a stage entry that does not exist is an error naming it, never a smaller fingerprint', () => {
  assert.throws(() => sourceVersion(['generator/moved-away.ts']), /stage source generator\/moved-away\.ts does not exist/);
});

test.run();
