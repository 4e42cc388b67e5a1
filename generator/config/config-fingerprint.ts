// What a config's functions may close over that the next process would load again: the config file's text and the
// local files it imports (followed), hashed. Values read otherwise (a file read with fs, an environment variable) are
// not covered — as with webpack's build dependencies, which key Docusaurus's persistent cache.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sha1 } from '../hash.ts';

/** `import … from './x'`, `export … from`, `import('./x')`, `require('./x')`: local specifiers only. */
const LOCAL_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s*)['"](\.{1,2}\/[^'"]+)['"]/gm;
const EXTENSIONS = ['', '.js', '.cjs', '.mjs', '.ts', '.cts', '.mts', '.json', '/index.js', '/index.ts'];

/** A hash of `file` and every local file it imports, each by path and text (one it cannot find by its path). */
export function configFingerprint(file: string): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    const text = readFileSync(f, 'utf8');
    parts.push(f, '\0', text, '\0');
    for (const m of text.matchAll(LOCAL_IMPORT)) {
      const found = resolveLocal(path.resolve(path.dirname(f), m[1]!));
      if (found) visit(found);
      else parts.push(`missing ${m[1]}\0`);
    }
  };
  visit(file);
  return sha1(...parts);
}

function resolveLocal(base: string): string | undefined {
  for (const ext of EXTENSIONS) {
    try {
      if (statSync(base + ext).isFile()) return base + ext;
    } catch {
      // Not with this extension.
    }
  }
  return undefined;
}
