// Twins: docs that compile to the same module (the same text in each docs version) and whose imports resolve the
// same from either doc's folder, so one bundle serves them all (bundle.ts). What an import resolves to depends on
// the importer's folder through a relative path (or a `#` package import), the `node_modules` folders above it
// and the nearest tsconfig (its `baseUrl` and `paths`); anything else is the same for every doc.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FenceLines } from '../markdown/fence-lines.ts';

/** A module specifier (of `from`, `import`, `require(`) that is relative, or read from the nearest package.json. */
const PLACE_DEPENDENT = /\b(?:from|import|require)\s*\(?\s*["'`](?:[^"'`\n]*!)?(?:\.{1,2}(?:\/|["'`])|#)/;

interface Twin {
  file: string;
  source: string;
  /** Equal for docs that compile to the same module. */
  sameAs?: string;
}

export function placeDependent(code: string): boolean {
  return PLACE_DEPENDENT.test(code);
}

/**
 * The docs to bundle (one of each group of twins), and each one's twins by its file. A doc whose text imports by a
 * relative path (outside fenced code) is left alone from the start; one whose module does only once compiled (a
 * plugin added the import) is the caller's to bundle again for its twins.
 */
export function groupTwins<D extends Twin>(docs: D[], nodePaths: string[]): { entries: D[]; twinsOf: Map<string, D[]> } {
  const places = new Map<string, string>();
  const firstOf = new Map<string, D>();
  const entries: D[] = [];
  const twinsOf = new Map<string, D[]>();
  for (const doc of docs) {
    const key = doc.sameAs !== undefined && !placeDependent(outsideFences(doc.source)) ? `${doc.sameAs}\0${placeOf(path.dirname(doc.file), nodePaths, places)}` : undefined;
    const first = key === undefined ? undefined : firstOf.get(key);
    if (!first) {
      if (key !== undefined) firstOf.set(key, doc);
      entries.push(doc);
      continue;
    }
    twinsOf.set(first.file, [...(twinsOf.get(first.file) ?? []), doc]);
  }
  return { entries, twinsOf };
}

/** What bare imports from `dir` resolve against: the `node_modules` folders esbuild looks in, in order, and the tsconfig. */
function placeOf(dir: string, nodePaths: string[], cache: Map<string, string>): string {
  let place = cache.get(dir);
  if (place === undefined) {
    const folders: string[] = [];
    let tsconfig: string | undefined;
    for (let d = dir; ; d = path.dirname(d)) {
      if (existsSync(path.join(d, 'node_modules'))) folders.push(path.join(d, 'node_modules'));
      tsconfig ??= ['tsconfig.json', 'jsconfig.json'].map((f) => path.join(d, f)).find((f) => existsSync(f));
      if (path.dirname(d) === d) break;
    }
    // A folder searched again finds what it found the first time.
    place = JSON.stringify([tsconfig ?? null, [...new Set([...folders, ...nodePaths])]]);
    cache.set(dir, place);
  }
  return place;
}

/** The text outside fenced code blocks (examples there import whatever they like). */
function outsideFences(source: string): string {
  const fences = new FenceLines();
  return source.split('\n').filter((line) => !fences.next(line)).join('\n');
}
