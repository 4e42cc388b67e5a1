// A Docusaurus site's own plugins (`plugins: ['./src/plugins/recipes', function myPlugin(context, options) {…}]`)
// and the installed packages' plugins that are not Docusaurus's own (`['some-plugin', {…}]`, a workspace package):
// each is called as Docusaurus calls it, with the site's context and its options, at config load. docsgen runs the
// lifecycle methods that make content (loadContent, contentLoaded and allContentLoaded with addRoute, createData and setGlobalData:
// content/plugins/source.ts), `getClientModules`, `getPathsToWatch`, `configureWebpack`'s `resolve.alias`
// (webpack-aliases.ts) and `getThemePath`'s components (theme-overrides.ts); a plugin's other methods are named in the not-built warning by the plugin's name.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SitePlugin } from '../config/schema.ts';
import { quotedPosition } from '../content/key-position.ts';
import { BuildError, fail } from '../errors.ts';
import { importModule } from '../import-module.ts';
import { arr, obj, str, type Obj } from '../values.ts';
import { presetContext } from './presets.ts';
import { stubbedModule, tolerantRequire } from './stubs.ts';
import { themeConfigKeysRead } from './theme-config-reads.ts';
import { configuresMore, webpackAnswer } from './webpack-aliases.ts';

/** What docsgen reads of a called plugin: its name and the lifecycle methods it runs. */
const RUN = ['name', 'loadContent', 'contentLoaded', 'allContentLoaded', 'injectHtmlTags', 'postBuild', 'getClientModules', 'getPathsToWatch', 'configurePostCss'];
/** Methods that change nothing docsgen builds (option and theme-config checks, translations for other locales, swizzle's TypeScript sources) or that it reads apart (getThemePath). */
const NOTHING_TO_BUILD = ['getThemePath', 'getTypeScriptThemePath', 'getTranslationFiles', 'translateContent', 'translateThemeConfig', 'getDefaultCodeTranslationMessages', 'validateOptions', 'validateThemeConfig'];

/**
 * The `plugins` entries docsgen runs (a function, a path into the site folder, an installed package that is not
 * Docusaurus's own), called; the rest stay for the not-built warning. `notBuilt` gets each called plugin's methods
 * docsgen does not run. `clientModules`: the files their `getClientModules` name (absolute, as plugins give them).
 */
export async function sitePluginsOf(entries: unknown[], c: Obj, file: string, notBuilt: string[]): Promise<{ plugins: SitePlugin[]; rest: unknown[]; clientModules: string[]; themeConfigRead: string[]; made: Map<unknown, SitePlugin> }> {
  const plugins: SitePlugin[] = [];
  // Each entry's plugin, for the order Docusaurus loads them in (plugin-order.ts).
  const byEntry = new Map<unknown, SitePlugin>();
  const rest: unknown[] = [];
  const clientModules: string[] = [];
  const themeConfigRead: string[] = [];
  for (const entry of entries) {
    const [target, options] = Array.isArray(entry) ? [entry[0], obj(entry[1])] : [entry, {}];
    const installed = typeof target === 'string' ? await packagePlugin(target, file) : undefined;
    if (installed?.failed) {
      notBuilt.push(`plugin ${target} (${installed.failed})`);
      continue;
    }
    const local = installed ? undefined : await localPlugin(target, file);
    const create = typeof target === 'function' ? (stubbedModule(target) ? undefined : target) : installed?.create ?? local?.create;
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
      const why = (err as Error).message.split('\n')[0];
      // An installed package is not the site's code to fix: it is named, as a plugin docsgen does not run.
      if (installed) {
        notBuilt.push(`plugin ${label} (it threw when called: ${why})`);
        continue;
      }
      throw new BuildError([{ pos: { file }, message: `plugin ${label} threw when called: ${why}`, hint: 'fix the plugin, or remove it from plugins' }]);
    }
    const name = str(made.name) ?? label;
    const unrun = Object.keys(made).filter((k) => typeof made[k] === 'function' && !RUN.includes(k) && !NOTHING_TO_BUILD.includes(k) && !(k === 'configureWebpack' && !configuresMore(webpackAnswer(made))));
    if (unrun.length) notBuilt.push(`plugin ${name}: ${unrun.join(', ')}`);
    if (typeof made.getClientModules === 'function') {
      let modules: unknown;
      try {
        modules = (made.getClientModules as () => unknown)();
      } catch (err) {
        throw new BuildError([{ pos: { file }, message: `plugin ${name} threw in getClientModules: ${(err as Error).message.split('\n')[0]}`, hint: 'fix the plugin\'s getClientModules, or remove the plugin from plugins' }]);
      }
      clientModules.push(...arr(modules).filter((m): m is string => typeof m === 'string'));
    }
    // An inline plugin's theme path is from the site's folder (Docusaurus's plugin.path is its module's folder).
    const themePath = themePathOf(made, name, path.dirname(installed?.file ?? local?.file ?? file), file);
    themeConfigRead.push(...themeConfigKeysRead(Object.keys(obj(c.themeConfig)), create, installed?.module ?? local?.module, installed?.file ?? local?.file, themePath));
    const plugin = { ...(made as object), name, id: str(options.id) ?? 'default', context, ...(themePath ? { themePath } : {}) } as SitePlugin;
    plugins.push(plugin);
    byEntry.set(entry, plugin);
  }
  return { plugins, rest, clientModules, themeConfigRead, made: byEntry };
}

