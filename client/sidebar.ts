// Sidebar categories: expand/collapse. A category collapsed on the server has no children in the page;
// the first time one opens, the shared sidebar tree (one cached JSON file) is fetched and its items rendered.
import { ATTR, currentEntriesFile } from './constants.ts';
import { routeKey } from './route-key.ts';
import { word } from './words.ts';
import type { SidebarItem } from '../generator/types.ts';
import type { SidebarDeps } from './sidebar-open.ts';

/** Rendering fetched items: a chunk of its own, loaded when a page needs items it was served without. */
const render = () => import('./sidebar-render.ts');
/**
 * Opening categories and marking the current page: a chunk of its own, loaded on first use, then kept (a dynamic
 * import of a loaded chunk still waits for a task: the new page's links would be marked a moment after it shows).
 */
let opened: typeof import('./sidebar-open.ts') | undefined;
const open = async () => (opened ??= await import('./sidebar-open.ts'));

/**
 * What opens or closes a category the site draws, as on Docusaurus: its caret, or its label where the category has
 * no page (`menu__link--sublist-caret`, or a label leading nowhere; Docusaurus's links such a label to its first
 * entry on the server only, for readers without JavaScript). A label with a page is followed; the page shows its
 * category open. Its drawing starts with a marker.
 */
function drawnToggle(target: Element): Element | null {
  const control = target.closest(`#docs-sidebar [${ATTR.drawnCategory}] ~ * .menu__caret, #docs-sidebar [${ATTR.drawnCategory}] ~ * .menu__link--sublist`);
  if (!control || control.matches('.menu__caret, .menu__link--sublist-caret')) return control;
  return control.localName === 'a' && !['', '#'].includes(control.getAttribute('href') ?? '') ? null : control;
}

/**
 * File URL → its JSON: the trees (a site may have several sidebars, one file each) and their current-entries files;
 * a failed load is tried again.
 */
const trees = new Map<string, Promise<unknown>>();

/** Forgets the fetched trees (the dev server rebuilt the site). */
export function forgetTree(): void {
  trees.clear();
}

function loadTree<T = SidebarItem[]>(url: string): Promise<T> {
  let tree = trees.get(url);
  if (!tree) {
    tree = fetch(url).then((r) => {
      if (!r.ok) throw new Error(`sidebar tree: HTTP ${r.status}`);
      return r.json();
    });
    trees.set(url, tree);
    tree.catch(() => trees.delete(url));
  }
  return tree as Promise<T>;
}

export function toggleButton(label: string, controls: string, open: boolean): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'sidebar-category-toggle';
  b.setAttribute('aria-expanded', String(open));
  b.setAttribute('aria-controls', controls);
  b.setAttribute('aria-label', categoryLabel(open, label));
  return b;
}

/** The toggle's name, in the page's locale (Docusaurus's `theme.DocSidebarItem.*CategoryAriaLabel`). */
function categoryLabel(open: boolean, label: string): string {
  return open ? word('theme.DocSidebarItem.collapseCategoryAriaLabel', "Collapse sidebar category '{label}'", { label })
    : word('theme.DocSidebarItem.expandCategoryAriaLabel', "Expand sidebar category '{label}'", { label });
}

/**
 * The server renders a collapsed category as its row alone (a toggle does nothing without this script):
 * give each its toggle and the empty, hidden list the toggle controls.
 */
function addToggles(aside: HTMLElement): void {
  for (const li of aside.querySelectorAll<HTMLElement>(`.sidebar-category[${ATTR.collapsed}="true"]`)) {
    const row = li.querySelector(':scope > .sidebar-category-row');
    if (!row || row.querySelector('.sidebar-category-toggle')) continue;
    const list = document.createElement('div');
    list.id = `sidebar-category-${li.getAttribute(ATTR.sidebarKey) ?? ''}`;
    list.hidden = true;
    row.append(toggleButton(row.firstElementChild?.textContent ?? '', list.id, false));
    li.append(list);
  }
}

/** Loads the chunk ahead (with the page code client navigation loads): the new page's links are marked as it shows. */
export function preloadSidebarCode(): void {
  if (sidebarTreeUrl()) open().catch(() => undefined);
}

