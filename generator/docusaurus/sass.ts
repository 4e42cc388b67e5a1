// Sass and SCSS (docusaurus-plugin-sass): a site's `customCss` and the stylesheets its components import, compiled
// with the site's own `sass` package, which that plugin has sites install beside it.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { declaredPackages } from '../mdx/missing-packages.ts';

export const SASS_FILE = /\.s[ac]ss$/i;
/** The package that compiles Sass, the site's own. */
export const SASS_PACKAGE = 'sass';
/** The plugin's `plugins` entry: what it does, docsgen does. */
export const SASS_PLUGIN = /(^|[/@-])docusaurus-plugin-sass$/;

interface Sass {
  compile(file: string, options?: { loadPaths?: string[] }): { css: string };
}

/** The site's `sass`, if installed. */
export function siteSass(siteDir: string): Sass | undefined {
  try {
    return createRequire(path.join(siteDir, 'package.json'))(SASS_PACKAGE) as Sass;
  } catch {
    return undefined;
  }
}

/** A Sass file as CSS (`node_modules` searched for `@use 'pkg/…'`, as the plugin's webpack loader does). */
export function compileSass(sass: Sass, file: string, siteDir: string): string {
  return sass.compile(file, { loadPaths: [path.join(siteDir, 'node_modules')] }).css;
}

/**
 * esbuild reads a Sass stylesheet a component imports as CSS (`.module.scss` as a CSS module). Without `sass`
 * installed, when the site's package.json lists it (a first build before `npm install`), the stylesheet is empty
 * and `sass` is added to `missing` (named in a warning); otherwise the import is an error.
 */
export function sassImports(siteDir: string, missing?: Set<string>): Plugin {
  return {
    name: 'docsgen-sass',
    setup(b) {
      b.onLoad({ filter: SASS_FILE, namespace: 'file' }, (a) => {
        const sass = siteSass(siteDir);
        const loader = /\.module\.s[ac]ss$/i.test(a.path) ? 'local-css' : 'css';
        if (!sass && missing && declaredPackages(siteDir).has(SASS_PACKAGE)) {
          missing.add(SASS_PACKAGE);
          return { contents: '', loader };
        }
        if (!sass) return { errors: [{ text: `${path.basename(a.path)} is Sass: install the sass package in the site folder (npm install sass)` }] };
        try {
          return { contents: compileSass(sass, a.path, siteDir), loader, resolveDir: path.dirname(a.path) };
        } catch (err) {
          return { errors: [{ text: `${path.basename(a.path)}: ${(err as Error).message.split('\n')[0]}` }] };
        }
      });
    },
  };
}
