// Marks a navbar or footer link current or not after client navigation, as the server writes it
// (templates/NavLink.tsx): its `aria-current`, and on a Docusaurus site Infima's `--active` class beside its link
// class (templates/infima-layout.ts), which the site's CSS may style.
export function markCurrent(a: Element, on: boolean, value = 'page'): void {
  if (on) a.setAttribute('aria-current', value);
  else a.removeAttribute('aria-current');
  for (const c of ['navbar__link', 'dropdown__link']) if (a.classList.contains(c)) a.classList.toggle(`${c}--active`, on);
}
