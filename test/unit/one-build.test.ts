// What a `docsgen build` process does before the CLI's code loads (generator/launch/one-build.js).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(import.meta.dirname, '../..');

test('esbuild\'s service is started before prepareOneBuild first waits, so the CLI\'s code that runs next finds it running', () => {
  // In a process of its own: prepareOneBuild sets V8 flags and starts a worker. `initialize` may be called once,
  // and only before the service starts (esbuild's own check).
  const script = `
    import { createRequire } from 'node:module';
    const { prepareOneBuild } = await import(${JSON.stringify(pathToFileURL(path.join(ROOT, 'generator/launch/one-build.js')).href)});
    const preparing = prepareOneBuild();
    let said = 'not started';
    try { createRequire(${JSON.stringify(path.join(ROOT, 'package.json'))})('esbuild').initialize({}); } catch (err) { said = err.message; }
    await preparing;
    console.log(said);
    process.exit();
  `;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  assert.is(r.status, 0, r.stderr);
  assert.is(r.stdout.trim(), 'Cannot call "initialize" more than once');
});

test('a worker thread started after prepareOneBuild has the largest young generation from its start', () => {
  // Its semi-space's size as the worker first sees it (V8's default start is 1 MB); and this thread's, made before.
  const script = `
    import v8 from 'node:v8';
    import { Worker } from 'node:worker_threads';
    const { prepareOneBuild } = await import(${JSON.stringify(pathToFileURL(path.join(ROOT, 'generator/launch/one-build.js')).href)});
    await prepareOneBuild();
    const newSpace = "require('node:v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size";
    const worker = new Worker(\`require('node:worker_threads').parentPort.postMessage(\${newSpace})\`, { eval: true, execArgv: [] });
    worker.on('message', (size) => { console.log(size); process.exit(); });
  `;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  assert.is(r.status, 0, r.stderr);
  assert.is(Number(r.stdout.trim()), 16 * 2 ** 20);
});

test.run();
