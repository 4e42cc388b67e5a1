// The sidebar's items rendered as the server renders them (templates/Sidebar.tsx), and the open/close slide:
// loaded by sidebar.ts the first time a category opens or a page needs items it was served without.
import { ATTR } from './inlined-constants.ts';
import type { SidebarItem } from '../generator/types.ts';

type ToggleButton = (label: string, controls: string, open: boolean) => HTMLButtonElement;

/** `toggle`: sidebar.ts's toggle button (passed in, so that this chunk shares no code with the boot module). */
export function renderItems(items: SidebarItem[], level: number, base: string, toggle: ToggleButton): HTMLUListElement {
  const ul = document.createElement('ul');
  ul.className = `sidebar-list sidebar-level-${level}`;
  for (const item of items) {
    // An entry the site draws (content/theme/sidebar-items.ts): its own `<li>`, as the server puts it.
    if (item.type !== 'category' && item.drawn !== undefined) {
      const t = document.createElement('template');
      t.innerHTML = item.drawn;
      ul.append(t.content);
      continue;
    }
    if (item.type === 'category' && item.drawnOpen !== undefined) {
      ul.append(drawnCategory(item, !item.collapsible || !item.collapsed, () => renderItems(item.items, level + 1, base, toggle)));
      continue;
    }
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
      if (open) list.append(renderItems(item.items, level + 1, base, toggle));
      else list.hidden = true;
      if (item.collapsible) row.append(toggle(item.label, list.id, open));
      li.append(row, list);
    } else {
      li.append(entryLink(item, base));
    }
    ul.append(li);
  }
  return ul;
}

/**
 * A category the site draws (its `DocSidebarItem/Category`: client/drawn-categories.ts), open or closed; `list` gives
 * the list of its entries the open drawing holds.
 */
export function drawnCategory(item: CategoryItem, open: boolean, list: () => Element): DocumentFragment {
  const t = document.createElement('template');
  t.innerHTML = open ? item.drawnOpen! : item.drawnClosed!;
  t.content.querySelector(`template[${ATTR.sidebarItems}]`)?.replaceWith(list());
  return t.content;
}

/**
 * Hydrates the site's interactive entries among `added` (new in the page: each such entry is an island, as the
 * server's tree has them), as the page's own islands are: when they come near the viewport.
 */
export function hydrateEntries(added: readonly Element[]): void {
  const selector = `[${ATTR.islandSrc}]`;
  const roots = added.filter((el) => el.matches(selector) || el.querySelector(selector));
  if (roots.length) void import('./site-islands.ts').then((m) => roots.forEach((el) => m.observeIslands(el)), (err) => console.warn('[docsgen] could not load interactive components', err));
}

/**
 * Puts back, in place of the page's own entry as the site draws it for that page (between its markers: see
 * templates/Sidebar.tsx), the entry's drawing for no page from the shared `tree`: after client navigation, the
 * previous page's entry is no longer its page's. An interactive one (an island) stays, with its state.
 */
export function restoreCurrentEntries(root: ParentNode, tree: SidebarItem[]): void {
  for (const start of root.querySelectorAll<HTMLTemplateElement>(`template[${ATTR.currentEntry}]`)) {
    let item: SidebarItem | undefined;
    let list: SidebarItem[] | undefined = tree;
    for (const n of (start.getAttribute(ATTR.currentEntry) ?? '').split('.').map(Number)) {
      item = list?.[n];
      list = item?.type === 'category' ? item.items : undefined;
    }
    if (!item || item.type === 'category' || item.drawn === undefined) continue;
    const replaced: Node[] = [];
    for (let n = start.nextSibling; n && !(isElement(n) && n.hasAttribute(ATTR.currentEntryEnd)); n = n.nextSibling) replaced.push(n);
    // An interactive entry keeps its state, as Docusaurus's sidebar does across pages (only its link is re-marked).
    if (replaced.some((n) => isElement(n) && (n.matches(`[${ATTR.islandSrc}]`) || n.querySelector(`[${ATTR.islandSrc}]`)))) continue;
    const end = replaced.length ? replaced[replaced.length - 1]!.nextSibling : start.nextSibling;
    const t = document.createElement('template');
    t.innerHTML = item.drawn;
    const added = [...t.content.children];
    for (const n of replaced) n.parentNode?.removeChild(n);
    start.replaceWith(t.content);
    end?.parentNode?.removeChild(end);
    hydrateEntries(added);
  }
}

const isElement = (n: Node): n is Element => n.nodeType === 1;

/**
 * After client navigation, the counterpart of restoreCurrentEntries: puts in place of each entry of the new page the
 * site drew as that page's (`drawnActive` in the `tree`) its drawing from `drawings` (the sidebar's current-entries
 * file, by path), between the markers the server puts around it. `isCurrent` says whether a path is the new page's.
 * `drawnList`: the list of a category the site draws (client/drawn-categories.ts), kept for opening it where it is
 * closed. An entry not shown (in a closed category never opened), or an interactive one (its island reads the location
 * itself), stays.
 */
