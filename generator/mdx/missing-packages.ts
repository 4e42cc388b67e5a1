// Packages a site's package.json lists but that are not installed yet: a stand-in renders nothing in their place,
// except the few that every Docusaurus site has through Docusaurus itself, which come from docsgen's own install.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { PACKAGE_ROOT, THEME_DIR } from '../package-paths.ts';
import { isSiteModule } from './site-module.ts';
import { resolveOnce } from './resolve-once.ts';
import { reactRouterModule } from '../docusaurus/modules.ts';

/** `@scope/pkg/sub` → `@scope/pkg`. */
export function packageName(spec: string): string {
  return spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');
}

/** The dependencies the site's package.json lists. */
export function declaredPackages(siteDir: string): Set<string> {
  try {
    const pkg = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    return new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
  } catch {
    return new Set();
  }
}

/** Bare imports that are not npm packages a doc uses: React itself, the names docsgen resolves (react-router too), webpack loaders (`!!raw-loader!`). */
export const NOT_PACKAGE = /^(!|react(-dom)?(\/|$)|react-router(-dom|-config)?$|@site\/|@theme|@docusaurus\/|@docsgen\/)/;

/**
 * Packages Docusaurus's theme depends on, which its sites import without installing them themselves: a site without
 * them installed uses docsgen's copy (`clsx` building a class list; a stand-in would leave the list empty).
 */
const PROVIDED = new Set(['clsx']);

/**
 * Packages sites import whose API one of docsgen's own copies has exactly, used when the site's is not installed:
 * `classnames` (clsx is its documented drop-in replacement) builds the class list a stand-in would leave empty.
 */
const DROP_IN = new Map([['classnames', 'clsx']]);

/** Packages every Docusaurus site has through @docusaurus/core, given by docsgen's own module when not installed. */
const PROVIDED_FILES = new Map(['react-router-dom', 'react-router'].map((name) => [name, reactRouterModule(name)!]));

/**
 * A package the site's package.json lists but that is not installed (no `npm install` yet), imported by a doc or
 * a site module: the page renders without it (a stand-in that renders nothing), with a warning (`missing`),
 * instead of failing. The islands' browser bundle takes the same stand-in.
 */
export function missingPackages(siteDir: string, missing: Set<string>): Plugin {
  return {
    name: 'docsgen-missing-packages',
    setup(b) {
      const resolve = resolveOnce(b);
      b.onResolve({ filter: /^(@[^/]+\/)?[^./]/ }, async (a) => {
        const fromSite = a.namespace === 'mdx-doc' || /\.mdx?$/.test(a.importer) || isSiteModule(a.importer);
        // A resolve asked by a plugin (this one, or the islands' check) carries pluginData: answered by esbuild itself.
        if (a.pluginData !== undefined || NOT_PACKAGE.test(a.path) || !fromSite) return undefined;
        const r = await resolve(a.path, { resolveDir: a.resolveDir, kind: a.kind, importer: a.importer, pluginData: 'missing-check' });
        if (!r.errors.length) return undefined;
        const file = PROVIDED_FILES.get(a.path);
        if (file) return { path: file };
        const replacement = DROP_IN.get(a.path);
        if (PROVIDED.has(packageName(a.path)) || replacement) {
          const own = await resolve(replacement ?? a.path, { resolveDir: PACKAGE_ROOT, kind: a.kind, pluginData: 'provided' });
          return { path: own.path, namespace: own.namespace, errors: own.errors };
        }
        if (!declaredPackages(siteDir).has(packageName(a.path))) return undefined;
        missing.add(packageName(a.path));
        return { path: a.path, namespace: 'missing-package' };
      });
      b.onLoad({ filter: /.*/, namespace: 'missing-package' }, () => ({
        // Its default export and every named one (`import { Note, pick } from 'pkg'`) is a function that renders
        // nothing: named imports read the namespace esbuild builds on the module's prototype, which answers any name.
        contents: 'const none = () => null;\nconst names = new Proxy({}, { get: (t, key) => (key === "then" ? undefined : none) });\n'
          + 'module.exports = new Proxy(none, { get: (t, key) => (key === "__esModule" ? false : none), getPrototypeOf: () => names });',
        loader: 'js',
      }));
    },
  };
}