/** What the chunks borrow from this module: its tree cache and toggle, so that they share no code with it. */
const deps = (base: string): SidebarDeps => ({ base, loadTree, toggle: toggleButton, label: categoryLabel, routeKey, currentEntries: currentEntriesFile });

/**
 * After client navigation: opens the categories holding the new page (`trail`, outermost first) and marks its links
 * as the current page (client/sidebar-open.ts).
 */
export async function showPageInSidebar(pathname: string, trail: string[], base: string): Promise<void> {
  const treeUrl = sidebarTreeUrl();
  if (document.getElementById('docs-sidebar') && treeUrl) await (await open()).showPageInSidebar(pathname, trail, treeUrl, deps(base));
}

/**
 * A docs sidebar for a page that was shown without one (client navigation from the home page): an empty
 * `<aside>` like the server's, filled by showPageInSidebar from the shared tree.
 */
export function createSidebar(treeUrl: string, base: string): HTMLElement {
  const aside = document.createElement('aside');
  aside.className = 'sidebar';
  aside.id = 'docs-sidebar';
  const nav = document.createElement('nav');
  nav.className = 'sidebar-nav';
  nav.setAttribute('aria-label', 'Docs sidebar');
  aside.append(nav);
  attachSidebar(aside, treeUrl, base);
  return aside;
}

export function initSidebar(base: string): void {
  const aside = document.getElementById('docs-sidebar');
  const treeUrl = sidebarTreeUrl();
  if (aside && treeUrl) attachSidebar(aside, treeUrl, base);
}

/** The tree file of the sidebar on the page, named on <html> (kept there while a page without one is shown: see layout.ts). */
export function sidebarTreeUrl(): string | null {
  return document.documentElement.getAttribute(ATTR.sidebarTree);
}

/**
 * Client navigation to a page of another sidebar: the sidebar's entries go (showPageInSidebar fills it from
 * `treeUrl`'s tree); what the site's wrappers draw around them (`DocSidebar`…, the same for every sidebar) stays.
 */
export function useSidebar(treeUrl: string): void {
  if (sidebarTreeUrl() === treeUrl && document.getElementById('docs-sidebar')) return;
  document.documentElement.setAttribute(ATTR.sidebarTree, treeUrl);
  document.querySelector('#docs-sidebar nav')?.replaceChildren();
}

/** Each category's clicks not yet applied: the state the last one asks for, and when it is applied. */
const queued = new WeakMap<Element, [boolean, Promise<unknown>]>();

/**
 * A click flips the state the reader last asked for, read at the click (loading the chunk or the tree may outlast
 * a second click); the category's clicks apply one after another, in order.
 */
function toggleCategory(li: HTMLElement, button: HTMLButtonElement, url: string, base: string): Promise<void> {
  const [was, before] = queued.get(li) ?? [button.getAttribute('aria-expanded') === 'true'];
  const run = Promise.resolve(before).then(open).then((m) => m.setExpanded(li, button, !was, url, deps(base)));
  const entry: [boolean, Promise<unknown>] = [!was, run.catch(() => undefined).then(() => queued.get(li) === entry && queued.delete(li))];
  queued.set(li, entry);
  return run;
}

function attachSidebar(aside: HTMLElement, treeUrl: string, base: string): void {
  addToggles(aside);
  aside.addEventListener('click', (e) => {
    const target = e.target as Element;
    const row = target.closest<HTMLElement>(`[${ATTR.sidebarMore}]`);
    const button = target.closest<HTMLButtonElement>('.sidebar-category-toggle');
    const li = button?.closest<HTMLElement>('.sidebar-category');
    // Read now: the dev server names a new tree when a rebuild changes it.
    const url = sidebarTreeUrl() ?? treeUrl;
    const drawn = row || button ? null : drawnToggle(target);
    if (row || drawn) e.preventDefault();
    (row ? Promise.all([render(), loadTree(url)]).then(([m, tree]) => m.showHidden(row, tree, base, toggleButton))
      : drawn ? open().then((m) => m.toggleDrawn(drawn, url, deps(base)))
      : button && li ? toggleCategory(li, button, url, base) : undefined)
      ?.catch((err) => console.warn('[docsgen] could not open the sidebar', err));
  });
}
