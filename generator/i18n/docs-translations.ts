// A docs version's translations in another locale (`<plugin folder>/current.json`, `version-<name>.json`): the
// version's label and its sidebars' category, link and doc labels, keyed as `docusaurus write-translations` writes
// them (`sidebar.<sidebar>.category.<label>`; a generated index's title and description under that key).
import path from 'node:path';
import { pluginFolder, readMessages, type Messages } from './translations.ts';
import type { SidebarItem } from '../types.ts';

export function docsVersionMessages(translations: string | undefined, pluginId: string, version: string, current: boolean): Messages {
  return translations ? readMessages(path.join(pluginFolder(translations, 'docs', pluginId), `${current ? 'current' : `version-${version}`}.json`)) : new Map();
}

/** The sidebars with their labels in the locale, where its file has them. */
export function translatedSidebars<S extends Map<string, SidebarItem[]>>(sidebars: S, messages: Messages): S {
  if (!messages.size) return sidebars;
  for (const [name, items] of sidebars) sidebars.set(name, items.map((i) => translatedItem(i, `sidebar.${name}`, messages)));
  return sidebars;
}

function translatedItem(item: SidebarItem, prefix: string, messages: Messages): SidebarItem {
  if (item.type === 'html') return item;
  const key = `${prefix}.${item.type}.${item.label}`;
  const label = messages.get(key) ?? item.label;
  if (item.type !== 'category') return { ...item, label };
  const index = `${key}.link.generated-index`;
  return {
    ...item, label, items: item.items.map((i) => translatedItem(i, prefix, messages)),
    ...(item.indexTitle !== undefined && messages.has(`${index}.title`) ? { indexTitle: messages.get(`${index}.title`) } : {}),
    ...(item.indexDescription !== undefined && messages.has(`${index}.description`) ? { indexDescription: messages.get(`${index}.description`) } : {}),
  };
}
