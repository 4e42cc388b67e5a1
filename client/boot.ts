// The one eager browser module (no React): wires the runtime to the server-rendered markup.
import { initAnnouncement } from './announcement.ts';
import { enhance } from './enhance.ts';
import { initNavigation } from './navigation.ts';
import { initPrefetch } from './prefetch.ts';
import { initSearchShortcuts } from './search-shortcuts.ts';
import { initSidebar } from './sidebar.ts';
import { initTheme } from './theme.ts';
import { ATTR } from './constants.ts';
import { word } from './words.ts';

const root = document.documentElement;
initTheme(root.dataset.defaultTheme === 'dark' ? 'dark' : 'light');
// The mobile menu's code loads on the first tap of its button, and opens the menu.
const menuButton = document.querySelector(`[${ATTR.menuToggle}]`);
menuButton?.addEventListener('click', (e) => {
  // The native toggle of its <details> waits for that code, so the menu's parts open together.
  e.preventDefault();
  import('./menu.ts').then((m) => m.initMenu(true), (err) => console.warn('[docsgen] could not load the menu', err));
}, { once: true });
// Only sites that turn hide-on-scroll on load it.
const hiding = document.querySelector<HTMLElement>(`[${ATTR.hideOnScroll}]`);
if (hiding) void import('./navbar-scroll.ts').then((m) => m.initHideOnScroll(hiding));
const base = root.dataset.baseUrl?.replace(/\/$/, '') ?? '';
initSidebar(base);
initNavigation(base);
initPrefetch(base);
enhance(document);
initSearchShortcuts();
initAnnouncement();
// Copy buttons, scroll spy and the like: a chunk of their own, not needed to read the page.
void import('./reader.ts').then((m) => m.initReader(word));

// The dev client (only under `serve`) imports this module again, which gives it this instance: it updates the page
// with the page's own navigation and sidebar, and what they fetched, instead of copies of its own.
export { forgetPageData, swapPage } from './navigation.ts';
export { forgetTree, showPageInSidebar } from './sidebar.ts';
