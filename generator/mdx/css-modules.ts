// CSS modules (`import styles from './x.module.css'`, and `.module.scss` compiled with the site's Sass) named the same in the server build and the browser's. The
// server's HTML and stylesheet carry its class names; an island's browser bundle is minified, and esbuild's
// minification renames a module's classes (`styles.thumb` → `r`): a hydrated component that changes a className
// (`!isBrowser && styles.disabled`) would then lose its styles. So each module is read once, apart (esbuild's own
// `local-css` rules, unminified: `:global`, `composes`), its classes given names of their own that hold its file's
// hash, and both builds take them as a plain stylesheet and a map of names. A class composed from another module
// (`composes: base from './other.module.css'`) has that module's own name, and its rules come once, with it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { sha1 } from '../hash.ts';
import { compileSass, SASS_FILE, siteSass } from '../docusaurus/sass.ts';
import { postCssOf } from '../docusaurus/postcss.ts';

const MODULE = /\.module\.(css|s[ac]ss)$/i;
const SOURCE = 'docsgen-css-module-source';
const NS = 'docsgen-css-module';

interface Named {
  css: string;
  names: Record<string, string>;
  /** The modules it composes classes from, whose stylesheets come with its own. */
  deps: string[];
}

/**
 * One CSS module, its classes renamed `<file>_<class>_<hash>` (the hash of its path in the site and its text: the same
 * wherever the site's folder is); read once per process and file content.
 */
const cache = new Map<string, Promise<Named>>();

/** The module's CSS: the file's, or its Sass compiled; undefined where Sass cannot compile it (the Sass plugin says why). */
async function source(file: string, siteDir: string): Promise<string | undefined> {
  if (!SASS_FILE.test(file)) return readFileSync(file, 'utf8');
  const sass = siteSass(siteDir);
  try {
    return sass && (await compileSass(sass, file, siteDir));
  } catch {
    return undefined;
  }
}

/** Each stylesheet through the site's PostCSS, once per process and text (a module is loaded by several bundles). */
const processed = new Map<string, Promise<string>>();

/** A stylesheet's PostCSS failure, named at its line in the bundle's errors. */
class PostCssError extends Error {
  constructor(readonly file: string, readonly line: number | undefined, message: string) {
    super(message);
  }
}

/** `text` of `file` through the site's PostCSS (postcss.ts), as Docusaurus runs every stylesheet; as written without one. */
function withPostCss(file: string, siteDir: string, text: string): Promise<string> {
  const postCss = postCssOf(siteDir);
  if (!postCss) return Promise.resolve(text);
  const key = `${file}\0${sha1(text)}`;
  let found = processed.get(key);
  if (!found) {
    found = postCss(text, file).catch((err: unknown) => {
      const line = (err as { line?: unknown }).line;
      throw new PostCssError(file, typeof line === 'number' ? line : undefined, `the site's PostCSS failed on it: ${(err as Error).message.split('\n')[0]}`);
    });
    processed.set(key, found);
  }
  return found;
}

/** The module's CSS, Sass compiled and PostCSS run; undefined where Sass cannot compile it. */
async function siteSource(file: string, siteDir: string): Promise<string | undefined> {
  const text = await source(file, siteDir);
  return text === undefined ? undefined : withPostCss(file, siteDir, text);
}

/** esbuild's answer for a stylesheet whose PostCSS failed; other errors are esbuild's to tell. */
function failed(err: unknown): { errors: { text: string; location: { file: string; line?: number } }[] } {
  if (!(err instanceof PostCssError)) throw err;
  return { errors: [{ text: err.message, location: { file: err.file, ...(err.line ? { line: err.line } : {}) } }] };
}

/** `within`: the modules composing from this one, being named (a cycle is left to esbuild, as written). */
async function named(file: string, siteDir: string, within: string[] = []): Promise<Named> {
  const text = (await siteSource(file, siteDir)) ?? '';
  const key = `${file}\0${sha1(text)}`;
  let found = cache.get(key);
  if (!found) {
    found = composedFromOthers(file, siteDir, text, [...within, file]).then(({ css, globals, deps }) => nameModule(file, css, sha1(`${path.relative(siteDir, file).split(path.sep).join('/')}\0${text}`).slice(0, 6), globals, deps));
    cache.set(key, found);
  }
  return found;
}

