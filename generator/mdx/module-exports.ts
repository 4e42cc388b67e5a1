// What the islands' proxies read of a site module (islands.ts, island-apart.ts): its source, and the components it exports.
import { readFileSync } from 'node:fs';

/** The components a module exports (default, and named exports starting with a capital letter). */
export function componentExports(source: string): string[] {
  const names = new Set<string>();
  if (/\bexport\s+default\b/.test(source) || /\bas\s+default\b/.test(source)) names.add('default');
  for (const m of source.matchAll(/\bexport\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([A-Z][\w$]*)/g)) names.add(m[1]!);
  // CommonJS, as a package compiled by TypeScript or Babel writes it (a plugin's theme component).
  if (/\b(?:module\.)?exports\.default\s*=|\bmodule\.exports\s*=/.test(source)) names.add('default');
  for (const m of source.matchAll(/\bexports\.([A-Z][\w$]*)\s*=/g)) names.add(m[1]!);
  for (const m of source.matchAll(/\bexport\s*\{([^}]*)\}/g)) {
    for (const part of m[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop()!.trim();
      if (/^[A-Z]/.test(name) || name === 'default') names.add(name);
    }
  }
  return [...names];
}

/** The site module's source, read once per build. */
export function readSource(file: string, cache: Map<string, string>): string {
  let s = cache.get(file);
  if (s === undefined) cache.set(file, (s = readFileSync(file, 'utf8')));
  return s;
}
