// A Docusaurus site's own plugins (`plugins: ['./src/plugins/recipes', function myPlugin(context, options) {…}]`):
// each is called as Docusaurus calls it, with the site's context and its options, at config load. docsgen runs the
// lifecycle methods that make content (loadContent, contentLoaded with addRoute, createData and setGlobalData:
// content/plugins/source.ts); a plugin's other methods are named in the not-built warning by the plugin's name.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SitePlugin } from '../config/schema.ts';
import { BuildError } from '../errors.ts';
import { importModule } from '../import-module.ts';
import { obj, str, type Obj } from '../values.ts';
import { presetContext } from './presets.ts';
import { stubbedModule, tolerantRequire } from './stubs.ts';

/** What docsgen reads of a called plugin: its name and the lifecycle methods it runs. */
const RUN = ['name', 'loadContent', 'contentLoaded', 'injectHtmlTags', 'postBuild'];
/** Methods that change nothing docsgen builds: option and theme-config checks, translations for other locales. */
const NOTHING_TO_BUILD = ['getTranslationFiles', 'translateContent', 'translateThemeConfig', 'getDefaultCodeTranslationMessages', 'validateOptions', 'validateThemeConfig'];

/**
 * The `plugins` entries that are the site's own (a function, or a path into the site folder), called; the rest
 * stay for the not-built warning. `notBuilt` gets each called plugin's methods docsgen does not run.
 */
export async function sitePluginsOf(entries: unknown[], c: Obj, file: string, notBuilt: string[]): Promise<{ plugins: SitePlugin[]; rest: unknown[] }> {
  const plugins: SitePlugin[] = [];
  const rest: unknown[] = [];
  for (const entry of entries) {
    const [target, options] = Array.isArray(entry) ? [entry[0], obj(entry[1])] : [entry, {}];
    const create = typeof target === 'function' ? (stubbedModule(target) ? undefined : target) : await localPlugin(target, file);
    if (typeof create !== 'function') {
      rest.push(entry);
      continue;
    }
    const label = typeof target === 'string' ? target : create.name || 'an inline plugin';
    const context = presetContext(c, file);
    let made: Obj;
    try {
      made = obj(await (create as (context: unknown, options: unknown) => unknown)(context, { id: 'default', ...options }));
    } catch (err) {
      throw new BuildError([{ pos: { file }, message: `plugin ${label} threw when called: ${(err as Error).message.split('\n')[0]}`, hint: 'fix the plugin, or remove it from plugins' }]);
    }
    const name = str(made.name) ?? label;
    const unrun = Object.keys(made).filter((k) => typeof made[k] === 'function' && !RUN.includes(k) && !NOTHING_TO_BUILD.includes(k) && !(k === 'configureWebpack' && configuresNothing(made)));
    if (unrun.length) notBuilt.push(`plugin ${name}: ${unrun.join(', ')}`);
    plugins.push({ ...(made as object), name, id: str(options.id) ?? 'default', context } as SitePlugin);
  }
  return { plugins, rest };
}

/**
 * A plugin module of the site's folder (`./src/plugins/x`, or the path `require.resolve` gave): its function. An
 * installed package's plugin (under node_modules) is not run: it is named in the not-built warning.
 */
async function localPlugin(target: unknown, file: string): Promise<unknown> {
  if (typeof target !== 'string' || !/^(\.{1,2}\/|\/)/.test(target)) return undefined;
  const base = path.resolve(path.dirname(file), target);
  const found = [base, ...['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts'].map((e) => base + e), ...['js', 'ts', 'mjs'].map((e) => path.join(base, `index.${e}`))]
    .find((f) => existsSync(f) && !f.endsWith(path.sep) && path.extname(f) !== '');
  if (!found || found.split(path.sep).includes('node_modules')) return undefined;
  // Its packages are required from the site as it runs (not bundled into it); one that is not installed (a first
  // try without node_modules) leaves the plugin unrun and named, as before docsgen ran plugins, not a failed build.
  const missing = new Map<string, string>();
  const mod = await importModule(found, { require: tolerantRequire(found, missing) });
  if (missing.size) return undefined;
  return typeof mod === 'function' ? mod : obj(mod).default;
}

/** Whether `configureWebpack` answers nothing to change (docsgen bundles with esbuild: webpack settings do not carry over). */
function configuresNothing(made: Obj): boolean {
  try {
    return Object.keys(obj((made.configureWebpack as (...a: unknown[]) => unknown)({}, false, {}, { currentBundler: { name: 'webpack' } }))).length === 0;
  } catch {
    return false;
  }
}
