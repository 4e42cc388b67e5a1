// What a site plugin's `configureWebpack` answers, as docsgen reads it: its `resolve.alias` (`{'@recipes': path}`,
// webpack's `name$` for the name alone) applies to the site's bundles (the server render, the islands, the client
// modules); anything else it answers is webpack's own and is named at config load (site-plugins.ts).
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { SitePlugin } from '../config/schema.ts';
import { obj, type Obj } from '../values.ts';
import { configureWebpackUtils } from './webpack-utils.ts';

type ConfigureWebpack = (config: unknown, isServer: boolean, utils: unknown, content?: unknown) => unknown;

/**
 * `configureWebpack`'s answer for the browser bundle, without `mergeStrategy` (how webpack-merge joins it, not part
 * of the config); none when it throws (it is then named, not built).
 */
export function webpackAnswer(plugin: object): Obj | undefined {
  const configure = (plugin as { configureWebpack?: ConfigureWebpack }).configureWebpack;
  if (typeof configure !== 'function') return {};
  try {
    const { mergeStrategy: _, ...answer } = obj(configure.call(plugin, {}, false, configureWebpackUtils()));
    return answer;
  } catch {
    return undefined;
  }
}

/** The answer's aliases whose targets are strings (webpack's `false`, "no module", and lists are not read). */
export function aliasesOf(answer: Obj | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(obj(obj(answer?.resolve).alias)).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** Whether the answer asks for anything besides aliases docsgen applies. */
export function configuresMore(answer: Obj | undefined): boolean {
  if (!answer) return true;
  const { resolve, ...rest } = answer;
  const { alias, ...otherResolve } = obj(resolve);
  // An alias to `undefined`: a path a later lifecycle method sets (`createData`'s answer in allContentLoaded).
  const aliases = Object.values(obj(alias)).filter((v) => v !== undefined);
  return Object.keys(rest).length > 0 || Object.keys(otherResolve).length > 0 || aliases.length > Object.keys(aliasesOf(answer)).length;
}

/** What of a site's config gives its module aliases. */
export interface AliasedSite {
  plugins: SitePlugin[];
  moduleAliases: Record<string, string>;
}

const bySite = new WeakMap<SitePlugin[], Record<string, string>>();

/**
 * The site's module aliases: the config's `moduleAliases` (docusaurus-plugin-module-alias: paths in the site folder),
 * then every plugin's webpack aliases, later ones winning as Docusaurus merges their webpack configs.
 */
export function siteAliases(site: AliasedSite, siteDir: string): Record<string, string> {
  let fromPlugins = bySite.get(site.plugins);
  if (!fromPlugins) bySite.set(site.plugins, (fromPlugins = Object.assign({}, ...site.plugins.map((p) => aliasesOf(webpackAnswer(p))))));
  const fromConfig = Object.fromEntries(Object.entries(site.moduleAliases).map(([k, v]) => [k, path.resolve(siteDir, v)]));
  return { ...fromConfig, ...fromPlugins };
}

/**
 * esbuild resolves an aliased import as webpack does: `name` and `name/rest` lead to the target (and `/rest`
 * under it), `name$` only `name` itself; the longest name first.
 */
export function aliasImports(aliases: Record<string, string>, siteDir: string): Plugin | undefined {
  const names = Object.keys(aliases).sort((a, b) => b.length - a.length);
  if (!names.length) return undefined;
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const filter = new RegExp(`^(${names.map((n) => (n.endsWith('$') ? `${escape(n.slice(0, -1))}$` : `${escape(n)}(/|$)`)).join('|')})`);
  return {
    name: 'docsgen-webpack-aliases',
    setup(b) {
      b.onResolve({ filter }, async (a) => {
        if (obj(a.pluginData).aliased) return undefined;
        const name = names.find((n) => (n.endsWith('$') ? a.path === n.slice(0, -1) : a.path === n || a.path.startsWith(`${n}/`)))!;
        const target = aliases[name]! + a.path.slice(name.replace(/\$$/, '').length);
        const r = await b.resolve(target, { resolveDir: target.startsWith('.') ? siteDir : a.resolveDir, kind: a.kind, importer: a.importer, pluginData: { aliased: true } });
        return r.errors.length ? { errors: [{ text: `Could not resolve "${a.path}" (a plugin's resolve.alias gives ${target})` }] } : r;
      });
    },
  };
}
