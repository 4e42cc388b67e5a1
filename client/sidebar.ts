// Sidebar categories: expand/collapse. A category collapsed on the server has no children in the page;
// the first time one opens, the shared sidebar tree (one cached JSON file) is fetched and its items rendered.
import { ATTR, STALE_EVENT } from './constants.ts';
import { routeKey } from './route-key.ts';
import type { SidebarItem } from '../generator/types.ts';

type CategoryItem = Extract<SidebarItem, { type: 'category' }>;

/** Tree URL → its items (a site may have several sidebars, one file each); a failed load is tried again. */
const trees = new Map<string, Promise<SidebarItem[]>>();

/** Forgets the fetched trees (the dev server rebuilt the site). */
export function forgetTree(): void {
  trees.clear();
}

function loadTree(url: string): Promise<SidebarItem[]> {
  let tree = trees.get(url);
  if (!tree) {
    tree = fetch(url).then((r) => {
      if (!r.ok) throw new Error(`sidebar tree: HTTP ${r.status}`);
      return r.json() as Promise<SidebarItem[]>;
    });
    trees.set(url, tree);
    tree.catch(() => trees.delete(url));
  }
  return tree;
}

function findCategory(items: SidebarItem[], key: string): CategoryItem | undefined {
  for (const i of items) {
    if (i.type !== 'category') continue;
    if (i.key === key) return i;
    const found = findCategory(i.items, key);
    if (found) return found;
  }
  return undefined;
}

export function renderItems(items: SidebarItem[], level: number, base: string): HTMLUListElement {
  const ul = document.createElement('ul');
  ul.className = `sidebar-list sidebar-level-${level}`;
  for (const item of items) {
    // The same markup as the server's (templates/Sidebar.tsx).
    const li = document.createElement('li');
    if (item.className) li.className = item.className;
    if (item.type === 'html') {
      if (item.defaultStyle) li.classList.add('sidebar-html');
      li.innerHTML = item.value;
    } else if (item.type === 'category') {
      li.classList.add('sidebar-category');
      li.setAttribute(ATTR.sidebarKey, item.key);
      const row = document.createElement('div');
      row.className = 'sidebar-category-row';
      const label = document.createElement(item.href ? 'a' : 'span');
      if (item.href) (label as HTMLAnchorElement).href = base + item.href;
      label.textContent = item.label;
      row.append(label);
      // Like the server: a non-collapsible or configured-open category shows its items.
      const open = !item.collapsible || !item.collapsed;
      li.setAttribute(ATTR.collapsed, String(!open));
      const list = document.createElement('div');
      list.id = `sidebar-category-${item.key}`;
      if (open) list.append(renderItems(item.items, level + 1, base));
      else list.hidden = true;
      if (item.collapsible) row.append(toggleButton(item.label, list.id, open));
      li.append(row, list);
    } else {
      li.append(entryLink(item, base));
    }
    ul.append(li);
  }
  return ul;
}

function entryLink(item: Extract<SidebarItem, { type: 'doc' | 'link' }>, base: string): HTMLAnchorElement {
  const a = document.createElement('a');
  // Internal links get the base URL, as on the server.
  a.href = item.type === 'doc' || item.href.startsWith('/') ? base + item.href : item.href;
  a.textContent = item.label;
  return a;
}

function toggleButton(label: string, controls: string, open: boolean): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'sidebar-category-toggle';
  b.setAttribute('aria-expanded', String(open));
  b.setAttribute('aria-controls', controls);
  b.setAttribute('aria-label', `${open ? 'Collapse' : 'Expand'} sidebar category '${label}'`);
  return b;
}

/** Opening or closing takes longer for a taller list (ms), within bounds: small lists snap, long ones never drag. */
export function collapseDuration(height: number): number {
  return Math.round(Math.min(COLLAPSE_MAX_MS, COLLAPSE_MIN_MS + 8 * Math.sqrt(height)));
}
const COLLAPSE_MIN_MS = 100;
const COLLAPSE_MAX_MS = 400;

const sliding = new WeakMap<HTMLElement, Animation>();

/**
 * Shows or hides a category's list by sliding its height, over `collapseDuration` of that height. Without
 * motion (reduced-motion preference, `animate` false, nothing to measure) the change is immediate. A click
 * during a slide starts the other slide from the beginning.
 */
