// A cold `docsgen build` against the bare Markdown pass over the same files (issue 25: at most twice it), as whole
// processes run in alternation, so that a slow minute of this shared machine weighs on both alike.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The clone's CLI bundle and its code caches (generator/launch/cli-bundle.js, code-cache.js). */
const BUNDLE_DIR = path.join(ROOT, 'node_modules', '.cache', 'docsgen', 'cli');
/** The code caches of what `docsgen build` runs: the CLI and its worker (the bench's own builds have theirs). */
const codeCaches = () => (existsSync(BUNDLE_DIR) ? readdirSync(BUNDLE_DIR).filter((f) => /^(?:docsgen|worker)\.cjs\..*\.v8cache$/.test(f)) : []);

interface Times {
  /** Wall time, ms. */
  ms: number;
  /** CPU time (user + system, every thread), ms; NaN where /proc is missing. */
  cpuMs: number;
}

export interface ColdPair {
  /** Medians. */
  build: Times;
  markdown: Times;
  pairs: number;
  files: number;
}

/**
 * CPU time of this process's children that have ended, in ms (Linux: /proc/self/stat's cutime and cstime, in
 * clock ticks of 10 ms): on a shared machine, time other guests take inflates only the wall figure.
 */
function childrenCpuMs(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').replace(/^.*\) /s, '').split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return NaN;
  }
}

/** Times of `args` run by Node in `cwd`; what it printed. */
function timed(args: string[], cwd: string): Times & { out: string } {
  const cpu = childrenCpuMs();
  const start = performance.now();
  const r = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  const ms = performance.now() - start;
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed: ${r.stderr}`);
  return { ms, cpuMs: childrenCpuMs() - cpu, out: r.stdout };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const medians = (runs: Times[]): Times => ({ ms: median(runs.map((r) => r.ms)), cpuMs: median(runs.map((r) => r.cpuMs)) });

/**
 * `pairs` pairs, each (a) `docsgen build` of the site in `site` (its config `site.config.ts`, output `build/`),
 * cold as the bench's cold builds are: no `.cache/` and no output folder (docsgen's own bundle and code caches stay,
 * as they do between a user's builds of the site: made by its builds first), and (b) `bench/markdown-pass.mjs` over the site's `content/` folder.
 */
export function measureColdPair(site: string, pairs = 7): ColdPair {
  const build = () => {
    for (const d of ['.cache', 'build']) rmSync(path.join(site, d), { recursive: true, force: true });
    return timed([path.join(ROOT, 'bin/docsgen.js'), 'build'], site);
  };
  // Unmeasured: makes the CLI bundle if a source changed since the last run, then the code caches from this site's
  // builds alone. A cache is written by the first build after a bundle change, the CLI's again by one that compiles
  // much more, never by one that compiles less: one left by the test suite's or the targets' MDX builds holds code
  // this build never runs, which V8 deserializes all the same (bench/README.md, session 24: ~80 ms more CPU on
  // Sapling's two threads).
  build();
  for (const f of codeCaches()) rmSync(path.join(BUNDLE_DIR, f), { force: true });
  // The worker writes its cache once it has been idle a moment (launch/worker-start.js): a build may end before.
  for (let i = 0; i < 5 && codeCaches().length < 2; i++) build();
  const builds: Times[] = [];
  const passes: Times[] = [];
  let files = 0;
  for (let i = 0; i < pairs; i++) {
    builds.push(build());
    const pass = timed([path.join(ROOT, 'bench/markdown-pass.mjs'), 'content'], site);
    passes.push(pass);
    files = Number(pass.out.trim());
  }
  return { build: medians(builds), markdown: medians(passes), pairs, files };
}
