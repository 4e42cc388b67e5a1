// Import a site's TypeScript/JavaScript module (config, sidebars file): bundle it with esbuild, import from memory.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { fail, parseJson } from './errors.ts';

const CONFIG_API = path.resolve(import.meta.dirname, 'config-api.ts');

export interface ImportOptions {
  /**
   * Packages are not bundled but required when the module runs, and this `require` answers them (it may
   * stand in for one that is missing or throws: see docusaurus/stubs.ts). Local files are still bundled.
   */
  require?: ((id: string) => unknown) & { resolve: (id: string) => string };
}

/** The module's default export (or `module.exports`); a `.json` file's value. */
export async function importModule(file: string, opts: ImportOptions = {}): Promise<unknown> {
  // esbuild bundles a JSON entry as CommonJS that never sets `module.exports`: a sidebars.json came out `{}`.
  if (file.endsWith('.json')) return parseJson(readFileSync(file, 'utf8'), file, 'the file');
  let code: string;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      // CommonJS output runs both `export default` and `module.exports` files (Docusaurus sidebars are often CJS).
      format: 'cjs',
      platform: 'node',
      logLevel: 'silent',
      ...(opts.require ? { packages: 'external' as const } : {}),
      // Docusaurus configs written as ES modules still use `__dirname` (Docusaurus loads them with jiti).
      define: { 'import.meta.url': '__importMetaUrl', 'import.meta.dirname': '__dirname', 'import.meta.filename': '__filename' },
      // `import { defineConfig } from 'docsgen'` resolves to this package wherever the site lives.
      plugins: [{ name: 'docsgen', setup(b) { b.onResolve({ filter: /^docsgen$/ }, () => ({ path: CONFIG_API })); } }],
    });
    code = result.outputFiles[0]!.text;
  } catch (err) {
    const e = (err as { errors?: { text: string; location?: { file: string; line: number; column: number } }[] }).errors?.[0];
    fail({ file: e?.location?.file ? path.resolve(e.location.file) : file, line: e?.location?.line, column: e?.location?.column }, `does not compile: ${e?.text ?? err}`);
  }
  const mod: { exports: { __esModule?: boolean; default?: unknown } } = { exports: {} };
  try {
    const require = opts.require ?? createRequire(file);
    new Function('module', 'exports', 'require', '__dirname', '__filename', '__importMetaUrl', code)(
      mod, mod.exports, require, path.dirname(file), file, pathToFileURL(file).href);
  } catch (err) {
    fail({ file }, `threw while loading: ${(err as Error).message}`);
  }
  const value = mod.exports.__esModule ? mod.exports.default : mod.exports;
  if (value === undefined) fail({ file }, 'has no default export', 'end it with `export default ...` (or `module.exports = ...`)');
  return value;
}
