// The entries of every docs sidebar drawn by the site's `DocSidebarItem` (or docsgen's, with the site's `…/Link` or
// `…/Html`), in one render (content/theme/sidebar-items.ts): each inside its sidebar's context (`useDocsSidebar()`,
// `useDocById()`), for no page in particular, after a separator the build splits the HTML at. Lowercase: no slot itself.
import { useContext, type ComponentType } from 'react';
import { SiteContext, type PropSidebarItem, type SidebarData } from '../context.ts';
import { PART_SEPARATOR } from '../DocItem/parts.tsx';
import DocSidebarItem, { type DocSidebarItemProps } from '../DocSidebarItem.tsx';
import { ItemsAsMarker } from './items-list.ts';
import { DrawnCollapsed } from '../docusaurus/collapsible.tsx';

/** An entry: its sidebar (an index into `sidebars`) and where it is in it (the index in each list on the way). */
export interface SidebarEntryAt {
  sidebar: number;
  at: number[];
}

/**
 * The names each entry's HTML is split out by (`<entry>:item`), and its page's (`<entry>:active`); a category's,
 * open and closed.
 */
export const ENTRY_PART = 'item';
export const ACTIVE_PART = 'active';
export const OPEN_PART = 'open';
export const CLOSED_PART = 'closed';
/** A category's drawings as a page inside it sees it (`trail`), and as its own page's (`own`). */
export const TRAIL_PART = 'trail';
export const OWN_PART = 'own';
/** The same closed (the reader may close a category that holds the page: Docusaurus keeps it active). */
export const CLOSED_SUFFIX = '-closed';

type Parts = { DocSidebarItem?: ComponentType<DocSidebarItemProps>; 'DocSidebarItem/Category'?: ComponentType<DocSidebarItemProps> };

export default function SidebarEntries({ parts, sidebars, entries }: { parts: Parts; sidebars: SidebarData[]; entries: SidebarEntryAt[] }) {
  const ctx = useContext(SiteContext);
  const Item = parts.DocSidebarItem ?? DocSidebarItem;
  // A category goes through the site's DocSidebarItem, which draws the site's category (`@theme/…`), else through that.
  const Category = parts.DocSidebarItem ?? parts['DocSidebarItem/Category'] ?? DocSidebarItem;
  return entries.map(({ sidebar, at }, i) => {
    const data = sidebars[sidebar]!;
    let item: PropSidebarItem = { type: 'category', label: '', items: data.items, collapsed: false, collapsible: false };
    for (const n of at) item = (item as Extract<PropSidebarItem, { type: 'category' }>).items[n]!;
    const props = { item, level: at.length, index: at[at.length - 1]! };
    if (item.type === 'category') {
      // Closed as Docusaurus draws it with `collapsed` (a category that cannot close is drawn open only), and open;
      // no island (as if inside one): the client opens and closes it by putting in the other drawing (client/sidebar.ts).
      const drawing = (name: string, collapsed: boolean, activePath = '') => <><template {...{ [PART_SEPARATOR]: `${i}:${name}` }} /><Category {...props} item={{ ...item, collapsed }} activePath={activePath} /></>;
      // Holding the page, closed by the reader: its toggle's state (it starts open), drawn once per build too.
      const closed = (name: string, activePath: string) => <DrawnCollapsed.Provider value={true}>{drawing(name + CLOSED_SUFFIX, true, activePath)}</DrawnCollapsed.Provider>;
      // Active (Docusaurus's `isActiveSidebarItem`) for a page inside it, and for its own page (`isSamePath` too).
      const inside = pageInside(item.items, item.href);
      return (
        <SiteContext.Provider key={i} value={{ ...ctx, sidebar: data, inIsland: true }}>
          <ItemsAsMarker.Provider value={true}>
            {item.collapsible ? drawing(CLOSED_PART, true) : null}
            {drawing(OPEN_PART, false)}
            {inside === undefined ? null : drawing(TRAIL_PART, false, inside)}
            {item.href?.startsWith('/') ? drawing(OWN_PART, false, item.href) : null}
            {item.collapsible && inside !== undefined ? closed(TRAIL_PART, inside) : null}
            {item.collapsible && item.href?.startsWith('/') ? closed(OWN_PART, item.href) : null}
          </ItemsAsMarker.Provider>
        </SiteContext.Provider>
      );
    }
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

/** The first page among `items` (deep) that is not `own`: one any page inside the category stands for. */
function pageInside(items: PropSidebarItem[], own: string | undefined): string | undefined {
  for (const i of items) {
    const href = i.type === 'link' ? i.href : i.type === 'category' ? (i.href !== own ? i.href : undefined) ?? pageInside(i.items, own) : undefined;
    if (href?.startsWith('/') && href !== own) return href;
  }
  return undefined;
}
