// The Prism languages a site sets up beyond Docusaurus's: the `prism.additionalLanguages` Prism has and Shiki lacks,
// and what the site's `src/theme/prism-include-languages` defines. Docusaurus runs that function on its Prism in the
// browser; here it runs at build time on a Prism of docsgen's own (prism-instance.ts), and each language it ends up
// with that Shiki has no grammar for is highlighted by Prism with the grammar it was given (code/prism-grammar.ts).
// Languages Shiki has keep Shiki's grammar, whatever the site changed in Prism's: those are named.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { encodeGrammar } from '../markdown/code/prism-grammar.ts';
import { docusaurusPrism, type PrismInstance } from '../markdown/code/prism-instance.ts';
import { hasGrammar } from '../markdown/code/prism-languages.ts';

export interface SitePrism {
  /** Each language only Prism highlights, its grammar encoded. */
  grammars: Record<string, string>;
  /** Languages Shiki has whose Prism grammar the site's file changed: Shiki's is used. (One it adds by a name Shiki has gets Shiki's, unnamed.) */
  changed: string[];
  /** The Prism hooks the site's file adds (a plugin's: `wrap`, `after-tokenize`…), which highlighting does not run. */
  hooks: string[];
  /** Why the site's file failed to run, if it did. */
  failed?: string;
}

const EXTENSIONS = ['', '.js', '.mjs', '.cjs', '.jsx', '.ts', '.tsx', '/index.js', '/index.ts'];
const COMPONENT = /^prismjs\/components\/prism-([\w-]+?)(?:\.min)?(?:\.js)?$/;
const BROWSER = { canUseDOM: true, canUseEventListeners: true, canUseIntersectionObserver: true, canUseViewport: true };

/**
 * What `additionalLanguages` and the site's Prism setup (`includeFile`, run with `config` as
 * `@generated/docusaurus.config`) give; nothing is run when neither asks for a language Shiki lacks.
 */
export function sitePrismGrammars(additionalLanguages: readonly string[], includeFile: string | undefined, config: unknown): SitePrism {
  const extra = additionalLanguages.filter((l) => !hasGrammar(l));
  if (!includeFile && !extra.length) return { grammars: {}, changed: [], hooks: [] };
  const key = JSON.stringify([additionalLanguages, includeFile, config]);
  if (last?.key === key && [...last.read].every(([file, text]) => readOrNone(file) === text)) return last.result;
  const read = new Map<string, string>();
  const result = runSetup(additionalLanguages, includeFile, config, read);
  // A failure may be a file not there yet: run again next time.
  last = result.failed ? undefined : { key, read, result };
  return result;
}

/**
 * The last result, with the site's files it read and their text: a build asks twice (its warnings, its Markdown
 * setup), a site's locales and `serve`'s rebuilds again, each run costing ~0.1 s.
 */
let last: { key: string; read: Map<string, string>; result: SitePrism } | undefined;

