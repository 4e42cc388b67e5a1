// The islands' browser build (islands.ts) with each island module, as another module imports it (a Root without
// state that draws a component with state beside its children), wrapped by client/out-of-document.tsx: in the
// tree out of the document that hosts such a Root, it draws nothing, being mounted in the page already. The island's
// own entry imports the module itself.
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { PACKAGE_ROOT } from '../package-paths.ts';
import { componentExports, readSource } from './module-exports.ts';

const APART = path.join(PACKAGE_ROOT, 'client', 'out-of-document.tsx');
const ORIGINAL = '?docsgen-browser-original';

/** `modules`: the island modules' paths. */
export function islandsApart(modules: readonly string[]): Plugin {
  const islands = new Set(modules);
  const sources = new Map<string, string>();
  return { name: 'islands-apart', setup(b) {
    b.onResolve({ filter: /^(\.|\/|@site\/|@theme)/ }, async (a) => {
      if (a.pluginData !== undefined || a.namespace === 'island-entry' || a.namespace === 'island-apart') return undefined;
      const r = await b.resolve(a.path, { resolveDir: a.resolveDir, kind: a.kind, importer: a.importer, pluginData: 'apart' });
      return r.errors.length || !islands.has(r.path) ? r : { path: r.path, namespace: 'island-apart' };
    });
    b.onResolve({ filter: /\?docsgen-browser-original$/ }, (a) => ({ path: a.path.slice(0, -ORIGINAL.length) }));
    b.onLoad({ filter: /.*/, namespace: 'island-apart' }, (a) => {
      const original = JSON.stringify(`${a.path}${ORIGINAL}`);
      const lines = [`import * as M from ${original};`, `import { apart } from ${JSON.stringify(APART)};`, `export * from ${original};`];
      for (const name of componentExports(readSource(a.path, sources))) {
        lines.push(name === 'default' ? 'export default apart(M.default);' : `export const ${name} = apart(M[${JSON.stringify(name)}]);`);
      }
      return { contents: lines.join('\n'), resolveDir: path.dirname(a.path), loader: 'js' };
    });
  } };
}
