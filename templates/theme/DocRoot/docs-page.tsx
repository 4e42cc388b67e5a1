// Around a site's `DocRoot/Layout…` as it renders once per build: docsgen draws that layout only on docs pages that
// have a sidebar, so `useDocsSidebar()` gives one there (as Docusaurus's layout reads it, `{sidebar && <Sidebar/>}`),
// a stand-in whose items nobody draws: the layout's sidebar is a marker each page fills with its own.
import { useContext, type ReactNode } from 'react';
import { SiteContext, type SidebarData } from '../context.ts';

const PAGE_SIDEBAR: SidebarData = { name: 'docs', items: [], docs: {} };

export default function DocsPage({ children }: { children: ReactNode }) {
  const ctx = useContext(SiteContext);
  return <SiteContext.Provider value={{ ...ctx, sidebar: ctx.sidebar ?? PAGE_SIDEBAR }}>{children}</SiteContext.Provider>;
}
