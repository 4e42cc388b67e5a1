// One test file in a process of its own (its own process group), with a time bound: a file that crashes, that does
// not finish in time, or that does not exit once its tests are done (a server or browser left open) is one more
// failure, named, and its processes are ended. Each file gets a temp folder of its own as TMPDIR, removed when it
// ends, so what its tests and the browsers they start leave there does not pile up. Used by `npm test` (run.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Result {
  passed: number;
  failed: number;
  skipped: number;
}

export interface Bounds {
  /** The file's time bound. */
  timeoutMs: number;
  /** Time left to a file after its summary to exit by itself. */
  graceMs: number;
}

/** Runs `file` (relative to `cwd`) and counts its results, printing its output as it comes. */
export function runFile(file: string, cwd: string, bounds: Bounds, print: (text: string) => void = (t) => process.stdout.write(t)): Promise<Result> {
  return new Promise((resolve) => {
    // Its own process group, so a timeout ends the browser and servers it started too.
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'docsgen-file-'));
    const env = { ...process.env, TMPDIR: tmp };
    const child = spawn(process.execPath, ['--import', 'tsx', file], { cwd, env, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
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
    const bound = setTimeout(() => kill(`did not finish within ${bounds.timeoutMs / 1000} s`), bounds.timeoutMs);
    let grace: ReturnType<typeof setTimeout> | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
      print(String(chunk));
      if (!grace && /Duration:/.test(out)) grace = setTimeout(() => kill(`did not exit ${bounds.graceMs / 1000} s after its tests ended (something it started is still open)`), bounds.graceMs);
    });
    child.on('close', (code) => {
      clearTimeout(bound);
      clearTimeout(grace);
      try {
        rmSync(tmp, { recursive: true, force: true, maxRetries: 3 });
      } catch (err) {
        print(`\n(${file}: its temp folder ${tmp} was not removed: ${(err as Error).message})\n`);
      }
      const plain = out.replace(/\x1b\[[0-9;]*m/g, '');
      const total = Number(/Total:\s+(\d+)/.exec(plain)?.[1] ?? 0);
      const passed = Number(/Passed:\s+(\d+)/.exec(plain)?.[1] ?? 0);
      const skipped = Number(/Skipped:\s+(\d+)/.exec(plain)?.[1] ?? 0);
      // A file that crashes before its tests run, or hangs, counts as one more failure.
      const broken = problem !== '' || (code !== 0 && total === passed);
      if (problem) print(`\n✘ ${file}: ${problem}\n`);
      else if (broken) print(`\n✘ ${file}: exited with status ${code}\n`);
      // uvu's total leaves skipped tests out.
      resolve({ passed, failed: total - passed + (broken ? 1 : 0), skipped });
    });
  });
}

/** Runs `file`, its output collected, and gives its result with the output and its wall time. */
async function collected(file: string, cwd: string, bounds: Bounds): Promise<Result & { output: string }> {
  let output = '';
  const started = Date.now();
  const result = await runFile(file, cwd, bounds, (t) => (output += t));
  return { ...result, output: `${output}  (${file}: ${((Date.now() - started) / 1000).toFixed(1)} s)\n` };
}

/**
 * Runs `files` with at most `jobs` at once (a file `alone` names with no other), printing each file's output once it
 * and the files before it are done.
 */
export async function runFiles(files: string[], cwd: string, bounds: Bounds, jobs: number, print: (text: string) => void = (t) => process.stdout.write(t), alone: (file: string) => boolean = () => false): Promise<Result[]> {
  const results: Result[] = [];
  const running = new Set<Promise<unknown>>();
  let printed: Promise<void> = Promise.resolve();
  for (const file of files) {
    // A new file starts when one of the running ones ends; one to run alone, when all have.
    const limit = alone(file) ? 1 : jobs;
    while (running.size >= limit) await Promise.race(running);
    const run = collected(file, cwd, bounds);
    if (alone(file)) await run;
    const slot = run.finally(() => running.delete(slot));
    running.add(slot);
    printed = printed.then(() => run).then((r) => {
      print(r.output);
      results.push(r);
    });
  }
  await printed;
  return results;
}
