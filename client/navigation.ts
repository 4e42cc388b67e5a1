// Client-side navigation: a click on an internal link fetches the target's page data and swaps <main> and the
// page's head tags, keeping the navbar and the sidebar (with its open categories); between a docs page and
// another kind of page (home, not found) the layout changes around <main> (layout.ts).
// Spec: after navigation scroll to the hash target or the top (a query change alone does not scroll); back and
// forward restore the reader's position, kept in each history entry's state (a reload restores it too); a
// progress bar and a spinner appear after 200 ms; no timeout; a page whose data cannot be had (not found,
// invalid) loads fully with a warning; a network failure shows the error and a Retry button.
import { enhance } from './enhance.ts';
import { ATTR } from './constants.ts';
import { routeKey } from './route-key.ts';
import { word } from './words.ts';
import { createSidebar, preloadSidebarCode, showPageInSidebar, sidebarTreeUrl, useSidebar } from './sidebar.ts';
import { pageDataUrl, sitePath, underBase } from './site-path.ts';
import type { PageData } from '../generator/types.ts';
import type { SwapDeps } from './page-swap.ts';

const SWAP_DEPS: SwapDeps = { enhance, createSidebar, useSidebar, sidebarTreeUrl, showPageInSidebar, position };

/** Delay before the progress bar and the spinner show (spec: 200 ms). */
export const LOADING_DELAY_MS = 200;
/** Page data kept per path (spec: route caches hold at most 10,000 entries). */
const MAX_CACHED = 10_000;

/** The code that puts a fetched page in place, loaded with the first page's data (null when it cannot be). */
let swapChunk: Promise<typeof import('./page-swap.ts') | null> | undefined;
export function pageSwap(): Promise<typeof import('./page-swap.ts') | null> {
  if (!swapChunk) preloadSidebarCode();
  swapChunk ??= import('./page-swap.ts').catch((err: unknown) => {
    console.warn('[docsgen] could not load the page code', err);
    swapChunk = undefined;
    return null;
  });
  return swapChunk;
}

/** Shows `data` in `main` (already in the layout the page needs, with its sidebar) and the head. */
export async function swapPage(main: HTMLElement, data: PageData): Promise<void> {
  const swap = await pageSwap();
  if (!swap) throw new Error('the page code could not be loaded');
  swap.swapPage(main, data, SWAP_DEPS);
}

/** The server answered, but not with usable page data: only a full load can show that URL. */
class NotAPage extends Error {}

const cache = new Map<string, Promise<PageData>>();

/** Forgets every page's data (the dev server rebuilt the site). */
export function forgetPageData(): void {
  cache.clear();
}

/**
 * Page data of `pathname`, a page under `base`, fetched once and kept (a failed fetch is forgotten, so it can be
 * tried again). Data that names another page than the one asked for is not that page's.
 */
export function loadPageData(pathname: string, base: string): Promise<PageData> {
  const path = sitePath(pathname);
  if (path === undefined || !underBase(path, base)) return Promise.reject(new NotAPage('not a page'));
  const key = routeKey(path);
  let data = cache.get(key);
  if (!data) {
    data = fetch(pageDataUrl(path)!).then(async (r) => {
      if (!r.ok) throw new NotAPage(`HTTP ${r.status}`);
      const body = (await r.json().catch(() => undefined)) as PageData | undefined;
      // Data that names another page than the one asked for is not this page's.
      const named = typeof body?.path === 'string' && sitePath(base + body.path);
      if (typeof body?.main !== 'string' || typeof body.head !== 'string' || !named || routeKey(named) !== key) throw new NotAPage('invalid page data');
      return body;
    });
    data.catch(() => cache.delete(key));
    cache.set(key, data);
    if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  }
  return data;
}

/** The URL a click on `a` should show with client navigation, or undefined to leave it to the browser. */
export function clientTarget(a: HTMLAnchorElement, base: string): URL | undefined {
  if ((a.target && a.target !== '_self') || a.hasAttribute('download')) return undefined;
  const url = new URL(a.href, location.href);
  if (url.origin !== location.origin || sitePath(url.pathname) === undefined || !underBase(url.pathname, base)) return undefined;
  // Files (assets, the sitemap, …) are not pages; `.html` paths are.
  if (/\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.endsWith('.html')) return undefined;
  // Another anchor of this page: the browser scrolls to it.
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return undefined;
  return url;
}

export interface NavigationOptions {
  /** Loads a URL fully (a test replaces it). */
  loadFully?: (url: string) => void;
}

