// A plugin's theme component from an installed package (its `getThemePath()` folder, docusaurus/theme-overrides.ts)
// needs the browser when it does, or when a module of its package that it imports by a relative path does: such a
// component often keeps its state in a helper (a CodeBlock wrapper that renders a stateful block that fetches code).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { needsBrowser } from './needs-browser.ts';

const RELATIVE_IMPORT = /\b(?:from|import|require)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const COMPILED_CALL = /\(0,\s*[\w$]+\.(use\w+)\)/g;
const EXTENSIONS = ['', '.js', '.jsx', '.mjs', '.ts', '.tsx', '/index.js', '/index.jsx', '/index.ts', '/index.tsx'];

/** Whether `file` (in a package) or what it imports by relative paths, within `packageDir`, needs the browser. */
export function packageThemeNeedsBrowser(file: string, packageDir: string, read: (file: string) => string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = read(file);
  // A package compiled to CommonJS calls its hooks as `(0, react_1.useReducer)(…)`.
  if (needsBrowser(source.replace(COMPILED_CALL, '$1'))) return true;
  for (const [, specifier] of source.matchAll(RELATIVE_IMPORT)) {
    const base = path.resolve(path.dirname(file), specifier!);
    const found = EXTENSIONS.map((e) => base + e).find((f) => f.startsWith(packageDir + path.sep) && existsSync(f) && path.extname(f) !== '');
    if (found && packageThemeNeedsBrowser(found, packageDir, read, seen)) return true;
  }
  return false;
}

/** The package folder of a file under node_modules (`…/node_modules/@scope/name`), or undefined. */
export function packageDirOf(file: string): string | undefined {
  const m = /^(.*[/\\]node_modules[/\\](?:@[^/\\]+[/\\])?[^/\\]+)[/\\]/.exec(file);
  return m?.[1];
}
