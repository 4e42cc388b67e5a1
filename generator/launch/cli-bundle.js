// Bundles docsgen's TypeScript sources and packages into JavaScript with esbuild: one CommonJS file per entry,
// run through V8's code cache (generator/launch/code-cache.js). The CLI, the Markdown worker threads and the bench
// run from it: loading the sources through a TypeScript loader cost ~1.5 s a run.
// Two places: `dist/cli/`, made once when the package is packed (`npm run prepack`, which also makes its code cache)
// and used as it is — an installed package may sit in a read-only node_modules — and, in a clone, a cache under
// node_modules that is made again whenever a source changes. The browser files every site gets (generator/output/client-assets.ts) are made with
// it, into its `client-assets/` folder: builds take them from there instead of bundling them each time.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { asFunctionFile } from './code-cache.js';

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
/** The entries run through code-cache.js (the rest is `require`d): written as the function it runs. */
const RUN_CACHED = new Set(['docsgen.cjs', 'build.cjs', 'worker.cjs']);
/** The file a worker thread starts from: it runs `worker.cjs` through the code cache. */
const WORKER_START = 'worker.mjs';
/** Set by `npm pack` (scripts/pack-cli.js) while it makes the packed bundle's code cache. */
export const PACK_CODE_CACHE_ENV = 'DOCSGEN_PACK_CODE_CACHE';
/** Set by one-build.js in a process that builds a site once and exits. */
export const ONE_BUILD_ENV = 'DOCSGEN_ONE_BUILD';

/** The file of entry `name` in bundle folder `dir`. */
function entryFile(dir, name) {
  return path.join(dir, name === 'worker' ? WORKER_START : `${name}.cjs`);
}

/**
 * Whether this process may write the code cache of bundle file `file`: only a process that builds once (a cache is
 * valid for one set of V8 settings: one-build.js's), and never into the installed package, but when packing it.
 */
export function codeCacheWritable(file) {
  if (process.env[ONE_BUILD_ENV] !== '1') return false;
  return !path.resolve(file).startsWith(packedDir + path.sep) || process.env[PACK_CODE_CACHE_ENV] === '1';
}


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
 * acorn ships the same parser as CommonJS (`require`d by acorn-jsx) and as an ES module (imported by our MDX code and
 * the MDX packages): each bundle held both, 230 KB twice that every thread read and copied. All take the CommonJS
 * file, as one module.
 */
const oneAcorn = {
  name: 'one-acorn',
  setup(b) {
    b.onResolve({ filter: /^acorn$/ }, () => ({ path: createRequire(import.meta.url).resolve('acorn') }));
  },
};

/**
 * Names, sizes and times of every source file under package folder `dir`, its tsconfig and its package manifests
 * (the bundle holds the installed packages): cheap to read, changes with any edit or install.
 */