/** Docusaurus's own plugins and themes: docsgen builds what they make itself, or names them. */
const DOCUSAURUS_OWN = /(^|[/\\])@docusaurus[/\\]/;

/**
 * An installed package's plugin (`'some-plugin'`, Docusaurus's shorthand `'x'` for `docusaurus-plugin-x`, or the
 * path `require.resolve` gave into node_modules), as Docusaurus loads it: required from the site, used as it is.
 * Nothing when it is not installed (it is named as before); `failed` when it is there but does not load.
 */
async function packagePlugin(target: string, file: string): Promise<{ create?: unknown; module?: unknown; file?: string; failed?: string } | undefined> {
  const inModules = path.isAbsolute(target) && target.split(/[/\\]/).includes('node_modules');
  if (DOCUSAURUS_OWN.test(target) || (!inModules && /^(\.{1,2}\/|\/)/.test(target))) return undefined;
  const require = createRequire(file);
  const resolved = (inModules ? [target] : shorthands(target)).flatMap((id) => { try { return [require.resolve(id)]; } catch { return []; } })[0];
  if (!resolved || DOCUSAURUS_OWN.test(resolved)) return undefined;
  try {
    let mod: unknown;
    try {
      mod = require(resolved);
    } catch (err) {
      mod = await importPackage(resolved, err);
    }
    const create = typeof mod === 'function' ? mod : obj(mod).default;
    return typeof create === 'function' ? { create, module: mod, file: resolved } : { failed: 'its module exports no plugin function' };
  } catch (err) {
    return { failed: `installed, but loading it failed with "${(err as Error).message.split('\n')[0]}"` };
  }
}

/**
 * An ES-module package's plugin, which `require` refused (`required`). Docusaurus loads plugins with jiti, which
 * also takes the relative imports Node's loader refuses (`from '../index'`, without an extension, or a folder) and
 * CommonJS's `__dirname`, `__filename` and `require` in an ES module:
 * such a package is bundled as a site module is, its own files resolved as jiti resolves them and its dependencies
 * required as they are.
 */
