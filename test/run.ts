// `npm test`: runs the unit, DOM, robustness and e2e suites (uvu) one after another and ends with "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const UVU = path.join(ROOT, 'node_modules', 'uvu', 'bin.js');
const requested = process.argv.slice(2);
const suites = (requested.length ? requested : ['unit', 'dom', 'robustness', 'e2e']).filter((s) => existsSync(path.join(ROOT, 'test', s)));

function runSuite(dir: string): Promise<{ passed: number; failed: number }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', UVU, path.join('test', dir), '.test.ts$'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on('close', (code) => {
      const plain = out.replace(/\x1b\[[0-9;]*m/g, '');
      const total = Number(/Total:\s+(\d+)/.exec(plain)?.[1] ?? 0);
      const passed = Number(/Passed:\s+(\d+)/.exec(plain)?.[1] ?? 0);
      const skipped = Number(/Skipped:\s+(\d+)/.exec(plain)?.[1] ?? 0);
      // A file that crashes before its tests run leaves no summary: count it as a failure.
      const failed = total - passed - skipped + (code !== 0 && total === passed + skipped ? 1 : 0);
      resolve({ passed, failed });
    });
  });
}

let passed = 0;
let failed = 0;
for (const suite of suites) {
  const files = readdirSync(path.join(ROOT, 'test', suite)).filter((f) => f.endsWith('.test.ts'));
  if (!files.length) continue;
  console.log(`\n── ${suite} (${files.length} files) ──`);
  const r = await runSuite(suite);
  passed += r.passed;
  failed += r.failed;
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
