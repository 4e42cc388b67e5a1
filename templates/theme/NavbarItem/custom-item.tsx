// The config's `custom-<name>` navbar items, each drawn by `@theme/NavbarItem` — the site's, or docsgen's type switch
// over the site's `NavbarItem/ComponentTypes` — with the item's fields as props (and `mobile` in the mobile menu), as
// Docusaurus's navbar renders them. They render once per build, together (content/theme/source.ts); the navbar takes each one's HTML from between
// the cuts (templates/Navbar.tsx). Lowercase: no slot itself.
import { Fragment, type ComponentType } from 'react';
import { ORIGINAL } from '../originals.ts';
import { PAGE_NAVBAR_END, PAGE_NAVBAR_START } from '../../page-navbar-marks.ts';

export interface CustomItem {
  name: string;
  props: Record<string, unknown>;
}

const CUT_ATTR = `${ORIGINAL}-cut`;
export const CUT = `<template ${CUT_ATTR}=""></template>`;

export default function CustomNavbarItems({ Item, items }: { Item: ComponentType<Record<string, unknown>>; items: CustomItem[] }) {
  return items.flatMap(({ name, props }, i) => [false, true].map((mobile) => (
    <Fragment key={`${i}:${mobile}`}>{i || mobile ? <template {...{ [CUT_ATTR]: '' }} /> : null}<Item {...props} type={name} {...(mobile ? { mobile: true } : {})} /></Fragment>
  )));
}

/** The markers around an item drawn for each page (generator/output/page-navbar.ts), as the HTML parser sees them. */
const PER_PAGE = new RegExp(`^${PAGE_NAVBAR_START}([\\s\\S]*)${PAGE_NAVBAR_END}$`);

/**
 * The `n`th custom item's HTML, in the navbar or the mobile menu; `perPage` when it is drawn for each page (it reads
 * the URL: generator/content/theme/navbar-routes.ts), its markers then to go around its whole place, which may be none.
 */
export function customItem(html: string, n: number, mobile: boolean): { html: string; perPage: boolean } {
  const piece = html.split(CUT)[2 * n + (mobile ? 1 : 0)] ?? '';
  const marked = PER_PAGE.exec(piece);
  return marked ? { html: marked[1]!, perPage: true } : { html: piece, perPage: false };
}

/** Whether an item's HTML is a list item already (in the mobile menu, as Docusaurus's items draw themselves there). */
export function isListItem(html: string): boolean {
  return /^(<div class="island"[^>]*>)?<li[\s>]/.test(html);
}
