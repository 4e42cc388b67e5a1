// What a site module is: a code file of the site (not an npm package, not docsgen's theme).
import path from 'node:path';
import { THEME_DIR } from '../package-paths.ts';

export const CODE_FILE = /\.(jsx?|tsx?|mjs|cjs)$/;

/** Whether a resolved import is a site module to check (not a package, not docsgen's theme). */
export function isSiteModule(file: string): boolean {
  return CODE_FILE.test(file) && !inPackageOrTheme(file);
}

/** Whether a path lies in an npm package or in docsgen's theme. */
export function inPackageOrTheme(file: string): boolean {
  return file.split(path.sep).includes('node_modules') || file.startsWith(THEME_DIR + path.sep);
}
