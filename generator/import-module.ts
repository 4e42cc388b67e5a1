// Import a site's TypeScript/JavaScript module (config, sidebars file): bundle it with esbuild, import from memory.
import { readFileSync } from 'node:fs';
import { createRequire, SourceMap } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Script } from 'node:vm';
import { build } from 'esbuild';
import { BuildError, fail, parseJson } from './errors.ts';
import { plainCopy, settled } from './module-value.ts';
import type { SourcePos } from './types.ts';
import { packageFile } from './package-paths.ts';
import { ownModulePaths, RESOLVE_FROM } from './module-paths.ts';
import { JITI_DEFAULT, jitiDefault, withJitiRequires } from './jiti-default.ts';

const CONFIG_API = packageFile('generator/config/api.ts');
const ENTRY = 'docsgen:site-module';
const ENTRY_FILTER = /^docsgen:site-module$/;

export interface ImportOptions {
  /**
   * Packages are not bundled but required when the module runs, and this `require` answers them (it may
   * stand in for one that is missing or throws: see docusaurus/stubs.ts). Local files are still bundled.
   */
  require?: ((id: string) => unknown) & { resolve: (id: string) => string };
  /** The `require` of another local file the module requires, for its own `require.resolve` (module-paths.ts). */
  requireFrom?: (file: string) => { resolve: (id: string) => string };
  /** A function export is called and its answer used (a Docusaurus config may be a function, sync or async). */
  callExport?: boolean;
  /**
   * A default import of a package marked `__esModule` is its `default`, as jiti (and Babel) read it, where esbuild
   * reads an ES-module file's default import of CommonJS as Node does (the whole `module.exports`).
   */
  jitiInterop?: boolean;
}

/**
 * The module's default export (or `module.exports`), settled and read in full (module-value.ts); a `.json` file's
 * value. Whatever throws on the way (the module, a getter, a rejected promise) is an error at the line that threw.
 */
export async function importModule(file: string, opts: ImportOptions = {}): Promise<unknown> {
  // esbuild bundles a JSON entry as CommonJS that never sets `module.exports`: a sidebars.json came out `{}`.
  if (file.endsWith('.json')) return parseJson(readFileSync(file, 'utf8'), file, 'the file');
  const key = `${opts.require ? 'packages-external' : 'bundled'}${opts.jitiInterop ? '-jiti' : ''}:${file}`;
  const bundle = given.get(key) ?? await bundleModule(file, opts);
  made.set(key, bundle);
  return runBundle(file, bundle, opts);
}

/** esbuild's output for a module: its code and source map (JSON). */
export interface ModuleBundle {
  code: string;
  map: string;
}

/**
 * The bundles this thread made, by how it bundled and the file; and those another thread made that this one
 * imports without bundling again (`reuseBundles`). A worker thread loading the site's config for its Markdown
 * plugins would otherwise start an esbuild process of its own and bundle the config again (jest: ~0.2 s of CPU).
 */
const made = new Map<string, ModuleBundle>();
let given = new Map<string, ModuleBundle>();

/** The bundles this thread has made, to hand to a worker (`reuseBundles` there). */
export function bundledModules(): [string, ModuleBundle][] {
  return [...made];
}

/** Imports of these modules (bundledModules' answer on another thread, in the same build) run these bundles. */
export function reuseBundles(bundles: [string, ModuleBundle][]): void {
  given = new Map(bundles);
}

/** Marks the resolve call that looks for a file outside the site's folder (so that it is not looked at twice). */
const OUTSIDE = Symbol('outside the site');