function readOrNone(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function runSetup(additionalLanguages: readonly string[], includeFile: string | undefined, config: unknown, read: Map<string, string>): SitePrism {
  const { prism, load } = docusaurusPrism();
  const docusaurus = new Set(languageNames(prism));
  for (const lang of additionalLanguages) load(lang);
  const before = new Map(languageNames(prism).map((l) => [l, encodeGrammar(prism.languages[l]!)]));
  const hooksBefore = hookCounts(prism);
  let failed: string | undefined;
  if (includeFile) {
    try {
      runInclude(includeFile, prism, load, config, read);
    } catch (err) {
      failed = err instanceof Error ? err.message : String(err);
    }
  }
  const grammars: Record<string, string> = {};
  const changed: string[] = [];
  for (const lang of languageNames(prism)) {
    if (!hasGrammar(lang)) {
      if (!docusaurus.has(lang)) grammars[lang] = encodeGrammar(prism.languages[lang]!);
    } else if (before.has(lang) && before.get(lang) !== encodeGrammar(prism.languages[lang]!)) changed.push(lang);
  }
  const hooks = Object.entries(hookCounts(prism)).filter(([name, n]) => n > (hooksBefore[name] ?? 0)).map(([name]) => name);
  return { grammars, changed, hooks, ...(failed ? { failed } : {}) };
}

/** How many callbacks each of `prism`'s hooks has. */
const hookCounts = (prism: PrismInstance): Record<string, number> =>
  Object.fromEntries(Object.entries(prism.hooks.all).map(([name, list]) => [name, list.length]));

/** The languages of `prism` (its `languages` also holds functions: extend, insertBefore…). */
const languageNames = (prism: PrismInstance) => Object.keys(prism.languages).filter((k) => typeof prism.languages[k] === 'object');

/**
 * Runs the site's file as Docusaurus does, with its default export given `prism`: its modules (its own files,
 * Prism's components, the generated config) are loaded here, so that each run gets a Prism of its own.
 */
function runInclude(file: string, prism: PrismInstance, load: (lang: string) => boolean, config: unknown, read: Map<string, string>): void {
  const modules = new Map<string, unknown>();
  const nodeRequire = createRequire(file);
  const requireFrom = (from: string) => (id: string): unknown => {
    if (/^@generated\/docusaurus\.config(\.js)?$/.test(id)) return config;
    // The run stands for the browser's: the file's Prism is the one given, and the DOM is there.
    if (id === '@docusaurus/ExecutionEnvironment') return { __esModule: true, default: BROWSER };
    if (id === 'prismjs' || id === 'prism-react-renderer/prism') return prism;
    if (id === 'prism-react-renderer') return { Prism: prism };
    const component = COMPONENT.exec(id);
    if (component) {
      if (!load(component[1]!)) throw new Error(`${path.relative(process.cwd(), from)} requires ${id}: Prism has no such language`);
      return {};
    }
    if (!id.startsWith('.') && !path.isAbsolute(id)) return nodeRequire(id);
    const target = resolveFile(path.resolve(path.dirname(from), id), from, id);
    if (!modules.has(target)) modules.set(target, evaluate(target, requireFrom(target), read));
    return modules.get(target);
  };
  const exported = evaluate(file, requireFrom(file), read) as { default?: unknown } | ((p: PrismInstance) => void);
  const include = typeof exported === 'function' ? exported : exported.default;
  if (typeof include !== 'function') throw new Error(`${file} exports no function (Docusaurus calls its default export with Prism)`);
  // The ejected file sets `globalThis.Prism` for Prism's components and deletes it; what it held is put back.
  const global = globalThis as { Prism?: unknown };
  const had = Object.hasOwn(global, 'Prism');
  const previous = global.Prism;
  try {
    (include as (p: PrismInstance) => void)(prism);
  } finally {
    if (had) global.Prism = previous;
    else delete global.Prism;
  }
}

function resolveFile(base: string, from: string, id: string): string {
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Not this one.
    }
  }
  throw new Error(`${from} requires ${id}, which is not found`);
}

/** A module of the site's as CommonJS: its exports. A grammar file setting `Prism.languages.x` finds the site's Prism. */
function evaluate(file: string, require: (id: string) => unknown, read: Map<string, string>): unknown {
  const source = readFileSync(file, 'utf8');
  read.set(file, source);
  if (file.endsWith('.json')) return JSON.parse(source) as unknown;
  const loader = /\.tsx?$/.test(file) ? 'tsx' : 'jsx';
  const { code } = transformSync(source, { loader, format: 'cjs', sourcefile: file, target: 'node20' });
  const module = { exports: {} as unknown };
  // `window` is the global object, as in the browser (`window.Prism = PrismObject`).
  new Function('require', 'module', 'exports', '__filename', '__dirname', 'window', code)(require, module, module.exports, file, path.dirname(file), globalThis);
  return module.exports;
}
