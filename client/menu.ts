// The mobile menu (≤ 996 px): the navbar's menu button shows the navbar links and the docs sidebar.
// It closes on a switch to the desktop layout, on back navigation, and when client navigation shows a page.
// Loaded on the first tap of the button (see boot.ts), which it then answers by opening the menu.
// The button is the summary of a <details>, which opens the menu without JavaScript (see styles.css); here its
// native toggle is replaced, so `open` and the overlay's state change together.
// While open, the sidebar starts under the navbar's panel (its first entries stay reachable), and the page
// behind neither scrolls (CSS) nor takes focus (inert): focus stays in the navbar and the menu.
import { ATTR, DESKTOP_BREAKPOINT, EVENT } from './inlined-constants.ts';

/** Wires the menu button; `open` opens the menu at once (the tap that loaded this chunk). */
export function initMenu(open = false): void {
  const button = document.querySelector<HTMLElement>(`[${ATTR.menuToggle}]`);
  const details = button?.closest('details');
  if (!button || !details) return;
  const root = document.documentElement;
  /** What the open menu made inert: put back as it was, even if client navigation has moved it out since. */
  let behind: HTMLElement[] = [];
  const setOpen = (open: boolean) => {
    details.open = open;
    root.classList.toggle('menu-open', open);
    // Docusaurus's navbar class while its mobile sidebar shows, on a navbar with Infima's (templates/infima-layout.ts).
    const navbar = button.closest('header');
    if (navbar?.classList.contains('navbar--fixed-top')) navbar.classList.toggle('navbar-sidebar--show', open);
    for (const el of behind) el.inert = false;
    behind = open ? [...outside(button.closest('header')!), ...document.querySelectorAll<HTMLElement>('#main')] : [];
    for (const el of behind) el.inert = true;
    if (open) root.style.setProperty('--menu-top', `${button.closest('header')!.getBoundingClientRect().bottom}px`);
  };
  button.addEventListener('click', (e) => {
    e.preventDefault();
    setOpen(!details.open);
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && details.open) {
      setOpen(false);
      button.focus();
    }
  });
  window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT + 1}px)`).addEventListener('change', (e) => e.matches && setOpen(false));
  window.addEventListener('popstate', () => setOpen(false));
  document.addEventListener(EVENT.page, () => setOpen(false));
  if (open) setOpen(true);
}

/**
 * What is beside the navbar at each level up to <body> but the docs (whose sidebar is in the menu; its page is
 * `#main`): the page's other parts, also where a site's Root wraps the whole page in an element of its own.
 */
function outside(header: Element): HTMLElement[] {
  const out: HTMLElement[] = [];
  for (let el = header; el.parentElement && el !== document.body; el = el.parentElement) {
    for (const sibling of el.parentElement.children) if (sibling !== el && !sibling.matches('.docs-wrapper, script')) out.push(sibling as HTMLElement);
  }
  return out;
}
