// Prefetch: the page data of an internal link is fetched when the pointer rests on it or it gets focus, so a
// click shows the page at once. Skipped on 2G connections and with data saver on (spec).
import { clientTarget, loadPageData } from './navigation.ts';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(connection: NetworkInformation | undefined): boolean {
  return !connection?.saveData && connection?.effectiveType !== '2g' && connection?.effectiveType !== 'slow-2g';
}

export function initPrefetch(base: string): void {
  if (!document.documentElement.hasAttribute('data-client-navigation')) return;
  const warm = (e: Event) => {
    if (!prefetchAllowed((window.navigator as { connection?: NetworkInformation }).connection)) return;
    const a = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    const url = a && clientTarget(a, base);
    // A failed prefetch is forgotten; the click tries again and reports.
    if (url && url.pathname !== location.pathname) loadPageData(url.pathname).catch(() => undefined);
  };
  document.addEventListener('pointerover', warm);
  document.addEventListener('focusin', warm);
}