function slide(list: HTMLElement, open: boolean, animate: boolean): void {
  sliding.get(list)?.cancel();
  sliding.delete(list);
  list.hidden = false;
  const height = list.scrollHeight;
  if (!animate || !height || typeof list.animate !== 'function' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    list.hidden = !open;
    return;
  }
  const frames = [{ height: '0px', overflow: 'hidden' }, { height: `${height}px`, overflow: 'hidden' }];
  const animation = list.animate(open ? frames : frames.reverse(), { duration: collapseDuration(height), easing: 'ease-in-out', fill: 'forwards' });
  sliding.set(list, animation);
  animation.finished.then(() => {
    list.hidden = !open;
    sliding.delete(list);
    // Drops the held last frame: the list takes its own height again.
    animation.cancel();
  }, () => undefined);
}

async function setExpanded(li: HTMLElement, button: HTMLButtonElement, open: boolean, treeUrl: string, base: string, animate = true) {
  const list = li.querySelector<HTMLElement>(':scope > div[id]');
  if (!list) return;
  if (open && !list.firstElementChild) {
    const level = Number(/sidebar-level-(\d+)/.exec(li.parentElement?.className ?? '')?.[1] ?? 1) + 1;
    const cat = findCategory(await loadTree(treeUrl), li.getAttribute(ATTR.sidebarKey) ?? '');
    if (!cat) return;
    // Another click may have rendered the items while the tree was loading.
    if (!list.firstElementChild) list.append(renderItems(cat.items, level, base));
  }
  slide(list, open, animate);
  li.setAttribute(ATTR.collapsed, String(!open));
  button.setAttribute('aria-expanded', String(open));
  const name = button.getAttribute('aria-label')?.replace(/^(Expand|Collapse) /, '') ?? '';
  button.setAttribute('aria-label', `${open ? 'Collapse' : 'Expand'} ${name}`);
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

/**
 * After client navigation: opens the categories holding the new page (`trail`, outermost first; fetching the
 * tree when one was never opened) and marks its links as the current page.
 */
export async function showPageInSidebar(pathname: string, trail: string[], base: string): Promise<void> {
  const aside = document.getElementById('docs-sidebar');
  const treeUrl = sidebarTreeUrl();
  if (!aside || !treeUrl) return;
  // A sidebar the client built (see createSidebar) starts empty.
  const nav = aside.querySelector('nav');
  if (nav && !nav.firstElementChild) {
    const items = renderItems(await loadTree(treeUrl), 1, base);
    if (!nav.firstElementChild) nav.append(items);
  }
  for (const key of trail) {
    // Looked up after each step: opening a category renders the ones inside it.
    const li = [...aside.querySelectorAll<HTMLElement>('.sidebar-category')].find((c) => c.getAttribute(ATTR.sidebarKey) === key);
    const button = li?.querySelector<HTMLButtonElement>(':scope > .sidebar-category-row > .sidebar-category-toggle');
    // At once: the reader is looking at the page, not at the sidebar.
    if (li && button && button.getAttribute('aria-expanded') !== 'true') await setExpanded(li, button, true, treeUrl, base, false);
  }
  const current = routeKey(pathname);
  for (const a of aside.querySelectorAll<HTMLAnchorElement>('.sidebar-list a')) {
    const href = new URL(a.href, location.href);
    const active = href.origin === location.origin && routeKey(href.pathname) === current;
    a.classList.toggle('active', active);
    if (active) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
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
  document.addEventListener(STALE_EVENT, forgetTree);
  const aside = document.getElementById('docs-sidebar');
  const treeUrl = sidebarTreeUrl();
  if (aside && treeUrl) attachSidebar(aside, treeUrl, base);
}

/** The tree file of the sidebar on the page, named on <html> (kept there while a page without one is shown: see layout.ts). */
export function sidebarTreeUrl(): string | null {
  return document.documentElement.getAttribute(ATTR.sidebarTree);
}

/**
 * Client navigation to a page of another sidebar (or the first docs page after the home page): the sidebar
 * is replaced by an empty one for `treeUrl`, which showPageInSidebar fills from that tree.
 */
export function useSidebar(treeUrl: string, base: string): void {
  if (sidebarTreeUrl() === treeUrl && document.getElementById('docs-sidebar')) return;
  document.documentElement.setAttribute(ATTR.sidebarTree, treeUrl);
  document.getElementById('docs-sidebar')?.replaceWith(createSidebar(treeUrl, base));
}

function attachSidebar(aside: HTMLElement, treeUrl: string, base: string): void {
  addToggles(aside);
  aside.addEventListener('click', (e) => {
    const button = (e.target as Element).closest<HTMLButtonElement>('.sidebar-category-toggle');
    const li = button?.closest<HTMLElement>('.sidebar-category');
    if (!button || !li) return;
    // Read now: the dev server names a new tree when a rebuild changes it.
    setExpanded(li, button, button.getAttribute('aria-expanded') !== 'true', sidebarTreeUrl() ?? treeUrl, base).catch((err) => console.warn('[docsgen] could not open the sidebar category', err));
  });
}
