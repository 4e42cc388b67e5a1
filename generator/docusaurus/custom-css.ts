// A site's own stylesheets (`customCss`), added after the theme's. Docusaurus sites colour their theme with
// Infima variables; those they set are mapped onto ours, so the site keeps its colours in both colour modes
// (both themes switch on `data-theme` on <html>).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fail } from '../errors.ts';
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

/**
 * Infima's classes when asked for (a Docusaurus site), the stylesheets' text, then the variable mapping; undefined
 * without any. `files` are relative to `root`.
 */
export function loadCustomCss(files: string[] | undefined, root: string, configFile: string, infima = false): string | undefined {
  if (!files?.length) return infima ? infimaClasses() : undefined;
  const css = files.map((f) => {
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
  }).join('\n');
  return `${infima ? `${infimaClasses()}\n` : ''}${css}\n${infimaMapping(css)}`;
}

/** Rules pointing our variables at the Infima variables `css` sets (empty when it sets none). */
export function infimaMapping(css: string): string {
  const sets = (name: string) => new RegExp(`${name}\\s*:`).test(css);
  const decls = INFIMA.flatMap(([ours, theirs]) => {
    const from = theirs.find(sets);
    return from ? [`${ours}: var(${from});`] : [];
  });
  if (sets('--ifm-color-primary')) decls.push('--c-highlight: color-mix(in srgb, var(--ifm-color-primary) 14%, transparent);');
  return decls.length ? `:root, [data-theme='dark'] { ${decls.join(' ')} }\n` : '';
}
