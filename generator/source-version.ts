// Stage fingerprints: a hash of the docsgen sources a stage runs, so that no cache serves what older code made. A
// stage is named by its entry modules (or whole folders); every module they import through a relative path counts
// too, followed file by file, so a module that moves or is added stays in the key with no list to keep up to date.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sha1 } from './hash.ts';
import { packageFile } from './package-paths.ts';

/** Reads a package file by its package-relative path (a test passes another reader). */
export type SourceReader = (rel: string) => string;

const readSource: SourceReader = (rel) => readFileSync(packageFile(rel), 'utf8');

/** Relative module specifiers of static imports, re-exports and dynamic imports with a literal path. */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Package-relative paths of `entries` (files, or folders taken whole) and of every file they import, sorted. */
export function sourceFiles(entries: string[]): string[] {
  const found = new Set<string>();
  const visit = (rel: string) => {
    if (found.has(rel)) return;
    const stat = statSync(packageFile(rel), { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of readdirSync(packageFile(rel)).sort()) visit(path.posix.join(rel, name));
      return;
    }
    found.add(rel);
    if (!/\.[cm]?[jt]sx?$/.test(rel)) return;
    for (const m of readSource(rel).matchAll(RELATIVE_IMPORT)) visit(path.posix.join(path.posix.dirname(rel), m[1]!));
  };
  for (const entry of entries) {
    if (!statSync(packageFile(entry), { throwIfNoEntry: false })) throw new Error(`docsgen: stage source ${entry} does not exist (moved? update its fingerprint)`);
    visit(entry);
  }
  return [...found].sort();
}

/**
 * Set in the CLI bundle (generator/launch/cli-bundle.js): the fingerprints of the sources it was made from, by
 * `entries` joined with newlines. Reading and hashing them took ~25 ms of every run.
 */
declare const __docsgenStageVersions: Record<string, string> | undefined;
const BUNDLED_VERSIONS = typeof __docsgenStageVersions === 'undefined' ? undefined : __docsgenStageVersions;

/** The fingerprint of the code `entries` name: each file's path and content. */
export function sourceVersion(entries: string[], read: SourceReader = readSource): string {
  const bundled = read === readSource ? BUNDLED_VERSIONS?.[entries.join('\n')] : undefined;
  return bundled ?? sha1(...sourceFiles(entries).flatMap((rel) => [rel, '\0', read(rel), '\0']));
}

/** Entry modules of each fingerprinted stage. */
export const STAGE_SOURCES = {
  /** Reading a doc: frontmatter, MDX detection, lint. */
  sources: ['generator/content/docs/load.ts'],
  /** The Markdown path. */
  markdown: ['generator/markdown/processor.ts', 'generator/markdown/plugin-docs.ts'],
  /** The MDX path (and the Markdown plugins it shares). */
  mdx: ['generator/mdx/stage.tsx'],
  /** The search documents and index. */
  search: ['generator/search/files.ts'],
  /** The browser files and the page HTML: the client and templates whole, and the route renderer. */
  frontEnd: ['client', 'templates', 'generator/output/render.tsx'],
} satisfies Record<string, string[]>;
