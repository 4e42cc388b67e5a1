// Prefetch: the page data of an internal link is fetched when the pointer rests on it or it gets focus, so a
// click shows the page at once. As the spec has it: through a link-prefetch hint (the browser fetches at low
// priority into its cache, where the click's request finds it), or a GET request where hints are not
// supported; skipped on 2G connections and with data saver on. The chunk that puts a page in place loads then too.
import { clientTarget, loadPageData, pageSwap } from './navigation.ts';
import { pageDataUrl } from './site-path.ts';
import { ATTR } from './inlined-constants.ts';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(connection: NetworkInformation | undefined): boolean {
  return !connection?.saveData && connection?.effectiveType !== '2g' && connection?.effectiveType !== 'slow-2g';
}

/** Hinted URLs, so that a link hovered again adds no second hint (bounded like the page-data cache). */
const hinted = new Set<string>();
const MAX_HINTS = 10_000;

function prefetch(pathname: string, base: string): void {
  const link = document.createElement('link');
  if (!link.relList?.supports?.('prefetch')) {
    // A failed prefetch is forgotten; the click tries again and reports.
    loadPageData(pathname, base).catch(() => undefined);
    return;
  }
  const url = pageDataUrl(pathname);
  if (url === undefined || hinted.has(url)) return;
  if (hinted.size >= MAX_HINTS) hinted.clear();
  hinted.add(url);
  link.rel = 'prefetch';
  link.href = url;
  document.head.append(link);
}

export function initPrefetch(base: string): void {
  if (!document.documentElement.hasAttribute(ATTR.clientNavigation)) return;
  const warm = (e: Event) => {
    if (!prefetchAllowed((window.navigator as { connection?: NetworkInformation }).connection)) return;
    const a = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    const url = a && clientTarget(a, base);
    if (!url || url.pathname === location.pathname) return;
    prefetch(url.pathname, base);
    // The code that will put the page in place, too.
    void pageSwap();
  };
  document.addEventListener('pointerover', warm);
  document.addEventListener('focusin', warm);
}