export function showCurrentEntries(aside: Element, tree: SidebarItem[], drawings: Record<string, string>, isCurrent: (pathname: string) => boolean, base: string, drawnList?: (key: string) => Element | undefined): void {
  const walk = (list: SidebarItem[], at: string, owner: string | undefined) => {
    const own = list.flatMap((item, i) => item.type !== 'category' && item.type !== 'html' && 'drawnActive' in item && item.href.startsWith('/') && isCurrent(base + item.href) ? [`${at}${i}`] : []);
    if (own.length) replaceEntries(listOf(aside, owner) ?? (owner === undefined ? undefined : drawnList?.(owner)), own, drawings, isCurrent);
    list.forEach((item, i) => item.type === 'category' && walk(item.items, `${at}${i}.`, item.key));
  };
  walk(tree, '', undefined);
}

/** The `<ul>` of the top level (`owner` undefined) or of the category keyed `owner`, if it is shown. */
function listOf(aside: Element, owner: string | undefined): Element | undefined {
  if (owner === undefined) return aside.querySelector('nav > ul.sidebar-list') ?? undefined;
  const li = [...aside.querySelectorAll('.sidebar-category')].find((c) => c.getAttribute(ATTR.sidebarKey) === owner);
  return li?.querySelector(':scope > div[id] > ul.sidebar-list') ?? undefined;
}

/** The entries of `ul` leading to the page, paired in order with their `paths` (when as many are shown). */
function replaceEntries(ul: Element | undefined, paths: string[], drawings: Record<string, string>, isCurrent: (pathname: string) => boolean): void {
  if (!ul) return;
  // A category's row and list hold other lists' entries; a link elsewhere may have the same path. Against the page's
  // address: a closed category's kept list is out of the document (a template's, its links' origin none).
  const leads = (a: HTMLAnchorElement) => {
    const url = new URL(a.href, location.href);
    return url.origin === location.origin && isCurrent(url.pathname);
  };
  const shown = [...ul.children].filter((el) => el.tagName !== 'TEMPLATE' && !el.matches('.sidebar-category')
    && [...el.querySelectorAll('a'), ...(el.matches('a') ? [el] : [])].some((a) => leads(a as HTMLAnchorElement)));
  if (shown.length !== paths.length) return;
  shown.forEach((el, i) => {
    const html = drawings[paths[i]!];
    if (html === undefined || isCurrentDrawing(el) || el.matches(`[${ATTR.islandSrc}]`) || el.querySelector(`[${ATTR.islandSrc}]`)) return;
    const t = document.createElement('template');
    t.innerHTML = `<template ${ATTR.currentEntry}="${paths[i]}"></template>${html}<template ${ATTR.currentEntryEnd}=""></template>`;
    el.replaceWith(t.content);
  });
}

/** Whether an entry of a list is its page's drawing by the site (after the server's or showCurrentEntries's marker). */
function isCurrentDrawing(entry: Element): boolean {
  return entry.previousElementSibling?.matches(`template[${ATTR.currentEntry}]`) === true;
}

type CategoryItem = Extract<SidebarItem, { type: 'category' }>;

export function findCategory(items: SidebarItem[], key: string): CategoryItem | undefined {
  for (const i of items) {
    if (i.type !== 'category') continue;
    if (i.key === key) return i;
    const found = findCategory(i.items, key);
    if (found) return found;
  }
  return undefined;
}

/**
 * Puts the entries a "more entries" row stands for (templates/Sidebar.tsx's long lists) in its place, taken
 * from the list it is in in the shared `tree`; the first of them takes the focus (the row had it).
 */
export function showHidden(row: HTMLElement, tree: SidebarItem[], base: string, toggle: ToggleButton): void {
  const li = row.parentElement;
  const ul = li?.parentElement;
  if (!li || !ul?.isConnected) return;
  const owner = ul.closest<HTMLElement>('.sidebar-category');
  const items = owner ? findCategory(tree, owner.getAttribute(ATTR.sidebarKey) ?? '')?.items : tree;
  const [start, end] = (row.getAttribute(ATTR.sidebarMore) ?? '').split('-').map(Number);
  if (!items || start === undefined || end === undefined) return;
  const level = Number(/sidebar-level-(\d+)/.exec(ul.className)?.[1] ?? 1);
  const shown = [...renderItems(items.slice(start, end), level, base, toggle).children];
  li.replaceWith(...shown);
  hydrateEntries(shown);
  shown[0]?.querySelector<HTMLElement>('a, button')?.focus();
}

function entryLink(item: Extract<SidebarItem, { type: 'doc' | 'link' }>, base: string): HTMLAnchorElement {
  const a = document.createElement('a');
  // Internal links get the base URL, as on the server.
  a.href = item.type === 'doc' || item.href.startsWith('/') ? base + item.href : item.href;
  a.textContent = item.label;
  return a;
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
export function slide(list: HTMLElement, open: boolean, animate: boolean): void {
  // `autoCollapseCategories`: a category the reader opens (animated: by hand) closes its open siblings, each by its
  // own toggle (client navigation opens the page's categories at once, closing none).
  if (open && animate && document.documentElement.hasAttribute(ATTR.autoCollapse)) {
    const li = list.parentElement;
    for (const sibling of li?.parentElement?.children ?? []) {
      if (sibling !== li) sibling.querySelector<HTMLButtonElement>(':scope > .sidebar-category-row > .sidebar-category-toggle[aria-expanded="true"]')?.click();
    }
  }
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

