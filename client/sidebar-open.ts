// Opening categories and marking the current page in the sidebar: a chunk of its own, loaded on the first toggle of
// a category or the first client navigation (client/sidebar.ts keeps only what every docs page needs at once).
// It imports nothing the boot module does (what they shared would become a chunk of its own, on every page).
import { ATTR } from './inlined-constants.ts';
import type { SidebarItem } from '../generator/types.ts';
import { findCategory, hydrateEntries, renderItems, restoreCurrentEntries, showCurrentEntries, slide } from './sidebar-render.ts';

/** What sidebar.ts lends this chunk: its tree cache and its toggle button, so the two share no code. */
export interface SidebarDeps {
  base: string;
  loadTree<T = SidebarItem[]>(url: string): Promise<T>;
  toggle(label: string, controls: string, open: boolean): HTMLButtonElement;
  label(open: boolean, label: string): string;
  routeKey(path: string): string;
  /** The current-entries file beside a tree file (constants.ts's currentEntriesFile). */
  currentEntries(treeFile: string): string | undefined;
}

const drawnCategories = () => import('./drawn-categories.ts');

export async function setExpanded(li: HTMLElement, button: HTMLButtonElement, open: boolean, treeUrl: string, deps: SidebarDeps, animate = true) {
  const list = li.querySelector<HTMLElement>(':scope > div[id]');
  if (!list) return;
  if (open && !list.firstElementChild) {
    const level = Number(/sidebar-level-(\d+)/.exec(li.parentElement?.className ?? '')?.[1] ?? 1) + 1;
    const cat = findCategory(await deps.loadTree(treeUrl), li.getAttribute(ATTR.sidebarKey) ?? '');
    if (!cat) return;
    // Another click may have rendered the items while the tree was loading.
    if (!list.firstElementChild) {
      list.append(renderItems(cat.items, level, deps.base, deps.toggle));
      hydrateEntries([list]);
    }
  }
  slide(list, open, animate);
  li.setAttribute(ATTR.collapsed, String(!open));
  button.setAttribute('aria-expanded', String(open));
  button.setAttribute('aria-label', deps.label(open, li.querySelector(':scope > .sidebar-category-row > :first-child')?.textContent ?? ''));
}

/** Opens or closes a category the site draws (its caret or page-less label `control`). */
export async function toggleDrawn(control: Element, treeUrl: string, deps: SidebarDeps): Promise<void> {
  const [m, tree] = await Promise.all([drawnCategories(), deps.loadTree(treeUrl)]);
  // One drawn as the page's (it holds the page) is closed as the page's: those drawings are in the current-entries file.
  const file = m.drawnCategoryStart(control)?.hasAttribute(ATTR.categoryPage) ? deps.currentEntries(treeUrl) : undefined;
  await m.toggleDrawn(control, tree, deps.base, deps.toggle, file ? await deps.loadTree<Record<string, string>>(file) : undefined);
}

let latestShow = 0;
/** The page the sidebar shows, once client navigation showed one; per document (tests run several in one process). */
const shownPaths = new WeakMap<Document, string>();

/**
 * The keys of the categories holding `path` (by their entries' or their own page), in `tree`; as Docusaurus's
 * `isActiveSidebarItem` finds the active ones.
 */
function activeKeys(tree: SidebarItem[], path: string, base: string, routeKey: (p: string) => string): Set<string> {
  const keys = new Set<string>();
  const page = routeKey(path);
  const leads = (href: string | undefined) => href?.startsWith('/') === true && routeKey(base + href) === page;
  const walk = (items: SidebarItem[]): boolean => items.some((item) => {
    if (item.type !== 'category') return item.type !== 'html' && leads(item.href);
    const holds = walk(item.items) || leads(item.href);
    if (holds) keys.add(item.key);
    return holds;
  });
  walk(tree);
  return keys;
}

/**
 * The categories of `trail` that stay closed as the reader closed them: Docusaurus opens a category when it becomes
 * active (`useAutoExpandActiveCategory`), so one that already held the previous page stays closed, but for the one
 * whose own page this is (its label, followed, opens it).
 */
async function keptClosed(aside: Element, pathname: string, trail: readonly string[], treeUrl: string, deps: SidebarDeps): Promise<Set<string>> {
  const loaded = performance.getEntriesByType?.('navigation')[0]?.name;
  // Until then, the page loaded in full.
  const before = shownPaths.get(document) ?? (loaded ? new URL(loaded).pathname : undefined);
  shownPaths.set(document, pathname);
  if (before === undefined) return new Set();
  const closed = [...aside.querySelectorAll(`[${ATTR.collapsed}="true"]`)].map((el) => el.getAttribute(ATTR.sidebarKey) ?? el.getAttribute(ATTR.drawnCategory));
  if (!trail.some((key) => closed.includes(key))) return new Set();
  const tree = await deps.loadTree(treeUrl);
  const was = activeKeys(tree, before, deps.base, deps.routeKey);
  const own = findCategory(tree, trail[trail.length - 1] ?? '');
  return new Set(trail.filter((key) => was.has(key) && !(key === own?.key && own.href !== undefined && deps.routeKey(deps.base + own.href) === deps.routeKey(pathname))));
}

