// Infima's layout classes, which a Docusaurus site's own stylesheet targets (`.navbar--fixed-top`,
// `.navbar__inner`, `.navbar__brand`, `.navbar__title`, `.navbar__items--right`, `.main-wrapper`): on a Docusaurus config's pages (`infima`), docsgen's
// boxes that draw the same parts carry them beside their own. They bring no rule of docsgen's or Infima's (the
// Infima cut leaves the navbar out: docsgen/infima-classes.ts): only the site's rules style them.
import type { SiteConfig } from '../generator/types.ts';

type Part = 'navbar' | 'inner' | 'brand' | 'title' | 'left' | 'right' | 'main';

const INFIMA: Record<Part, string> = {
  navbar: 'navbar--fixed-top',
  inner: 'navbar__inner',
  // Not the logo: Docusaurus's `navbar__logo` is a box around the image, docsgen's the image itself.
  brand: 'navbar__brand',
  title: 'navbar__title',
  left: 'navbar__items',
  right: 'navbar__items navbar__items--right',
  main: 'main-wrapper',
};

/** `own` with, on a Docusaurus site, Infima's class(es) for the part (and the navbar's `navbar--dark`/`--primary` style). */
export function withInfima(site: Pick<SiteConfig, 'infima' | 'navbar'>, part: Part, own: string): string {
  if (!site.infima) return own;
  const style = part === 'navbar' && site.navbar.style ? ` navbar--${site.navbar.style}` : '';
  return `${own} ${INFIMA[part]}${style}`;
}
