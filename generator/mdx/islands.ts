// Site components that need the browser become islands. The rule, applied to each module a doc imports (from
// `@site/…` or a relative path, and npm packages the doc imports itself; not docsgen's theme): the module uses
// state or effect hooks
// (`useState`, `useReducer`, `useEffect`, `useLayoutEffect`, `useRef`, `useSyncExternalStore`,
// `useTransition`, …: anything but `useContext`, `useId` and `useMemo`/`useCallback`), has event handler props
// (`onClick={…}`), or is a class component (`extends React.Component`). Each of its components is then rendered
// on the server inside an island container and hydrated when it scrolls into view; the others stay server-only.
import { randomUUID } from 'node:crypto';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions, type Message, type Plugin } from 'esbuild';
import { BuildError } from '../errors.ts';
import { namedByContent } from './content-names.ts';
import { ASSETS_DIR } from '../../client/constants.ts';
import type { OutputMap } from '../types.ts';
import { DEPENDENCY_PATHS, dependencyDir, PACKAGE_ROOT, THEME_DIR } from '../package-paths.ts';
import { moduleField } from './module-field.ts';
import { missingPackages } from './missing-packages.ts';
import { svgComponents } from './svg-components.ts';
import { requiredFiles, SITE_LOADERS } from './required-files.ts';
import { sassImports } from '../docusaurus/sass.ts';
import { sassKey } from '../docusaurus/sass-options.ts';
import { INLINE_MODULE } from './inline-islands.ts';
import { cssModules } from './css-modules.ts';
import { islandsApart } from './island-apart.ts';
import { bundleMemo } from '../output/reuse-bundle.ts';
import { GENERATED_CONFIG_NAMESPACE, generatedInputs, generatedKey } from '../docusaurus/generated-config.ts';
import type { LazyRoutes } from '../docusaurus/generated-routes.ts';


/** Source of the server-side proxy that wraps each component of an island module. */
export function islandProxy(file: string, exports: string[]): string {
  const original = JSON.stringify(`${file}?docsgen-original`);
  const lines = [
    `import * as M from ${original};`,
    `import { island } from ${JSON.stringify(path.join(THEME_DIR, 'island.tsx'))};`,
    `export * from ${original};`,
  ];
  for (const name of exports) {
    const value = `island(M[${JSON.stringify(name)}], ${JSON.stringify(file)}, ${JSON.stringify(name)})`;
    lines.push(name === 'default' ? `export default ${value};` : `export const ${name} = ${value};`);
  }
  return lines.join('\n');
}

/** The islands' browser bundle: module path → URL of its entry, and the files to write. */
export interface BundledIslands {
  urls: Record<string, string>;
  files: OutputMap;
}

const JSX_RUNTIME = path.join(PACKAGE_ROOT, 'client', 'jsx-runtime.ts');
const REACT_DOM_LEGACY = path.join(PACKAGE_ROOT, 'client', 'react-dom-legacy.ts');

/**
 * The browser chunks of the island modules, one entry each (React in a shared chunk). `inline`: the docs' own
 * modules of interactive code by path (inline-islands.ts), made rather than read. `inRoot`: they mount inside the
 * site's Root (client/root-host.tsx), which may draw some of them (island-apart.ts). `reuse`: what else shapes the
 * bundle (`key`: how `resolvePlugin` and `svg` resolve and read; `markdown`: the Markdown setup and preprocessor docs partials are
 * compiled with; `config`: the `@generated/docusaurus.config` module's data, which differs by locale): with it, a site's locales (and `serve`'s rebuilds) share one bundle, each naming its files under
 * its own base URL, until a file it was made from changes.
 */
