// Bundles docsgen's TypeScript sources into JavaScript with esbuild (packages stay external; parts loaded on
// demand, such as the Markdown pipeline, in chunks of their own), again whenever a source changes. The CLI,
// the Markdown worker threads and the bench run from it: loading the sources through a TypeScript loader
// cost ~1.5 s a run.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const sources = ['bin', 'generator', 'templates', 'client'];
const outDir = path.join(root, 'node_modules', '.cache', 'docsgen', 'cli');
/** Entry points, by output name. */
const entries = { docsgen: 'bin/docsgen.ts', build: 'generator/build.ts', 'markdown-worker': 'generator/markdown-worker.ts' };

/** Names, sizes and times of every source file and the tsconfig: cheap to read, changes with any edit. */
function fingerprint() {
  const h = createHash('sha1');
  for (const dir of sources) {
    for (const f of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).sort()) {
      const s = statSync(path.join(root, dir, f));
      if (s.isFile()) h.update(`${dir}/${f}:${s.size}:${s.mtimeMs}\n`);
    }
  }
  const t = statSync(path.join(root, 'tsconfig.json'));
  return h.update(`tsconfig:${t.size}:${t.mtimeMs}`).digest('hex');
}

/** Returns the path of entry `name` (see `entries`) in an up-to-date bundle. */
export async function bundled(name) {
  const file = path.join(outDir, `${name}.mjs`);
  const stamp = `// docsgen sources ${fingerprint()}`;
  try {
    if (readFileSync(file, 'utf8').startsWith(stamp)) return file;
  } catch {
    // Not bundled yet.
  }
  const { outputFiles } = await build({
    absWorkingDir: root,
    entryPoints: entries,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    // Every module that reads its folder sits one level below the package root, and those in generator/
    // need exactly that folder: in the bundle, that is the folder they all report.
    define: { 'import.meta.dirname': JSON.stringify(path.join(root, 'generator')) },
    splitting: true,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunk-[hash]',
    banner: { js: stamp },
    write: false,
    logLevel: 'error',
  });
  // Chunks first (their names are content hashes), entries last; each replaced whole, since another
  // command may be starting from them. Chunks no longer referenced are removed.
  mkdirSync(outDir, { recursive: true });
  const isEntry = (f) => !path.basename(f.path).startsWith('chunk-');
  for (const f of [...outputFiles].sort((a, b) => Number(isEntry(a)) - Number(isEntry(b)))) {
    const temp = `${f.path}.${process.pid}.tmp`;
    writeFileSync(temp, f.text);
    renameSync(temp, f.path);
  }
  const written = new Set(outputFiles.map((f) => path.basename(f.path)));
  for (const f of readdirSync(outDir)) if (!written.has(f) && !f.endsWith('.tmp')) rmSync(path.join(outDir, f), { force: true });
  return file;
}
