// The helpers a site's sidebar entries (`DocSidebarItem/Link`, `…/Category`) take from `@docusaurus/plugin-content-docs/client`,
// or `@docusaurus/theme-common/internal` as Docusaurus 2 sites import them. docsgen draws each entry once per build,
// for no page in particular (content/theme/sidebar-items.ts): `activePath` is empty, so nothing is active while it
// renders; the page's link is marked after (templates/Sidebar.tsx's markActive, client/sidebar.ts).
import { useState, type ReactNode } from 'react';
import type { PropSidebarItem } from '../context.ts';

/**
 * Whether two paths are the same page (a trailing slash aside, case-insensitive as Docusaurus's). An empty path is
 * none: the `activePath` of an entry drawn for no page (not the site's root).
 */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  const norm = (p: string) => (p.endsWith('/') ? p : `${p}/`).toLowerCase();
  return !!a && !!b && norm(a) === norm(b);
}

/** Whether `item` is the page at `activePath`, or a category holding it. */
export function isActiveSidebarItem(item: PropSidebarItem, activePath: string): boolean {
  if (item.type === 'link') return isSamePath(item.href, activePath);
  if (item.type === 'category') return isSamePath(item.href, activePath) || item.items.some((i) => isActiveSidebarItem(i, activePath));
  return false;
}

/** Docusaurus's provider of that state, around a list's entries: here, its children as they are. */
export function DocSidebarItemsExpandedStateProvider({ children }: { children: ReactNode }) {
  return children;
}

/** The category of a list left open when `autoCollapseCategories` closes its siblings (none here: each entry is drawn alone). */
export function useDocSidebarItemsExpandedState(): { expandedItem: number | null; setExpandedItem: (index: number | null) => void } {
  const [expandedItem, setExpandedItem] = useState<number | null>(null);
  return { expandedItem, setExpandedItem };
}
