// docsgen's theme (templates/theme: the runtime every doc imports, and the components docs import) bundled once for
// all the MDX docs of a build and evaluated once, rather than bundled into each doc again (jest: 69 docs, 3.51 MB of
// bundles, 0.63 MB of it the theme) and evaluated with each: each doc's bundle reads the theme's modules from this one
// (bundle.ts), so the docs share one instance of each, as they did within a doc. Only for a site without theme
// overrides: an override changes what the theme's own modules import, and may bring its own styles.
import { readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { DEPENDENCY_PATHS, THEME_DIR } from '../package-paths.ts';
import { loadServerModule, THEME_MODULES, type ThemeModules } from './render.ts';
import { bundleMemo } from '../output/reuse-bundle.ts';
import { BROWSER_CODE_MODULE } from '../markdown/code/browser-code.ts';

/** How docs and the theme are bundled for the server: CommonJS to evaluate, with React left out (render.ts gives its own). */
export const SERVER_BUILD = {
  bundle: true,
  write: false,
  format: 'cjs',
  platform: 'node',
  // Docusaurus's server bundle is webpack's for a node target, which prefers a package's `module` build to its `main`
  // (a UMD `main` requires its parts at run time, which a bundle cannot).
  mainFields: ['module', 'main'],
  target: 'node20',
  jsx: 'automatic',
  // One React: the one that renders the page. The browser's code highlighter's data: its chunk never loads there.
  external: ['react', 'react-dom', 'react/*', 'react-dom/*', BROWSER_CODE_MODULE],
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'silent',
} satisfies BuildOptions;

/** Where the theme's files are, as esbuild names them (it follows symbolic links). */
export const THEME_ROOT = realpathSync(THEME_DIR);

/** Whether esbuild's path for a file is the theme's (the site's resolver names them from THEME_DIR). */
export function themeFile(file: string): string | undefined {
  const real = file.startsWith(THEME_ROOT + path.sep) ? file : file.startsWith(THEME_DIR + path.sep) ? path.join(THEME_ROOT, file.slice(THEME_DIR.length)) : undefined;
  return real && /\.tsx?$/.test(real) && !real.endsWith('.d.ts') ? real : undefined;
}

/**
 * Bundled and evaluated once for a site's locales (each a build in this process) and `serve`'s rebuilds, while its
 * files stay as they were: the theme's modules keep no page's or locale's state between renders.
 */
export async function bundleTheme(): Promise<ThemeModules> {
  const files = readdirSync(THEME_ROOT, { recursive: true, encoding: 'utf8' }).map((f) => path.join(THEME_ROOT, f)).filter((f) => themeFile(f)).sort();
  const key = files.join('\n');
  return made.get(key) ?? bundleNow(files, key);
}

const made = bundleMemo<ThemeModules>();

async function bundleNow(files: string[], key: string): Promise<ThemeModules> {
  const contents = [
    ...files.map((f, i) => `import * as m${i} from ${JSON.stringify(f)};`),
    `export const modules = [${files.map((_, i) => `m${i}`).join(', ')}];`,
  ].join('\n');
  const result = await build({
    stdin: { contents, resolveDir: THEME_ROOT, loader: 'js' },
    absWorkingDir: THEME_ROOT,
    ...SERVER_BUILD,
    nodePaths: DEPENDENCY_PATHS,
    metafile: true,
  });
  const { modules } = loadServerModule(result.outputFiles[0]!.text, path.join(THEME_ROOT, 'theme.js')) as { modules: Record<string, unknown>[] };
  return made.set(key, result.metafile, THEME_ROOT, new Map(files.map((f, i) => [f, modules[i]!])));
}

/**
 * What a doc's bundle holds in place of a theme module: its exports, read from the theme's instance (named, as an
 * ES module's are, so that any importer reads them alike).
 */
export function themeStub(file: string, theme: ThemeModules): string {
  const exports = theme.get(file);
  if (!exports) throw new Error(`${file}: not a module of docsgen's theme bundle`);
  const names = Object.keys(exports).filter((n) => n !== 'default');
  return [
    `const m = ${THEME_MODULES}(${JSON.stringify(file)});`,
    ...('default' in exports ? ['export default m.default;'] : []),
    ...(names.length ? [`export const { ${names.join(', ')} } = m;`] : []),
  ].join('\n');
}
