// Issue 20.2: `npm test` never hangs. A test file that does not finish in time, or that leaves something open after
// its tests, is ended and counted as a failure with its reason; one that crashes before its tests is a failure too.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runFile, runFiles } from '../runner.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const UVU = pathToFileURL(path.join(ROOT, 'node_modules/uvu/dist/index.mjs')).href;
const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-runner-'));

/**
 * A test file in a temp folder (uvu imported by its path), run with a grace and a time bound (each short only where
 * it is what is tested: on a loaded machine, starting a file under tsx alone can take seconds, and a file that ends
 * cleanly can take more than half a second to exit); its result and what was printed.
 */
async function run(name: string, source: string, { timeoutMs = 60_000, graceMs = 5_000 } = {}) {
  const file = path.join(dir, `${name}.test.ts`);
  writeFileSync(file, `import { test } from ${JSON.stringify(UVU)};\n${source}\ntest.run();\n`);
  let printed = '';
  const started = Date.now();
  const result = await runFile(file, ROOT, { timeoutMs, graceMs }, (t) => (printed += t));
  return { ...result, printed, ms: Date.now() - started };
}

test('a file that stays open after its tests (a server left running) is ended: its passes count, plus one failure', async () => {
  const r = await run('left-open', "test('passes', () => {});\nsetInterval(() => {}, 1000);", { graceMs: 500 });
  assert.equal([r.passed, r.failed], [1, 1]);
  assert.match(r.printed, /did not exit 0\.5 s after its tests ended \(something it started is still open\)/);
});

test('a file that never finishes is ended at its time bound', async () => {
  const r = await run('never-ends', "test('waits forever', () => new Promise(() => {}));\nsetInterval(() => {}, 1000);", { timeoutMs: 4000 });
  assert.is(r.failed, 1);
  assert.match(r.printed, /did not finish within 4 s/);
  assert.ok(r.ms < 15_000, `ended (${r.ms} ms)`);
});

test('a file that crashes before its tests is one failure', async () => {
  const r = await run('crashes', "throw new Error('broken on import');");
  assert.equal([r.passed, r.failed], [0, 1]);
  assert.match(r.printed, /exited with status 1/);
});

test('a passing file is its passes, and skipped tests are not failures', async () => {
  const r = await run('passes', "test('one', () => {});\ntest.skip('later', () => {});");
  assert.equal([r.passed, r.failed, r.skipped], [1, 0, 1]);
});

test('a file gets a temp folder of its own, removed when it ends, with what its tests left there', async () => {
  const source = `import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
test('leaves a file in its temp folder', () => {
  const left = mkdtempSync(path.join(os.tmpdir(), 'left-'));
  writeFileSync(path.join(left, 'x'), 'x');
  console.log('TEMP=' + os.tmpdir());
});`;
  const r = await run('temp-folder', source);
  assert.equal([r.passed, r.failed], [1, 0]);
  const tmp = /TEMP=(\S+)/.exec(r.printed)?.[1];
  assert.ok(tmp, r.printed);
  assert.is.not(tmp, os.tmpdir());
  assert.is(path.dirname(tmp), os.tmpdir());
  assert.not.ok(existsSync(tmp), `${tmp} is gone`);
});

test('files run two at a time when asked, and each file\'s output is printed whole, in the files\' order', async () => {
  // The first file waits for a mark the second leaves: it passes only if both run at once.
  const mark = path.join(dir, 'second-started');
  const waits = `import { existsSync } from 'node:fs';
test('sees the second file running', async () => {
  for (let i = 0; i < 400 && !existsSync(${JSON.stringify(mark)}); i++) await new Promise((r) => setTimeout(r, 50));
  if (!existsSync(${JSON.stringify(mark)})) throw new Error('the second file never ran alongside');
  console.log('FIRST DONE');
});`;
  const marks = `import { writeFileSync } from 'node:fs';
test('leaves its mark', () => {
  writeFileSync(${JSON.stringify(mark)}, '');
  console.log('SECOND DONE');
});`;
  const files = [['first', waits], ['second', marks]].map(([name, source]) => {
    const file = path.join(dir, `${name}.test.ts`);
    writeFileSync(file, `import { test } from ${JSON.stringify(UVU)};\n${source}\ntest.run();\n`);
    return file;
  });
  let printed = '';
  const results = await runFiles(files, ROOT, { timeoutMs: 60_000, graceMs: 5_000 }, 2, (t) => (printed += t));
  assert.equal(results.map((r) => [r.passed, r.failed]), [[1, 0], [1, 0]]);
  assert.ok(printed.indexOf('FIRST DONE') < printed.indexOf('SECOND DONE'), 'the first file\'s output comes first');
  assert.match(printed, /\(\S*first\.test\.ts: \d+\.\d s\)/);
});

test('a file to run alone starts when the others have ended, and none starts beside it', async () => {
  // Each file marks itself running, waits a little, and fails if another one is marked running meanwhile.
  const marks = path.join(dir, 'alone-marks');
  const source = (name: string) => `import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
test('runs with no other when asked', async () => {
  mkdirSync(${JSON.stringify(marks)}, { recursive: true });
  writeFileSync(${JSON.stringify(marks)} + '/${name}', '');
  await new Promise((r) => setTimeout(r, 1500));
  const others = readdirSync(${JSON.stringify(marks)}).filter((f) => f !== '${name}');
  rmSync(${JSON.stringify(marks)} + '/${name}');
  if ('${name}' === 'packs' ? others.length : others.includes('packs')) throw new Error('ran beside ' + others.join(', '));
});`;
  const files = ['before', 'packs', 'after'].map((name) => {
    const file = path.join(dir, `${name}.test.ts`);
    writeFileSync(file, `import { test } from ${JSON.stringify(UVU)};\n${source(name)}\ntest.run();\n`);
    return file;
  });
  const results = await runFiles(files, ROOT, { timeoutMs: 60_000, graceMs: 5_000 }, 2, () => {}, (f) => f.endsWith('packs.test.ts'));
  assert.equal(results.map((r) => [r.passed, r.failed]), [[1, 0], [1, 0], [1, 0]]);
});

test.run();
