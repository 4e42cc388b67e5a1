// V8's code cache of the CLI bundle (generator/launch/code-cache.js): used when it fits, and when it is missing,
// made for other code, truncated, corrupt or unwritable, the file runs as it would without one.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { syncBuiltinESMExports } from 'node:module';
import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
import { ONE_BUILD_ENV } from '../../generator/launch/cli-bundle.js';
import { asFunctionFile, cacheFileOf, runCached } from '../../generator/launch/code-cache.js';
import { CLOSING_TELL } from '../../generator/launch/worker-prestart.js';

const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-code-cache-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));

/** A bundle-like CommonJS file: a stamp line, then code with functions that only compile when called. */
function bundleFile(name: string, stamp: string, answer: number): string {
  const file = path.join(dir, name);
  const helpers = Array.from({ length: 200 }, (_, i) => `function f${i}(x) { return x + ${i} - ${i}; }`).join('\n');
  writeFileSync(file, `// ${stamp}\n${helpers}\nexports.answer = () => f199(${answer});\nexports.dir = __dirname;\n`);
  return file;
}

const cacheOf = (file: string) => cacheFileOf(file, readFileSync(file, 'utf8'));

test('a first run compiles and writes the cache, the next one runs from it with the same result', () => {
  const file = bundleFile('a.cjs', 'stamp 1', 42);
  const first = runCached(file);
  assert.is((first.exports.answer as () => number)(), 42);
  assert.is(first.exports.dir, dir, 'run as CommonJS, with its own folder');
  assert.not.ok(first.cacheUsed);
  first.saveCache();
  const second = runCached(file);
  assert.ok(second.cacheUsed, 'the cache written by the first run is used');
  assert.is((second.exports.answer as () => number)(), 42);
});

test('a cache made by a run that did little is made again by one that compiles more, not by one that compiles nothing new', () => {
  const file = bundleFile('e.cjs', 'stamp 6', 5);
  runCached(file).saveCache(); // only the top level ran: answer() and f199 were never compiled
  const small = readFileSync(cacheOf(file)).length;
  const more = runCached(file);
  assert.ok(more.cacheUsed);
  // Compiles every helper: more than the cache held.
  for (let i = 0; i < 50; i++) new Function(`return ${'(x) => x + 1, '.repeat(200)}0`)();
  (more.exports.answer as () => number)();
  more.saveCache();
  const grown = readFileSync(cacheOf(file)).length;
  assert.ok(grown > small, `rewritten with what ran (${small} → ${grown} bytes)`);
  const same = runCached(file);
  (same.exports.answer as () => number)();
  same.saveCache();
  assert.is(readFileSync(cacheOf(file)).length, grown, 'a run that compiled nothing new leaves it');
});

test('a run from a full cache that compiles a little more leaves it, as every build does: the cache is not written each run', () => {
  const file = path.join(dir, 'f.cjs');
  const helpers = Array.from({ length: 300 }, (_, i) => `function g${i}(x) { return [x, ${i}].join('-').length; }`).join('\n');
  writeFileSync(file, `// stamp 7\n${helpers}\nexports.all = () => ${Array.from({ length: 300 }, (_, i) => `g${i}(1)`).join(' + ')};\n`);
  // A little code of its own (~6 KB of bytecode, a tenth of what the cache holds): more than the bundle's top level compiled.
  const extra = Array.from({ length: 12 }, (_, i) => `new Function('x', 'return [x, x + ${i}, String(x).repeat(${i})].map((y) => y + 1).join()')(${i});`).join(' ');
  // Each run a process of its own, as builds are (V8 reuses the code it compiled for the same source in one process).
  const run = () => {
    const script = `import { runCached } from ${JSON.stringify(pathToFileURL(path.resolve('generator/launch/code-cache.js')).href)};
      const r = runCached(${JSON.stringify(file)}); r.exports.all(); ${extra} r.saveCache();
      console.log(r.cacheUsed);`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    assert.is(child.status, 0, child.stderr);
    return child.stdout.trim() === 'true';
  };
  assert.not.ok(run());
  const written = statSync(cacheOf(file)).ino;
  assert.ok(run(), 'the cache is used');
  assert.is(statSync(cacheOf(file)).ino, written, 'and not replaced');
});