async function importPackage(resolved: string, required: unknown): Promise<unknown> {
  let err = required;
  // Node 20 before 20.19 does not require ES modules at all.
  if (code(err) === 'ERR_REQUIRE_ESM') {
    try {
      return await import(pathToFileURL(resolved).href);
    } catch (imported) {
      err = imported;
    }
  }
  // jiti also gives an ES module CommonJS's names (`validatePeerDependencies(__dirname)`), which Node's loader does not.
  if (!['ERR_MODULE_NOT_FOUND', 'ERR_UNSUPPORTED_DIR_IMPORT'].includes(code(err)) && !COMMONJS_NAME_IN_ESM.test((err as Error)?.message ?? '')) throw err;
  try {
    return { default: await importModule(resolved, { require: createRequire(resolved), jitiInterop: true }) };
  } catch {
    throw err;
  }
}

const COMMONJS_NAME_IN_ESM = /^(__dirname|__filename|require|module|exports) is not defined in ES module scope/;

const code = (err: unknown): string => (err as { code?: string }).code ?? '';

/** The packages a plugin name may mean, in Docusaurus's order: the name, then `docusaurus-plugin-<name>` (in its scope). */
function shorthands(name: string): string[] {
  if (!name.startsWith('@')) return [name, `docusaurus-plugin-${name}`];
  const [scope, rest] = [name.split('/')[0], name.split('/').slice(1).join('/')];
  return rest ? [name, `${scope}/docusaurus-plugin-${rest}`] : [`${scope}/docusaurus-plugin`];
}

/**
 * A plugin module of the site's folder (`./src/plugins/x`, or the path `require.resolve` gave): its function. An
 * installed package's plugin (under node_modules) is not bundled: packagePlugin loads it.
 */
async function localPlugin(target: unknown, file: string): Promise<{ create: unknown; module: unknown; file: string } | undefined> {
  if (typeof target !== 'string' || !/^(\.{1,2}\/|\/)/.test(target)) return undefined;
  const base = path.resolve(path.dirname(file), target);
  const found = [base, ...['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts'].map((e) => base + e), ...['js', 'ts', 'mjs'].map((e) => path.join(base, `index.${e}`))]
    .find((f) => existsSync(f) && !f.endsWith(path.sep) && path.extname(f) !== '');
  // Docusaurus fails on a plugin file that is not there.
  // A path the config computed (`path.resolve(__dirname, './plugins/x')`) is found in its text by its relative form.
  const relative = path.relative(path.dirname(file), base).split(path.sep).join('/');
  if (!found) fail(quotedPosition(file, [target, `./${relative}`, relative]), `the plugin ${target} is not there (no such file, or folder with an index file, next to the config)`, 'fix the path (relative to the config file), or remove the plugin');
  if (found.split(path.sep).includes('node_modules')) return undefined;
  // Its packages are required from the site as it runs (not bundled into it); one that is not installed (a first
  // try without node_modules) leaves the plugin unrun and named, as before docsgen ran plugins, not a failed build.
  const missing = new Map<string, string>();
  const mod = await importModule(found, { require: tolerantRequire(found, missing) });
  if (missing.size) return undefined;
  return { create: typeof mod === 'function' ? mod : obj(mod).default, module: mod, file: found };
}

/**
 * The folder of a plugin's theme components: its `getThemePath()`, from the folder of its module, as Docusaurus
 * resolves it; its components become `@theme/<Name>` (theme-overrides.ts). A folder that is not there gives none, as
 * on Docusaurus.
 */
function themePathOf(made: Obj, name: string, dir: string, file: string): string | undefined {
  if (typeof made.getThemePath !== 'function') return undefined;
  let given: unknown;
  try {
    given = (made.getThemePath as () => unknown)();
  } catch (err) {
    throw new BuildError([{ pos: { file }, message: `plugin ${name} threw in getThemePath: ${(err as Error).message.split('\n')[0]}`, hint: 'fix the plugin\'s getThemePath, or remove the plugin from plugins' }]);
  }
  if (typeof given !== 'string') return undefined;
  const themePath = path.resolve(dir, given);
  return existsSync(themePath) ? themePath : undefined;
}
