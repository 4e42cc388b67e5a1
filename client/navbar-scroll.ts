// Navbar hide-on-scroll (config `navbar.hideOnScroll`, off by default): scrolling down past the navbar's
// height slides it away, any scroll up brings it back. It stays while the mobile menu is open and while
// focus is inside it: a keyboard user must see where focus is. The boot module loads this only for a navbar
// marked for it; it imports only inlined constants, so that nothing it shares with the boot module becomes a chunk
// of its own. A navbar a site's part draws for each page is replaced by client navigation (navbar-swap.ts): the
// behaviour follows the one in place.
import { ATTR } from './inlined-constants.ts';

export const HIDDEN_CLASS = 'navbar-hidden';

export function initHideOnScroll(first: HTMLElement): void {
  let navbar = first;
  const current = () => (navbar.isConnected ? navbar : (navbar = document.querySelector<HTMLElement>(`[${ATTR.hideOnScroll}]`) ?? navbar));
  let lastY = window.scrollY;
  const show = () => current().classList.remove(HIDDEN_CLASS);
  window.addEventListener('scroll', () => {
    const y = window.scrollY;
    const down = y > lastY;
    lastY = y;
    const bar = current();
    const keep = y <= bar.offsetHeight || !down || document.documentElement.classList.contains('menu-open') || bar.contains(document.activeElement);
    if (keep) bar.classList.remove(HIDDEN_CLASS);
    else bar.classList.add(HIDDEN_CLASS);
  }, { passive: true });
  document.addEventListener('focusin', (e) => {
    if (current().contains(e.target as Node)) show();
  });
}
