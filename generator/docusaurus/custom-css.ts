// A site's own stylesheets (`customCss`), added after the theme's. Docusaurus sites colour their theme with
// Infima variables; those they set are mapped onto ours, so the site keeps its colours in both colour modes
// (both themes switch on `data-theme` on <html>).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fail } from '../errors.ts';
import { sha1 } from '../hash.ts';
import { infimaClasses } from './infima-classes.ts';
import { compileSass, SASS_FILE, siteSass } from './sass.ts';
import type { LoadedConfig } from '../config/load.ts';
import { setSitePostCss, sitePostCss, type PostCss } from './postcss.ts';

/** A PostCSS error's line (its `CssSyntaxError` has one). */
const lineOf = (err: unknown): { line?: number } => (typeof (err as { line?: unknown }).line === 'number' ? { line: (err as { line: number }).line } : {});

/** Our variable ← the Infima variable that sets it (the first one the site's CSS sets wins). */
const INFIMA: [string, string[]][] = [
  ['--c-primary', ['--ifm-color-primary']],
  ['--c-primary-hover', ['--ifm-color-primary-dark', '--ifm-color-primary']],
  ['--c-link', ['--ifm-link-color', '--ifm-color-primary']],
  ['--c-link-hover', ['--ifm-link-hover-color']],
  ['--font', ['--ifm-font-family-base']],
  ['--mono', ['--ifm-font-family-monospace']],
];

/** Infima's colours docsgen's own parts take (its `:root` defines them), set by the site or not. */
const INFIMA_DEFAULTS = new Set(['--ifm-color-primary', '--ifm-color-primary-dark', '--ifm-link-color', '--ifm-link-hover-color']);

export interface CustomCss {
  css: string;
  /** The files its `url()`s name, by their output path (`assets/files/…`). */
  files: Map<string, Buffer>;
}

/** The site's `customCss`, through its PostCSS when its plugins configure one (postcss.ts), which is kept for its components' CSS. */
export async function siteCustomCss(loaded: LoadedConfig): Promise<CustomCss | undefined> {
  const postCss = await sitePostCss(loaded);
  // The components' CSS, bundled after this, runs through it too.
  setSitePostCss(loaded.root, postCss);
  return loadCustomCss(loaded.config.customCss, loaded.root, loaded.file, loaded.config.infima, postCss);
}

/**
 * Infima's classes when asked for (a Docusaurus site), the stylesheets' text (Sass compiled, then `postCss` run on
 * it, as Docusaurus's loaders do), then the variable mapping; undefined without any. `files` are relative to `root`.
 */
export async function loadCustomCss(files: string[] | undefined, root: string, configFile: string, infima = false, postCss?: PostCss): Promise<CustomCss | undefined> {
  if (!files?.length) {
    if (!infima) return undefined;
    const mapping = infimaMapping('', true);
    return { css: `${infimaClasses(`${componentStylesheets(root)}\n${mapping}`)}\n${mapping}`, files: new Map() };
  }
  const named = new Map<string, Buffer>();
  const sheets = await Promise.all(files.map(async (f) => {
    const file = path.resolve(root, f);
    return withFileUrls(`/* ${path.basename(file)} */\n${await processed(await readStylesheet(file), file)}`, file, root, named);
  }));
  const css = sheets.join('\n');
  const mapping = infimaMapping(css, infima);
  // The mapping reads Infima variables too: a site that sets one for light only keeps Infima's dark value.
  return { css: `${infima ? `${infimaClasses(`${css}\n${componentStylesheets(root)}\n${mapping}`)}\n` : ''}${css}\n${mapping}`, files: named };

  async function processed(css: string, file: string): Promise<string> {
    if (!postCss) return css;
    try {
      return await postCss(css, file);
    } catch (err) {
      return fail({ file, ...lineOf(err) }, `customCss: the site's PostCSS failed on it: ${(err as Error).message.split('\n')[0]}`, 'fix the stylesheet, or the PostCSS plugins the site\'s configurePostCss adds');
    }
  }

  async function readStylesheet(file: string): Promise<string> {
    const sass = SASS_FILE.test(file) ? siteSass(root) : undefined;
    if (sass) {
      try {
        return await compileSass(sass, file, root);
      } catch (err) {
        return fail({ file }, `customCss: Sass cannot compile it: ${(err as Error).message.split('\n')[0]}`, 'fix the stylesheet (sass names the line)');
      }
    }
    try {
      return readFileSync(file, 'utf8');
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

/**
 * Rules pointing our variables at the Infima variables `css` sets (empty when it sets none). With Infima's stylesheet
 * (`infima`), its primary and link colours are there even when the site sets none: a site that keeps Infima's blue
 * gets blue links beside its blue `button--primary`, as on Docusaurus, not docsgen's own link colour.
 */
export function infimaMapping(css: string, infima = false): string {
  const sets = (name: string) => (infima && INFIMA_DEFAULTS.has(name)) || new RegExp(`${name}\\s*:`).test(css);
  const decls = INFIMA.flatMap(([ours, theirs]) => {
    const from = theirs.find(sets);
    return from ? [`${ours}: var(${from});`] : [];
  });
  if (sets('--ifm-color-primary')) decls.push('--c-highlight: color-mix(in srgb, var(--ifm-color-primary) 14%, transparent);');
  // The classic template's custom.css sets it, light and dark.
  if (sets('--docusaurus-highlighted-code-line-bg')) decls.push('--c-code-highlight: var(--docusaurus-highlighted-code-line-bg);');
  const rules = decls.length ? [`:root, [data-theme='dark'] { ${decls.join(' ')} }`] : [];
  // Parts that Infima colours with their own variable. The page as Infima's `html` rule paints it (its
  // light default is transparent: the canvas shows). The navbar's surface and its links, not its dropdown menus
  // (Infima's `--ifm-dropdown-link-color` is the page's text). Each is mapped only when the site sets it.
  if (sets('--ifm-background-color')) rules.push('body { background-color: var(--ifm-background-color); }');
  // Infima's navbar is the surface colour unless the site sets its own.
  if (sets('--ifm-navbar-background-color') || sets('--ifm-background-surface-color')) rules.push('.navbar { --c-navbar: var(--ifm-navbar-background-color); }');
  if (sets('--ifm-navbar-link-color')) rules.push('.navbar-brand, .navbar-link, .navbar .color-mode-toggle, .navbar-menu-toggle { color: var(--ifm-navbar-link-color); }');
  return rules.map((r) => `${r}\n`).join('');
}
