// The sidebar hooks and helpers Docusaurus's doc cards use (`@docusaurus/plugin-content-docs/client`, and
// `@docusaurus/theme-common(/internal)` as Docusaurus 2 sites import them). A doc renders before the sidebars are
// known: there they mark the doc (`asked`), which renders again with its page's sidebar (content/theme/sidebar-docs.ts),
// and give empty stand-ins meanwhile — that first render is never shown.
import { useContext } from 'react';
import { SiteContext, type PropSidebarCategory, type PropSidebarItem, type SidebarData } from '../context.ts';

const PENDING: SidebarData = { name: '', items: [], docs: {} };
const PENDING_CATEGORY: PropSidebarCategory = { type: 'category', label: '', items: [], collapsed: false, collapsible: true };

function useSidebarData(): SidebarData | undefined {
  const ctx = useContext(SiteContext);
  if (ctx.sidebar) {
    if (ctx.reads) ctx.reads.sidebar = true;
    return ctx.sidebar;
  }
  if (ctx.asked?.sidebar !== undefined) {
    ctx.asked.sidebar = true;
    return PENDING;
  }
  return undefined;
}

/** The page's sidebar (`{name, items}`), null on a page without one. */
export function useDocsSidebar(): { name: string; items: PropSidebarItem[] } | null {
  const data = useSidebarData();
  return data && data.name !== '' ? { name: data.name, items: data.items } : data === PENDING ? PENDING : null;
}

/** The category of the page's sidebar whose link is the page; elsewhere an error, as on Docusaurus. */
export function useCurrentSidebarCategory(): PropSidebarCategory {
  const data = useSidebarData();
  const { route } = useContext(SiteContext);
  if (data === PENDING) return PENDING_CATEGORY;
  if (!data?.category) throw new Error(`useCurrentSidebarCategory(): the page ${route ?? ''} is not a sidebar category's page (DocCardList with no items lists the category whose link is the page: its doc or its generated index)`);
  return data.category;
}

/** The items of the deepest category on the way to the page, else of its whole sidebar (Docusaurus 3.8). */
export function useCurrentSidebarSiblings(): PropSidebarItem[] {
  const data = useSidebarData();
  const { route } = useContext(SiteContext);
  if (!data) throw new Error(`useCurrentSidebarSiblings(): the page ${route ?? ''} has no sidebar`);
  return (data.parent ?? data).items;
}

/** The doc `id` of the page's docs version (`{id, title, description, sidebar}`), undefined without an id. */
export function useDocById(id: string | undefined): SidebarData['docs'][string] | undefined {
  const data = useSidebarData();
  if (id === undefined || data === PENDING) return undefined;
  const doc = data?.docs[id];
  if (!doc) throw new Error(`useDocById(): no doc "${id}" among the docs of the page's sidebar`);
  return doc;
}

/** The first link a category leads to: its own page, else its first item's. */
export function findFirstSidebarItemLink(item: PropSidebarItem): string | undefined {
  if (item.type === 'link') return item.href;
  if (item.type !== 'category') return undefined;
  if (item.href) return item.href;
  for (const sub of item.items) {
    const href = findFirstSidebarItemLink(sub);
    if (href) return href;
  }
  return undefined;
}

/** Docusaurus 2's name for it, on a category. */
export const findFirstCategoryLink = findFirstSidebarItemLink;

/** The items a card list draws: links, and categories that lead somewhere (no HTML items, no unlisted docs). */
export function filterDocCardListItems(items: PropSidebarItem[]): PropSidebarItem[] {
  return items.filter((item) => (item.type === 'link' ? !item.unlisted : item.type === 'category' && findFirstSidebarItemLink(item) !== undefined));
}
