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

test.run();
