// Which navbar links are current, decided alike by the server (templates/Navbar.tsx) and by client navigation.
// Each link by its own target, as Docusaurus's NavbarNavLink does (linkCurrent): a link to a doc or a sidebar on
// every page of that sidebar (and on its own page); any other link under its `activeBasePath`, where its
// `activeBaseRegex` matches, else on its own page and below — so a link to the home page on every page, as
// react-router's NavLink (not `exact`) matches `/` everywhere, unless it is `exact`. A Docusaurus config's navbar
// (`navbar.currentLinks: 'each'`) and every dropdown's links are marked so; docsgen's own navbar (`'section'`) by
// the section the page is in (currentNavLinks).

/** A navbar link as the rule reads it; site paths include the base URL. */
export interface NavTarget {
  /** Undefined for an external link. */
  path?: string;
  /** A doc or sidebar link: the sidebar (its tree file) it leads into. */
  sidebar?: string;
  activeBase?: string;
  activeRegex?: string;
  /** Current on its own page only (the item's `exact: true`, which Docusaurus passes on to NavLink). */
  exact?: boolean;
}

/** The page: its path, and the sidebar it shows, if any. */
export interface NavPage {
  path: string;
  sidebar?: string;
}

/** `section`: one link stands for the part of the site the page is in; `each`: every link current by its own target. */
export type NavRule = 'section' | 'each';

const under = (p: string, prefix: string) => p === prefix || p.startsWith(prefix.replace(/\/?$/, '/'));
const root = (p: string) => p.replace(/\/+$/, '');

/** Whether `l` is current on `page` by its own target alone, as Docusaurus's NavbarNavLink decides for each link. */
export function linkCurrent(l: NavTarget, page: NavPage): boolean {
  if (l.path === undefined) return false;
  if (l.sidebar !== undefined) return l.sidebar === page.sidebar || l.path === page.path;
  if (l.activeRegex !== undefined) return matches(l.activeRegex, page.path);
  if (l.activeBase !== undefined) return under(page.path, l.activeBase);
  return l.exact ? root(page.path) === root(l.path) : under(page.path, l.path);
}

/**
 * Indexes in `links` of those current on `page` (`rule` `each`: each by linkCurrent). Of plain links the page is under, only the longest (`/docs/api`
 * rather than `/docs`), and a home link on every page beside it. On a docs page that no other link claims, when the docs
 * have a route of their own (`docsBase`, not the home), the first plain link into them: "Documentation" stays
 * current on every docs page. Docs at the site's root (`routeBasePath: '/'`) are under every link, so there no
 * link stands for them all.
 */
export function currentNavLinks(links: NavTarget[], page: NavPage, home: string, docsBase: string, rule: NavRule = 'section'): number[] {
  if (rule === 'each') return links.flatMap((l, i) => (linkCurrent(l, page) ? [i] : []));
  const current = new Set<number>();
  const homes = new Set<number>();
  let longest = -1;
  links.forEach((l, i) => {
    if (l.path === undefined) return;
    if (l.exact && l.sidebar === undefined && l.activeRegex === undefined && l.activeBase === undefined) {
      if (root(page.path) === root(l.path)) current.add(i);
    } else if (l.sidebar !== undefined) {
      if (l.sidebar === page.sidebar || l.path === page.path) current.add(i);
    } else if (l.activeRegex !== undefined || l.activeBase !== undefined) {
      if (l.activeRegex !== undefined ? matches(l.activeRegex, page.path) : under(page.path, l.activeBase!)) current.add(i);
    } else if (root(l.path) === root(home)) {
      homes.add(i);
    } else if (under(page.path, l.path) && (longest < 0 || l.path.length > links[longest]!.path!.length)) {
      longest = i;
    }
  });
  if (longest >= 0) current.add(longest);
  if (!current.size && root(docsBase) !== root(home) && under(page.path, docsBase)) {
    const first = links.findIndex((l) => l.path !== undefined && !l.exact && l.sidebar === undefined && l.activeBase === undefined && l.activeRegex === undefined && under(l.path, docsBase));
    if (first >= 0) current.add(first);
  }
  for (const i of homes) current.add(i);
  return [...current].sort((a, b) => a - b);
}

/**
 * Whether a dropdown of the mobile menu opens on `page`, as Docusaurus's DropdownNavbarItemMobile: its own target or an
 * item's is the page itself, or an item's `activeBaseRegex` matches it or its `activeBasePath` begins it.
 */
export function dropdownOpen(items: NavTarget[], page: NavPage): boolean {
  return items.some((l) => l.path !== undefined && (root(l.path) === root(page.path)
    || (l.activeRegex !== undefined && matches(l.activeRegex, page.path)) || (l.activeBase !== undefined && page.path.startsWith(l.activeBase))));
}

/** Whether the site's `activeBaseRegex` matches `path` (one that does not compile matches nothing: the config check reports it). */
function matches(regex: string, path: string): boolean {
  try {
    return new RegExp(regex).test(path);
  } catch {
    return false;
  }
}
