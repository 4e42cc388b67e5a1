// webpack, Docusaurus's bundler, resolves a package by its `module` field before its `main`, for `require()` as for
// `import`. esbuild keeps `main` for a `require()` (to avoid loading a package twice), so a site package that
// requires another whose `main` is a UMD build (jsonc-parser's, which requires its own parts at run time, which no
// bundle can) fails in the page though it works with Docusaurus. This plugin resolves such a `require()` as an import.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/** A package's own name, without a path inside it (`jsonc-parser`, `@scope/name`). */
const PACKAGE_NAME = /^(?:@[\w.-]+\/)?[\w][\w.-]*$/;
// React stays the one docsgen gives (an external on the server, an alias in the browser).
const OWN = new Set(['react', 'react-dom']);
const AGAIN = Symbol('module-field');

export function moduleField(): Plugin {
  return {
    name: 'module-field',
    setup(b) {
      b.onResolve({ filter: PACKAGE_NAME }, async (a) => {
        if (a.kind !== 'require-call' || a.pluginData === AGAIN || OWN.has(a.path)) return undefined;
        const opts = { resolveDir: a.resolveDir, importer: a.importer, namespace: a.namespace, pluginData: AGAIN };
        const found = await b.resolve(a.path, { ...opts, kind: a.kind });
        // Anything else is left to esbuild's own resolving (a `require` in a `try` that may fail, a built-in module).
        if (found.errors.length || found.external || !hasModuleField(found.path, a.path)) return undefined;
        const asImport = await b.resolve(a.path, { ...opts, kind: 'import-statement' });
        return asImport.errors.length ? undefined : asImport;
      });
    },
  };
}

/** Whether the package `name` that `file` belongs to has a `module` field that decides (no `exports` map). */
function hasModuleField(file: string, name: string): boolean {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    let pkg: { name?: string; module?: unknown; exports?: unknown };
    try {
      pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    } catch {
      continue;
    }
    if (pkg.name === name) return typeof pkg.module === 'string' && pkg.exports === undefined;
  }
  return false;
}
