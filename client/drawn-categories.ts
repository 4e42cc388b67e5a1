// Opening and closing the categories a site's `DocSidebarItem/Category` draws (generator/content/theme/sidebar-items.ts):
// each is drawn open and closed once per build, between markers naming it, and open as a page inside it and its own
// page see it (active); the client swaps one drawing for another, docsgen's list of its entries going where the
// drawing's `@theme/DocSidebarItems` was (kept while it is closed), sliding its list's height as Docusaurus's
// `Collapsible` does.
import { ATTR } from './inlined-constants.ts';
import type { SidebarItem } from '../generator/types.ts';
import { collapseDuration, findCategory, hydrateEntries, renderItems } from './sidebar-render.ts';

type ToggleButton = (label: string, controls: string, open: boolean) => HTMLButtonElement;
type CategoryItem = Extract<SidebarItem, { type: 'category' }>;

/** A closed category's open drawing (its nodes, list included), by the marker starting its closed one: opening it shows the same. */
const kept = new WeakMap<Element, ChildNode[]>();
/** The markers of drawings whose list is sliding, with the slide's end: a click waits for it. */
const sliding = new WeakMap<Element, Promise<void>>();
/** The marker of the drawing that took a removed one's place, by each of the removed one's nodes. */
const replacedBy = new WeakMap<Node, Element>();

/**
 * The marker starting the drawing of the nearest category that holds `el` (categories nest); for a control of a
 * drawing since replaced (a click handled after another redrew its category), the one now in its place.
 */
export function drawnCategoryStart(el: Element): HTMLTemplateElement | undefined {
  let top = el;
  for (let a: Element | null = el; a && a.localName !== 'nav'; top = a, a = a.parentElement) {
    for (let s = a.previousElementSibling; s; s = s.previousElementSibling) {
      if (s.matches(`template[${ATTR.drawnCategoryEnd}]`)) break;
      if (s.matches(`template[${ATTR.drawnCategory}]`)) return s as HTMLTemplateElement;
    }
  }
  return el.isConnected ? undefined : liveStart(replacedBy.get(top));
}

/** `start`, or the marker of the drawing now where its drawing was. */
function liveStart(start: Element | undefined): HTMLTemplateElement | undefined {
  while (start && !start.isConnected) start = replacedBy.get(start);
  return start as HTMLTemplateElement | undefined;
}

/**
 * Opens or closes the category whose caret or label `control` is; the focus stays on that control. `drawings`: the
 * sidebar's current-entries file, where the category is drawn as the page's (it holds the page: closed, it stays active).
 */
export async function toggleDrawn(control: Element, tree: SidebarItem[], base: string, toggle: ToggleButton, drawings: Record<string, string> = {}): Promise<void> {
  let start = drawnCategoryStart(control);
  // A click during a slide applies when it ends, to the drawing then in place (clicks apply in order).
  for (let end = start && sliding.get(start); end; end = start && sliding.get(start)) {
    await end;
    start = liveStart(start);
  }
  if (!start) return;
  const focus = document.activeElement === control ? (control.matches('.menu__caret') ? '.menu__caret' : '.menu__link--sublist') : undefined;
  const key = start.getAttribute(ATTR.drawnCategory);
  // Its own page's closed drawing is kept only where it differs from a page inside's.
  const page = start.getAttribute(ATTR.categoryPage);
  const closed = page ? drawings[`${key}:${page}-closed`] ?? drawings[`${key}:trail-closed`] : undefined;
  redrawCategory(start, tree, start.getAttribute(ATTR.collapsed) === 'true', base, toggle, focus, closed);
}

/**
 * Puts the category's drawing for `open` in place of the one starting at `start` (the same kept: nothing to do),
 * sliding its list; closing, `closedAs` where the drawing is the page's.
 */
function redrawCategory(start: HTMLTemplateElement, tree: SidebarItem[], open: boolean, base: string, toggle: ToggleButton, focus?: string, closedAs?: string): void {
  const cat = findCategory(tree, start.getAttribute(ATTR.drawnCategory) ?? '');
  if (!cat?.drawnOpen || !cat.drawnClosed || start.getAttribute(ATTR.collapsed) === String(!open)) return;
  const old = drawingAt(start);
  if (!open) {
    // Closing: the list slides up in the open drawing, which is then kept for opening it again.
    void slide(old, false).then(() => void kept.set(swap(old, drawing(closedAs ?? cat.drawnClosed!), focus).start, old));
    return;
  }
  const shown = kept.get(start);
  const added: Element[] = [];
  const next = shown ?? drawing(cat.drawnOpen, () => added[added.push(renderItems(cat.items, levelOf(start) + 1, base, toggle)) - 1]!);
  swap(old, next, focus);
  hydrateEntries(added);
  void slide(next, true);
}

