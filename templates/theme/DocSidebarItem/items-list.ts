// How docsgen's `DocSidebarItem/Category` draws its items: with `@theme/DocSidebarItems`, as Docusaurus's does, which
// draws each with `@theme/DocSidebarItem`, which draws a category with this one. That cycle of imports is broken
// here: `DocSidebarItems` puts itself in when it loads (any module listing sidebar items imports it).
import { createContext, createElement, type ComponentType } from 'react';
import { ATTR } from '../../../client/inlined-constants.ts';
import type { PropSidebarItem } from '../context.ts';

export type ItemsListProps = { items: PropSidebarItem[]; activePath: string; level: number; onItemClick?: (item: PropSidebarItem) => void };

let list: ComponentType<ItemsListProps> | undefined;

export function setItemsList(component: ComponentType<ItemsListProps>): void {
  list = component;
}

/** `DocSidebarItems`, once loaded. */
export function itemsList(): ComponentType<ItemsListProps> | undefined {
  return list;
}

/**
 * True while a site's category is drawn for docsgen's sidebar (DocSidebarItem/entries.tsx): the list of its entries
 * is then a marker, where docsgen puts its own (bounded, lazily loaded) list.
 */
export const ItemsAsMarker = createContext(false);

/** That marker. */
export const itemsMarker = () => createElement('template', { [ATTR.sidebarItems]: '' });
