// The blog's recent posts in the mobile menu on its pages, as Docusaurus's menu shows them (`BlogSidebar/Mobile`, its
// secondary menu): docsgen's blog sidebar sits in the page, hidden on narrow screens. The menu, drawn once for many
// pages, holds an empty place for them on sites whose blog has a sidebar (a navbar part of each page's own: the page
// data carries it, client navigation swaps it, client/navbar-swap.ts); each page fills it with the posts its sidebar
// lists (generator/output/render.tsx), or with what the site's `BlogSidebar/Mobile` drew for the page (its
// `@theme-original/…` the posts). Its rules inline, on such sites only.
import { ATTR } from '../client/inlined-constants.ts';
import type { SiteConfig } from '../generator/types.ts';
import { PAGE_NAVBAR_END, PAGE_NAVBAR_START } from './page-navbar-marks.ts';
import { StandIn } from './blog/blog-parts.tsx';
import { renderToStaticMarkup } from 'react-dom/server';
import { fillOriginals } from './theme/originals.ts';

/** The site's part drawn for each blog page, into its menu. */
export const MOBILE = 'BlogSidebar/Mobile';
const PLACE = 'data-docsgen-blog-mobile';
const SITE_MOBILE = new RegExp(`<template ${PLACE}="">([^]*?)</template>`);

/** Where a blog page's main carries what the site's `BlogSidebar/Mobile` drew for it (a stand-in, filled as the page's other parts), for its menu. */
export const mobileMenuPlace = (site: { has(name: string): boolean }): string => (site.has(MOBILE) ? `<template ${PLACE}="">${renderToStaticMarkup(<StandIn name={MOBILE} />)}</template>` : '');

export const hasBlogMenu = (site: Pick<SiteConfig, 'blog' | 'blogInstances'>): boolean => [site.blog, ...site.blogInstances].some((b) => b !== undefined && b.blogSidebarCount !== 0);

/** The menu's place for the posts, empty (filled by withBlogMenu). */
export const BlogMenuPlace = () => <><template {...{ [ATTR.pageNavbar]: '' }} /><template {...{ [ATTR.pageNavbar]: 'end' }} /></>;

const RULES = '.mobile-menu-blog ul{list-style:none;margin:0;padding:0}.mobile-menu-blog a{display:block;padding:8px 4px;color:var(--c-text);text-decoration:none}.mobile-menu-blog a[aria-current]{color:var(--c-primary)}';
/** docsgen's blog sidebar in a page's main (templates/blog/BlogPages.tsx, theme/BlogSidebar/with-content.tsx). */
const SIDEBAR = /<nav class="blog-sidebar" aria-label="([^"]*)"><h2 class="blog-sidebar-title">([^]*?)<\/h2>([^]*?)<\/nav>/;

/**
 * `navbar` (a page's) with the posts of the blog sidebar in `main` in the menu's place, if the page has one, or what
 * the site's `BlogSidebar/Mobile` drew (taken out of `main`).
 */
export function withBlogMenu(navbar: string, main: string): { navbar: string; main: string } {
  const site = SITE_MOBILE.exec(main);
  const shown = site ? main.replace(site[0], '') : main;
  const sidebar = SIDEBAR.exec(shown);
  if (!sidebar && !site) return { navbar, main };
  const [, label, title, posts] = sidebar ?? [];
  const list = sidebar ? `<style>${RULES}</style><nav class="mobile-menu-blog" aria-label="${label}"><span class="mobile-menu-group-label">${title}</span>${posts}</nav>` : '';
  const part = site ? fillOriginals(site[1]!, (name) => (name === MOBILE ? list : '')) : list;
  return { navbar: navbar.replace(PAGE_NAVBAR_START + PAGE_NAVBAR_END, () => PAGE_NAVBAR_START + part + PAGE_NAVBAR_END), main: shown };
}
