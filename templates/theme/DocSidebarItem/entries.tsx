// The entries of every docs sidebar drawn by the site's `DocSidebarItem` (or docsgen's, with the site's `…/Link` or
// `…/Html`), in one render (content/theme/sidebar-items.ts): each inside its sidebar's context (`useDocsSidebar()`,
// `useDocById()`), for no page in particular, after a separator the build splits the HTML at. Lowercase: no slot itself.
import { useContext, type ComponentType } from 'react';
import { SiteContext, type PropSidebarItem, type SidebarData } from '../context.ts';
import { PART_SEPARATOR } from '../DocItem/parts.tsx';
import DocSidebarItem, { type DocSidebarItemProps } from '../DocSidebarItem.tsx';

/** An entry: its sidebar (an index into `sidebars`) and where it is in it (the index in each list on the way). */
export interface SidebarEntryAt {
  sidebar: number;
  at: number[];
}

/** The names each entry's HTML is split out by (`<entry>:item`), and its page's (`<entry>:active`). */
export const ENTRY_PART = 'item';
export const ACTIVE_PART = 'active';

export default function SidebarEntries({ parts, sidebars, entries }: { parts: { DocSidebarItem?: ComponentType<DocSidebarItemProps> }; sidebars: SidebarData[]; entries: SidebarEntryAt[] }) {
  const ctx = useContext(SiteContext);
  const Item = parts.DocSidebarItem ?? DocSidebarItem;
  return entries.map(({ sidebar, at }, i) => {
    const data = sidebars[sidebar]!;
    let item: PropSidebarItem = { type: 'category', label: '', items: data.items, collapsed: false, collapsible: false };
    for (const n of at) item = (item as Extract<PropSidebarItem, { type: 'category' }>).items[n]!;
    const props = { item, level: at.length, index: at[at.length - 1]! };
    // A link of the site's is drawn again as its page's, as the site draws the current page's (its own classes,
    // attributes): that page's sidebar shows that one.
    const own = item.type === 'link' && item.href.startsWith('/') ? item.href : undefined;
    return (
      <SiteContext.Provider key={i} value={{ ...ctx, sidebar: data }}>
        <template {...{ [PART_SEPARATOR]: `${i}:${ENTRY_PART}` }} />
        <Item {...props} activePath="" />
        {own === undefined ? null : <><template {...{ [PART_SEPARATOR]: `${i}:${ACTIVE_PART}` }} /><Item {...props} activePath={own} /></>}
      </SiteContext.Provider>
    );
  });
}
