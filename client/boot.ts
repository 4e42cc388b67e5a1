// The one eager browser module (no React): wires the runtime to the server-rendered markup.
import { initAnnouncement } from './announcement.ts';
import { enhance } from './enhance.ts';
import { initMenu } from './menu.ts';
import { initNavigation } from './navigation.ts';
import { initPrefetch } from './prefetch.ts';
import { initSearchShortcuts } from './search-shortcuts.ts';
import { initSidebar } from './sidebar.ts';
import { initTheme } from './theme.ts';
import { ATTR } from './constants.ts';

const root = document.documentElement;
initTheme(root.dataset.defaultTheme === 'dark' ? 'dark' : 'light');
initMenu();
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
void import('./reader.ts').then((m) => m.initReader());
