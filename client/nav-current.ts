// Which navbar link is current, decided alike by the server (templates/NavLink.tsx) and by client navigation.

/**
 * Index in `links` (site paths, base URL included; undefined for external links) of the link current on
 * `path`: the longest link `path` is at or under (the home link only on the home page); on a docs page under
 * none of them, the first link into the docs (`docsBase`), so "Documentation" stays current on every docs page.
 */
export function currentNavLink(links: (string | undefined)[], path: string, home: string, docsBase: string): number {
  const under = (p: string, prefix: string) => p === prefix || p.startsWith(prefix.replace(/\/?$/, '/'));
  let best = -1;
  links.forEach((l, i) => {
    if (l !== undefined && (l === home ? path === l : under(path, l)) && (best < 0 || l.length > links[best]!.length)) best = i;
  });
  return best >= 0 || !under(path, docsBase) ? best : links.findIndex((l) => l !== undefined && under(l, docsBase));
}
