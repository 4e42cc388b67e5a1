// Sass and SCSS (docusaurus-plugin-sass): a site's `customCss` and the stylesheets its components import, compiled
// with the site's own Sass compiler, which that plugin has sites install beside it: the one its `implementation`
// option names (a package name or the module itself, as sass-loader takes it), else the first installed of
// sass-embedded, sass and node-sass (sass-loader's order).
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { declaredPackages } from '../mdx/missing-packages.ts';
import { stubbedModule } from './stubs.ts';
import { obj, str, type Obj } from '../values.ts';

export const SASS_FILE = /\.s[ac]ss$/i;
/** The packages that compile Sass, in the order sass-loader looks for them when not told. */
export const SASS_PACKAGES = ['sass-embedded', 'sass', 'node-sass'];
/** The plugin's `plugins` entry: what it does, docsgen does. */
export const SASS_PLUGIN = /(^|[/@-])docusaurus-plugin-sass$/;

/** sass and sass-embedded's API (`compile`), or node-sass's (`renderSync`). */
export interface Sass {
  compile?(file: string, options: { loadPaths: string[] }): { css: string };
  renderSync?(options: { file: string; includePaths: string[]; outputStyle: string; silenceDeprecations: string[] }): { css: Buffer | string };
}


/**
 * The plugin's `implementation` by site folder: esbuild's plugins are made in many places from the folder alone, so
 * the config's reading sets it once per load (`sassPluginOptions`).
 */
const implementations = new Map<string, unknown>();

/** Reads the plugin's options (undefined: no plugin); those docsgen does not honour are named in `notBuilt`. */
export function sassPluginOptions(siteDir: string, options: Obj | undefined, notBuilt: string[]): void {
  const given = obj(options);
  implementations.set(path.resolve(siteDir), given.implementation);
  const unread = Object.keys(given).filter((k) => !['id', 'implementation'].includes(k) && given[k] !== undefined);
  if (unread.length) notBuilt.push(`docusaurus-plugin-sass options ${unread.join(', ')}`);
}

/** The package the site's Sass should come from: the one the plugin names, else undefined (the first installed). */
function namedPackage(siteDir: string): string | undefined {
  const given = implementations.get(path.resolve(siteDir));
  // A module the config could not load is a stand-in, named by the package it stands for.
  return str(given) ?? stubbedModule(given);
}

const isSass = (m: unknown): m is Sass => typeof (m as Sass)?.compile === 'function' || typeof (m as Sass)?.renderSync === 'function';

/** The site's Sass compiler, if installed. */
export function siteSass(siteDir: string): Sass | undefined {
  const given = implementations.get(path.resolve(siteDir));
  if (isSass(given) && !stubbedModule(given)) return given;
  const require = createRequire(path.join(siteDir, 'package.json'));
  const named = namedPackage(siteDir);
  for (const name of named ? [named] : SASS_PACKAGES) {
    try {
      const module: unknown = require(name);
      if (isSass(module)) return module;
    } catch {
      // Not installed: the next.
    }
  }
  return undefined;
}

/** The package to install for a site without its Sass: the one the plugin names, else one its package.json lists, else sass. */
export function missingSass(siteDir: string): string {
  const named = namedPackage(siteDir);
  return named ?? SASS_PACKAGES.find((p) => declaredPackages(siteDir).has(p)) ?? 'sass';
}

/** A Sass file as CSS (`node_modules` searched for `@use 'pkg/…'`, as the plugin's webpack loader does). */
export function compileSass(sass: Sass, file: string, siteDir: string): string {
  const modules = path.join(siteDir, 'node_modules');
  if (sass.compile) return sass.compile(file, { loadPaths: [modules] }).css;
  // (sass's own legacy API warns it is deprecated; node-sass ignores the option.)
  return String(sass.renderSync!({ file, includePaths: [modules], outputStyle: 'expanded', silenceDeprecations: ['legacy-js-api'] }).css);
}

/**
 * esbuild reads a Sass stylesheet a component imports as CSS (`.module.scss` as a CSS module). Without a Sass
 * compiler installed, when the site's package.json lists the one it needs (a first build before `npm install`), the
 * stylesheet is empty and the package is added to `missing` (named in a warning); otherwise the import is an error.
 */
export function sassImports(siteDir: string, missing?: Set<string>): Plugin {
  return {
    name: 'docsgen-sass',
    setup(b) {
      b.onLoad({ filter: SASS_FILE, namespace: 'file' }, (a) => {
        const sass = siteSass(siteDir);
        const loader = /\.module\.s[ac]ss$/i.test(a.path) ? 'local-css' : 'css';
        const needed = missingSass(siteDir);
        if (!sass && missing && declaredPackages(siteDir).has(needed)) {
          missing.add(needed);
          return { contents: '', loader };
        }
        if (!sass) return { errors: [{ text: `${path.basename(a.path)} is Sass: install the ${needed} package in the site folder (npm install ${needed})` }] };
        try {
          return { contents: compileSass(sass, a.path, siteDir), loader, resolveDir: path.dirname(a.path) };
        } catch (err) {
          return { errors: [{ text: `${path.basename(a.path)}: ${(err as Error).message.split('\n')[0]}` }] };
        }
      });
    },
  };
}
