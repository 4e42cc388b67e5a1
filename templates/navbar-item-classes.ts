// Infima's navbar item classes, which a site's custom navbar items and navbar parts draw with (`navbar__item`,
// `navbar__link`, `navbar__link--active`; in the mobile menu `menu__list-item` and `menu__link`), as docsgen's own
// items look (docsgen's theme is not Infima). Inline where a site's navbar has such parts: other sites pay nothing.
// One class's weight with its states, as Infima's rules have: the site's own rules for its classes still win.

const IN_NAVBAR = ':where(.navbar)';
const IN_MENU = ':where(.mobile-menu)';

export const NAVBAR_ITEM_RULES = [
  // Infima's item is the box (its padding), its link the text: one element is often both.
  `${IN_NAVBAR} .navbar__item{display:inline-flex;align-items:center;gap:4px;padding:6px 10px;white-space:nowrap;border-radius:6px}`,
  `${IN_NAVBAR} .navbar__link{color:var(--c-text);text-decoration:none;font-weight:500;cursor:pointer}`,
  `${IN_NAVBAR} .navbar__link:hover,${IN_NAVBAR} .navbar__link--active{color:var(--c-primary);text-decoration:none}`,
  `${IN_NAVBAR} .navbar__item.navbar__link:hover,${IN_NAVBAR} .navbar__item.navbar__link--active{background:var(--c-navbar-soft)}`,
  // On a coloured navbar the text stays light, as docsgen's links do.
  ':where(.navbar-primary) .navbar__link:hover,:where(.navbar-primary) .navbar__link--active{color:#fff}',
  // The place docsgen gives a custom item has the padding of markup items: an Infima item brings its own.
  ':where(.navbar-custom-item):has(> .navbar__item, > .island > .navbar__item){padding:0}',
  `${IN_MENU} .navbar__item,${IN_MENU} .menu__link{display:block;padding:8px 4px}`,
  `${IN_MENU} .menu__link{color:var(--c-text);text-decoration:none;font-weight:500}`,
  `${IN_MENU} .menu__link:hover,${IN_MENU} .menu__link--active{color:var(--c-primary)}`,
  `${IN_MENU} .menu__list-item{list-style:none}`,
].join('');
