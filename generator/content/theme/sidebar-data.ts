// A page's sidebar as Docusaurus's theme gets it (`useDocsSidebar()`, `useCurrentSidebarCategory()`, `useDocById()`):
// its items with links carrying the base URL, doc items as links with their `docId`, a generated index's title
// and description on its category.
import type { RenderModel } from '../../output/render.tsx';
import type { Route, SidebarItem } from '../../types.ts';
import { withBase } from '../../url.ts';
import type { PropSidebarCategory, PropSidebarItem, SidebarData } from '../../../templates/theme/context.ts';

/** The sidebar of `route` (none when no sidebar lists it), and the category whose page it is, if one is. */
export function sidebarData(model: RenderModel, route: Route): SidebarData | undefined {
  const items = route.sidebar === undefined ? undefined : model.sidebars.get(route.sidebar);
  if (!items) return undefined;
  const url = (p: string) => withBase(model.site.baseUrl, p);
  const docs: SidebarData['docs'] = {};
  let category: PropSidebarCategory | undefined;
  const prop = (item: SidebarItem): PropSidebarItem => {
    const own = { ...(item.className ? { className: item.className } : {}), ...(item.customProps ? { customProps: item.customProps } : {}) };
    switch (item.type) {
      case 'doc': {
        const doc = model.routes.docsByRoute.get(item.href);
        docs[item.id] = { id: item.id, title: doc?.title ?? item.label, description: doc?.description ?? '', sidebar: route.sidebar! };
        return { type: 'link', label: item.label, href: url(item.href), docId: item.id, ...(doc?.frontmatter.unlisted === true ? { unlisted: true } : {}), ...own };
      }
      case 'link':
        return { type: 'link', label: item.label, href: /^[a-z][\w+.-]*:|^\/\//i.test(item.href) ? item.href : url(item.href), ...own };
      case 'html':
        return { type: 'html', value: item.value, ...(item.defaultStyle ? { defaultStyle: true } : {}), ...own };
      case 'category': {
        const made: PropSidebarCategory = {
          type: 'category', label: item.label, items: item.items.map(prop), collapsed: item.collapsed, collapsible: item.collapsible,
          ...(item.href ? { href: url(item.href) } : {}), ...(item.indexDescription ? { description: item.indexDescription } : {}), ...own,
        };
        if (item.href === route.path) category = made;
        return made;
      }
    }
  };
  const shown = items.map(prop);
  const parent = deepestCategory(shown, url(route.path));
  return { name: route.sidebar!, items: shown, ...(category ? { category } : {}), ...(parent ? { parent } : {}), docs };
}

/** The deepest category on the way to the page: the one whose link it is, or that lists it. */
function deepestCategory(items: PropSidebarItem[], href: string): PropSidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    const deeper = deepestCategory(item.items, href);
    if (deeper) return deeper;
    if (item.href === href || item.items.some((i) => i.type === 'link' && i.href === href)) return item;
  }
  return undefined;
}
