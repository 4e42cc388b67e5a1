// The navbar's items where a site draws some: its `custom-<name>` ones, each drawn by `@theme/NavbarItem` — the site's,
// or docsgen's type switch over the site's `NavbarItem/ComponentTypes` — with the item's fields as props (and `mobile`
// in the mobile menu), as Docusaurus's navbar renders them; the others through the site's `NavbarItem` when it has one
// (a wrapper that changes them), else docsgen's own (a marker). They render once per build, together
// (content/theme/source.ts); the navbar takes each one's HTML from between the cuts (templates/navbar-item-place.ts).
// Lowercase: no slot itself.
import { Fragment, useContext, type ComponentType } from 'react';
import { SiteContext } from '../context.ts';
import { Original } from '../DocItem/original.tsx';
import { ORIGINAL } from '../originals.ts';
import { configItemPart, ItemPlace } from './config-item.ts';
import { PAGE_NAVBAR_END, PAGE_NAVBAR_START } from '../../page-navbar-marks.ts';

/** A custom item (its type, its fields), or the config's item at index `config`, drawn by the site's NavbarItem when `site`. */
export type EntryItem = { name: string; props: Record<string, unknown> } | { config: number; site: boolean };

const CUT_ATTR = `${ORIGINAL}-cut`;
export const CUT = `<template ${CUT_ATTR}=""></template>`;

export default function CustomNavbarItems({ Item, items }: { Item: ComponentType<Record<string, unknown>>; items: EntryItem[] }) {
  const navbar = (useContext(SiteContext).siteConfig.themeConfig.navbar ?? {}) as { items?: Record<string, unknown>[] };
  const draw = (item: EntryItem, mobile: boolean) => {
    const given = mobile ? { mobile: true } : {};
    if ('name' in item) return <Item {...item.props} type={item.name} {...given} />;
    if (!item.site) return <Original part={configItemPart(item.config)} />;
    // As Docusaurus's navbar gives it: the config's fields as written, `type` only where the config has one.
    return <Item {...navbar.items?.[item.config]} {...given} />;
  };
  return (
    <ItemPlace.Provider value="entry">
      {items.flatMap((item, i) => [false, true].map((mobile) => (
        <Fragment key={`${i}:${mobile}`}>{i || mobile ? <template {...{ [CUT_ATTR]: '' }} /> : null}{draw(item, mobile)}</Fragment>
      )))}
    </ItemPlace.Provider>
  );
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