export function sourcesFingerprint(dir) {
  const h = createHash('sha1');
  // Folder by folder with the entries' types, a stat for files only: Node 20's recursive `readdirSync` and a stat of
  // every entry cost ~17 ms more CPU (~400 entries), in every command.
  const visit = (rel) => {
    for (const e of readdirSync(path.join(dir, rel), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const f = `${rel}/${e.name}`;
      if (e.isDirectory()) visit(f);
      else if (e.isFile() || e.isSymbolicLink()) {
        const s = statSync(path.join(dir, f), { throwIfNoEntry: false });
        if (s?.isFile()) h.update(`${f}:${s.size}:${s.mtimeMs}\n`);
      }
    }
  };
  for (const folder of sources) visit(folder);
  for (const f of ['tsconfig.json', 'package.json', 'package-lock.json']) {
    // No lock file where docsgen is installed as a package.
    const s = statSync(path.join(dir, f), { throwIfNoEntry: false });
    if (s) h.update(`${f}:${s.size}:${s.mtimeMs}\n`);
  }
  return h.digest('hex');
}

let fingerprinted;

/**
 * Returns the path of entry `name` (see `entries`) in the packed bundle, or an up-to-date cached one: a CommonJS
 * file to run with code-cache.js, or for `worker` the module a worker thread starts from.
 */
export async function bundled(name) {
  const packed = entryFile(packedDir, name);
  if (existsSync(packed)) return packed;
  const file = entryFile(cacheDir, name);
  // Once a process: worker threads ask for their entry again.
  const stamp = `// docsgen sources ${(fingerprinted ??= sourcesFingerprint(root))}`;
  if (startsWith(file, stamp)) return file;
  await bundle(cacheDir, stamp);
  return file;
}

/** Whether `file` starts with `text` (ASCII), read no further than that. */
function startsWith(file, text) {
  let fd;
  try {
    fd = openSync(file, 'r');
  } catch {
    return false; // not bundled yet
  }
  try {
    const head = Buffer.alloc(text.length);
    return readSync(fd, head, 0, head.length, 0) === head.length && head.toString('latin1') === text;
  } finally {
    closeSync(fd);
  }
}

/**
 * shiki loads each grammar and theme with `import()`, kept as it is in the bundle; but V8 forgets how to run an
 * `import()` of code it took from its code cache (Node 20: "A dynamic import callback was not specified"). A
 * synchronous `require` of the package in a module of its own does the same (Node 20.19 requires ES modules).
 */
const requireLazyPackages = {
  name: 'require-lazy-packages',
  setup(b) {
    b.onResolve({ filter: /^@shikijs\/(?:langs|themes)\/[^/]+$/ }, (args) => (args.kind === 'require-call' ? { external: true } : { path: args.path, namespace: 'lazy-package' }));
    b.onLoad({ filter: /./, namespace: 'lazy-package' }, (args) => ({ contents: `export default require(${JSON.stringify(args.path)}).default;`, resolveDir: root }));
  },
};

/** The bundle's own modules take their sibling entries from it (in-bundle.js): they are of the same sources. */
const inBundle = {
  name: 'in-bundle',
  setup(b) {
    b.onResolve({ filter: /\/launch\/cli-bundle\.js$/ }, () => ({ path: path.join(root, 'generator', 'launch', 'in-bundle.js') }));
  },
};

/** The stage fingerprints of generator/source-version.ts, made once here rather than at every run of the bundle. */
async function stageVersions(build) {
  const { outputFiles } = await build({
    absWorkingDir: root, entryPoints: ['generator/source-version.ts'], bundle: true, write: false, format: 'cjs', platform: 'node', logLevel: 'error',
    define: { 'import.meta.dirname': JSON.stringify(path.join(root, 'generator')) },
  });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', outputFiles[0].text)(module, module.exports, createRequire(path.join(root, 'generator', 'x.js')));
  const { sourceVersion, STAGE_SOURCES } = module.exports;
  return Object.fromEntries(Object.values(STAGE_SOURCES).map((entries) => [entries.join('\n'), sourceVersion(entries)]));
}

/** Writes the bundle into `outDir`, every file starting with `stamp`. */
export async function bundle(outDir, stamp) {
  const { build } = await import('esbuild');
  // Here only: every command and worker thread loads this module, and acorn with it would be compiled each time.
  const { asciiComments } = await import('./ascii-comments.js');
  // Modules that read their folder sit one level below the package root, and those in generator/ need exactly
  // that folder: in the bundle, every module reports it, found from the bundle's own place at run time.
  const generatorDir = path.relative(outDir, path.join(root, 'generator')).split(path.sep).join('/');
  const { outputFiles } = await build({
    absWorkingDir: root,
    entryPoints: entries,
    bundle: true,
    // Packages are bundled too: loading the Markdown pipeline's ~150 package modules one by one took ~0.2 s of
    // every cold build. esbuild (a native binary) and chokidar (optional native fsevents) stay packages, and so do
    // shiki's ~250 grammars and themes, each loaded only when used (requireLazyPackages), and SVGR, which brings
    // Babel and SVGO and only a site that imports an SVG loads (mdx/svg-components.ts), and css-tree, which reads
    // data files of its own and only cutting Infima's stylesheet needs (docusaurus/infima-classes.ts). The browser's
    // code highlighter's data is made for a browser bundle (mdx/browser-code-import.ts): the server never loads it.
    external: ['esbuild', 'chokidar', '@svgr/core', '@svgr/plugin-svgo', '@svgr/plugin-jsx', 'css-tree', '@docsgen/browser-code'],
    platform: 'node',
    // CommonJS, one file per entry (esbuild splits only ES modules): Node 20 caches compiled code only for
    // scripts run through `vm.Script`. With the cache, loading the whole file costs less than compiling the
    // parts one command used did.
    format: 'cjs',
    target: 'node20',
    // Every thread reads its bundle whole (4.6 and 3.4 MB) and Node copies it into a string: on this 2-core machine
    // ~12 ms of CPU a megabyte, paid by the CLI and each worker thread. Indentation, line breaks and comments were
    // ~30 % of it. Names are kept, and V8's code cache holds the compiled code either way.
    minifyWhitespace: true,
    jsx: 'automatic',
    // React's production build only, which bin/docsgen.js runs with: the development build, never used, was
    // half of the largest module every command loads.
    define: {
      'import.meta.dirname': '__docsgenGeneratorDir',
      'import.meta.filename': '__filename',
      'import.meta.url': '__docsgenUrl',
      'import.meta.resolve': '__docsgenResolve',
      'process.env.NODE_ENV': '"production"',
      __docsgenStageVersions: JSON.stringify(await stageVersions(build)),
    },
    outdir: outDir,
    outExtension: { '.js': '.cjs' },
    banner: {
      js: [
        stamp,
        `const __docsgenGeneratorDir = require('node:path').resolve(__dirname, ${JSON.stringify(generatorDir)});`,
        `const __docsgenUrl = require('node:url').pathToFileURL(__filename).href;`,
        `const __docsgenResolve = (id) => require('node:url').pathToFileURL(require.resolve(id)).href;`,
      ].join('\n'),
    },
    write: false,
    logLevel: 'error',
    plugins: [reactServerLegacyOnly, oneAcorn, requireLazyPackages, inBundle],
  });
  const launchDir = path.relative(outDir, path.join(root, 'generator', 'launch')).split(path.sep).join('/');
  const workerStart = [
    stamp,
    `import { startWorker } from ${JSON.stringify(`${launchDir}/worker-start.js`)};`,
    `startWorker(new URL('./worker.cjs', import.meta.url));`,
    '',
  ].join('\n');
  // Each file replaced whole, since another command may be starting from it; the worker's start last (the file
  // `bundled` checks). What the previous bundle left (its code caches among them) is removed.
  mkdirSync(outDir, { recursive: true });
  const text = (f) => (RUN_CACHED.has(path.basename(f.path)) ? asFunctionFile(asciiComments(f.text)) : asciiComments(f.text));
  const files = [...outputFiles.map((f) => ({ path: f.path, text: text(f) })), { path: path.join(outDir, WORKER_START), text: workerStart }];
  for (const f of files) {
    const temp = `${f.path}.${process.pid}.tmp`;
    writeFileSync(temp, f.text);
    renameSync(temp, f.path);
  }
  const written = new Set(files.map((f) => path.basename(f.path)));
  for (const f of readdirSync(outDir)) if (!written.has(f) && !f.endsWith('.tmp') && f !== CLIENT_ASSETS) rmSync(path.join(outDir, f), { force: true });
  // Made by the bundle just written, in a folder of its own replaced whole (builds may be reading the old one).
  const assets = path.join(outDir, CLIENT_ASSETS);
  const temp = `${assets}.${process.pid}.tmp`;
  rmSync(temp, { recursive: true, force: true });
  const { writeClientAssets } = createRequire(import.meta.url)(path.join(outDir, `${CLIENT_ASSETS}.cjs`));
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
