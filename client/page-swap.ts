// Putting a fetched page in place (client navigation's second half, and the dev server's in-place update): a chunk
// loaded on the first navigation, so the boot module stays small. It imports nothing the boot module has: what it
// needs of the page's runtime comes in `SwapDeps`, so no chunk is shared between the two (inlined-constants.ts).
import type { PageData } from '../generator/types.ts';
import { ATTR, EVENT } from './inlined-constants.ts';
import { navbarFits, swapNavbar, swapSidebarParts } from './navbar-swap.ts';

/** The page runtime's parts this chunk uses (the boot module's own instances). */
export interface SwapDeps {
  enhance(root: ParentNode): void;
  createSidebar(treeUrl: string, base: string): HTMLElement;
  useSidebar(treeUrl: string): void;
  sidebarTreeUrl(): string | null;
  showPageInSidebar(pathname: string, trail: string[], base: string): Promise<void>;
  /** Goes to the reader's position: `y` for a back/forward step, else the hash target or the top. */
  position(url: URL, y: number | undefined): void;
}

/**
 * Puts the page `data` in place, in the layout it needs (`layout`: the module that changes it, when it changes;
 * null when it could not be loaded), then goes to the reader's position. False when it could not.
 */
export function placePage(url: URL, data: PageData, layout: typeof import('./layout.ts') | null | undefined, y: number | undefined, base: string, loadFully: (url: string) => void, deps: SwapDeps): boolean {
  let main = document.getElementById('main')!;
  // The navbar parts the page draws for itself have no place here (another build's page): a full load shows it.
  if (!navbarFits(data)) {
    loadFully(url.href);
    return false;
  }
  try {
    if (layout !== undefined) {
      const next = layout?.useLayout(data, () => {
        const tree = data.sidebarTree ?? deps.sidebarTreeUrl();
        return tree ? deps.createSidebar(tree, base) : undefined;
      });
      // The layout code could not be loaded, or a docs page has no sidebar tree to build its sidebar from.
      if (!next) {
        loadFully(url.href);
        return false;
      }
      main = next;
    }
    // Infima's `main-wrapper` (templates/infima-layout.ts) kept: the layout gave it to this box.
    if (!data.sidebar) main.className = `page-main page-${data.kind}${main.classList.contains('main-wrapper') ? ' main-wrapper' : ''}`;
    else if (data.sidebarTree) deps.useSidebar(data.sidebarTree);
    if (data.sidebarParts) swapSidebarParts(data, deps.enhance);
    main = swapPage(main, data, deps);
    deps.position(url, y);
    document.dispatchEvent(new window.Event(EVENT.page));
    // Screen readers continue from the new page's title.
    const h1 = main.querySelector<HTMLElement>('h1');
    if (h1) {
      h1.tabIndex = -1;
      h1.focus({ preventScroll: true });
    }
  } catch (err) {
    console.error('[docsgen] could not show the page', err);
    showCrash(main, () => loadFully(location.href));
    return false;
  }
  if (data.sidebar) deps.showPageInSidebar(url.pathname, data.trail, base).catch((err) => console.warn('[docsgen] could not update the sidebar', err));
  return true;
}

/** The page's <html> classes (`html.blog-post-page`) in place of the last page's; the client's own (`menu-open`) stay. */
function swapHtmlClass(next: string): void {
  const html = document.documentElement;
  const list = (s: string | undefined) => (s ?? '').split(' ').filter(Boolean);
  html.classList.remove(...list(html.dataset.pageClass));
  html.classList.add(...list(next));
  if (next) html.dataset.pageClass = next;
  else delete html.dataset.pageClass;
}

/**
 * Shows `data` in `main` (already in the layout the page needs, with its sidebar) and the head; returns the page's
 * container, which is a <div> for a page that has its own <main> (a site's BlogLayout draws one), as the server writes it.
 */