/**
 * After client navigation: opens the categories holding the new page (`trail`, outermost first; fetching the
 * tree when one was never opened) and marks its links as the current page.
 */
export async function showPageInSidebar(pathname: string, trail: string[], treeUrl: string, deps: SidebarDeps): Promise<void> {
  const call = ++latestShow;
  const drawings = deps.currentEntries(treeUrl);
  const aside = document.getElementById('docs-sidebar');
  if (!aside) return;
  const { base, loadTree, routeKey } = deps;
  const stay = await keptClosed(aside, pathname, trail, treeUrl, deps);
  // A sidebar the client built (see createSidebar) starts empty.
  const nav = aside.querySelector('nav');
  // The new page may be among the entries of a long list this one was served without: the whole tree is shown.
  if (nav?.querySelector(`[${ATTR.sidebarMore}]`)) nav.replaceChildren();
  if (nav && !nav.firstElementChild) {
    const items = renderItems(await loadTree(treeUrl), 1, base, deps.toggle);
    if (!nav.firstElementChild) {
      nav.append(items);
      hydrateEntries([items]);
    }
  }
  for (const key of trail) {
    // Looked up after each step: opening a category renders the ones inside it.
    const li = [...aside.querySelectorAll<HTMLElement>('.sidebar-category')].find((c) => c.getAttribute(ATTR.sidebarKey) === key);
    const button = li?.querySelector<HTMLButtonElement>(':scope > .sidebar-category-row > .sidebar-category-toggle');
    // At once: the reader is looking at the page, not at the sidebar.
    if (li && button && button.getAttribute('aria-expanded') !== 'true' && !stay.has(key)) await setExpanded(li, button, true, treeUrl, deps, false);
  }
  const current = routeKey(pathname);
  // The site's drawings (`drawings`, a file of their own, fetched the first time one is needed) go in after docsgen
  // marks the links, at once: the previous page's own entry back to its drawing for no page, the new page's to its
  // drawing as that page's; the site's categories drawn open, active, for the page (client/drawn-categories.ts).
  const drawn = aside.querySelector(`template[${ATTR.drawnCategory}]`);
  const sites = (drawings || drawn || aside.querySelector(`template[${ATTR.currentEntry}]`))
    && await Promise.all([loadTree(treeUrl), drawings ? loadTree<Record<string, string>>(drawings) : undefined, drawn && drawnCategories()]);
  // A later call (the reader went on while this one waited for the tree or a chunk) marks its own page.
  if (call !== latestShow) return;
  // Those in a site's closed categories' lists too (kept for opening them: the list shows again as it is).
  markLinks([...aside.querySelectorAll<HTMLAnchorElement>('.sidebar-list a'), ...(sites ? sites[2]?.keptLinks(aside) ?? [] : [])], current, routeKey);
  if (!sites) return;
  const [tree, own, m] = sites;
  // The site's entries in a site's closed categories' kept lists too (Docusaurus keeps them mounted, drawn for the page).
  for (const root of [aside, ...m?.keptDrawings(aside) ?? []]) restoreCurrentEntries(root, tree);
  const added = m?.showTrail(aside, tree, own, trail, routeKey, current, base, deps.toggle, stay) ?? [];
  // The lists the site's categories drawn open for the page needed, new: their entries (not the categories in them, which the site draws).
  markLinks(added.flatMap((ul) => [...ul.querySelectorAll<HTMLAnchorElement>('a:not(.menu__link--sublist)')]), current, routeKey);
  // After those lists are drawn, so that the new page's entries in them are drawn as its own too.
  if (own) showCurrentEntries(aside, tree, own, (p) => routeKey(p) === current, base, m ? (key) => m.drawnList(aside, key) : undefined);
}

/** Marks the links to the page (`current`, a routeKey) among `links` as the current page's, the others as not. */
function markLinks(links: readonly HTMLAnchorElement[], current: string, routeKey: (path: string) => string): void {
  for (const a of links) {
    const href = new URL(a.href, location.href);
    const active = href.origin === location.origin && routeKey(href.pathname) === current;
    a.classList.toggle('active', active);
    // A site's entry (`DocSidebarItem/Link`) is marked as Docusaurus marks it too, as the server does.
    if (a.classList.contains('menu__link')) a.classList.toggle('menu__link--active', active);
    if (active) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
}
