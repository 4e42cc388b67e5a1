// CSS modules (`import styles from './x.module.css'`) named the same in the server build and the browser's. The
// server's HTML and stylesheet carry its class names; an island's browser bundle is minified, and esbuild's
// minification renames a module's classes (`styles.thumb` → `r`): a hydrated component that changes a className
// (`!isBrowser && styles.disabled`) would then lose its styles. So each module is read once, apart (esbuild's own
// `local-css` rules, unminified: `:global`, `composes`), its classes given names of their own that hold its file's
// hash, and both builds take them as a plain stylesheet and a map of names.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { sha1 } from '../hash.ts';

const MODULE = /\.module\.css$/;
const NS = 'docsgen-css-module';

interface Named {
  css: string;
  names: Record<string, string>;
}

/** One CSS module, its classes renamed `<file>_<class>_<hash>`; read once per process and file content. */
const cache = new Map<string, Promise<Named>>();

function named(file: string): Promise<Named> {
  const text = readFileSync(file, 'utf8');
  const key = `${file}\0${sha1(text)}`;
  let found = cache.get(key);
  if (!found) {
    found = nameModule(file, sha1(`${file}\0${text}`).slice(0, 6));
    cache.set(key, found);
  }
  return found;
}

async function nameModule(file: string, hash: string): Promise<Named> {
  const r = await build({
    stdin: { contents: `import names from ${JSON.stringify(file)};\nmodule.exports = names;`, resolveDir: path.dirname(file), loader: 'js' },
    bundle: true, write: false, format: 'cjs', outdir: path.join(path.dirname(file), '.docsgen-css-module'), logLevel: 'silent',
    loader: { '.css': 'local-css' }, external: ['*.png', '*.jpg', '*.jpeg', '*.gif', '*.svg', '*.webp', '*.avif', '*.woff', '*.woff2', '*.ttf', '*.eot'],
  });
  const js = r.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  const exported = { exports: {} as Record<string, string> };
  new Function('module', 'exports', js)(exported, exported.exports);
  let css = r.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
  const names: Record<string, string> = {};
  const renamed = new Set<string>();
  for (const [local, given] of Object.entries(exported.exports)) {
    // `composes` gives several names, space-separated: each gets the hash.
    names[local] = given.split(/\s+/).map((n) => `${n}_${hash}`).join(' ');
    for (const n of given.split(/\s+/)) {
      if (renamed.has(n)) continue;
      renamed.add(n);
      css = css.replace(new RegExp(`\\.${n.replace(/[$]/g, '\\$&')}(?![\\w-])`, 'g'), `.${n}_${hash}`);
    }
  }
  return { css: css.replace(/^\/\*.*\*\/\n/gm, ''), names };
}

/** Loads each `.module.css` file as its renamed stylesheet (plain CSS) and its map of names (the default export). */
export function cssModules(): Plugin {
  return {
    name: 'docsgen-css-modules',
    setup(b) {
      b.onLoad({ filter: MODULE, namespace: 'file' }, async (a) => {
        const { names } = await named(a.path);
        return { contents: `import ${JSON.stringify(`${NS}:${a.path}`)};\nexport default ${JSON.stringify(names)};\n`, loader: 'js', resolveDir: path.dirname(a.path) };
      });
      b.onResolve({ filter: new RegExp(`^${NS}:`) }, (a) => ({ path: a.path.slice(NS.length + 1), namespace: NS }));
      b.onLoad({ filter: /.*/, namespace: NS }, async (a) => ({ contents: (await named(a.path)).css, loader: 'css', resolveDir: path.dirname(a.path) }));
    },
  };
}
