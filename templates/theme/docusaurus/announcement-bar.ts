// `useAnnouncementBar()` (from `@docusaurus/theme-common/internal`, or `theme-common` as Docusaurus 2 has it): whether
// the config's announcement bar shows, and `close()`, which hides it and remembers its id as docsgen's own bar does
// (client/announcement.ts; the head script then hides it before paint on the next pages).
import { useContext, useEffect, useState } from 'react';
import { ANNOUNCEMENT_DISMISSED_ATTR, ANNOUNCEMENT_KEY } from '../../../client/constants.ts';
import { SiteContext } from '../context.ts';

export function useAnnouncementBar(): { isActive: boolean; close: () => void } {
  const bar = useContext(SiteContext).siteConfig.themeConfig.announcementBar as { id?: string } | undefined;
  const id = bar?.id ?? 'announcement-bar';
  // Shown on the server and until the page runs; then as the reader left it.
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    try {
      setClosed(localStorage.getItem(ANNOUNCEMENT_KEY) === id);
    } catch {
      // Storage unavailable: the bar shows.
    }
  }, [id]);
  const close = () => {
    setClosed(true);
    document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTR, '');
    try {
      localStorage.setItem(ANNOUNCEMENT_KEY, id);
    } catch {
      // Not remembered where storage is unavailable.
    }
  };
  return { isActive: bar !== undefined && !closed, close };
}
