// `docsgen merge`: the outputs of `build --shard i/n` jobs joined into one output folder, the same files one build
// writes. Nothing is put in place unless every check passes: the shards were built from the same sources and
// config, every route was rendered by exactly one of them, and the files they share are the same bytes.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PAGE_DATA_FILE } from '../../client/constants.ts';
import { BuildError, uniqueProblems, type Problem } from '../errors.ts';
import { pageFile, routeFile } from './paths.ts';
import { SHARD_MANIFEST, type ShardManifest } from './shards.ts';
import { checkOutDir, StagedOutput } from './write.ts';

export interface MergeResult {
  outDir: string;
  pages: number;
  files: number;
  warnings: Problem[];
  ms: number;
}

interface ShardOutput {
  dir: string;
  manifest: ShardManifest;
  /** Output-relative path (with `/`) → absolute path. */
  files: Map<string, string>;
}

const HINT = 'build every shard of one commit and config with `docsgen build --shard i/n -o <folder>`, then merge all their folders';

/**
 * Joins the shard folders `dirs` into `outDir` (replaced whole, as a build replaces it). `config`: the site's config
 * here, for its plugins' postBuild, when the shards were built in another folder.
 */
export async function mergeShards(dirs: string[], outDir: string, config?: string): Promise<MergeResult> {
  const start = performance.now();
  const shards = dirs.map((d) => readShard(path.resolve(d))).sort((a, b) => a.manifest.index - b.manifest.index);
  checkSet(shards);
  // Another locale's shards join into `<out>/<locale>`, as its build writes it, staged beside `<out>`; the default
  // locale's replace `<out>` but for the other locales' folders, merged or built apart before or after it.
  const { locale, otherLocales } = shards[0]!.manifest;
  const out = path.resolve(outDir, locale ?? '');
  checkOutDir(out, shards.map((s) => s.dir));
  const union = joinFiles(shards);
  const staged = new StagedOutput(out, { stem: locale && `${path.resolve(outDir)}.${locale}`, keep: locale ? [] : otherLocales ?? [] });
  try {
    for (const [file, from] of union) staged.take(file, from);
    await staged.commit();
  } catch (err) {
    await staged.discard();
    throw err;
  }
  const warnings = uniqueProblems(shards.flatMap((s) => s.manifest.warnings));
  // The site's plugins' postBuild, once, on the joined site (a shard does not run it).
  const { postBuild, postBuildRoutes, routes } = shards[0]!.manifest;
  const siteConfig = postBuild && path.resolve(config ?? postBuild);
  if (siteConfig && existsSync(siteConfig)) {
    const [{ loadConfig }, { runPostBuildAfterMerge }] = await Promise.all([import('../config/load.ts'), import('../content/plugins/source.ts')]);
    await runPostBuildAfterMerge(await loadConfig(siteConfig, locale), out, postBuildRoutes ?? []);
  } else if (siteConfig) {
    warnings.push({ pos: { file: siteConfig }, message: 'the site\'s plugins\' postBuild did not run: the config the shards were built from is not here', hint: 'merge where the site is checked out, or name its config with merge --config' });
  }
  return { outDir: out, pages: routes.length, files: union.size, warnings, ms: performance.now() - start };
}

function fail(dir: string, message: string, hint = HINT): never {
  throw new BuildError([{ pos: { file: dir }, message, hint }]);
}

function readShard(dir: string): ShardOutput {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) fail(dir, 'there is no such folder to merge');
  let manifest: ShardManifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, SHARD_MANIFEST), 'utf8')) as ShardManifest;
  } catch {
    fail(dir, `the folder is not a shard's output: it has no readable ${SHARD_MANIFEST}`);
  }
  if (manifest.format !== 1) fail(dir, `${SHARD_MANIFEST} was written by another docsgen version`, 'build the shards and merge them with the same docsgen');
  const files = new Map<string, string>();
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const full = path.join(e.parentPath, e.name);
    const rel = path.relative(dir, full).split(path.sep).join('/');
    if (rel !== SHARD_MANIFEST) files.set(rel, full);
  }
  return { dir, manifest, files };
}

/** One shard of each number from 1 to n, all of one build's routes and shared render key. */
function checkSet(shards: ShardOutput[]): void {
  const first = shards[0]!.manifest;
  for (const [i, s] of shards.entries()) {
    const m = s.manifest;
    if (m.count !== first.count) fail(s.dir, `this is shard ${m.index} of ${m.count}, but ${shards[0]!.dir} is shard ${first.index} of ${first.count}`);
    if (m.locale !== first.locale) fail(s.dir, `this shard is of the ${m.locale ?? 'default'} locale, but ${shards[0]!.dir} is of the ${first.locale ?? 'default'} one`, 'merge each locale\'s shards apart');
    if (m.index === shards[i - 1]?.manifest.index) fail(s.dir, `shard ${m.index} is given twice (also ${shards[i - 1]!.dir})`, 'give each shard\'s folder once');
    if (m.key !== first.key || m.routes.length !== first.routes.length || m.routes.some((r, k) => r !== first.routes[k])) {
      fail(s.dir, `shard ${m.index} was built from other sources or another config than shard ${first.index} (${shards[0]!.dir}): their pages do not match`);
    }
  }
  const missing = Array.from({ length: first.count }, (_, k) => k + 1).filter((k) => !shards.some((s) => s.manifest.index === k));
  if (missing.length) fail(shards[0]!.dir, `shard${missing.length > 1 ? 's' : ''} ${missing.join(', ')} of ${first.count} ${missing.length > 1 ? 'are' : 'is'} missing`, 'give every shard\'s folder to merge');
}

/**
 * Every file once: each route's files from the shard that rendered it (they must be there, and no other shard
 * may have them), the rest from shard 1, which writes the whole site's files; other shards' copies must match it.
 */
function joinFiles(shards: ShardOutput[]): Map<string, string> {
  const owner = new Map<string, number>();
  for (const s of shards) {
    const { routes, from, to, index, trailingSlash } = s.manifest;
    for (const [k, route] of routes.entries()) {
      for (const file of [pageFile(route, trailingSlash), routeFile(route, PAGE_DATA_FILE)]) {
        if (k >= from && k < to) owner.set(file, index);
      }
    }
  }
  const union = new Map<string, string>();
  const base = shards[0]!;
  for (const s of shards) {
    const { routes, from, to, index, trailingSlash } = s.manifest;
    const lost = routes.slice(from, to).find((r) => !s.files.has(pageFile(r, trailingSlash)));
    if (lost !== undefined) fail(s.dir, `the page of ${lost} (${pageFile(lost, trailingSlash)}), which shard ${index} renders, is missing`, 'build the shard again: a folder is merged as its build left it');
    for (const [file, full] of s.files) {
      const by = owner.get(file);
      if (by === index) union.set(file, full);
      else if (by !== undefined) fail(full, `shard ${index} has a page shard ${by} renders`, HINT);
      else if (s === base) union.set(file, full);
      else if (!sameFile(full, base.files.get(file))) fail(full, `shard ${index}'s copy of ${file} differs from shard 1's (${base.dir})`, HINT);
    }
  }
  return union;
}

function sameFile(a: string, b: string | undefined): boolean {
  if (!b) return false;
  if (statSync(a).size !== statSync(b).size) return false;
  return readFileSync(a).equals(readFileSync(b));
}
