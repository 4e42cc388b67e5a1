// The browser files — the boot module and the stylesheet — bundled by esbuild with content-hashed names.
// They are docsgen's own, the same for every site: the CLI bundle is made with them (generator/launch/cli-bundle.js), and a build
// run from it takes them from there; run from the sources (the tests), a build bundles them itself.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';
import { ASSETS_DIR } from '../../client/constants.ts';
import type { OutputMap } from '../types.ts';
import { PACKAGE_ROOT } from '../package-paths.ts';


export interface BundleResult {
  /** Output paths (relative to the output root) of each entry, by entry name. */
  entries: { boot: string; css: string; searchPage: string };
  files: OutputMap;
}

/** Beside the CLI bundle's modules, where generator/launch/cli-bundle.js writes the browser files: nowhere, run from the sources. */
const PREBUILT_DIR = fileURLToPath(new URL('./client-assets/', import.meta.url));
const MANIFEST = 'manifest.json';

/** The bundle made in this process, by front-end key (build-cache.ts): a site's locales, each a build, share one. */
const made = new Map<string, Promise<BundleResult>>();

export async function bundleClient(key: string): Promise<BundleResult> {
  const prebuilt = readClientAssets();
  if (prebuilt) return prebuilt;
  let bundling = made.get(key);
  if (!bundling) {
    made.set(key, (bundling = bundleClientNow()));
    // A failed bundle is tried again by the next build.
    bundling.catch(() => made.delete(key));
  }
  return bundling;
}

/** The browser files written beside the CLI bundle (their manifest last, so one that exists lists them all). */
function readClientAssets(): BundleResult | undefined {
  let manifest: { entries: BundleResult['entries']; files: string[] };
  try {
    manifest = JSON.parse(readFileSync(path.join(PREBUILT_DIR, MANIFEST), 'utf8'));
  } catch {
    return undefined;
  }
  return { entries: manifest.entries, files: new Map(manifest.files.map((f) => [f, readFileSync(path.join(PREBUILT_DIR, f))])) };
}

/** Bundles the browser files into `dir`, for builds run from the CLI bundle there (see generator/launch/cli-bundle.js). */
export async function writeClientAssets(dir: string): Promise<void> {
  const { entries, files } = await bundleClientNow();
  for (const [f, data] of files) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    writeFileSync(path.join(dir, f), data);
  }
  writeFileSync(path.join(dir, MANIFEST), JSON.stringify({ entries, files: [...files.keys()] }));
}

async function bundleClientNow(): Promise<BundleResult> {
  // The islands are bundled on their own first: built together with the boot module, they shared chunks with
  // it (esbuild's runtime helpers, which React's CommonJS needs), and every page loaded them. The search page's
  // island is one of them: it shares React and the engine with the search box, and only the search page loads it.
  const islands = await build({ ...COMMON, entryPoints: { island: 'client/search/island.tsx', 'island-search-page': 'client/search/page.tsx' } });
  const islandFile = path.basename(outputOf(islands.metafile.outputs, 'client/search/island.tsx'));
  const result = await build({
    ...COMMON,
    entryPoints: { boot: 'client/boot.ts', style: 'templates/styles.css' },
    plugins: [inlinedConstantsWithoutSideEffects],
    // The boot module imports the island by its built name, on first use (see client/islands.ts).
    define: { ...COMMON.define, SEARCH_ISLAND_FILE: JSON.stringify(`./${islandFile}`) },
  });
  const files: OutputMap = new Map();
  for (const f of [...islands.outputFiles, ...result.outputFiles]) files.set(path.relative(PACKAGE_ROOT, f.path).split(path.sep).join('/'), f.contents);
  const outputs = result.metafile.outputs;
  const searchPage = outputOf(islands.metafile.outputs, 'client/search/page.tsx');
  return { entries: { boot: outputOf(outputs, 'client/boot.ts'), css: outputOf(outputs, 'templates/styles.css'), searchPage }, files };
}

const COMMON = {
  absWorkingDir: PACKAGE_ROOT,
  bundle: true,
  splitting: true,
  format: 'esm',
  target: 'es2020',
  minify: true,
  write: false,
  outdir: ASSETS_DIR,
  entryNames: '[name].[hash]',
  chunkNames: '[name].[hash]',
  metafile: true,
  jsx: 'automatic',
  // React's production build for the islands.
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'silent',
} as const;

/**
 * client/inlined-constants.ts holds only enums and numbers, whose values esbuild writes in place: marked free of side
 * effects, its imports go away, rather than leaving an empty shared chunk that the boot module and the lazy chunks import.
 */
const inlinedConstantsWithoutSideEffects: Plugin = {
  name: 'inlined-constants-without-side-effects',
  setup(b) {
    b.onResolve({ filter: /\/inlined-constants\.ts$/ }, (args) => ({ path: path.resolve(args.resolveDir, args.path), sideEffects: false }));
  },
};

function outputOf(outputs: Metafile['outputs'], entry: string): string {
  return Object.entries(outputs).find(([, o]) => o.entryPoint === entry)![0];
}