/**
 * After client navigation: the categories holding the page (`trail`, outermost first) drawn open as it sees them
 * (`drawings`: the sidebar's current-entries file, `<key>:trail` and `<key>:own`), those that held the previous page
 * drawn as for no page; each keeps its list. `current`: the new page's `routeKey` (the boot module's). At once, after
 * docsgen marked the sidebar's links (it marks a category's label as any link: the site's drawing marks it instead).
 * Those of `closed` stay closed. Returns the lists of entries it drew new, for the caller to mark.
 */
export function showTrail(aside: Element, tree: SidebarItem[], drawings: Record<string, string> = {}, trail: readonly string[], routeKey: (path: string) => string, current: string, base: string, toggle: ToggleButton, closed: ReadonlySet<string> = new Set()): Element[] {
  const starts = () => startsIn([aside]);
  // The lists of entries drawn new (their links unmarked).
  const fresh: Element[] = [];
  for (const key of trail) {
    // Looked up after each step: drawing a category open draws the ones inside it.
    const start = starts().find((t) => t.getAttribute(ATTR.drawnCategory) === key);
    const cat = findCategory(tree, key);
    if (!start || !cat?.drawnOpen) continue;
    const render = () => fresh[fresh.push(renderItems(cat.items, levelOf(start) + 1, base, toggle)) - 1]!;
    // `closed`: closed by the reader while it held the previous page, it stays so, drawn (and kept open) as the new page's.
    if (closed.has(key) && start.getAttribute(ATTR.collapsed) === 'true') {
      const open = kept.get(start);
      const next = swap(drawingAt(start), drawing(drawings[`${key}:trail-closed`] ?? cat.drawnClosed!)).start;
      kept.set(next, drawing(drawings[`${key}:trail`] ?? cat.drawnOpen, () => (open && listIn(open)) ?? render()));
      continue;
    }
    const html = (cat.href !== undefined && routeKey(base + cat.href) === current ? drawings[`${key}:own`] : undefined) ?? drawings[`${key}:trail`] ?? cat.drawnOpen;
    const old = kept.get(start) ?? drawingAt(start);
    const before = fresh.length;
    swap(drawingAt(start), drawing(html, () => listIn(old) ?? render()));
    hydrateEntries(fresh.slice(before));
  }
  // The previous page's: open as for no page (a closed one, when it opens again).
  for (const start of starts()) {
    const cat = findCategory(tree, start.getAttribute(ATTR.drawnCategory) ?? '');
    const open = kept.get(start) ?? (start.getAttribute(ATTR.collapsed) === 'false' ? drawingAt(start) : undefined);
    if (!cat?.drawnOpen || trail.includes(cat.key) || !open?.[0] || !(open[0] as Element).hasAttribute(ATTR.categoryPage)) continue;
    const plain = drawing(cat.drawnOpen, () => listIn(open) ?? renderItems(cat.items, levelOf(start) + 1, base, toggle));
    if (!kept.has(start)) swap(open, plain);
    // Closed by the reader while it held the page: drawn closed as for no page.
    else if (start.hasAttribute(ATTR.categoryPage)) kept.set(swap(drawingAt(start), drawing(cat.drawnClosed!)).start, plain);
    else kept.set(start, plain);
  }
  return fresh;
}

/** The links in the lists of the closed categories in `root` (kept for opening them), which client navigation marks too. */
export function keptLinks(root: Element): HTMLAnchorElement[] {
  return keptDrawings(root).flatMap((n) => [...n.querySelectorAll<HTMLAnchorElement>('.sidebar-list a')]);
}

/** The elements of the drawings kept for the closed categories in `root`, whose entries client navigation redraws too. */
export function keptDrawings(root: Element): Element[] {
  return keptRoots(startsIn([root]));
}

/** docsgen's list of the entries of the category keyed `key` in `root`, the one kept for opening it where it is closed. */
export function drawnList(root: Element, key: string): Element | undefined {
  const start = startsIn([root]).find((s) => s.getAttribute(ATTR.drawnCategory) === key);
  return start && listIn(kept.get(start) ?? drawingAt(start));
}

