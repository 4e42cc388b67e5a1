// Sharded builds (issue 25, point 6): the corpus built once, then as n shards, each a process of its own run alone
// and cold (as each job of a CI matrix runs on a machine of its own), then merged; the merged output must be the
// one build's, file for file and byte for byte.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeCorpus } from './corpus.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface BuildFigures { ms: number; cpuMs: number; maxRssKb: number; pages: number }

export interface ShardFigures {
  pages: number;
  one: BuildFigures;
  shards: BuildFigures[];
  mergeMs: number;
  /** Files compared, and the first that differs (or is missing on one side). */
  files: number;
  differs?: string;
}

function run(args: string[], cwd: string): { out: string; ms: number } {
  const t = performance.now();
  const r = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed: ${r.stderr}`);
  return { out: r.stdout, ms: performance.now() - t };
}

export function buildOnce(dir: string, out: string, shard?: string): BuildFigures {
  // Cold: each job starts without the others' cache.
  rmSync(path.join(dir, '.cache'), { recursive: true, force: true });
  const { out: stdout } = run([path.join(ROOT, 'bench/build-once.mjs'), path.join(dir, 'site.config.ts'), out, ...(shard ? [shard] : [])], ROOT);
  return JSON.parse(stdout.trim().split('\n').pop()!) as BuildFigures;
}

function firstDifference(a: string, b: string): { files: number; differs?: string } {
  const list = (root: string) => readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name))).sort();
  const [fa, fb] = [list(a), list(b)];
  const missing = fa.find((f, i) => fb[i] !== f) ?? fb.find((f, i) => fa[i] !== f);
  if (missing) return { files: fa.length, differs: missing };
  return { files: fa.length, differs: fa.find((f) => !readFileSync(path.join(a, f)).equals(readFileSync(path.join(b, f)))) };
}

/** `report` is called before the corpus is deleted: deleting six copies of a large site takes minutes on some disks. */
export function measureShards(categories: number, count: number, report: (f: ShardFigures) => void): void {
  const dir = writeCorpus(ROOT, categories, 100);
  try {
    const one = buildOnce(dir, path.join(dir, 'one'));
    const shards = Array.from({ length: count }, (_, i) => buildOnce(dir, path.join(dir, `shard-${i + 1}`), `${i + 1}/${count}`));
    const merge = run([path.join(ROOT, 'bin/docsgen.js'), 'merge', ...shards.map((_, i) => `shard-${i + 1}`), '-o', 'merged'], dir);
    report({ pages: one.pages, one, shards, mergeMs: merge.ms, ...firstDifference(path.join(dir, 'one'), path.join(dir, 'merged')) });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
