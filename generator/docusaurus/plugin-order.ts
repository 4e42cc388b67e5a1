// The order Docusaurus loads a site's plugins in (its loadPluginConfigs): the presets' first, preset by preset in
// their listed order (the classic preset's docs, blog and pages where it stands), then the config's `plugins`, then its `themes`. Its route list keeps that order for routes
// its sort leaves tied, so of two such routes at one path the first plugin's page is the one rendered.
import { contentPluginKey, sitePluginKey, type ContentKind } from '../content/plugin-key.ts';
import { arr, obj, str, type Obj } from '../values.ts';
import { BLOG_PLUGIN, DOCS_PLUGIN, PAGES_PLUGIN, pluginName } from './plugins.ts';

/** The classic preset's content plugins as readPresets gives them (`false`: not loaded). */
interface PresetContent {
  docs?: Obj;
  blog: unknown;
  pages: unknown;
  /** How many of the entries (other presets' plugins) load before these. */
  beforeClassic?: number;
}

/**
 * Each plugin instance's key (content/plugin-key.ts), in load order. `entries`: the other presets' plugins (the first
 * `preset.beforeClassic` of them from presets listed before the classic one), the config's `plugins` and `themes`,
 * in that order; `made`: the site's own plugins docsgen called, by entry.
 */
export function pluginOrderOf(preset: PresetContent, entries: unknown[], made: ReadonlyMap<unknown, { name: string; id: string }>): string[] {
  const classic = [
    ...(preset.docs ? [contentPluginKey('docs', str(preset.docs.id))] : []),
    ...(preset.blog !== false ? [contentPluginKey('blog', str(obj(preset.blog).id))] : []),
    ...(preset.pages !== false ? [contentPluginKey('pages', str(obj(preset.pages).id))] : []),
  ];
  const at = preset.beforeClassic ?? 0;
  return [...keysOf(entries.slice(0, at), made), ...classic, ...keysOf(entries.slice(at), made)];
}

function keysOf(entries: unknown[], made: ReadonlyMap<unknown, { name: string; id: string }>): string[] {
  const keys: string[] = [];
  for (const entry of entries) {
    const plugin = made.get(entry);
    const kind = plugin ? undefined : contentKind(pluginName(entry));
    if (plugin) keys.push(sitePluginKey(plugin));
    else if (kind) keys.push(contentPluginKey(kind, str(obj(Array.isArray(entry) ? entry[1] : undefined).id)));
  }
  return keys;
}

function contentKind(name: string | undefined): ContentKind | undefined {
  const bare = name?.replace(/\/(lib\/)?(index\.js)?$/, '');
  if (!bare) return undefined;
  return DOCS_PLUGIN.test(bare) ? 'docs' : BLOG_PLUGIN.test(bare) ? 'blog' : PAGES_PLUGIN.test(bare) ? 'pages' : undefined;
}

/** The entries after the classic preset's plugins, in load order. */
export const loadedEntries = (fromPresets: unknown[], c: Obj): unknown[] => [...fromPresets, ...arr(c.plugins), ...arr(c.themes)];
