// Builds the Sapling site, the fixture sites and the two reuse targets through the CLI (cold: each site's build
// cache is removed first) and prints one digest per site and a line per file that differs from a saved digest.
// For moves that must change no output (issue 21): `--save before.json`, move, `--check before.json`.
// The search index is named by a hash of the indexing code's source, which moving files changes: its name is
// masked, its content compared.
//   node --import tsx bench/output-digest.ts --save /tmp/digest.json | --check /tmp/digest.json
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyTarget, TARGETS_DIR } from './targets.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const FIXTURES = path.join(ROOT, 'test/fixtures');
const INDEX_NAME = /search-index\.[0-9a-f]+\.json/g;

type Digest = Record<string, Record<string, string>>;

/** Every file of `dir` by relative path (index name masked) → sha256 of its content (index name masked). */
function digestOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const file = path.join(e.parentPath, e.name);
    const text = readFileSync(file).toString('latin1').replace(INDEX_NAME, 'search-index.HASH.json');
    files[path.relative(dir, file).replace(INDEX_NAME, 'search-index.HASH.json')] = createHash('sha256').update(text, 'latin1').digest('hex');
  }
  return files;
}

/** Builds the site whose config is in `cwd` into `out` with the CLI, cold. */
function buildWithCli(cwd: string, out: string, config?: string): void {
  rmSync(path.join(cwd, '.cache'), { recursive: true, force: true });
  const args = [path.join(ROOT, 'bin/docsgen.js'), 'build', '--out', out, ...(config ? ['--config', config] : [])];
  const r = spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cwd}: build failed\n${r.stderr || r.stdout}`);
}

// One fixed folder: esbuild names an island chunk by a hash that includes the path it was built from.
const tmp = path.join(os.tmpdir(), 'docsgen-output-digest');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp);
const digest: Digest = {};
try {
  buildWithCli(ROOT, path.join(tmp, 'sapling'));
  digest.sapling = digestOf(path.join(tmp, 'sapling'));
  for (const name of readdirSync(FIXTURES).sort()) {
    const dir = path.join(FIXTURES, name);
    if (!existsSync(path.join(dir, 'site.config.ts')) && !existsSync(path.join(dir, 'docusaurus.config.js'))) continue;
    if (/error|missing/.test(name)) continue; // fixtures that must fail to build
    const copy = path.join(tmp, 'src', name);
    cpSync(dir, copy, { recursive: true });
    buildWithCli(copy, path.join(tmp, name));
    digest[name] = digestOf(path.join(tmp, name));
  }
  if (existsSync(TARGETS_DIR)) {
    for (const name of ['jest', 'redux']) {
      buildWithCli(copyTarget(name, path.join(tmp, 'src')), path.join(tmp, name));
      digest[name] = digestOf(path.join(tmp, name));
    }
  } else console.log('skip: jest and redux (../shared/reuse-targets is not beside the repository)');
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

const [mode, file] = process.argv.slice(2);
const whole = (files: Record<string, string>) => createHash('sha256').update(JSON.stringify(Object.entries(files).sort())).digest('hex').slice(0, 16);
for (const [site, files] of Object.entries(digest)) console.log(`${site.padEnd(18)} ${String(Object.keys(files).length).padStart(5)} files  ${whole(files)}`);
if (mode === '--save' && file) writeFileSync(file, JSON.stringify(digest));
if (mode === '--check' && file) {
  const before = JSON.parse(readFileSync(file, 'utf8')) as Digest;
  const differ: string[] = [];
  for (const site of new Set([...Object.keys(before), ...Object.keys(digest)])) {
    const [a, b] = [before[site] ?? {}, digest[site] ?? {}];
    for (const f of new Set([...Object.keys(a), ...Object.keys(b)])) if (a[f] !== b[f]) differ.push(`${site}/${f}: ${a[f] ? (b[f] ? 'changed' : 'gone') : 'new'}`);
  }
  console.log(differ.length ? `${differ.length} files differ:\n${differ.slice(0, 50).join('\n')}` : 'identical');
  process.exitCode = differ.length ? 1 : 0;
}
