// The site's client modules (Docusaurus's `clientModules`) in one browser module, with the stylesheet they import:
// each runs once on every page, and its `onRouteUpdate` / `onRouteDidUpdate` exports are called with the page's
// location on load and after each client navigation, as Docusaurus calls them.
import path from 'node:path';
import { build, type Message } from 'esbuild';
import { ASSETS_DIR } from '../../client/constants.ts';
import { EVENT } from '../../client/inlined-constants.ts';
import { BuildError } from '../errors.ts';
import { DOCUSAURUS_MODULES, docusaurusModule, reactRouterModule, REACT_ROUTER } from '../docusaurus/modules.ts';
import { aliasImports, siteAliases, type AliasedSite } from '../docusaurus/webpack-aliases.ts';
import { DEPENDENCY_PATHS } from '../package-paths.ts';
import type { OutputMap, SiteConfig } from '../types.ts';
import { bundleMemo } from './reuse-bundle.ts';
import { generatedInputs, generatedKey, generatedConfigImports, generatedConfigJson } from '../docusaurus/generated-config.ts';
import { generatedRoutes } from '../docusaurus/generated-routes.ts';
import { sassImports } from '../docusaurus/sass.ts';
import { sassKey } from '../docusaurus/sass-options.ts';
import { cssModules } from '../mdx/css-modules.ts';

export interface ClientModules {
  files: OutputMap;
  js: string;
  css?: string;
}

/**
 * Made once for a site's locales (and `serve`'s rebuilds) while the files it read stay the same, and, when it
 * imported `@generated/routes` or a `.docusaurus/` data file, while they stay the same (`routes`: which, and their key).
 */
const made = bundleMemo<ClientModules & { routes?: { inputs: string[]; key: string } }>();

/**
 * `site`: its module aliases apply (docusaurus/webpack-aliases.ts); its Docusaurus config (the data of it) is
 * `@generated/docusaurus.config`, which client modules of plugins read (docusaurus-plugin-image-zoom's `themeConfig.zoom`).
 */
export async function bundleClientModules(modules: string[], root: string, configFile: string, site: AliasedSite & Partial<SiteConfig> = { plugins: [], moduleAliases: {} }): Promise<ClientModules | undefined> {
  if (!modules.length) return undefined;
  const aliases = siteAliases(site, root);
  const generated = generatedConfigJson(site);
  const key = JSON.stringify([modules, root, aliases, generated, sassKey(root)]);
  const routes = generatedRoutes(site);
  const hit = made.get(key);
  // Only a bundle that imported the list or a data file waits for this build's routes to be known.
  return hit && (hit.routes === undefined || hit.routes.key === await generatedKey(routes, hit.routes.inputs)) ? hit : bundleNow(modules, root, configFile, aliases, generated, key, routes);
}

async function bundleNow(modules: string[], root: string, configFile: string, aliases: ReturnType<typeof siteAliases>, generated: string, key: string, routes: ReturnType<typeof generatedRoutes>): Promise<ClientModules> {
  const files = modules.map((m) => path.resolve(root, m));
  // A stylesheet is imported for its rules; a script for its lifecycle exports too.
  const code = files.map((f, i) => (/\.(css|scss|sass)$/.test(f) ? `import ${JSON.stringify(f)};` : `import * as m${i} from ${JSON.stringify(f)}; mods.push(m${i});`));
  const entry = [
    'const mods = [];',
    ...code,
    'let previousLocation = null;',
    'const run = () => {',
    '  const { pathname, search, hash } = window.location;',
    '  const location = { pathname, search, hash };',
    '  for (const m of mods) m.onRouteUpdate?.({ location, previousLocation });',
    '  for (const m of mods) m.onRouteDidUpdate?.({ location, previousLocation });',
    '  previousLocation = location;',
    '};',
    `document.addEventListener(${JSON.stringify(EVENT.page)}, run);`,
    'run();',
  ].join('\n');
  const result = await build({
    stdin: { contents: entry, resolveDir: root, sourcefile: 'client-modules.js', loader: 'js' },
    bundle: true, format: 'esm', target: 'es2020', minify: true, write: false, metafile: true, logLevel: 'silent',
    outdir: ASSETS_DIR, entryNames: 'client-modules.[hash]', assetNames: '[name].[hash]', absWorkingDir: root,
    jsx: 'automatic', nodePaths: DEPENDENCY_PATHS, define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    loader: { '.png': 'file', '.jpg': 'file', '.svg': 'file', '.gif': 'file', '.webp': 'file', '.woff': 'file', '.woff2': 'file', '.ttf': 'file' },
    plugins: [...[aliasImports(aliases, root)].filter((p) => p !== undefined), generatedConfigImports(generated, routes), cssModules(root), sassImports(root), {
      name: 'docusaurus-modules',
      setup(b) {
        b.onResolve({ filter: /^@docusaurus\// }, (a) => {
          const file = docusaurusModule(a.path);
          return file ? { path: file } : { errors: [{ text: `"${a.path}" is not a module docsgen provides (it has ${DOCUSAURUS_MODULES.join(', ')})` }] };
        });
        b.onResolve({ filter: REACT_ROUTER }, (a) => ({ path: reactRouterModule(a.path)! }));
        b.onResolve({ filter: /^@site\// }, (a) => ({ path: path.join(root, a.path.slice('@site/'.length)) }));
      },
    }],
  }).catch((err: { errors?: Message[] }) => {
    throw new BuildError((err.errors ?? []).map((e) => ({
      pos: e.location ? { file: path.resolve(root, e.location.file), line: e.location.line, column: e.location.column + 1 } : { file: configFile },
      message: `clientModules: ${e.text}`,
      hint: 'a client module is a file of the site (relative to the config) or an installed package',
    })));
  });
  const out: OutputMap = new Map();
  let js = '';
  let css: string | undefined;
  for (const f of result.outputFiles) {
    const rel = path.relative(root, f.path).split(path.sep).join('/');
    out.set(rel, f.contents);
    if (/client-modules\.\w+\.js$/.test(rel)) js = rel;
    else if (/client-modules\.\w+\.css$/.test(rel)) css = rel;
  }
  const used = generatedInputs(Object.keys(result.metafile.inputs));
  const listed = used.length ? { routes: { inputs: used, key: await generatedKey(routes, used) } } : {};
  return made.set(key, result.metafile, root, { files: out, js, ...(css ? { css } : {}), ...listed });
}

