// Bundles docsgen's TypeScript sources and packages into JavaScript with esbuild (parts loaded on
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

/**
 * Names, sizes and times of every source file, the tsconfig and the package manifests (the bundle holds the
 * installed packages): cheap to read, changes with any edit or install.
 */
function fingerprint() {
  const h = createHash('sha1');
  for (const dir of sources) {
    for (const f of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).sort()) {
      const s = statSync(path.join(root, dir, f));
      if (s.isFile()) h.update(`${dir}/${f}:${s.size}:${s.mtimeMs}\n`);
    }
  }
  for (const f of ['tsconfig.json', 'package.json', 'package-lock.json']) {
    try {
      const s = statSync(path.join(root, f));
      h.update(`${f}:${s.size}:${s.mtimeMs}\n`);
    } catch {
      // No lock file where docsgen is installed as a package.
    }
  }
  return h.digest('hex');
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
    // Packages are bundled too: loading the Markdown pipeline's ~150 package modules one by one took ~0.2 s of
    // every cold build, the bundled chunk ~0.07 s. esbuild (a native binary) and chokidar (optional native
    // fsevents) stay packages, and so do shiki's ~250 grammars and themes, each loaded only when used.
    external: ['esbuild', 'chokidar', '@shikijs/langs/*', '@shikijs/themes/*'],
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
    // Bundled CommonJS packages call `require` for Node's built-in modules.
    banner: { js: `${stamp}\nimport { createRequire as __docsgenRequire } from 'node:module';\nconst require = __docsgenRequire(import.meta.url);` },
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
