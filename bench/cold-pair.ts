// A cold `docsgen build` against the bare Markdown pass over the same files (issue 25: at most twice it), as whole
// processes run in alternation, so that a slow minute of this shared machine weighs on both alike.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface ColdPair {
  /** Medians, in ms. */
  build: number;
  markdown: number;
  pairs: number;
  files: number;
}

/** Wall time of `args` run by Node in `cwd`, in ms; what it printed. */
function timed(args: string[], cwd: string): { ms: number; out: string } {
  const start = performance.now();
  const r = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  const ms = performance.now() - start;
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed: ${r.stderr}`);
  return { ms, out: r.stdout };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * `pairs` pairs, each (a) `docsgen build` of the site in `site` (its config `site.config.ts`, output `build/`),
 * cold as the bench's cold builds are: no `.cache/` and no output folder (docsgen's own bundle and code cache stay,
 * as they do between a user's builds), and (b) `bench/markdown-pass.mjs` over the site's `content/` folder.
 */
export function measureColdPair(site: string, pairs = 7): ColdPair {
  const build = () => {
    for (const d of ['.cache', 'build']) rmSync(path.join(site, d), { recursive: true, force: true });
    return timed([path.join(ROOT, 'bin/docsgen.js'), 'build'], site).ms;
  };
  // Unmeasured: makes the CLI bundle and its code cache if a source changed since the last run.
  build();
  const builds: number[] = [];
  const passes: number[] = [];
  let files = 0;
  for (let i = 0; i < pairs; i++) {
    builds.push(build());
    const pass = timed([path.join(ROOT, 'bench/markdown-pass.mjs'), 'content'], site);
    passes.push(pass.ms);
    files = Number(pass.out.trim());
  }
  return { build: median(builds), markdown: median(passes), pairs, files };
}
