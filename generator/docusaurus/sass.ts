// Sass and SCSS (docusaurus-plugin-sass): a site's `customCss` and the stylesheets its components import, compiled
// with the site's own Sass compiler, which that plugin has sites install beside it: the one its `implementation`
// option names (a package name or the module itself, as sass-loader takes it), else the first installed of
// sass-embedded, sass and node-sass (sass-loader's order).
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { declaredPackages } from '../mdx/missing-packages.ts';
import { stubbedModule } from './stubs.ts';
import { compilerOptions, sassKey, sassSettings, withAdditionalData } from './sass-options.ts';
import { str, type Obj } from '../values.ts';

export const SASS_FILE = /\.s[ac]ss$/i;
/** The packages that compile Sass, in the order sass-loader looks for them when not told. */
export const SASS_PACKAGES = ['sass-embedded', 'sass', 'node-sass'];
/** The plugin's `plugins` entry: what it does, docsgen does. */
export const SASS_PLUGIN = /(^|[/@-])docusaurus-plugin-sass$/;

/** sass and sass-embedded's API (`compile`, `compileString`), or node-sass's (`renderSync`): the CSS and the files read. */
export interface Sass {
  compile?(file: string, options: Obj): { css: string; loadedUrls?: URL[] };
  compileString?(text: string, options: Obj): { css: string; loadedUrls?: URL[] };
  renderSync?(options: Obj): { css: Buffer | string; stats?: { includedFiles?: string[] } };
}

/** The package the site's Sass should come from: the one the plugin names, else undefined (the first installed). */
function namedPackage(siteDir: string): string | undefined {
  const given = sassSettings(siteDir).implementation;
  // A module the config could not load is a stand-in, named by the package it stands for.
  return str(given) ?? stubbedModule(given);
}

const isSass = (m: unknown): m is Sass => typeof (m as Sass)?.compile === 'function' || typeof (m as Sass)?.renderSync === 'function';

/** The site's Sass compiler, if installed. */
export function siteSass(siteDir: string): Sass | undefined {
  const given = sassSettings(siteDir).implementation;
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
  return namedPackage(siteDir) ?? SASS_PACKAGES.find((p) => declaredPackages(siteDir).has(p)) ?? 'sass';
}

/** A compiled stylesheet: the files it read, with their modification times (-2: saved while it compiled). */
interface Compiled {
  key: string;
  css: Promise<string>;
  read?: [string, number][];
}

/**
 * Each stylesheet compiled once while the files it read (its own and what it `@use`s) and the plugin's settings stay
 * the same: a CSS module is read by several loaders of each bundle, and each bundle of a build (server, islands,
 * client modules, locales) and `serve`'s rebuilds load it again. (What an `additionalData` function reads is not
 * followed, as webpack's watcher does not follow it either.)
 */
const compiled = new Map<string, Compiled>();

/** A Sass file as CSS, with the plugin's `sassOptions` and `additionalData` (sass-options.ts). */
export function compileSass(sass: Sass, file: string, siteDir: string): Promise<string> {
  const key = sassKey(siteDir);
  const found = compiled.get(file);
  if (found?.key === key && (!found.read || found.read.every(([f, t]) => mtimeOf(f) === t))) return found.css;
  const entry: Compiled = { key, css: Promise.resolve('') };
  const before = Date.now();
  entry.css = compileNow(sass, file, siteDir).then(({ css, read }) => {
    // A file saved while it compiled has a later time than the compile's start: that one compiles again next time.
    const after = Date.now();
    entry.read = [file, ...read].map((f): [string, number] => {
      const t = mtimeOf(f);
      return [f, t >= before && t <= after ? -2 : t];
    });
    return css;
  });
  entry.css.catch(() => compiled.get(file) === entry && compiled.delete(file));
  compiled.set(file, entry);
  return entry.css;
}

function mtimeOf(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

async function compileNow(sass: Sass, file: string, siteDir: string): Promise<{ css: string; read: string[] }> {
  const { options, loadPaths } = compilerOptions(file, siteDir);
  const text = await withAdditionalData(() => readFileSync(file, 'utf8'), file, siteDir);
  const indented = /\.sass$/i.test(file);
  const urls = (r: { loadedUrls?: URL[] }) => (r.loadedUrls ?? []).filter((u) => u.protocol === 'file:').map((u) => fileURLToPath(u));
  if (sass.compile) {
    if (text === undefined || !sass.compileString) {
      const r = sass.compile(file, { ...options, loadPaths });
      return { css: r.css, read: urls(r) };
    }
    // Its own imports resolve from the file's folder, as when compiled from the file.
    const r = sass.compileString(text, { ...options, loadPaths, url: pathToFileURL(file), syntax: indented ? 'indented' : 'scss' });
    return { css: r.css, read: urls(r) };
  }
  // (sass's own legacy API warns it is deprecated; node-sass ignores the option.)
  const r = sass.renderSync!({
    outputStyle: 'expanded', ...options, file, ...(text === undefined ? {} : { data: text, indentedSyntax: indented }),
    includePaths: [path.dirname(file), ...loadPaths], silenceDeprecations: ['legacy-js-api'],
  });
  return { css: String(r.css), read: (r.stats?.includedFiles ?? []).filter((f) => path.isAbsolute(f)) };
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
      b.onLoad({ filter: SASS_FILE, namespace: 'file' }, async (a) => {
        const sass = siteSass(siteDir);
        const loader = /\.module\.s[ac]ss$/i.test(a.path) ? 'local-css' : 'css';
        const needed = missingSass(siteDir);
        if (!sass && missing && declaredPackages(siteDir).has(needed)) {
          missing.add(needed);
          return { contents: '', loader };
        }
        if (!sass) return { errors: [{ text: `${path.basename(a.path)} is Sass: install the ${needed} package in the site folder (npm install ${needed})` }] };
        try {
          return { contents: await compileSass(sass, a.path, siteDir), loader, resolveDir: path.dirname(a.path) };
        } catch (err) {
          return { errors: [{ text: `${path.basename(a.path)}: ${(err as Error).message.split('\n')[0]}` }] };
        }
      });
    },
  };
}
