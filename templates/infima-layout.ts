// Infima's layout classes, which a Docusaurus site's own stylesheet targets (`.navbar--fixed-top`,
// `.navbar__inner`, `.navbar__brand`, `.navbar__title`, `.navbar__items--right`, `.main-wrapper`): on a Docusaurus config's pages (`infima`), docsgen's
// boxes that draw the same parts carry them beside their own. They bring no rule of docsgen's or Infima's (the
// Infima cut leaves the navbar out: docsgen/infima-classes.ts): only the site's rules style them.
import type { SiteConfig } from '../generator/types.ts';

type Part = 'navbar' | 'inner' | 'brand' | 'title' | 'left' | 'right' | 'main' | 'link' | 'toggle' | 'dropdownLink';

const INFIMA: Record<Part, string> = {
  navbar: 'navbar--fixed-top',
  inner: 'navbar__inner',
  // Not the logo: Docusaurus's `navbar__logo` is a box around the image, docsgen's the image itself.
  brand: 'navbar__brand',
  title: 'navbar__title',
  left: 'navbar__items',
  right: 'navbar__items navbar__items--right',
  main: 'main-wrapper',
  // The navbar row's links and a dropdown's (not the mobile menu's): current ones add `--active` (infimaActive).
  link: 'navbar__item navbar__link',
  toggle: 'navbar__link',
  dropdownLink: 'dropdown__link',
};

/** On a Docusaurus site, Infima's class(es) for the part alone. */
export function infimaClass(site: Pick<SiteConfig, 'infima'>, part: Part): string | undefined {
  return site.infima ? INFIMA[part] : undefined;
}

/** `own` with, on a Docusaurus site, Infima's class(es) for the part (and the navbar's `navbar--dark`/`--primary` style). */
export function withInfima(site: Pick<SiteConfig, 'infima' | 'navbar'>, part: Part, own: string): string {
  if (!site.infima) return own;
  const style = part === 'navbar' && site.navbar.style ? ` navbar--${site.navbar.style}` : '';
  return `${own} ${INFIMA[part]}${style}`;
}

/** `className` with Infima's `--active` class of its link class where the link is current, as Docusaurus's NavLink adds it. */
export function infimaActive(className: string | undefined, current: boolean | undefined): string | undefined {
  const link = current ? className?.split(' ').find((c) => c === 'navbar__link' || c === 'dropdown__link') : undefined;
  return link ? `${className} ${link}--active` : className;
}
