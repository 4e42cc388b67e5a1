// The `src/theme/` files a site imports by path (`@site/src/theme/BoxLink`, `../theme/BoxLink`, `@theme/BoxLink`):
// such a file is one of the site's own modules, used wherever it is imported, not an override waiting for a slot.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';

/** `import … from 'x'`, `export … from 'x'`, `import 'x'`, `import('x')` and `require('x')`. */
const SPECIFIER = /\b(?:from\s*|import\s*\(?\s*|require\s*\(\s*)(['"])([^'"\n]+)\1/g;
/** `import type … from 'x'` and `export type … from 'x'`: TypeScript erases them, so they import nothing. */
const TYPE_ONLY = /\b(?:import|export)\s+type\s[^'";]*?\bfrom\s*(['"])[^'"\n]+\1/g;

/** The site's module files a theme file may be imported from: its pages, components, overrides and MDX docs. */
const IMPORTERS = ['**/*.{js,jsx,ts,tsx,mdx}'];
const NOT_SITE = ['**/node_modules/**', 'build/**', '.docusaurus/**', 'static/**', '**/*.d.ts'];

/**
 * Of `names` (override name → its file), the ones some file of the site imports by a path or `@theme/<name>`; a file
 * in `except` (absolute paths) does not count.
 */
export function importedThemeFiles(siteDir: string, names: ReadonlyMap<string, string>, except: ReadonlySet<string> = new Set()): Set<string> {
  const byPath = new Map([...names].map(([name, file]) => [withoutExtension(file), name]));
  const used = new Set<string>();
  for (const rel of fg.sync(IMPORTERS, { cwd: siteDir, ignore: NOT_SITE })) {
    const file = path.join(siteDir, rel);
    if (except.has(file)) continue;
    for (const m of readFileSync(file, 'utf8').replace(TYPE_ONLY, '').matchAll(SPECIFIER)) {
      const target = resolved(m[2]!, file, siteDir);
      const name = target === undefined ? undefined : byPath.get(target) ?? byPath.get(path.join(target, 'index'));
      if (name !== undefined) used.add(name);
      if (m[2]!.startsWith('@theme/') && names.has(m[2]!.slice('@theme/'.length))) used.add(m[2]!.slice('@theme/'.length));
    }
  }
  return used;
}

/** A specifier as an absolute path without its extension; undefined for a package or an alias. */
function resolved(specifier: string, importer: string, siteDir: string): string | undefined {
  if (specifier.startsWith('@site/')) return withoutExtension(path.join(siteDir, specifier.slice('@site/'.length)));
  if (specifier.startsWith('./') || specifier.startsWith('../')) return withoutExtension(path.resolve(path.dirname(importer), specifier));
  return undefined;
}

function withoutExtension(file: string): string {
  return file.replace(/\.(js|jsx|ts|tsx)$/, '');
}