const COMPOSES_FROM = /(composes\s*:\s*)([^;{}]+?)\s+from\s+(['"])([^'"]+)\3/g;

/**
 * `text` with each class composed from another module given as that module's own name (`composes: other_base_1a2b3c
 * from global`): the names it gives, and the modules, whose rules then come with it rather than copied into it.
 */
async function composedFromOthers(file: string, siteDir: string, text: string, within: string[]): Promise<{ css: string; globals: Set<string>; deps: string[] }> {
  const globals = new Set<string>();
  const deps = new Set<string>();
  const others = new Map<string, Named>();
  for (const m of text.matchAll(COMPOSES_FROM)) {
    const other = path.resolve(path.dirname(file), m[4]!);
    // A missing file or class is left as written: esbuild names it in its error.
    if (!m[4]!.startsWith('.') || !MODULE.test(other) || !existsSync(other) || others.has(other) || within.includes(other)) continue;
    others.set(other, await named(other, siteDir, within));
  }
  const css = text.replace(COMPOSES_FROM, (whole, lead: string, classes: string, _q: string, ref: string) => {
    const other = others.get(path.resolve(path.dirname(file), ref));
    if (!other || !ref.startsWith('.')) return whole;
    const wanted = classes.trim().split(/\s+/);
    if (wanted.some((c) => !Object.hasOwn(other.names, c))) return whole;
    const names = wanted.flatMap((c) => other.names[c]!.split(' '));
    deps.add(path.resolve(path.dirname(file), ref));
    for (const n of names) globals.add(n);
    return `${lead}${names.join(' ')} from global`;
  });
  return { css, globals, deps: [...deps] };
}

async function nameModule(file: string, text: string, hash: string, globals: Set<string>, deps: string[]): Promise<Named> {
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
    // `composes` gives several names, space-separated: each of this module's gets the hash.
    names[local] = given.split(/\s+/).map((n) => (globals.has(n) ? n : `${n}_${hash}`)).join(' ');
    for (const n of given.split(/\s+/)) {
      if (renamed.has(n) || globals.has(n)) continue;
      renamed.add(n);
      css = css.replace(new RegExp(`\\.${n.replace(/[$]/g, '\\$&')}(?![\\w-])`, 'g'), `.${n}_${hash}`);
    }
  }
  return { css: css.replace(/^\/\*.*\*\/\n/gm, ''), names, deps };
}

/** Loads each CSS module as its renamed stylesheet (plain CSS) and its map of names (the default export). */
export function cssModules(siteDir: string): Plugin {
  return {
    name: 'docsgen-css-modules',
    setup(b) {
      // Named by its path in the site: esbuild's output names it in a comment, the same wherever the site's folder is.
      const inSite = (file: string) => path.relative(siteDir, file).split(path.sep).join('/');
      b.onLoad({ filter: MODULE, namespace: 'file' }, async (a) => {
        if ((await source(a.path, siteDir)) === undefined) return undefined;
        try {
          const { names } = await named(a.path, siteDir);
          return { contents: `import ${JSON.stringify(`${NS}:${inSite(a.path)}`)};\nexport default ${JSON.stringify(names)};\n`, loader: 'js', resolveDir: path.dirname(a.path) };
        } catch (err) {
          return failed(err);
        }
      });
      // A plain stylesheet of the site's (not docsgen's own), CSS or Sass compiled, runs through the site's PostCSS
      // too; Sass that cannot compile here is left to the Sass plugin, which says why.
      b.onLoad({ filter: /\.(css|s[ac]ss)$/i, namespace: 'file' }, async (a) => {
        if (MODULE.test(a.path) || !postCssOf(siteDir) || path.relative(siteDir, a.path).startsWith('..')) return undefined;
        const text = await source(a.path, siteDir);
        if (text === undefined) return undefined;
        try {
          return { contents: await withPostCss(a.path, siteDir, text), loader: 'css', resolveDir: path.dirname(a.path) };
        } catch (err) {
          return failed(err);
        }
      });
      b.onResolve({ filter: new RegExp(`^${NS}:`) }, (a) => ({ path: a.path.slice(NS.length + 1), namespace: NS }));
      b.onLoad({ filter: /.*/, namespace: NS }, async (a) => {
        const file = path.resolve(siteDir, a.path);
        let made: Named;
        try {
          made = await named(file, siteDir);
        } catch (err) {
          return failed(err);
        }
        const { css, deps } = made;
        // The modules it composes from come first, once each (esbuild bundles an @import once).
        return { contents: `${deps.map((d) => `@import ${JSON.stringify(`${NS}:${inSite(d)}`)};\n`).join('')}${css}`, loader: 'css', resolveDir: path.dirname(file) };
      });
    },
  };
}
