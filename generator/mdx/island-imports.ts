// Which of a doc's imported names come from a module that will be an island, known while the doc compiles (the
// bundles decide it later, by the same rule: islands.ts). inline-islands.ts needs it to move an element that wraps
// such a component (a provider written in the doc around a demo) into the doc's inline module, so the provider
// hydrates with it. Resolved as the bundles resolve a doc's imports: relative paths and `@site/…` to the site's code
// files, packages to their entry file; docsgen's own modules (`@theme/…`, `@docusaurus/…`) are never islands here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DOCUSAURUS_CONFIG } from '../docusaurus/config-file.ts';
import { NOT_PACKAGE } from './missing-packages.ts';
import { needsBrowser } from './needs-browser.ts';
import { CODE_FILE } from './site-module.ts';

export interface ImportNode {
  type: string;
  source?: { value?: unknown } | null;
  specifiers?: { local: { name: string } }[];
}

// docsgen's own config's name (config/load.ts DEFAULT_CONFIG; not imported: that module is the config loader's).
const SITE_CONFIG = 'site.config.ts';
const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs'];

/** The local names of `imports` (a doc's import declarations) whose module needs the browser. */
export function islandImports(docFile: string, imports: readonly ImportNode[]): Set<string> {
  const names = new Set<string>();
  for (const node of imports) {
    const spec = node.source?.value;
    if (node.type !== 'ImportDeclaration' || typeof spec !== 'string' || !node.specifiers?.length) continue;
    const file = resolveImport(docFile, spec);
    if (!file || !CODE_FILE.test(file) || !fileNeedsBrowser(file)) continue;
    for (const s of node.specifiers) names.add(s.local.name);
  }
  return names;
}

/** An import statement of MDX's ESM (at a line's start), and its module's specifier. */
const IMPORT = /^import\s+(?:[^'";]*?\s+from\s*)?['"]([^'"\n]+)['"]/gm;

/**
 * What the doc's islands decision depends on beside its text (inline-islands.ts): which of its imports' modules need
 * the browser. Part of its compiled module's cache key, so that a change of an imported component's file (state
 * added or taken away) compiles the doc again; empty for a doc that imports nothing.
 */
export function islandImportsKey(docFile: string, body: string): string {
  const specs = new Set([...body.matchAll(IMPORT)].map((m) => m[1]!));
  if (!specs.size) return '';
  return [...specs].filter((spec) => {
    const key = resolutionKey(docFile, spec);
    if (key === undefined) return false;
    let island = thisPass().get(key);
    if (island === undefined) {
      const file = resolveImport(docFile, spec);
      thisPass().set(key, (island = !!file && CODE_FILE.test(file) && fileNeedsBrowser(file)));
    }
    return island;
  }).sort().join('\n');
}

/** What an import's module depends on: the path it names (relative, `@site/…`), or a package's name and the folder. */
function resolutionKey(docFile: string, spec: string): string | undefined {
  if (spec.startsWith('.') || spec.startsWith('/')) return path.resolve(path.dirname(docFile), spec);
  if (spec.startsWith('@site/')) {
    const site = siteDirOf(docFile);
    return site === undefined ? undefined : path.join(site, spec.slice('@site/'.length));
  }
  return NOT_PACKAGE.test(spec) ? undefined : `${path.dirname(docFile)}\0${spec}`;
}

/**
 * What the imports of a build's docs resolve to, by resolutionKey: its docs are keyed in one synchronous pass
 * (mdx/stage.tsx), so the answers are dropped once it ends, and a file added or changed meanwhile is seen next time.
 */
let pass: Map<string, boolean> | undefined;

function thisPass(): Map<string, boolean> {
  if (!pass) {
    pass = new Map();
    setImmediate(() => (pass = undefined));
  }
  return pass;
}

/** `needsBrowser` of a file's text, read again only when the file changed (a rebuild in `serve`, a warm build). */
const byFile = new Map<string, { stamp: string; browser: boolean }>();

function fileNeedsBrowser(file: string): boolean {
  const { mtimeMs, size } = statSync(file);
  const stamp = `${mtimeMs}:${size}`;
  const known = byFile.get(file);
  if (known?.stamp === stamp) return known.browser;
  const browser = needsBrowser(readFileSync(file, 'utf8'));
  byFile.set(file, { stamp, browser });
  return browser;
}

function resolveImport(docFile: string, spec: string): string | undefined {
  if (spec.startsWith('.') || spec.startsWith('/')) return codeFile(path.resolve(path.dirname(docFile), spec));
  if (spec.startsWith('@site/')) {
    const site = siteDirOf(docFile);
    return site === undefined ? undefined : codeFile(path.join(site, spec.slice('@site/'.length)));
  }
  if (NOT_PACKAGE.test(spec)) return undefined;
  try {
    return createRequire(docFile).resolve(spec);
  } catch {
    return undefined; // not installed: a stand-in (missing-packages.ts), no island
  }
}

/** The file an extensionless path names, as the bundler finds it (`./Demo` → `./Demo.tsx`, `./demo/index.js`). */
function codeFile(base: string): string | undefined {
  for (const candidate of [...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.slice(1).map((e) => path.join(base, `index${e}`))]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Each docs folder's site folder, found once: every doc of a large site is asked about (islandImportsKey). */
const siteDirs = new Map<string, string | undefined>();

/** The site's folder: the nearest one above the doc with a site config (docs may sit in any folder under it). */
function siteDirOf(file: string): string | undefined {
  const folder = path.dirname(file);
  if (siteDirs.has(folder)) return siteDirs.get(folder);
  let found: string | undefined;
  for (let dir = folder; ; dir = path.dirname(dir)) {
    const names = existsSync(dir) ? readdirNames(dir) : [];
    if (names.some((n) => DOCUSAURUS_CONFIG.test(n) || n === SITE_CONFIG)) found = dir;
    if (found !== undefined || path.dirname(dir) === dir) break;
  }
  siteDirs.set(folder, found);
  return found;
}

function readdirNames(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
