// A Docusaurus local-search plugin (@easyops-cn/docusaurus-search-local, docusaurus-lunr-search,
// @cmfcmf/docusaurus-search-local): docsgen runs its own offline search in its place, so the plugin is not run. Its
// options that docsgen's search can honour are read into `search` (how many results, which content and routes are indexed, the words marked on a result's page);
// those it already gives need nothing (content-hashed index files, the docs' and blog's routes, English); each other
// option the site set is named once in the not-built warning.
import type { UserConfig } from '../config/schema.ts';
import { arr, obj, type Obj } from '../values.ts';
import { pluginName } from './plugins.ts';

interface SearchPlugin {
  name: RegExp;
  /** Its option for the number of results shown. */
  limit: string;
  /** Whether it has `indexDocs`, `indexBlog`, `indexPages`. */
  toggles: boolean;
  /** Its options docsgen's search gives as they are (where the docs and blog are, hashed file names). */
  given: string[];
  /** Its option for the index's languages. */
  language: string;
  /** Its option naming routes not to index, and how it reads a string there (a glob, or the route itself). */
  exclude?: { key: string; strings: 'glob' | 'route' };
  /** Its option for marking the searched words on a result's page. */
  highlight?: string;
}

const PLUGINS: SearchPlugin[] = [
  { name: /(^|[/\\])@easyops-cn[/\\]docusaurus-search-local([/\\]|$)/, limit: 'searchResultLimits', toggles: true, language: 'language',
    exclude: { key: 'ignoreFiles', strings: 'route' }, highlight: 'highlightSearchTermsOnTargetPage',
    given: ['docsRouteBasePath', 'blogRouteBasePath', 'docsDir', 'blogDir', 'hashed', 'docsPluginIdForPreferredVersion', 'indexBaseUrl'] },
  { name: /(^|[/\\])@cmfcmf[/\\]docusaurus-search-local([/\\]|$)/, limit: 'maxSearchResults', toggles: true, language: 'language', given: [] },
  { name: /(^|[/\\])docusaurus-lunr-search([/\\]|$)/, limit: 'maxHits', toggles: false, language: 'languages', given: ['indexBaseUrl', 'assetUrl'],
    exclude: { key: 'excludeRoutes', strings: 'glob' } },
];

/** Option values that say what docsgen's box does anyway (it shows and answers `⌘K`/`Ctrl K`). */
const AS_DOCSGEN: Record<string, unknown> = { searchBarShortcut: true, searchBarShortcutHint: true };

/** Which of `entries` (the config's plugins or themes) are search plugins docsgen replaces, and the rest. */
export function splitSearchPlugins(entries: unknown[]): { search: unknown[]; rest: unknown[] } {
  const isSearch = (e: unknown) => PLUGINS.some((p) => p.name.test(pluginName(e) ?? ''));
  return { search: entries.filter(isSearch), rest: entries.filter((e) => !isSearch(e)) };
}

/** The `search` options the plugins' options give, and (into `notBuilt`) each option docsgen's search does not honour. */
export function searchOptionsOf(entries: unknown[], notBuilt: string[]): UserConfig['search'] | undefined {
  let search: NonNullable<UserConfig['search']> | undefined;
  for (const entry of entries) {
    const name = pluginName(entry)!;
    const plugin = PLUGINS.find((p) => p.name.test(name))!;
    const options: Obj = Array.isArray(entry) ? obj(entry[1]) : {};
    const unread: string[] = [];
    const index: Record<string, boolean> = {};
    for (const [key, value] of Object.entries(options)) {
      if (value === undefined || plugin.given.includes(key) || AS_DOCSGEN[key] === value) continue;
      const toggle = plugin.toggles && /^index(Docs|Blog|Pages)$/.exec(key);
      if (toggle && typeof value === 'boolean') index[toggle[1]!.toLowerCase()] = value;
      else if (key === plugin.limit && typeof value === 'number' && Number.isInteger(value) && value >= 1) search = { ...search, maxResults: Math.min(value, 50) };
      else if (key === plugin.highlight && typeof value === 'boolean') search = { ...search, highlightTerms: value };
      else if (key === plugin.exclude?.key && excludeList(value, plugin.exclude.strings)) {
        search = { ...search, exclude: [...search?.exclude ?? [], ...excludeList(value, plugin.exclude.strings)!] };
      } else if (key === plugin.language) {
        const others = arr(value).concat(typeof value === 'string' ? [value] : []).filter((l) => l !== 'en');
        if (others.length) unread.push(`${key} ${others.join(', ')}`);
      } else unread.push(key);
    }
    // As these plugins: docs and blog posts are indexed, the site's pages only when asked for.
    if (plugin.toggles) search = { ...search, index: { docs: true, blog: true, pages: false, ...index } };
    if (unread.length) notBuilt.push(`${name} options ${unread.join(', ')} (docsgen's own search, English, runs in its place)`);
  }
  return search;
}

/** A plugin's routes not to index as `search.exclude` takes them; undefined when the value is not a list of such. */
function excludeList(value: unknown, strings: 'glob' | 'route'): (string | RegExp)[] | undefined {
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((p) => (typeof p === 'string' && p !== '') || p instanceof RegExp)) return undefined;
  // easyops compares a string with the whole route (after the base URL, no slashes at its ends).
  return list.map((p: string | RegExp) => typeof p !== 'string' || strings === 'glob' ? p
    : new RegExp(`^${p.replace(/^\/+|\/+$/g, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}
