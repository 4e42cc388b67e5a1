// Navbar hide-on-scroll (config `navbar.hideOnScroll`, off by default): scrolling down past the navbar's
// height slides it away, any scroll up brings it back. It stays while the mobile menu is open and while
// focus is inside it: a keyboard user must see where focus is. The boot module loads this only for a navbar
// marked for it; it imports nothing, so that nothing it shares with the boot module becomes a chunk of its own.

export const HIDDEN_CLASS = 'navbar-hidden';

export function initHideOnScroll(navbar: HTMLElement): void {
  let lastY = window.scrollY;
  const show = () => navbar.classList.remove(HIDDEN_CLASS);
  window.addEventListener('scroll', () => {
    const y = window.scrollY;
    const down = y > lastY;
    lastY = y;
    const keep = y <= navbar.offsetHeight || !down || document.documentElement.classList.contains('menu-open') || navbar.contains(document.activeElement);
    if (keep) show();
    else navbar.classList.add(HIDDEN_CLASS);
  }, { passive: true });
  navbar.addEventListener('focusin', show);
}