export async function bundleIslands(modules: string[], resolvePlugin: Plugin, siteDir: string, url: (p: string) => string, inline: ReadonlyMap<string, string> = new Map(), svg: Plugin = svgComponents(), inRoot = false, reuse?: Reuse): Promise<BundledIslands> {
  if (!modules.length) return { urls: {}, files: new Map() };
  const memoKey = reuse && JSON.stringify([reuse.key, siteDir, sassKey(siteDir), [...modules].sort(), [...inline].sort(), inRoot]);
  const hit = memoKey !== undefined ? islandBundles.get(memoKey) : undefined;
  // A bundle holding a docs partial holds its locale's words, one importing the config that locale's base URL: it
  // serves only the same setup, the same config.
  const same = hit && (hit.markdown === undefined || hit.markdown === reuse?.markdown) && (hit.config === undefined || hit.config === reuse?.config)
    && (hit.routes === undefined || (reuse?.routes !== undefined && hit.routes.key === await generatedKey(reuse.routes, hit.routes.inputs)));
  const made = same ? hit : await bundleNow(modules, resolvePlugin, siteDir, inline, svg, inRoot, memoKey, reuse);
  return { urls: Object.fromEntries(Object.entries(made.names).map(([m, name]) => [m, url(`/${name}`)])), files: made.files };
}

/** The islands' files, and each module's entry file by its path (no base URL: every locale names them under its own). */
interface MadeIslands {
  names: Record<string, string>;
  files: OutputMap;
  /** The Markdown setup it was made with, when it holds a docs partial (`.md`, `.mdx`). */
  markdown?: string;
  /** The config's data it was made with, when it imports `@generated/docusaurus.config`. */
  config?: string;
  /** The generated modules it imports (`@generated/routes`, data files), with the key of what they were. */
  routes?: { inputs: string[]; key: string };
}

interface Reuse {
  key: string;
  markdown: string;
  config?: string;
  /** The site's `@generated/routes` (the bundle is made again when they change, if it imports them). */
  routes?: LazyRoutes;
}

const islandBundles = bundleMemo<MadeIslands>();

async function bundleNow(modules: string[], resolvePlugin: Plugin, siteDir: string, inline: ReadonlyMap<string, string>, svg: Plugin, inRoot: boolean, memoKey: string | undefined, reuse: Reuse | undefined): Promise<MadeIslands> {
  const hydrate = JSON.stringify(path.join(PACKAGE_ROOT, 'client', 'site-island.tsx'));
  const translations = JSON.stringify(path.join(PACKAGE_ROOT, 'client', 'page-code-translations.ts'));
  // Numbered in path order, not in the order the docs' compiles found them: the same site gives the same files.
  const entries = Object.fromEntries([...modules].sort().map((m, i) => [`island-${path.basename(m).replace(/\.\w+$/, '')}-${i}`, `island-entry:${m}`]));
  // esbuild writes output paths from the real folder (see bundle.ts).
  const workDir = realpathSync(siteDir);
  let result;
  try {
    result = await build({
      ...siteBrowserBuild(siteDir, workDir),
      entryPoints: entries,
      splitting: true,
      chunkNames: 'island-chunk.[hash]',
      plugins: [
        { name: 'island-entry', setup(b) {
          b.onResolve({ filter: /^island-entry:/ }, (a) => ({ path: a.path.slice('island-entry:'.length), namespace: 'island-entry' }));
          b.onLoad({ filter: /.*/, namespace: 'island-entry' }, (a) => ({
            // The page's messages first: the component's module may translate as it loads.
            contents: `import ${translations};\nimport * as M from ${JSON.stringify(a.path)};\nimport { hydrateSiteIsland } from ${hydrate};\nexport const hydrate = (el, data, name) => hydrateSiteIsland(el, M[name], data);\nexport const component = (name) => M[name];`,
            resolveDir: path.dirname(a.path),
            loader: 'js',
          }));
        } },
        // The docs' own modules of interactive code (inline-islands.ts), made, not read.
        { name: 'docs-inline-modules', setup(b) {
          b.onResolve({ filter: INLINE_MODULE }, (a) => (inline.has(a.path) ? { path: a.path } : undefined));
          b.onLoad({ filter: INLINE_MODULE, namespace: 'file' }, (a) => (inline.has(a.path) ? { contents: inline.get(a.path)!, resolveDir: path.dirname(a.path), loader: 'jsx' } : undefined));
        } },
        ...(inRoot ? [islandsApart(modules)] : []),
        svg,
        ...siteBrowserPlugins(siteDir),
        resolvePlugin,
      ],
    });
  } catch (err) {
    const errors = (err as { errors?: Message[] }).errors;
    if (!errors?.length) throw err;
    throw new BuildError(errors.map((m) => ({
      pos: m.location ? { file: path.resolve(workDir, m.location.file), line: m.location.line, column: m.location.column + 1 } : { file: workDir },
      message: `cannot bundle an island for the browser: ${m.text}`,
      hint: 'a component with state, effects or handlers runs in the browser too: import only what a browser has (no node: modules) there',
    })));
  }
  // The server build's stylesheet has the same rules.
  const named = namedByContent(result.metafile.outputs, result.outputFiles.filter((f) => !f.path.endsWith('.css')), workDir);
  const names: Record<string, string> = {};
  for (const [out, o] of Object.entries(result.metafile.outputs)) {
    if (o.entryPoint?.startsWith('island-entry:')) names[o.entryPoint.slice('island-entry:'.length)] = named.names.get(out)!;
  }
  const inputs = Object.keys(result.metafile.inputs);
  const partials = inputs.some((f) => /\.mdx?$/.test(f));
  const config = inputs.some((f) => f.startsWith(`${GENERATED_CONFIG_NAMESPACE}:`));
  const used = generatedInputs(inputs);
  const routes = used.length && reuse?.routes ? { routes: { inputs: used, key: await generatedKey(reuse.routes, used) } } : {};
  const made = { names, files: named.files, ...(partials && reuse ? { markdown: reuse.markdown } : {}), ...(config && reuse ? { config: reuse.config } : {}), ...routes };
  return memoKey === undefined ? made : islandBundles.set(memoKey, result.metafile, workDir, made);
}

