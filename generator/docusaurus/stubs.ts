// Running a Docusaurus config outside Docusaurus: its packages (prism themes, plugins, remark plugins) are often
// not installed, or need Docusaurus itself. Each one that cannot be loaded is replaced by a harmless stub and
// named in a warning; a file the config reads that is not there reads as empty (`{}` for JSON).
import fs from 'node:fs';
import nodeModule, { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { types } from 'node:util';
import { BLOG_PLUGIN_ID, BLOG_PLUGIN_MODULE } from './blog-plugin-stand-in.ts';

/**
 * A value that accepts any use: call it, construct it, read any property (also a stub), iterate it (empty).
 * Its prototype answers every property too, so the namespace object esbuild builds around a required module
 * (`import * as x`, whose prototype is the module's) reads as stubs as well.
 */
export function stub(id?: string): unknown {
  let proxy: unknown;
  const read = (key: PropertyKey) => (used(id), key === Symbol.iterator ? () => [][Symbol.iterator]() : key === Symbol.toPrimitive ? () => '' : key === 'then' ? undefined : proxy);
  const proto = new Proxy(Object.create(null) as object, { get: (_t, key) => read(key) });
  proxy = new Proxy(function () {} as unknown as object, {
    get: (_t, key) => read(key),
    apply: () => (used(id), proxy),
    construct: () => (used(id), proxy as object),
    getPrototypeOf: () => proto,
  });
  if (id !== undefined) stubs.set(proxy as object, id);
  return proxy;
}

const stubs = new WeakMap<object, string>();

/** The ids of the stubs used while `stubsUsedBy`'s call runs. */
let watching: Set<string> | undefined;
const used = (id: string | undefined) => void (id !== undefined && watching?.add(id));

/**
 * What `call` (a site plugin's lifecycle method) returns, and the packages it used a stub of: what it made rests
 * on a stand-in, so may be empty or wrong. Calls are watched one at a time (a site's plugins run in turn).
 */
export async function stubsUsedBy<T>(call: () => T): Promise<[Awaited<T>, Set<string>]> {
  const outer = watching;
  const mine = (watching = new Set());
  try {
    return [await call(), mine];
  } finally {
    watching = outer;
  }
}

/** The module id a value stands in for, when it is a stub (any property of one is the stub itself). */
export function stubbedModule(value: unknown): string | undefined {
  return (typeof value === 'function' || (typeof value === 'object' && value !== null)) ? stubs.get(value) : undefined;
}

export interface TolerantRequire {
  (id: string): unknown;
  resolve(id: string): string;
}

/**
 * A `require` for the config at `file`: real modules where they load, a stub where they do not (`missing`
 * collects `id: reason`). `fs` reads of files that are not there return an empty string, with the same note —
 * except a file of the site's own folder (`root`): a config that requires or reads one that is not there is wrong,
 * and fails at its line, as on Docusaurus. (A file outside it, of the repository around the site, may be missing
 * from a copy of the site alone.)
 */
export function tolerantRequire(file: string, missing: Map<string, string>, root = path.dirname(file)): TolerantRequire {
  const real = createRequire(file);
  const req = ((id: string) => {
    if (id === 'fs' || id === 'node:fs') return tolerantFs(missing, root);
    // A `require` the config makes itself (`createRequire(import.meta.url)`) is as tolerant as this one.
    if (id === 'module' || id === 'node:module') return tolerantModule(missing, root);
    // The blog plugin a site's plugin wraps: docsgen's, which gives the blog docsgen builds (installed or not).
    if (id === BLOG_PLUGIN_ID || id === `${BLOG_PLUGIN_ID}/lib/index.js`) return BLOG_PLUGIN_MODULE;
    try {
      return withDefaultInterop(real(id));
    } catch (err) {
      const local = /^\.{0,2}\//.test(id) || path.isAbsolute(id);
      if (local && notFound(err, id) && inFolder(root, path.resolve(path.dirname(file), id))) throw new Error(`${id} does not exist (required from ${file})`);
      // A file of the repository around the site that this copy lacks: not a package to install.
      missing.set(id, local && notFound(err, id) ? localReason(path.resolve(path.dirname(file), id)) : reasonOf(err, id));
      return stub(id);
    }
  }) as TolerantRequire;
  req.resolve = (id: string) => {
    try {
      return real.resolve(id);
    } catch (err) {
      const local = typeScriptFile(file, id);
      if (local) return local;
      // As with `require`: a file of the site that is not there is the config's mistake (Docusaurus stops there too).
      if ((/^\.{0,2}\//.test(id) || path.isAbsolute(id)) && notFound(err, id) && inFolder(root, path.resolve(path.dirname(file), id))) {
        throw new Error(`${id} does not exist (require.resolve from ${file})`);
      }
      missing.set(id, /^\.{0,2}\//.test(id) || path.isAbsolute(id) ? localReason(path.resolve(path.dirname(file), id)) : reasonOf(err, id));
      return id;
    }
  };
  return req;
}

/**
 * As jiti resolves for Docusaurus, a local file that is not there under the name given: the same name with a
 * TypeScript extension added (`./sidebars`), or put for its JavaScript one (`./sidebars.js` → `sidebars.ts`).
 */
function typeScriptFile(file: string, id: string): string | undefined {
  if (!/^\.{0,2}\//.test(id)) return undefined;
  const full = path.resolve(path.dirname(file), id);
  const bare = full.replace(/\.[cm]?jsx?$/, '');
  const names = ['.ts', '.tsx', '.mts', '.cts'].flatMap((ext) => (bare === full ? [full + ext] : [full + ext, bare + ext]));
  return names.find((f) => fs.existsSync(f));
}

/**
 * An ES-module package as jiti (Docusaurus's config loader, `interopDefault`) hands it over: its default export, through which the
 * named exports and `default` read too. Node gives `require` of an ES module its namespace, and the config's bundle,
 * for an `.mjs`/`.mts` config, takes that namespace as `import x from 'pkg'`'s value (Node's rule for CommonJS
 * packages): remark-math, ES-only like most remark plugins, came out an object and was dropped without a word.
 */
function withDefaultInterop(value: unknown): unknown {
  // A Babel or TypeScript build of one (`__esModule`) is read the same way; under tsx, `require` gives that too.
  if (!types.isModuleNamespaceObject(value) && (value as { __esModule?: unknown } | null)?.__esModule !== true) return value;
  const ns = value as Record<PropertyKey, unknown>;
  const def = ns.default;
  if (def === null || (typeof def !== 'object' && typeof def !== 'function')) return value;
  // A named export wins over the default's own property of that name, unless the proxy may not report it (a
  // function's `prototype` is not configurable).
  const named = (t: object, key: PropertyKey) => key in ns && Reflect.getOwnPropertyDescriptor(t, key)?.configurable !== false;
  return new Proxy(def, {
    get: (t, key) => (key === '__esModule' ? true : named(t, key) ? ns[key] : Reflect.get(t, key)),
    has: (t, key) => key in ns || Reflect.has(t, key),
    ownKeys: (t) => [...new Set([...Reflect.ownKeys(t), ...Reflect.ownKeys(ns)])],
    getOwnPropertyDescriptor: (t, key) => (named(t, key) ? { value: ns[key], enumerable: true, configurable: true, writable: false } : Reflect.getOwnPropertyDescriptor(t, key)),
  });
}

/** `node:module` with a `createRequire` that gives a tolerant `require`. */
function tolerantModule(missing: Map<string, string>, root: string): typeof nodeModule {
  const createTolerant = (from: string | URL) => tolerantRequire(String(from).startsWith('file:') ? fileURLToPath(from) : String(from), missing, root);
  return { ...nodeModule, createRequire: createTolerant, default: { ...nodeModule, createRequire: createTolerant } } as unknown as typeof nodeModule;
}

function tolerantFs(missing: Map<string, string>, root: string): typeof fs {
  const readFileSync = ((p: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
    try {
      return (fs.readFileSync as (...a: unknown[]) => unknown)(p, ...rest);
    } catch (err) {
      // A path may also be given as a `file:` URL (`new URL('./data.yml', import.meta.url)`).
      const name = p instanceof URL ? fileURLToPath(p) : p;
      if (typeof name === 'string' && (err as NodeJS.ErrnoException).code === 'ENOENT' && inFolder(root, path.resolve(name))) throw new Error(`${name} does not exist (the config reads it)`);
      missing.set(String(name), reasonOf(err));
      // Empty in the file's own terms: a package's JSON file (its `package.json`, read for a version) is `{}`.
      return typeof name === 'string' && name.endsWith('.json') ? '{}' : '';
    }
  }) as typeof fs.readFileSync;
  return { ...fs, readFileSync, default: { ...fs, readFileSync } } as typeof fs;
}

/** Whether `err` says `id` itself was not found (not a module `id` requires). */
function notFound(err: unknown, id: string): boolean {
  return (err as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND' && (err as Error).message.includes(`'${id}'`);
}

/** Whether `file` is the site's own (under `root`, not in an installed package's `node_modules` folder). */
function inFolder(root: string, file: string): boolean {
  const rel = path.relative(root, file);
  return !rel.startsWith('..') && !path.isAbsolute(rel) && !rel.split(path.sep).includes('node_modules');
}

/** Why a missing local file outside the site's folder stands in: a package's file, or one of the repository around it. */
function localReason(target: string): string {
  return target.split(path.sep).includes('node_modules') ? 'not installed' : 'no such file, outside the site folder';
}

/**
 * Why `id` could not load: not installed, or installed but needing a package that is not (prism-react-renderer
 * requires react, which a site installs beside it), so that the package named is the one to install.
 */
function reasonOf(err: unknown, id?: string): string {
  const code = (err as NodeJS.ErrnoException).code;
  const needed = code === 'MODULE_NOT_FOUND' && id !== undefined && !notFound(err, id) ? /Cannot find module '([^']+)'/.exec((err as Error).message)?.[1] : undefined;
  if (needed) return `installed, but it needs ${needed}, which is not installed`;
  return code === 'MODULE_NOT_FOUND' ? 'not installed' : code === 'ENOENT' ? 'no such file' : code ?? (err as Error).message.split('\n')[0]!;
}