test('a cache made by a run that ran three quarters of the code (a warm build) is made again by one that runs it all', () => {
  const file = path.join(dir, 'h.cjs');
  const helpers = Array.from({ length: 300 }, (_, i) => `function h${i}(x) { return [x, ${i}].join('-').length; }`).join('\n');
  writeFileSync(file, `// stamp 8\n${helpers}\nexports.some = (n) => [${Array.from({ length: 300 }, (_, i) => `h${i}`).join()}].slice(0, n).reduce((t, f) => t + f(1), 0);\n`);
  // Each run a process of its own, as builds are; `n` helpers compiled.
  const run = (n: number) => {
    const script = `import { runCached } from ${JSON.stringify(pathToFileURL(path.resolve('generator/launch/code-cache.js')).href)};
      const r = runCached(${JSON.stringify(file)}); r.exports.some(${n}); r.saveCache(); console.log(r.cacheUsed);`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    assert.is(child.status, 0, child.stderr);
    return child.stdout.trim() === 'true';
  };
  assert.not.ok(run(220));
  const small = statSync(cacheOf(file));
  assert.ok(run(300), 'the cache is used');
  const full = statSync(cacheOf(file));
  assert.ok(full.ino !== small.ino && full.size > small.size, `written again with what ran (${small.size} → ${full.size} bytes)`);
  assert.ok(run(300));
  assert.is(statSync(cacheOf(file)).ino, full.ino, 'and left by the runs after it');
});

test('a corrupt, truncated or empty cache is ignored, and written anew', () => {
  const file = bundleFile('b.cjs', 'stamp 2', 7);
  runCached(file).saveCache();
  const good = readFileSync(cacheOf(file));
  const flipped = Buffer.from(good);
  for (let i = 40; i < flipped.length; i += 97) flipped[i] ^= 0xff;
  for (const bad of [flipped, good.subarray(0, good.length >> 1), Buffer.alloc(0), Buffer.from('not a cache')]) {
    writeFileSync(cacheOf(file), bad);
    const run = runCached(file);
    assert.not.ok(run.cacheUsed);
    assert.is((run.exports.answer as () => number)(), 7);
    run.saveCache();
    assert.ok(runCached(file).cacheUsed, 'the cache written after it is good');
  }
});

test('a new bundle (another stamp) never reads the cache of the old one', () => {
  const file = bundleFile('c.cjs', 'stamp 3', 1);
  runCached(file).saveCache();
  const old = cacheOf(file);
  bundleFile('c.cjs', 'stamp 4', 2);
  assert.is.not(cacheOf(file), old);
  const run = runCached(file);
  assert.not.ok(run.cacheUsed);
  assert.is((run.exports.answer as () => number)(), 2);
});

test('loading counts V8\'s bytecode once, before the file runs: what a cache held is read from it (a count walks the whole heap)', () => {
  const file = bundleFile('h.cjs', 'stamp 10', 8);
  runCached(file).saveCache();
  const count = v8.getHeapCodeStatistics;
  let counted = 0;
  v8.getHeapCodeStatistics = () => (counted++, count());
  syncBuiltinESMExports();
  try {
    const run = runCached(file);
    assert.ok(run.cacheUsed);
    assert.is(counted, 1, 'counted as the file loads');
    (run.exports.answer as () => number)();
    run.saveCache();
    assert.is(counted, 2, 'and once more to decide whether to write the cache again');
  } finally {
    v8.getHeapCodeStatistics = count;
    syncBuiltinESMExports();
  }
});

test('save: false writes nothing, and a cache that cannot be written leaves the run as it was', () => {
  const file = bundleFile('d.cjs', 'stamp 5', 3);
  runCached(file, { save: false }).saveCache();
  assert.equal(readdirSync(dir).filter((f) => f.startsWith('d.cjs.')), []);
  // A folder where the cache file should be: the rename fails, and nothing is left behind.
  mkdirSync(path.join(cacheOf(file), 'x'), { recursive: true });
  const run = runCached(file);
  run.saveCache();
  assert.is((run.exports.answer as () => number)(), 3);
  assert.equal(readdirSync(dir).filter((f) => f.startsWith('d.cjs.') && f.endsWith('.tmp')), []);
});