async function bundleModule(file: string, opts: ImportOptions): Promise<ModuleBundle> {
  try {
    const result = await build({
      // Named through the plugin below: esbuild reads an entry point holding `*` as a glob (a site in `docs*`).
      entryPoints: [ENTRY],
      bundle: true,
      write: false,
      // CommonJS output runs both `export default` and `module.exports` files (Docusaurus sidebars are often CJS).
      format: 'cjs',
      platform: 'node',
      logLevel: 'silent',
      // Maps an error thrown while the module runs back to the line of the site's file that threw it.
      sourcemap: 'external',
      // Never written (write: false); a folder of its own so that a `.js` input is not its own output.
      outdir: bundleDir(file),
      ...(opts.require ? { packages: 'external' as const } : {}),
      // The bundle runs as a script, where `import()` has no loader: it becomes a `require` (the tolerant one for a
      // Docusaurus config, whose CommonJS form loads ES-module plugins with `await import('remark-math')`).
      supported: { 'dynamic-import': false },
      // Docusaurus configs written as ES modules still use `__dirname` (Docusaurus loads them with jiti).
      define: { 'import.meta.url': '__importMetaUrl', 'import.meta.dirname': '__dirname', 'import.meta.filename': '__filename' },
      // `import { defineConfig } from 'docsgen'` resolves to this package wherever the site lives.
      plugins: [ownModulePaths(file), {
        name: 'docsgen',
        setup(b) {
          b.onResolve({ filter: /^docsgen$/ }, () => ({ path: CONFIG_API }));
          b.onResolve({ filter: ENTRY_FILTER }, (args) => (args.kind === 'entry-point' ? { path: file } : undefined));
          // A Docusaurus config's local file outside the site's folder (of the repository around it) that a copy of
          // the site lacks: left to the tolerant `require`, which stands in for it and names it.
          if (opts.require) b.onResolve({ filter: /^\.\.?\// }, async (args) => {
            const target = path.resolve(args.resolveDir, args.path);
            if (args.pluginData === OUTSIDE || !path.relative(path.dirname(file), target).startsWith('..')) return undefined;
            const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: OUTSIDE });
            return found.errors.length ? { path: target, external: true } : undefined;
          });
        },
      }],
    });
    const bundled = result.outputFiles.find((f) => !f.path.endsWith('.map'))!.text;
    // A Docusaurus file (loaded with the tolerant `require`) is loaded by jiti there: its `require()` of a local ES
    // module answers the default export (a Prism theme file ending in `export default theme`).
    const code = opts.require ? withJitiRequires(bundled) : bundled;
    return { code: opts.jitiInterop ? code.replace(/__toESM\((require\("[^"]+"\)), 1\)/g, '__toESM($1)') : code, map: result.outputFiles.find((f) => f.path.endsWith('.map'))!.text };
  } catch (err) {
    const e = (err as { errors?: { text: string; location?: { file: string; line: number; column: number } }[] }).errors?.[0];
    // esbuild's columns are 0-based; ours are 1-based like every other message.
    const column = e?.location ? e.location.column + 1 : undefined;
    const where = { file: e?.location?.file ? path.resolve(e.location.file) : file, line: e?.location?.line, column };
    // A local file it imports or requires that is not there.
    if (e?.text.startsWith('Could not resolve')) fail(where, `${e.text}: no such file`, 'create the file, or fix the path');
    fail(where, `does not compile: ${e?.text ?? err}`, 'fix the syntax at that place (the file is read as TypeScript or JavaScript, by its extension)');
  }
}

async function runBundle(file: string, { code, map }: ModuleBundle, opts: ImportOptions): Promise<unknown> {
  // `module.exports = null` is a value too.
  const mod: { exports: { __esModule?: boolean; default?: unknown } | null } = { exports: {} };
  // Run under a name of its own, so the thrown error's stack says where in the bundle it was thrown.
  const bundleName = `${file}.docsgen-bundle.js`;
  let value: unknown;
  try {
    // The wrapper shares the bundle's first line: bundle lines are script lines.
    const run = new Script(`(function (module, exports, require, __dirname, __filename, __importMetaUrl, ${RESOLVE_FROM}, ${JITI_DEFAULT}) {${code}\n})`, { filename: bundleName }).runInThisContext();
    const resolveFrom = (from: string, id: string) => (opts.requireFrom ?? createRequire)(from).resolve(id);
    run(mod, mod.exports, opts.require ?? createRequire(file), path.dirname(file), file, pathToFileURL(file).href, resolveFrom, jitiDefault);
    value = mod.exports?.__esModule ? mod.exports.default : mod.exports;
    if (opts.callExport && typeof value === 'function') value = (value as () => unknown)();
    value = plainCopy(await settled(value, { file }));
  } catch (err) {
    if (err instanceof BuildError) throw err;
    fail(thrownAt(err, bundleName, map, file), `threw while loading: ${err instanceof Error ? err.message : String(err)}`,
      'fix the code at that line; the file runs once, when docsgen loads it');
  }
  if (value === undefined) fail({ file }, 'has no default export', 'end it with `export default ...` (or `module.exports = ...`)');
  return value;
}

function bundleDir(file: string): string {
  return path.join(path.dirname(file), '.docsgen-bundle');
}

/** Where in the site's own files `err` was thrown, from its stack and the bundle's source map; else the file itself. */
function thrownAt(err: unknown, bundleName: string, map: string, file: string): SourcePos {
  const stack = err instanceof Error ? err.stack ?? '' : '';
  const at = new RegExp(`${bundleName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+):(\\d+)`).exec(stack);
  if (!at) return { file };
  // Read only for an error: the map of a config that loads is never needed.
  const entry = new SourceMap(JSON.parse(map)).findEntry(Number(at[1]) - 1, Number(at[2]) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number };
  if (entry.originalSource === undefined || entry.originalLine === undefined) return { file };
  const source = entry.originalSource.startsWith('file://') ? new URL(entry.originalSource).pathname : path.resolve(bundleDir(file), entry.originalSource);
  return { file: source, line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
}
