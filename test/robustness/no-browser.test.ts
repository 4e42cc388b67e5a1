// Issue 20.2: when Chromium cannot start, a browser test file fails at once with a line saying what to do, and
// its process exits: nothing it started (a built site's server) is left open to keep it alive.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Runs a test file with a Chromium that cannot start; resolves with its output, or undefined if still running after `ms`. */
function runWithoutBrowser(file: string, ms: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], { cwd: ROOT, env: { ...process.env, DOCSGEN_TEST_CHROMIUM: '/bin/false' }, detached: true });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c));
    child.stderr.on('data', (c: Buffer) => (out += c));
    const timer = setTimeout(() => {
      process.kill(-child.pid!, 'SIGKILL');
      resolve(undefined);
    }, ms);
    child.on('close', () => {
      clearTimeout(timer);
      resolve(out.replace(/\x1b\[[0-9;]*m/g, ''));
    });
  });
}

// One file that serves a built site beside the browser, one that runs a test with both inside it.
for (const file of ['test/e2e/mdx.test.ts', 'test/robustness/output-hygiene.test.ts']) {
  test(`${file} without a browser: fails, says so, and exits`, async () => {
    const out = await runWithoutBrowser(file, 120_000);
    assert.ok(out !== undefined, 'the process exited');
    assert.match(out!, 'Chromium could not start (/bin/false)');
    assert.match(out!, 'apt-get install chromium');
    const total = Number(/Total:\s+(\d+)/.exec(out!)?.[1]);
    const passed = Number(/Passed:\s+(\d+)/.exec(out!)?.[1]);
    assert.ok(passed < total, 'its browser tests are not counted as passed');
  });
}

test.run();
