// `npm test`: runs the unit, integration, DOM, robustness and e2e suites (uvu) and ends with "N passed, N failed". Each test
// file runs in a process of its own with a time bound (runner.ts); files of the suites that build only in temp folders
// run two at a time (one per core), each file's output printed whole, in order, with its wall time.
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runFiles } from './runner.ts';
import { bundled } from '../generator/launch/cli-bundle.js';

const ROOT = path.resolve(import.meta.dirname, '..');
/** A file's time bound: the largest e2e files take about a minute on a loaded 2-core machine. */
const FILE_TIMEOUT_MS = Number(process.env.DOCSGEN_TEST_TIMEOUT_MS) || 5 * 60_000;
/** Time left to a file after its summary to exit by itself before it counts as hanging. */
const EXIT_GRACE_MS = 10_000;
/** Files run at once; DOCSGEN_TEST_JOBS=1 runs them one by one. */
const JOBS = Math.max(1, Number(process.env.DOCSGEN_TEST_JOBS) || Math.min(2, os.availableParallelism()));
/**
 * Suites whose files run one at a time: browser tests each start a Chromium, and several build the repository's own
 * Sapling site, whose build cache sits beside its config.
 */
const ONE_AT_A_TIME = new Set(['e2e']);
/**
 * Files that run with no other: `npm pack` writes the packed CLI into the repository's `dist/` for a while, and a CLI
 * started from the repository then takes that bundle.
 */
const ALONE = new Set([path.join('test', 'integration', 'package.test.ts')]);
const requested = process.argv.slice(2);
const suites = (requested.length ? requested : ['unit', 'integration', 'dom', 'robustness', 'e2e']).filter((s) => existsSync(path.join(ROOT, 'test', s)));

// The CLI's bundle of a fresh copy, made once before files run side by side: each would otherwise make it at once,
// replacing the files (and the browser assets' folder) the others are starting from.
await bundled('docsgen');

let passed = 0;
let failed = 0;
let skipped = 0;
for (const suite of suites) {
  const files = readdirSync(path.join(ROOT, 'test', suite)).filter((f) => f.endsWith('.test.ts')).sort();
  if (!files.length) continue;
  const jobs = ONE_AT_A_TIME.has(suite) ? 1 : JOBS;
  console.log(`\n── ${suite} (${files.length} files${jobs > 1 ? `, ${jobs} at a time` : ''}) ──`);
  for (const r of await runFiles(files.map((f) => path.join('test', suite, f)), ROOT, { timeoutMs: FILE_TIMEOUT_MS, graceMs: EXIT_GRACE_MS }, jobs, undefined, (f) => ALONE.has(f))) {
    passed += r.passed;
    failed += r.failed;
    skipped += r.skipped;
  }
}
if (skipped) console.log(`${skipped} skipped (each file above says why)`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
