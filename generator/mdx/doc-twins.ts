// Twins: docs that compile to the same module (the same text in each docs version) and whose imports resolve the
// same from either doc's folder, so one bundle serves them all (bundle.ts). An import depends on the importer's
// folder through a relative path (or a `#` package import, or a loader's path); a package's through the
// `node_modules` folders above it and the nearest tsconfig (its `baseUrl` and `paths`); docsgen's own modules
// (`@theme/…`, `@docusaurus/…`, `@site/…`, React) are the same from anywhere.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FenceLines } from '../markdown/fence-lines.ts';

interface Twin {
  file: string;
  source: string;
  /** Equal for docs that compile to the same module. */
  sameAs?: string;
}

/** How a module's imports depend on where it is: not at all, by the packages found from there, or by path. */
type Imports = 'anywhere' | 'packages' | 'path';

const SPECIFIER = /\b(?:from|import|require)\s*\(?\s*["'`]([^"'`\n]*)["'`]/g;
const FROM_ANYWHERE = /^(?:@theme(?:-original|-init)?\/|@docusaurus\/|@site\/|@docsgen\/|react(?:-dom)?(?:\/|$))/;

export function importsOf(code: string): Imports {
  let found: Imports = 'anywhere';
  for (const [, spec] of code.matchAll(SPECIFIER)) {
    if (/^(?:\.|#)|!/.test(spec!)) return 'path';
    if (!FROM_ANYWHERE.test(spec!)) found = 'packages';
  }
  return found;
}

/**
 * The docs to bundle (one of each group of twins), each one's twins by its file, and where a doc's packages are
 * found from. A doc whose text imports by a relative path (outside fenced code) is bundled alone; one whose text
 * imports packages has twins only in folders that find the same packages.
 */
export function groupTwins<D extends Twin>(docs: D[], nodePaths: string[]): { entries: D[]; twinsOf: Map<string, D[]>; placeOf: (file: string) => string } {
  const places = new Map<string, string>();
  const placeOf = (file: string) => packagePlace(path.dirname(file), nodePaths, places);
  const firstOf = new Map<string, D>();
  const entries: D[] = [];
  const twinsOf = new Map<string, D[]>();
  for (const doc of docs) {
    const imports = doc.sameAs === undefined ? 'path' : importsOf(outsideFences(doc.source));
    const key = imports === 'path' ? undefined : `${doc.sameAs}\0${imports === 'packages' ? placeOf(doc.file) : ''}`;
    const first = key === undefined ? undefined : firstOf.get(key);
    if (!first) {
      if (key !== undefined) firstOf.set(key, doc);
      entries.push(doc);
      continue;
    }
    twinsOf.set(first.file, [...(twinsOf.get(first.file) ?? []), doc]);
  }
  return { entries, twinsOf, placeOf };
}

/**
 * The twins of `file` that its bundle does not serve, its module once compiled known: it imports by a relative
 * path after all (a site plugin added the import), or packages, from a folder that finds other packages.
 */
export function twinsApart<D extends Twin>(code: string, file: string, twins: D[], placeOf: (file: string) => string): D[] {
  const imports = importsOf(code);
  if (imports === 'anywhere') return [];
  return imports === 'path' ? twins : twins.filter((t) => placeOf(t.file) !== placeOf(file));
}

/** Where bare imports from `dir` are found: the `node_modules` folders esbuild looks in, in order, and the tsconfig. */
function packagePlace(dir: string, nodePaths: string[], cache: Map<string, string>): string {
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