/**
 * What every browser build of a site's code has (islands, the live-code playground): the JSX runtime that merges
 * function components' `defaultProps`, as the server render does; react-dom with React 18's `findDOMNode`
 * (client/react-dom-legacy.ts); CSS modules named as the server names them; Sass; stand-ins for packages not installed.
 */
export function siteBrowserPlugins(siteDir: string): Plugin[] {
  return [
    { name: 'jsx-runtime', setup(b) {
      b.onResolve({ filter: /^react\/jsx-runtime$/ }, (a) => (a.importer === JSX_RUNTIME ? undefined : { path: JSX_RUNTIME }));
    } },
    { name: 'react-dom-legacy', setup(b) {
      b.onResolve({ filter: /^react-dom$/ }, (a) => (a.importer === REACT_DOM_LEGACY ? undefined : { path: REACT_DOM_LEGACY }));
    } },
    cssModules(siteDir),
    sassImports(siteDir, new Set()),
    // `require('./x.png').default`: the file's URL in the browser too, as on the server (bundle.ts).
    requiredFiles,
    missingPackages(siteDir, new Set()),
    moduleField(),
  ];
}

/**
 * How a site's code is bundled for the browser (islands, the live-code playground): minified ES modules under
 * `assets/`, the site's packages first, and one React for every island and the site's packages: docsgen's, the one
 * its server render uses. `workDir`: the site's real folder, from which esbuild writes output paths.
 */
export function siteBrowserBuild(siteDir: string, workDir: string) {
  return {
    absWorkingDir: workDir,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    metafile: true,
    outdir: path.join(workDir, ASSETS_DIR),
    // Named again by their content (content-names.ts).
    entryNames: '[name]',
    assetNames: '[name].[hash]',
    jsx: 'automatic',
    nodePaths: [path.join(siteDir, 'node_modules'), ...DEPENDENCY_PATHS],
    alias: { react: dependencyDir('react'), 'react-dom': dependencyDir('react-dom') },
    // webpack, Docusaurus's bundler, gives browser code Node's `global` as the global object (packages read `global.URL`).
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    loader: SITE_LOADERS,
    logLevel: 'silent',
  } satisfies BuildOptions & { metafile: true; write: false };
}

/**
 * Stand-ins for the island modules' URLs, for rendering docs while the islands are bundled: `fill` puts each module's
 * URL in its stand-in's place. A nonce keeps a doc's own text from reading as one.
 */
export function islandStandIns(modules: string[]): { urls: Record<string, string>; fill: (urls: Record<string, string>) => (text: string) => string } {
  const mark = `docsgen-island-${randomUUID()}-`;
  const pattern = new RegExp(`${mark}(\\d+)`, 'g');
  const urls = Object.fromEntries(modules.map((m, i) => [m, `${mark}${i}`]));
  return { urls, fill: (real) => (text) => (modules.length ? text.replace(pattern, (_, i: string) => real[modules[Number(i)]!]!) : text) };
}
