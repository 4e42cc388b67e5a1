// `npm test`: runs the unit, integration, DOM, robustness and e2e suites (uvu) and ends with "N passed, N failed". Each test
// file runs in a process of its own with a time bound (runner.ts).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { runFile } from './runner.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
/** A file's time bound: the largest e2e files take about a minute on a loaded 2-core machine. */
const FILE_TIMEOUT_MS = Number(process.env.DOCSGEN_TEST_TIMEOUT_MS) || 5 * 60_000;
/** Time left to a file after its summary to exit by itself before it counts as hanging. */
const EXIT_GRACE_MS = 10_000;
const requested = process.argv.slice(2);
const suites = (requested.length ? requested : ['unit', 'integration', 'dom', 'robustness', 'e2e']).filter((s) => existsSync(path.join(ROOT, 'test', s)));

let passed = 0;
let failed = 0;
let skipped = 0;
for (const suite of suites) {
  const files = readdirSync(path.join(ROOT, 'test', suite)).filter((f) => f.endsWith('.test.ts')).sort();
  if (!files.length) continue;
  console.log(`\n── ${suite} (${files.length} files) ──`);
  for (const f of files) {
    const r = await runFile(path.join('test', suite, f), ROOT, { timeoutMs: FILE_TIMEOUT_MS, graceMs: EXIT_GRACE_MS });
    passed += r.passed;
    failed += r.failed;
    skipped += r.skipped;
  }
}
if (skipped) console.log(`${skipped} skipped (each file above says why)`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
