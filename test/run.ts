// `npm test`: runs the unit, integration, DOM, robustness and e2e suites (uvu) and ends with "N passed, N failed". Each test
// file runs in a process of its own with a time bound: a file that crashes, or that leaves something open
// (a server, a browser) and never exits, is a failure of that file, and the run goes on.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
/** A file's time bound: the largest e2e files take about a minute on a loaded 2-core machine. */
const FILE_TIMEOUT_MS = Number(process.env.DOCSGEN_TEST_TIMEOUT_MS) || 5 * 60_000;
/** Time left to a file after its summary to exit by itself before it counts as hanging. */
const EXIT_GRACE_MS = 10_000;
const requested = process.argv.slice(2);
const suites = (requested.length ? requested : ['unit', 'integration', 'dom', 'robustness', 'e2e']).filter((s) => existsSync(path.join(ROOT, 'test', s)));

interface Result {
  passed: number;
  failed: number;
  skipped: number;
}

function runFile(file: string): Promise<Result> {
  return new Promise((resolve) => {
    // Its own process group, so a timeout ends the browser and servers it started too.
    const child = spawn(process.execPath, ['--import', 'tsx', file], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
    let out = '';
    let problem = '';
    const kill = (why: string) => {
      problem = why;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const bound = setTimeout(() => kill(`did not finish within ${FILE_TIMEOUT_MS / 1000} s`), FILE_TIMEOUT_MS);
    let grace: ReturnType<typeof setTimeout> | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
      process.stdout.write(chunk);
      if (!grace && /Duration:/.test(out)) grace = setTimeout(() => kill(`did not exit ${EXIT_GRACE_MS / 1000} s after its tests ended (something it started is still open)`), EXIT_GRACE_MS);
    });
    child.on('close', (code) => {
      clearTimeout(bound);
      clearTimeout(grace);
      const plain = out.replace(/\x1b\[[0-9;]*m/g, '');
      const total = Number(/Total:\s+(\d+)/.exec(plain)?.[1] ?? 0);
      const passed = Number(/Passed:\s+(\d+)/.exec(plain)?.[1] ?? 0);
      const skipped = Number(/Skipped:\s+(\d+)/.exec(plain)?.[1] ?? 0);
      // A file that crashes before its tests run, or hangs, counts as one more failure.
      const broken = problem !== '' || (code !== 0 && total === passed);
      if (problem) console.log(`\n✘ ${file}: ${problem}`);
      else if (broken) console.log(`\n✘ ${file}: exited with status ${code}`);
      // uvu's total leaves skipped tests out.
      resolve({ passed, failed: total - passed + (broken ? 1 : 0), skipped });
    });
  });
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const suite of suites) {
  const files = readdirSync(path.join(ROOT, 'test', suite)).filter((f) => f.endsWith('.test.ts')).sort();
  if (!files.length) continue;
  console.log(`\n── ${suite} (${files.length} files) ──`);
  for (const f of files) {
    const r = await runFile(path.join('test', suite, f));
    passed += r.passed;
    failed += r.failed;
    skipped += r.skipped;
  }
}
if (skipped) console.log(`${skipped} skipped (each file above says why)`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
