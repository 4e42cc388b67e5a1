// A site module's local files bundled into one (import-module.ts) each keep their own place, as jiti (which loads
// Docusaurus configs) and Node give it: `__dirname`, `__filename` and `require.resolve` in a file the config
// requires (`docusaurus.config.d/plugins/mod.js` resolving `../../src/plugins/qrcode`) are that file's, not the config's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Loader, Plugin } from 'esbuild';

/** The name the bundle's code calls for a nested file's `require.resolve(id)`: `(file, id) => path`. */
export const RESOLVE_FROM = '__docsgenResolveFrom';

const LOADERS: Record<string, Loader> = { '.js': 'js', '.cjs': 'js', '.mjs': 'js', '.jsx': 'jsx', '.ts': 'ts', '.cts': 'ts', '.mts': 'ts', '.tsx': 'tsx' };
const USES_PLACE = /\b(__dirname|__filename|require\.resolve)\b/;

/** Rewrites the local files other than `entry` that use their place (the entry gets the run's own values). */
export function ownModulePaths(entry: string): Plugin {
  return {
    name: 'docsgen-module-paths',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        const loader = LOADERS[path.extname(args.path)];
        if (args.path === entry || args.namespace !== 'file' || /[/\\]node_modules[/\\]/.test(args.path) || !loader) return undefined;
        const code = readFileSync(args.path, 'utf8');
        if (!USES_PLACE.test(code)) return undefined;
        const at = JSON.stringify(args.path);
        // On the file's first line, so that its lines stay the source map's.
        const head = `var __dirname = ${JSON.stringify(path.dirname(args.path))}, __filename = ${at};`;
        return { contents: head + code.replace(/\brequire\.resolve\s*\(/g, `${RESOLVE_FROM}(${at}, `), loader };
      });
    },
  };
}
