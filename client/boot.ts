// The one eager browser module (no React): wires the runtime to the server-rendered markup.
import { initAnnouncement } from './announcement.ts';
import { initIslands } from './islands.ts';
import { initMenu } from './menu.ts';
import { initSidebar } from './sidebar.ts';
import { initTheme } from './theme.ts';

const root = document.documentElement;
initTheme(root.dataset.defaultTheme === 'dark' ? 'dark' : 'light');
initMenu();
initSidebar(root.dataset.baseUrl?.replace(/\/$/, '') ?? '');
initIslands();
initAnnouncement();