/**
 * The markers of the drawings in `roots`, and in the lists kept for the closed ones among them, at any depth (a
 * closed category's kept list may hold one closed in turn): Docusaurus keeps them mounted, marks and opens them too.
 */
function startsIn(roots: readonly Element[]): HTMLTemplateElement[] {
  return roots.flatMap((r) => [...r.querySelectorAll<HTMLTemplateElement>(`template[${ATTR.drawnCategory}]`)])
    .flatMap((s) => [s, ...startsIn(keptRoots([s]))]);
}

/** The elements of the drawings kept for the closed categories starting at `starts` (out of the document). */
function keptRoots(starts: readonly Element[]): Element[] {
  return starts.flatMap((s) => (kept.get(s) ?? []).filter((n): n is Element => n.nodeType === 1));
}

/** The nodes of the drawing starting at `start`, to its end marker. */
function drawingAt(start: Element): ChildNode[] {
  const nodes: ChildNode[] = [];
  for (let n: ChildNode | null = start; n; n = n.nextSibling) {
    nodes.push(n);
    if (n.nodeType === 1 && (n as Element).matches(`template[${ATTR.drawnCategoryEnd}]`)) break;
  }
  return nodes;
}

/** A drawing's nodes from its HTML, `list` (docsgen's list of the entries) where the drawing lists them. */
function drawing(html: string, list?: () => Element): ChildNode[] {
  const t = document.createElement('template');
  t.innerHTML = html;
  const marker = t.content.querySelector(`template[${ATTR.sidebarItems}]`);
  if (marker) {
    if (list) marker.replaceWith(list());
    else marker.remove();
  }
  return [...t.content.childNodes];
}

/** Puts `next` in place of `old` (both a drawing's nodes); the focus goes to `focus` in it. Returns its marker. */
function swap(old: ChildNode[], next: ChildNode[], focus?: string): { start: Element } {
  old[0]!.before(...next);
  for (const n of old) {
    n.remove();
    replacedBy.set(n, next[0] as Element);
  }
  if (focus) next.flatMap((n) => (n.nodeType === 1 ? [(n as Element).matches(focus) ? n as Element : (n as Element).querySelector(focus)] : [])).find(Boolean)?.closest<HTMLElement>('a, button')?.focus();
  return { start: next[0] as Element };
}

/** docsgen's list of the category's entries in a drawing (the first list: the ones after it are its categories'). */
function listIn(nodes: ChildNode[]): Element | undefined {
  return nodes.flatMap((n) => (n.nodeType === 1 ? [(n as Element).matches('ul.sidebar-list') ? n as Element : (n as Element).querySelector('ul.sidebar-list')] : [])).find(Boolean) ?? undefined;
}

function levelOf(start: Element): number {
  return Number(/sidebar-level-(\d+)/.exec(start.parentElement?.className ?? '')?.[1] ?? 0);
}

/**
 * Slides the box holding the drawing's list (the drawing's element around it, as Docusaurus's `Collapsible`) open
 * or closed over `collapseDuration` of its height; at once where the reader prefers reduced motion.
 */
function slide(nodes: ChildNode[], open: boolean): Promise<void> {
  const list = listIn(nodes);
  const tops = nodes.filter((n) => n.nodeType === 1);
  // The list's ancestor just inside the drawing's element (none where the list is the drawing's own node).
  let box = list && !tops.includes(list) ? list : undefined;
  while (box && !tops.includes(box.parentElement!)) box = box.parentElement ?? undefined;
  const height = box?.scrollHeight ?? 0;
  if (!box || !height || typeof box.animate !== 'function' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return Promise.resolve();
  const frames = [{ height: '0px', overflow: 'hidden' }, { height: `${height}px`, overflow: 'hidden' }];
  const start = nodes[0] as Element;
  // Held at its last frame until then (a closed list is removed; an open one takes its own height again).
  const animation = box.animate(open ? frames : frames.reverse(), { duration: collapseDuration(height), easing: 'ease-in-out', fill: 'forwards' });
  const end = animation.finished.then(() => undefined, () => undefined).finally(() => {
    sliding.delete(start);
    if (open) animation.cancel();
  });
  sliding.set(start, end);
  return end;
}
