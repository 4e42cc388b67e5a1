// webpack's `resolve.roots` as Docusaurus sets them: an import of a server-relative path (`require('/img/chart.png')`
// for an IdealImage, `import logo from '/img/logo.svg'`) that names no file on the disk names one in the static
// folders, then in the site's folder, the first that has it.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';

const isFile = (f: string) => existsSync(f) && statSync(f).isFile();

/** `roots`: the static folders (absolute, the config's order), then the site's folder. */
export function rootImports(roots: readonly string[]): Plugin {
  return {
    name: 'docsgen-resolve-roots',
    setup(b) {
      b.onResolve({ filter: /^\/[^/]/ }, (a) => {
        if (existsSync(a.path)) return undefined;
        const file = roots.map((r) => path.join(r, a.path)).find(isFile);
        return file ? { path: file } : undefined;
      });
    },
  };
}

/** The static folders of a config's `staticDir` (none when absent), absolute, in its order. */
export function staticRoots(siteDir: string, staticDir: string | string[] | undefined): string[] {
  return (typeof staticDir === 'string' ? [staticDir] : staticDir ?? []).map((d) => path.resolve(siteDir, d));
}
