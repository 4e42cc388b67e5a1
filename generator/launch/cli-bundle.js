// Bundles docsgen's TypeScript sources and packages into JavaScript with esbuild (parts loaded on
// demand, such as the Markdown pipeline, in chunks of their own). The CLI, the Markdown worker threads and
// the bench run from it: loading the sources through a TypeScript loader cost ~1.5 s a run.
// Two places: `dist/cli/`, made once when the package is packed (`npm run prepack`) and used as it is — an
// installed package may sit in a read-only node_modules — and, in a clone, a cache under node_modules that
// is made again whenever a source changes. The browser files every site gets (generator/output/client-assets.ts) are made with
// it, into its `client-assets/` folder: builds take them from there instead of bundling them each time.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The package's folder, found upwards: this module runs from here (the launcher) and from inside the bundle (the pool). */
const root = (() => {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
})();
const sources = ['bin', 'generator', 'templates', 'client'];
const cacheDir = path.join(root, 'node_modules', '.cache', 'docsgen', 'cli');
/** Where `npm pack` puts the bundle it ships. */
export const packedDir = path.join(root, 'dist', 'cli');
/** Entry points, by output name. */
const entries = { docsgen: 'bin/docsgen.ts', build: 'generator/build.ts', worker: 'generator/worker.ts', 'client-assets': 'generator/output/client-assets.ts' };
const CLIENT_ASSETS = 'client-assets';

let fingerprinted;

/**
 * docsgen renders with `renderToString` and `renderToStaticMarkup` only, which React's legacy server build holds;
 * `react-dom/server` loads the streaming build as well, 0.3 MB every command would compile for nothing.
 */
const reactServerLegacyOnly = {
  name: 'react-server-legacy-only',
  setup(b) {
    b.onResolve({ filter: /^react-dom\/server$/ }, () => ({
      path: path.join(path.dirname(createRequire(import.meta.url).resolve('react-dom/package.json')), 'cjs', 'react-dom-server-legacy.node.production.js'),
    }));
  },
};

/**
 * Names, sizes and times of every source file, the tsconfig and the package manifests (the bundle holds the
 * installed packages): cheap to read, changes with any edit or install.
 */
function fingerprint() {
  // Once a process: worker threads ask for their entry again.
  if (fingerprinted) return fingerprinted;
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
  return (fingerprinted = h.digest('hex'));
}

/** Returns the path of entry `name` (see `entries`) in the packed bundle, or an up-to-date cached one. */
export async function bundled(name) {
  const packed = path.join(packedDir, `${name}.mjs`);
  if (existsSync(packed)) return packed;
  const file = path.join(cacheDir, `${name}.mjs`);
  const stamp = `// docsgen sources ${fingerprint()}`;
  try {
    if (readFileSync(file, 'utf8').startsWith(stamp)) return file;
  } catch {
    // Not bundled yet.
  }
  await bundle(cacheDir, stamp);
  return file;
}

/** Writes the bundle into `outDir`, every file starting with `stamp`. */
export async function bundle(outDir, stamp) {
  const { build } = await import('esbuild');
  // Modules that read their folder sit one level below the package root, and those in generator/ need exactly
  // that folder: in the bundle, every module reports it, found from the bundle's own place at run time.
  const generatorDir = path.relative(outDir, path.join(root, 'generator')).split(path.sep).join('/');
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
    // React's production build only, which bin/docsgen.js runs with: the development build, never used, was
    // half of the largest module every command loads.
    define: { 'import.meta.dirname': '__docsgenGeneratorDir', 'process.env.NODE_ENV': '"production"' },
    splitting: true,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunk-[hash]',
    // Bundled CommonJS packages call `require` for Node's built-in modules.
    banner: {
      js: [
        stamp,
        `import { createRequire as __docsgenRequire } from 'node:module';`,
        'const require = __docsgenRequire(import.meta.url);',
        `const __docsgenGeneratorDir = require('node:path').resolve(import.meta.dirname, ${JSON.stringify(generatorDir)});`,
      ].join('\n'),
    },
    write: false,
    logLevel: 'error',
    plugins: [reactServerLegacyOnly],
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
  for (const f of readdirSync(outDir)) if (!written.has(f) && !f.endsWith('.tmp') && f !== CLIENT_ASSETS) rmSync(path.join(outDir, f), { force: true });
  // Made by the bundle just written, in a folder of its own replaced whole (builds may be reading the old one).
  const assets = path.join(outDir, CLIENT_ASSETS);
  const temp = `${assets}.${process.pid}.tmp`;
  rmSync(temp, { recursive: true, force: true });
  const { writeClientAssets } = await import(pathToFileURL(path.join(outDir, `${CLIENT_ASSETS}.mjs`)).href);
  await writeClientAssets(temp);
  rmSync(assets, { recursive: true, force: true });
  try {
    renameSync(temp, assets);
  } catch (err) {
    // Another command bundling at the same time got there first: its files are the same.
    if (!existsSync(path.join(assets, 'manifest.json'))) throw err;
    rmSync(temp, { recursive: true, force: true });
  }
}
