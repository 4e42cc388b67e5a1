// The browser's address as React state: a tree that lives across client navigation (the site's Root, root-host.tsx)
// draws again when the page shown changes, as Docusaurus's router re-renders what reads `useLocation()`.
import { useSyncExternalStore } from 'react';
import { EVENT } from './inlined-constants.ts';

function subscribe(changed: () => void): () => void {
  document.addEventListener(EVENT.page, changed);
  window.addEventListener('hashchange', changed);
  return () => {
    document.removeEventListener(EVENT.page, changed);
    window.removeEventListener('hashchange', changed);
  };
}

const address = () => location.href;

/** The page's address, updated after client navigation has put the next page in place (and on a hash change). */
export function usePageAddress(): string {
  return useSyncExternalStore(subscribe, address, address);
}
