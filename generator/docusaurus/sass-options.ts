// docusaurus-plugin-sass's options, which it hands to sass-loader as they are: `implementation` (the compiler),
// `sassOptions` (the compiler's own options, or a function of the loader context giving them) and `additionalData`
// (Sass put before each file, or a function of its text giving the text compiled). Read once per config load,
// by site folder: esbuild's plugins are made in many places from the folder alone.
import path from 'node:path';
import { obj, type Obj } from '../values.ts';
import { identityOf, keyValue } from '../function-identity.ts';

/** What the options say for one site. */
export interface SassSettings {
  implementation?: unknown;
  sassOptions?: unknown;
  additionalData?: unknown;
}

/** sass-loader options that change nothing in the CSS docsgen writes (which API it calls, source maps, warnings). */
const NO_EFFECT = ['id', 'api', 'sourceMap', 'warnRuleAsWarning', 'webpackImporter'];

const bySite = new Map<string, SassSettings>();

/** Reads the plugin's options (undefined: no plugin); those docsgen does not honour are named in `notBuilt`. */
export function sassPluginOptions(siteDir: string, options: Obj | undefined, notBuilt: string[]): void {
  const { implementation, sassOptions, additionalData, ...rest } = obj(options);
  bySite.set(path.resolve(siteDir), { implementation, sassOptions, additionalData });
  const unread = Object.keys(rest).filter((k) => !NO_EFFECT.includes(k) && rest[k] !== undefined);
  if (unread.length) notBuilt.push(`docusaurus-plugin-sass options ${unread.join(', ')}`);
}

export function sassSettings(siteDir: string): SassSettings {
  return bySite.get(path.resolve(siteDir)) ?? {};
}

/** The loader context sass-loader hands a function option: the parts a Docusaurus site's function reads. */
const loaderContext = (file: string, siteDir: string) => ({ resourcePath: file, rootContext: siteDir, mode: 'production' });

/**
 * The compiler's options for `file`: `sassOptions` (called when a function), with its load paths (`loadPaths` and
 * the legacy API's `includePaths`, relative to the site's folder as to Docusaurus's working folder) absolute, then
 * the site's `node_modules`, searched for `@use 'pkg/…'` as the plugin's webpack resolver does.
 */
export function compilerOptions(file: string, siteDir: string): { options: Obj; loadPaths: string[] } {
  const given = sassSettings(siteDir).sassOptions;
  const options = { ...obj(typeof given === 'function' ? given(loaderContext(file, siteDir)) : given) };
  const listed = [options.loadPaths, options.includePaths].flatMap((l) => (Array.isArray(l) ? l : [])).filter((p): p is string => typeof p === 'string');
  delete options.loadPaths;
  delete options.includePaths;
  return { options, loadPaths: [...listed.map((p) => path.resolve(siteDir, p)), path.join(siteDir, 'node_modules')] };
}

/**
 * The text to compile in place of `file`'s `text`, when `additionalData` asks for one; undefined otherwise. A
 * function's answer is awaited, as sass-loader awaits it (an async function reading a tokens file).
 */
export async function withAdditionalData(text: () => string, file: string, siteDir: string): Promise<string | undefined> {
  const data = sassSettings(siteDir).additionalData;
  if (typeof data === 'string') return `${data}\n${text()}`;
  if (typeof data !== 'function') return undefined;
  const made: unknown = await data(text(), loaderContext(file, siteDir));
  if (typeof made !== 'string') throw new Error(`docusaurus-plugin-sass's additionalData function gave ${made === null ? 'null' : typeof made}, not the stylesheet's text`);
  return made;
}

/**
 * What, beside the stylesheets' own text, decides the CSS Sass makes for a site: the compiler (the package named, or
 * a module's version `info`) and the options. Part of the key of every bundle reused while its files stay unchanged
 * (islands, client modules, the playground) and of each compiled stylesheet, so that a rebuild after the options
 * change compiles again. A function is known by itself, not its source: the values it closes over (a colour read
 * from a tokens file) are the config load's, so functions of another load are other functions (function-identity.ts).
 */
export function sassKey(siteDir: string): string {
  const settings = sassSettings(siteDir);
  const { implementation, sassOptions, additionalData } = settings;
  const compiler = typeof implementation === 'string' ? implementation : (implementation as { info?: unknown } | undefined)?.info ?? typeof implementation;
  try {
    return JSON.stringify([compiler, sassOptions ?? null, additionalData ?? null], keyValue);
  } catch {
    // Options that hold a cycle: known by the config load that read them (each load compiles again).
    return `load ${identityOf(settings)}`;
  }
}
