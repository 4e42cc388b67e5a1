// A site's own stylesheets (`customCss`), added after the theme's. Docusaurus sites colour their theme with
// Infima variables; those they set are mapped onto ours, so the site keeps its colours in both colour modes
// (both themes switch on `data-theme` on <html>).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fail } from '../errors.ts';
import { sha1 } from '../hash.ts';
import { infimaClasses } from './infima-classes.ts';
import { compileSass, SASS_FILE, siteSass } from './sass.ts';

/** Our variable ← the Infima variable that sets it (the first one the site's CSS sets wins). */
const INFIMA: [string, string[]][] = [
  ['--c-primary', ['--ifm-color-primary']],
  ['--c-primary-hover', ['--ifm-color-primary-dark', '--ifm-color-primary']],
  ['--c-link', ['--ifm-link-color', '--ifm-color-primary']],
  ['--font', ['--ifm-font-family-base']],
  ['--mono', ['--ifm-font-family-monospace']],
];

export interface CustomCss {
  css: string;
  /** The files its `url()`s name, by their output path (`assets/files/…`). */
  files: Map<string, Buffer>;
}

/**
 * Infima's classes when asked for (a Docusaurus site), the stylesheets' text, then the variable mapping; undefined
 * without any. `files` are relative to `root`.
 */
export function loadCustomCss(files: string[] | undefined, root: string, configFile: string, infima = false): CustomCss | undefined {
  if (!files?.length) return infima ? { css: infimaClasses(componentStylesheets(root)), files: new Map() } : undefined;
  const named = new Map<string, Buffer>();
  const css = files.map((f) => withFileUrls(readStylesheet(f), path.resolve(root, f), root, named)).join('\n');
  return { css: `${infima ? `${infimaClasses(`${css}\n${componentStylesheets(root)}`)}\n` : ''}${css}\n${infimaMapping(css)}`, files: named };

  function readStylesheet(f: string): string {
    const file = path.resolve(root, f);
    const sass = SASS_FILE.test(file) ? siteSass(root) : undefined;
    if (sass) {
      try {
        return `/* ${path.basename(file)} */\n${compileSass(sass, file, root)}`;
      } catch (err) {
        return fail({ file }, `customCss: Sass cannot compile it: ${(err as Error).message.split('\n')[0]}`, 'fix the stylesheet (sass names the line)');
      }
    }
    try {
      return `/* ${path.basename(file)} */\n${readFileSync(file, 'utf8')}`;
    } catch (err) {
      return fail({ file: configFile }, `customCss: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? err})`, 'fix the path (relative to the config file) or remove it');
    }
  }
}

const STYLESHEET = /\.(?:css|s[ac]ss)$/i;

/**
 * The text of the stylesheets under the site's `src/` (its components' and theme overrides' CSS modules): the
 * Infima variables they read are defined, as Docusaurus defines all of them.
 */
function componentStylesheets(root: string): string {
  const src = path.join(root, 'src');
  if (!existsSync(src)) return '';
  return readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && STYLESHEET.test(e.name) && !path.relative(src, e.parentPath).split(path.sep).includes('node_modules'))
    .map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8'))
    .join('\n');
}

/** A `url()` naming a file of the site: not a URL with a scheme, not a path from the site's root, not a fragment. */
const FILE_URL = /url\(\s*(['"]?)(?![a-z][\w+.-]*:|\/|#|%23)([^'")?#]+)([^'")]*)\1\s*\)/gi;

/**
 * `css` (of stylesheet `file`) with each `url()` that names a file — relative to the stylesheet, or `@site/…` — pointing
 * at a copy among the assets, named by its content, as Docusaurus's bundler emits them (fonts and images beside a
 * site's custom.css; jest's `url('@site/static/img/…')`). A file that is not there is left as written.
 */
function withFileUrls(css: string, file: string, root: string, named: Map<string, Buffer>): string {
  return css.replace(FILE_URL, (whole, quote: string, ref: string, suffix: string) => {
    const target = ref.startsWith('@site/') ? path.join(root, ref.slice('@site/'.length)) : path.resolve(path.dirname(file), ref);
    let data: Buffer;
    try {
      data = readFileSync(target);
    } catch {
      return whole;
    }
    const ext = path.extname(target);
    const name = `files/${path.basename(target, ext)}.${sha1(data).slice(0, 8)}${ext}`;
    named.set(`assets/${name}`, data);
    // The stylesheet is written in `assets/` too.
    return `url(${quote}${name}${suffix}${quote})`;
  });
}

/** Rules pointing our variables at the Infima variables `css` sets (empty when it sets none). */
export function infimaMapping(css: string): string {
  const sets = (name: string) => new RegExp(`${name}\\s*:`).test(css);
  const decls = INFIMA.flatMap(([ours, theirs]) => {
    const from = theirs.find(sets);
    return from ? [`${ours}: var(${from});`] : [];
  });
  if (sets('--ifm-color-primary')) decls.push('--c-highlight: color-mix(in srgb, var(--ifm-color-primary) 14%, transparent);');
  // The classic template's custom.css sets it, light and dark.
  if (sets('--docusaurus-highlighted-code-line-bg')) decls.push('--c-code-highlight: var(--docusaurus-highlighted-code-line-bg);');
  return decls.length ? `:root, [data-theme='dark'] { ${decls.join(' ')} }\n` : '';
}
