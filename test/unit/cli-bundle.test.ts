// The size of the CLI's bundle (generator/launch/cli-bundle.js): every command and every worker thread reads its
// file whole, so what it carries for nothing (layout, a second copy of a package) costs each of them. And the
// fingerprint of the sources that tells when the bundle is made again.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bundled, sourcesFingerprint } from '../../generator/launch/cli-bundle.js';

const files = async () => {
  const dir = path.dirname(await bundled('docsgen'));
  return ['docsgen.cjs', 'worker.cjs'].map((f) => ({ name: f, text: readFileSync(path.join(dir, f), 'latin1') }));
};

test('acorn is in each bundle once, though packages both import and require it', async () => {
  // One of acorn's own messages, in its parser whichever file (CommonJS or ES module) it came from.
  const message = 'Shorthand property assignments are valid only in destructuring patterns';
  for (const { name, text } of await files()) assert.is(text.split(message).length - 1, 1, `${name}: one acorn`);
});

test('the bundles carry no layout: no indentation or comments, line breaks only where the code needs them', async () => {
  for (const { name, text } of await files()) {
    const lines = text.split('\n');
    assert.ok(text.length / lines.length > 1000, `${name}: ${lines.length} lines for ${text.length} bytes`);
  }
});

test('the entries run through the code cache are written as the function it runs, after their stamp line', async () => {
  for (const { name, text } of await files()) {
    const [stamp, second] = text.split('\n', 2);
    assert.match(stamp!, /^\/\/ docsgen sources [0-9a-f]+$/, name);
    assert.ok(second!.startsWith('(function (exports, require, module, __filename, __dirname) {'), name);
    assert.ok(text.endsWith('\n})'), name);
  }
});

test('the sources fingerprint changes with any source file, however deep, and with the manifests, not with folders alone', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-fingerprint-'));
  try {
    for (const f of ['bin/docsgen.ts', 'generator/markdown/code/deep.ts', 'templates/Page.tsx', 'client/app.ts', 'package.json']) {
      mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      writeFileSync(path.join(dir, f), 'one\n');
    }
    const first = sourcesFingerprint(dir);
    assert.is(sourcesFingerprint(dir), first, 'the same files, the same fingerprint');
    // An empty folder is no source.
    mkdirSync(path.join(dir, 'generator', 'empty'));
    assert.is(sourcesFingerprint(dir), first);
    const deep = path.join(dir, 'generator/markdown/code/deep.ts');
    writeFileSync(deep, 'two\n'); // same size: only the time differs
    utimesSync(deep, new Date(2001, 0, 1), new Date(2001, 0, 1));
    const edited = sourcesFingerprint(dir);
    assert.is.not(edited, first, 'an edit deep in a source folder');
    symlinkSync(deep, path.join(dir, 'client', 'linked.ts'));
    const linked = sourcesFingerprint(dir);
    assert.is.not(linked, edited, 'a file linked in');
    writeFileSync(path.join(dir, 'package-lock.json'), '{}\n');
    assert.is.not(sourcesFingerprint(dir), linked, 'an install');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
