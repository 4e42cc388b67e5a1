// CSS modules (`import styles from './x.module.css'`, and `.module.scss` compiled with the site's Sass) named the same in the server build and the browser's. The
// server's HTML and stylesheet carry its class names; an island's browser bundle is minified, and esbuild's
// minification renames a module's classes (`styles.thumb` → `r`): a hydrated component that changes a className
// (`!isBrowser && styles.disabled`) would then lose its styles. So each module is read once, apart (esbuild's own
// `local-css` rules, unminified: `:global`, `composes`), its classes given names of their own that hold its file's
// hash, and both builds take them as a plain stylesheet and a map of names.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { sha1 } from '../hash.ts';
import { compileSass, SASS_FILE, siteSass } from '../docusaurus/sass.ts';

const MODULE = /\.module\.(css|s[ac]ss)$/i;
const SOURCE = 'docsgen-css-module-source';
const NS = 'docsgen-css-module';

interface Named {
  css: string;
  names: Record<string, string>;
}

/** One CSS module, its classes renamed `<file>_<class>_<hash>`; read once per process and file content. */
const cache = new Map<string, Promise<Named>>();

/** The module's CSS: the file's, or its Sass compiled; undefined where Sass cannot compile it (the Sass plugin says why). */
function source(file: string, siteDir: string): string | undefined {
  if (!SASS_FILE.test(file)) return readFileSync(file, 'utf8');
  const sass = siteSass(siteDir);
  try {
    return sass && compileSass(sass, file, siteDir);
  } catch {
    return undefined;
  }
}

function named(file: string, text: string): Promise<Named> {
  const key = `${file}\0${sha1(text)}`;
  let found = cache.get(key);
  if (!found) {
    found = nameModule(file, text, sha1(`${file}\0${text}`).slice(0, 6));
    cache.set(key, found);
  }
  return found;
}

async function nameModule(file: string, text: string, hash: string): Promise<Named> {
  const own: Plugin = { name: 'source', setup(b) {
    b.onResolve({ filter: new RegExp(`^${SOURCE}$`) }, () => ({ path: file, namespace: SOURCE }));
    b.onLoad({ filter: /.*/, namespace: SOURCE }, () => ({ contents: text, loader: 'local-css', resolveDir: path.dirname(file) }));
  } };
  const r = await build({
    stdin: { contents: `import names from ${JSON.stringify(SOURCE)};\nmodule.exports = names;`, resolveDir: path.dirname(file), loader: 'js' },
    bundle: true, write: false, format: 'cjs', outdir: path.join(path.dirname(file), '.docsgen-css-module'), logLevel: 'silent', plugins: [own],
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

/** Loads each CSS module as its renamed stylesheet (plain CSS) and its map of names (the default export). */
export function cssModules(siteDir: string): Plugin {
  return {
    name: 'docsgen-css-modules',
    setup(b) {
      b.onLoad({ filter: MODULE, namespace: 'file' }, async (a) => {
        const text = source(a.path, siteDir);
        if (text === undefined) return undefined;
        const { names } = await named(a.path, text);
        return { contents: `import ${JSON.stringify(`${NS}:${a.path}`)};\nexport default ${JSON.stringify(names)};\n`, loader: 'js', resolveDir: path.dirname(a.path) };
      });
      b.onResolve({ filter: new RegExp(`^${NS}:`) }, (a) => ({ path: a.path.slice(NS.length + 1), namespace: NS }));
      b.onLoad({ filter: /.*/, namespace: NS }, async (a) => ({ contents: (await named(a.path, source(a.path, siteDir) ?? '')).css, loader: 'css', resolveDir: path.dirname(a.path) }));
    },
  };
}