export function initNavigation(base: string, opts: NavigationOptions = {}): void {
  if (!document.getElementById('main')) return;
  /** <main> as it is now: a change of layout replaces it. */
  const currentMain = () => document.getElementById('main')!;
  const loadFully = opts.loadFully ?? ((url: string) => location.assign(url));
  history.scrollRestoration = 'manual';
  // Spec: a flag records that the client has taken over the page.
  document.documentElement.setAttribute(ATTR.clientNavigation, '');
  let latest = 0;
  /** The path whose content <main> holds. */
  let shown = location.pathname;

  /** The URL last shown: a back/forward step that changes only its query does not scroll. */
  let last = location.href;
  const savePosition = keepScrollPositions();
  const enter = (url: URL, how: Entry) => {
    if (how === 'push') {
      savePosition();
      history.pushState(null, '', url.href);
    } else if (how === 'replace') history.replaceState(null, '', url.href);
    last = url.href;
  };

  /** Shows `url`: a new entry (`push`), in place of this one (`replace`), or one back/forward reached at `y`. */
  const show = async (url: URL, how: Entry, y?: number): Promise<void> => {
    const ticket = ++latest;
    const swapping = pageSwap();
    const loading = startLoading(currentMain());
    let data: PageData;
    let layout: typeof import('./layout.ts') | null | undefined;
    let swap: typeof import('./page-swap.ts') | null;
    // The progress bar shows until the page is ready to be put in place: its data, its code, its stylesheets.
    try {
      try {
        data = await loadPageData(url.pathname, base);
      } catch (err) {
        if (ticket !== latest) return;
        if (err instanceof NotAPage) {
          console.warn(`[docsgen] ${url.pathname}: no page data (${err.message}); loading the page in full`);
          loadFully(url.href);
          return;
        }
        enter(url, how);
        showError(currentMain(), () => void show(url, 'pop'));
        return;
      }
      if (ticket !== latest) return;
      const inDocsLayout = currentMain().closest('.docs-wrapper') !== null;
      layout = data.sidebar === inDocsLayout ? undefined : await import('./layout.ts').catch(() => null);
      swap = await swapping;
      if (ticket !== latest) return;
      // Without its code the page cannot be put in place: a full load shows it.
      if (!swap) return loadFully(url.href);
      await swap.loadStylesheets(data);
      if (ticket !== latest) return;
    } finally {
      loading.stop();
    }
    enter(url, how);
    if (swap.placePage(url, data, layout, y, base, loadFully, SWAP_DEPS)) shown = url.pathname;
  };

  document.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    const url = a && clientTarget(a, base);
    if (!url) return;
    e.preventDefault();
    if (url.pathname === location.pathname) {
      // The same page with another query (or the page itself): nothing to load, no scroll.
      if (url.href !== location.href) enter(url, 'push');
      return;
    }
    void show(url, 'push');
  });
  window.addEventListener('popstate', (e) => {
    const url = new URL(location.href);
    const before = new URL(last);
    last = url.href;
    const y = (e.state as { y?: unknown } | null)?.y;
    if (url.pathname !== shown) return void show(url, 'pop', typeof y === 'number' ? y : undefined);
    // Back or forward within the page shown: only the scroll position changes, and not for a query alone.
    if (url.hash !== before.hash || url.search === before.search) position(url, typeof y === 'number' ? y : undefined);
  });
  // A reload (or a return to this page loaded in full) restores the position too: browsers do it only without 'manual'.
  const y = (history.state as { y?: unknown } | null)?.y;
  if (typeof y === 'number') window.scrollTo(0, y);
  resolveHtmlPath(base, (url) => show(url, 'replace'));
}

/** Keeps the scroll position in the current history entry as the reader scrolls, for back/forward; returns the saver. */
function keepScrollPositions(): () => void {
  let saving: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(saving);
    history.replaceState({ ...history.state, y: window.scrollY }, '');
  };
  window.addEventListener('scroll', () => {
    clearTimeout(saving);
    saving = setTimeout(save, 150);
  }, { passive: true });
  return save;
}

/**
 * The not-found page of a static host, at `/x.html` or `/x/index.html`: when `/x` is a route, it is shown there,
 * under its own URL. The head script hid the page meanwhile (see templates/theme-script.ts).
 */
function resolveHtmlPath(base: string, show: (url: URL) => Promise<void>): void {
  const root = document.documentElement;
  if (!root.hasAttribute(ATTR.resolving)) return;
  const search = location.search + location.hash;
  loadPageData(location.pathname.replace(/(\/index)?\.html$/, '') || '/', base)
    .then((data) => show(new URL(base + data.path + search, location.origin)), () => {})
    .finally(() => root.removeAttribute(ATTR.resolving));
}

type Entry = 'push' | 'replace' | 'pop';

/** A back/forward step returns to its saved position `y`; anything else goes to the hash target or the top. */
function position(url: URL, y: number | undefined): void {
  if (y !== undefined) window.scrollTo(0, y);
  else scrollTo(url);
}

function scrollTo(url: URL): void {
  const target = url.hash ? document.getElementById(hashId(url.hash)) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

/** The progress bar and the spinner, shown only when loading outlasts the delay. */
function startLoading(main: HTMLElement): { stop(): void } {
  const timer = setTimeout(() => {
    const bar = document.createElement('div');
    bar.className = 'route-progress';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', word('docsgen.page.loading', 'Loading page'));
    document.body.append(bar);
    const spinner = document.createElement('div');
    spinner.className = 'page-loading';
    spinner.setAttribute('role', 'status');
    spinner.innerHTML = '<span class="page-spinner" aria-hidden="true"></span><span class="visually-hidden"></span>';
    spinner.lastElementChild!.textContent = word('docsgen.page.loading', 'Loading page');
    main.prepend(spinner);
  }, LOADING_DELAY_MS);
  return {
    stop() {
      clearTimeout(timer);
      for (const el of document.querySelectorAll('.route-progress, .page-loading')) el.remove();
    },
  };
}

function showError(main: HTMLElement, retry: () => void): void {
  main.innerHTML = '<div class="page-error" role="alert"><p class="page-error-message">This page could not be loaded. Check your connection and try again.</p><button type="button" class="page-error-retry">Retry</button></div>';
  main.querySelector('button')!.addEventListener('click', retry);
}

/** The element id a `#hash` names; a malformed %-escape (`#%zz`) names the id as written instead of throwing. */
function hashId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