test('a build\'s worker thread writes its cache when its pool says it is closing, and answers once written', async () => {
  const file = bundleFile('w.cjs', 'stamp 9', 5);
  const start = path.join(dir, 'w.mjs');
  writeFileSync(start, `import { startWorker } from ${JSON.stringify(pathToFileURL(path.resolve(import.meta.dirname, '../../generator/launch/worker-start.js')).href)};\nstartWorker(new URL('./w.cjs', import.meta.url));\n`);
  // Written only by a process that builds once (the CLI's `docsgen build`), as the worker's own would be.
  const worker = new Worker(start, { env: { ...process.env, [ONE_BUILD_ENV]: '1' } });
  try {
    const closed = new Promise((resolve) => { worker.on('message', resolve); setTimeout(resolve, 10_000, 'no answer'); });
    await new Promise((resolve) => worker.once('online', resolve));
    worker.postMessage({ tell: CLOSING_TELL });
    assert.equal(await closed, { closed: true });
    const written = statSync(cacheOf(file)).ino;
    // Past the idle delay (100 ms): a write begun after the answer is one the pool's terminate() would cut short.
    await new Promise((resolve) => setTimeout(resolve, 400));
    assert.is(statSync(cacheOf(file)).ino, written, 'nothing written after its answer');
  } finally {
    await worker.terminate();
  }
  assert.ok(statSync(cacheOf(file)).size > 0, 'the cache is there once the worker answered, with no idle time');
  assert.equal(readdirSync(dir).filter((f) => f.startsWith('w.cjs.') && f.endsWith('.tmp')), []);
});

test('a cache write cut short (its thread stopped) leaves a temp file that the next run that saves removes, once a minute old', () => {
  const file = bundleFile('s.cjs', 'stamp 11', 4);
  const cache = cacheOf(file);
  const old = (name: string) => {
    writeFileSync(name, 'partial');
    utimesSync(name, new Date(Date.now() - 120_000), new Date(Date.now() - 120_000));
    return name;
  };
  const stale = old(`${cache}.4242.k3j9x2.tmp`);
  const otherBundle = old(path.join(dir, 'worker.cjs.0123456789abcdef.v8cache.17.abc.tmp'));
  // Being written now by another command: left to it.
  const fresh = `${cache}.4343.zz9.tmp`;
  writeFileSync(fresh, 'partial');
  // Not a cache's temp file, or not in the cache's folder: never touched, whatever their age.
  const unrelated = old(path.join(dir, 'notes.tmp'));
  const outside = path.join(dir, 'elsewhere');
  mkdirSync(outside, { recursive: true });
  const outsideTemp = old(path.join(outside, 's.cjs.0123456789abcdef.v8cache.1.a.tmp'));
  runCached(file, { save: false }).saveCache();
  assert.ok(existsSync(stale), 'save: false (the installed package) touches nothing');
  runCached(file).saveCache();
  assert.not.ok(existsSync(stale), 'the stale temp file of this cache is removed');
  assert.not.ok(existsSync(otherBundle), 'and that of another bundle file beside it (the worker\'s)');
  for (const kept of [fresh, unrelated, outsideTemp]) assert.ok(existsSync(kept), `${path.relative(dir, kept)} is left`);
  rmSync(fresh);
});

test('a file that is not ASCII runs as UTF-8, from its cache too', () => {
  const file = path.join(dir, 'g.cjs');
  writeFileSync(file, `// stamp 8\n// — comment\nexports.text = () => 'café — 😀';\n`);
  const first = runCached(file);
  assert.is((first.exports.text as () => string)(), 'café — 😀');
  first.saveCache();
  const second = runCached(file);
  assert.ok(second.cacheUsed);
  assert.is((second.exports.text as () => string)(), 'café — 😀');
});

test('a file written as the function it runs (the bundle\'s entries) runs as it is, from its cache too, its lines its own', () => {
  const file = path.join(dir, 'fn.cjs');
  // Line 3 throws.
  writeFileSync(file, asFunctionFile('// stamp 9\nexports.dir = __dirname;\nexports.fail = () => { throw new Error(\'here\'); };\n'));
  assert.ok(readFileSync(file, 'utf8').startsWith('// stamp 9\n(function (exports, require, module, __filename, __dirname) {'));
  const line = (run: ReturnType<typeof runCached>) => {
    try {
      (run.exports.fail as () => void)();
    } catch (err) {
      return Number((err as Error).stack!.match(/fn\.cjs:(\d+)/)![1]);
    }
    return 0;
  };
  const first = runCached(file);
  assert.is(first.exports.dir, dir, 'run as CommonJS, with its own folder');
  assert.is(line(first), 3);
  first.saveCache();
  const second = runCached(file);
  assert.ok(second.cacheUsed);
  assert.is(second.exports.dir, dir);
  assert.is(line(second), 3);
});

test.run();
