// Tabs rendered by @theme/Tabs (and npm2yarn fences): switching on click and arrow keys (WAI-ARIA tabs),
// `groupId` choices synced across the page and remembered, `queryString` in the URL. No React.
// Storage comes from the boot module (enhance.ts), which has it anyway: imported here, it would be a chunk of its
// own that every page loads.
import type { readStorage, writeStorage } from './storage.ts';
import { ATTR, TAB_CHOICE } from './inlined-constants.ts';

export interface TabsStorage {
  read: typeof readStorage;
  write: typeof writeStorage;
}

const KEY = TAB_CHOICE.key;

let storage: TabsStorage | undefined;

/** Shows the remembered choices of the tab sets under `root`; the first call also starts listening. */
export function initTabs(root: ParentNode, store: TabsStorage): void {
  const wired = storage !== undefined;
  storage = store;
  restoreTabs(root);
  if (wired) return;
  document.addEventListener('click', (e) => {
    const tab = (e.target as Element).closest?.<HTMLElement>(`[${ATTR.tabs}] > [role=tablist] > [role=tab]`);
    if (tab) choose(tab);
  });
  document.addEventListener('keydown', (e) => {
    const tab = (e.target as Element).closest?.<HTMLElement>(`[${ATTR.tabs}] > [role=tablist] > [role=tab]`);
    if (!tab) return;
    const tabs = [...tab.parentElement!.children] as HTMLElement[];
    const i = tabs.indexOf(tab);
    const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length]!;
    next.focus();
    choose(next);
  });
}

/** Shows each tab set's choice from the URL or storage. */
function restoreTabs(root: ParentNode): void {
  const params = new URLSearchParams(location.search);
  for (const c of root.querySelectorAll<HTMLElement>(`[${ATTR.tabs}]`)) {
    const { groupId, queryString } = c.dataset;
    const value = (queryString && params.get(queryString)) || (groupId && storage!.read(KEY + groupId));
    if (value) select(c, value);
  }
}

function choose(tab: HTMLElement): void {
  const container = tab.closest<HTMLElement>(`[${ATTR.tabs}]`)!;
  const value = tab.dataset.value!;
  const { groupId, queryString } = container.dataset;
  // Keep the chosen tab where it is on screen while panels above it change height.
  const top = tab.getBoundingClientRect().top;
  for (const c of groupId ? document.querySelectorAll<HTMLElement>(`[${ATTR.tabs}][${ATTR.groupId}="${CSS.escape(groupId)}"]`) : [container]) select(c, value);
  window.scrollBy(0, tab.getBoundingClientRect().top - top);
  if (groupId) {
    storage!.write(KEY + groupId, value);
    window.dispatchEvent(new CustomEvent(TAB_CHOICE.event, { detail: { groupId, value } }));
  }
  if (queryString) {
    const url = new URL(location.href);
    url.searchParams.set(queryString, value);
    history.replaceState(history.state, '', url);
  }
}

function select(container: HTMLElement, value: string): void {
  const tabs = container.querySelectorAll<HTMLElement>(':scope > [role=tablist] > [role=tab]');
  if (![...tabs].some((t) => t.dataset.value === value)) return;
  for (const t of tabs) {
    const on = t.dataset.value === value;
    t.setAttribute('aria-selected', String(on));
    t.tabIndex = on ? 0 : -1;
  }
  for (const p of container.querySelectorAll<HTMLElement>(':scope > [role=tabpanel]')) {
    p.hidden = p.dataset.value !== value;
    // `lazy` panels hold their content in a <template> until first shown.
    const lazy = p.hidden ? null : p.querySelector<HTMLTemplateElement>(':scope > template');
    if (lazy) lazy.replaceWith(lazy.content);
  }
}
