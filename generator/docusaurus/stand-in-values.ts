// A config may compute option values with a helper from a package that is not installed here
// (`editUrl: fbContent({internal: …, external: …})`): the helper is a stand-in, and so is what it returns. Such a
// value is no option at all: it is read as not set, and named, instead of failing as "must be text, got ''".
import { stubbedModule } from './stubs.ts';
import type { Obj } from '../values.ts';

/** Lists whose entries are plugins (`name`, a function, or `[name, options]`): there a stand-in is a plugin, read as such. */
const PLUGIN_LISTS = new Set(['plugins', 'themes', 'presets', 'remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins']);
/** Values a stand-in already has its own words for (a prism theme not installed is named as a theme docsgen does not use). */
const NAMED_ELSEWHERE = new Set(['prism.theme', 'prism.darkTheme']);

/**
 * The config without the stand-in values in its options (object keys deleted, list entries left out), and where
 * each was (`presets[0][1].docs.lastVersion (from some-package)`).
 */
export function withoutStandInValues(config: Obj): { config: Obj; dropped: string[] } {
  const dropped: string[] = [];
  const seen = new WeakSet<object>();
  const walk = (value: unknown, at: string, key: string): unknown => {
    if (!isPlain(value) || seen.has(value)) return value;
    seen.add(value);
    if (Array.isArray(value)) {
      const inPluginList = PLUGIN_LISTS.has(key);
      return value.flatMap((item, i) => {
        const here = `${at}[${i}]`;
        if (inPluginList) return [Array.isArray(item) ? item.map((part, j) => (j === 0 ? part : walk(part, `${here}[${j}]`, ''))) : item];
        return standIn(item, here) ? [] : [walk(item, here, '')];
      });
    }
    const out: Obj = {};
    for (const [k, v] of Object.entries(value)) {
      const here = at ? `${at}.${k}` : k;
      if (!NAMED_ELSEWHERE.has(`${key}.${k}`) && standIn(v, here)) continue;
      out[k] = walk(v, here, k);
    }
    return out;
  };
  const standIn = (v: unknown, at: string) => {
    const id = stubbedModule(v);
    if (id !== undefined) dropped.push(`${at} (from ${id})`);
    return id !== undefined;
  };
  return { config: walk(config, '', '') as Obj, dropped };
}

/** A plain object or array, the only values a config's options are walked into (not class instances or React elements). */
function isPlain(v: unknown): v is Obj | unknown[] {
  if (Array.isArray(v)) return true;
  if (typeof v !== 'object' || v === null || '$$typeof' in v) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}