export function swapPage(shown: HTMLElement, data: PageData, deps: Pick<SwapDeps, 'enhance'>): HTMLElement {
  swapHead(data.head);
  swapHtmlClass(data.htmlClass ?? '');
  if (data.navbar) swapNavbar(data, deps.enhance);
  let main = shown;
  const tag = /<main[\s>]/i.test(data.main) ? 'DIV' : 'MAIN';
  if (main.tagName !== tag) {
    main = document.createElement(tag.toLowerCase());
    main.id = shown.id;
    main.className = shown.className;
    shown.replaceWith(main);
  }
  main.innerHTML = data.main;
  releaseStylesheets(main);
  runScripts(main);
  deps.enhance(main);
  return main;
}

/** Longest wait for a page's stylesheets before it is shown anyway (a slow one then applies when it arrives). */
const STYLESHEET_WAIT_MS = 3000;
/** Stylesheets loaded ahead of a page that links them in its content (its MDX components' CSS), by URL. */
const ahead = new Map<string, HTMLLinkElement>();

/**
 * Loads the stylesheets the page's content links to and the document lacks, in <head>, and resolves when they
 * have loaded (or failed, or after STYLESHEET_WAIT_MS): a stylesheet link put in the page with it would
 * otherwise load after the page is shown, its first frames unstyled.
 */
export function loadStylesheets(data: PageData): Promise<void> {
  const html = document.createElement('template');
  html.innerHTML = data.main;
  const pending: Promise<void>[] = [];
  for (const link of html.content.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href]')) {
    const href = new URL(link.getAttribute('href')!, location.href).href;
    if (ahead.has(href) || [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((l) => l.href === href)) continue;
    const copy = document.createElement('link');
    copy.rel = 'stylesheet';
    copy.href = href;
    ahead.set(href, copy);
    pending.push(new Promise((done) => {
      copy.addEventListener('load', () => done(), { once: true });
      copy.addEventListener('error', () => done(), { once: true });
    }));
    document.head.append(copy);
  }
  if (!pending.length) return Promise.resolve();
  return Promise.race([Promise.all(pending).then(() => undefined), new Promise<void>((done) => setTimeout(done, STYLESHEET_WAIT_MS))]);
}

/**
 * Removes the copies loaded ahead: one the shown page links to once its own link has loaded (from the cache, styled
 * throughout), the others (loaded for a navigation a later click superseded) at once, so their rules apply nowhere.
 */
function releaseStylesheets(main: HTMLElement): void {
  const own = new Map([...main.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => [l.href, l]));
  for (const [href, copy] of ahead) {
    ahead.delete(href);
    const link = own.get(href);
    if (!link) {
      copy.remove();
      continue;
    }
    const release = () => copy.remove();
    link.addEventListener('load', release, { once: true });
    link.addEventListener('error', release, { once: true });
  }
}

/** Replaces the page-specific head tags (title, description, canonical, alternates, social cards). */
function swapHead(head: string): void {
  const PAGE_TAGS = 'title, meta[name]:not([name="viewport"]):not([name="theme-color"]), meta[property], link[rel="canonical"], link[rel="alternate"]';
  const next = document.createElement('template');
  next.innerHTML = head;
  for (const el of document.head.querySelectorAll(PAGE_TAGS)) el.remove();
  const anchor = document.head.querySelector('link[rel="stylesheet"]');
  for (const el of next.content.querySelectorAll(PAGE_TAGS)) document.head.insertBefore(el, anchor);
  document.title = next.content.querySelector('title')?.textContent ?? document.title;
}

/** Spec: an uncaught rendering failure reads 'This page crashed.' with a 'Try again' button. */
function showCrash(main: HTMLElement, again: () => void): void {
  main.innerHTML = '<div class="crash page-error" role="alert"><p class="crash-message">This page crashed.</p><button type="button" class="crash-retry">Try again</button></div>';
  main.querySelector('button')!.addEventListener('click', again);
}

/** Scripts in a page's content run after client navigation as on a full load: `innerHTML` leaves them inert. */
function runScripts(root: HTMLElement): void {
  for (const inert of root.querySelectorAll('script')) {
    const script = document.createElement('script');
    for (const a of inert.attributes) script.setAttribute(a.name, a.value);
    script.text = inert.text;
    inert.replaceWith(script);
  }
}
