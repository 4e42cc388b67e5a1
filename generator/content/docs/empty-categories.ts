// Docusaurus's last pass over a sidebar (its `postProcessSidebars`): a category left with no items is a plain doc
// entry when it links to a doc (labelled as the category), and is dropped when its page would be a generated
// index of nothing — which then is no page either. A folder holding only its index doc shows as that doc.
import type { Doc, SidebarItem } from '../../types.ts';
import type { Sidebars } from './sidebar.ts';

export function withoutEmptyCategories(sidebars: Sidebars, docs: readonly Pick<Doc, 'route' | 'id'>[]): Sidebars {
  const idOf = new Map(docs.map((d) => [d.route, d.id]));
  const pass = (items: SidebarItem[]): SidebarItem[] => items.flatMap((item): SidebarItem[] => {
    if (item.type !== 'category') return [item];
    const kept = pass(item.items);
    if (kept.length || !item.href) return [{ ...item, items: kept }];
    const id = idOf.get(item.href);
    return id === undefined ? [] : [{ type: 'doc', id, label: item.label, href: item.href }];
  });
  return new Map([...sidebars].map(([name, items]) => [name, pass(items)]));
}
