// The cards of every generated index page (content/theme/sidebar-docs.ts), drawn by the site's DocCardList, or by
// docsgen's with the site's DocCard, in one render: each page's inside its sidebar's context
// (`useCurrentSidebarCategory()`), after a separator the build splits the HTML at. Lowercase: no slot itself.
import { useContext, type ComponentType } from 'react';
import { SiteContext, type PropSidebarItem, type SidebarData } from '../context.ts';
import DocCardList from '../DocCardList.tsx';

export const CARDS_SEPARATOR = 'data-docsgen-cards';

export interface IndexCardsPage {
  route: string;
  sidebar: SidebarData;
}

type ListProps = { items?: PropSidebarItem[]; className?: string };

export default function IndexCards({ parts, pages }: { parts: { DocCardList?: ComponentType<ListProps> }; pages: IndexCardsPage[] }) {
  const ctx = useContext(SiteContext);
  const List = parts.DocCardList ?? DocCardList;
  return pages.map((page) => (
    <SiteContext.Provider key={page.route} value={{ ...ctx, route: page.route, sidebar: page.sidebar }}>
      <template {...{ [CARDS_SEPARATOR]: '' }} />
      <List items={page.sidebar.category!.items} />
    </SiteContext.Provider>
  ));
}
