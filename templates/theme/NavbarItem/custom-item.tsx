// The config's `custom-<name>` navbar items, each drawn by the component the site's `NavbarItem/ComponentTypes` maps
// its type to, with the item's fields as props (and `mobile` in the mobile menu), as Docusaurus's NavbarItem renders
// them. They render once per build, together (content/theme/source.ts); the navbar takes each one's HTML from between
// the cuts (templates/Navbar.tsx). Lowercase: no slot itself.
import { Fragment, type ComponentType } from 'react';
import { ORIGINAL } from '../originals.ts';

export interface CustomItem {
  name: string;
  props: Record<string, unknown>;
}

const CUT_ATTR = `${ORIGINAL}-cut`;
const CUT = `<template ${CUT_ATTR}=""></template>`;

export default function CustomNavbarItems({ types, items }: { types: Record<string, unknown>; items: CustomItem[] }) {
  return items.flatMap(({ name, props }, i) => {
    const Item = types[name] as ComponentType<Record<string, unknown>> | undefined;
    // Docusaurus fails the build on a type its map lacks, the same way.
    if (!Item) throw new Error(`navbar item type "${name}" is not in src/theme/NavbarItem/ComponentTypes (it maps ${Object.keys(types).join(', ')})`);
    return [false, true].map((mobile) => (
      <Fragment key={`${i}:${mobile}`}>{i || mobile ? <template {...{ [CUT_ATTR]: '' }} /> : null}<Item {...props} {...(mobile ? { mobile: true } : {})} /></Fragment>
    ));
  });
}

/** The `n`th custom item's HTML, in the navbar or the mobile menu. */
export function customItemHtml(html: string, n: number, mobile: boolean): string {
  return html.split(CUT)[2 * n + (mobile ? 1 : 0)] ?? '';
}

/** Whether an item's HTML is a list item already (in the mobile menu, as Docusaurus's items draw themselves there). */
export function isListItem(html: string): boolean {
  return /^(<div class="island"[^>]*>)?<li[\s>]/.test(html);
}
