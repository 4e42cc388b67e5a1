// Opening and closing the categories a site's `DocSidebarItem/Category` draws (generator/content/theme/sidebar-items.ts):
// each is drawn open and closed once per build, between markers naming it; the client swaps one drawing for the other,
// docsgen's list of its entries going where the open one's `@theme/DocSidebarItems` was (kept while it is closed).
import { ATTR } from './inlined-constants.ts';
import type { SidebarItem } from '../generator/types.ts';
import { drawnCategory, findCategory, hydrateEntries, renderItems } from './sidebar-render.ts';

type ToggleButton = (label: string, controls: string, open: boolean) => HTMLButtonElement;

/** The list of a closed category's entries, by the marker starting its drawing: opening it again shows the same. */
const kept = new WeakMap<Element, Element>();

/** The marker starting the drawing of the nearest category that holds `el` (categories nest). */
export function drawnCategoryStart(el: Element): HTMLTemplateElement | undefined {
  for (let a: Element | null = el; a && a.localName !== 'nav'; a = a.parentElement) {
    for (let s = a.previousElementSibling; s; s = s.previousElementSibling) {
      if (s.matches(`template[${ATTR.drawnCategoryEnd}]`)) break;
      if (s.matches(`template[${ATTR.drawnCategory}]`)) return s as HTMLTemplateElement;
    }
  }
  return undefined;
}

/** Opens or closes the category whose caret or label `control` is; the focus stays on that control. */
export function toggleDrawn(control: Element, tree: SidebarItem[], base: string, toggle: ToggleButton): void {
  const start = drawnCategoryStart(control);
  if (!start) return;
  const focus = document.activeElement === control ? (control.matches('.menu__caret') ? '.menu__caret' : '.menu__link--sublist') : undefined;
  redrawCategory(start, tree, start.getAttribute(ATTR.collapsed) === 'true', base, toggle, focus);
}

/** Puts the category's drawing for `open` in place of the one starting at `start` (the same kept: nothing to do). */
export function redrawCategory(start: HTMLTemplateElement, tree: SidebarItem[], open: boolean, base: string, toggle: ToggleButton, focus?: string): void {
  const cat = findCategory(tree, start.getAttribute(ATTR.drawnCategory) ?? '');
  if (!cat?.drawnOpen || !cat.drawnClosed || start.getAttribute(ATTR.collapsed) === String(!open)) return;
  const old: ChildNode[] = [];
  for (let n: ChildNode | null = start; n; n = n.nextSibling) {
    old.push(n);
    if (n.nodeType === 1 && (n as Element).matches(`template[${ATTR.drawnCategoryEnd}]`)) break;
  }
  const added: Element[] = [];
  const fragment = drawnCategory(cat, open, () => {
    const list = kept.get(start);
    if (list) return list;
    const level = Number(/sidebar-level-(\d+)/.exec(start.parentElement?.className ?? '')?.[1] ?? 0) + 1;
    return added[added.push(renderItems(cat.items, level, base, toggle)) - 1]!;
  });
  const next = fragment.firstElementChild!;
  const list = open ? undefined : old.flatMap((n) => (n.nodeType === 1 ? [(n as Element).querySelector('ul.sidebar-list')] : [])).find(Boolean);
  if (list) kept.set(next, list);
  const nodes = [...fragment.childNodes];
  start.before(fragment);
  for (const n of old) n.remove();
  if (focus) nodes.flatMap((n) => (n.nodeType === 1 ? [(n as Element).matches(focus) ? n as Element : (n as Element).querySelector(focus)] : [])).find(Boolean)?.closest<HTMLElement>('a, button')?.focus();
  hydrateEntries(added);
}
