// `@theme/NavbarItem`: Docusaurus's type switch, which draws an item of the config with the component
// `NavbarItem/ComponentTypes` maps its type to (the site's map, when it has one), giving it every field but `type`.
// A site's NavbarItem that wraps it (`@theme-original/NavbarItem`) draws each of the config's items: its
// `custom-<name>` ones (theme/NavbarItem/custom-item.tsx) and the others, which docsgen's navbar draws — as they
// are, or from the props the wrapper changed (theme/NavbarItem/config-item.ts), in its mobile menu too.
import type { ComponentType } from 'react';
import { useContext } from 'react';
import { SiteContext } from './context.ts';
import { Original } from './DocItem/original.tsx';
import ComponentTypes from './NavbarItem/ComponentTypes.tsx';
import { changedItemPart, configItemPart, ItemPlace, useConfigItemIndex } from './NavbarItem/config-item.ts';

export default function NavbarItem({ type, ...props }: { type?: string } & Record<string, unknown>) {
  const place = useContext(ItemPlace);
  const { inNavbar, inIsland } = useContext(SiteContext);
  const n = useConfigItemIndex(type, props);
  // A built-in item where docsgen's navbar draws it: its own (found in the config) or one from the props given. A
  // wrapper with state is an island, a render of its own the entry's context does not reach: in the navbar, it is there.
  const drawnHere = place === 'entry' || (place === undefined && (props.mobile || (inNavbar && inIsland)));
  if (!type?.startsWith('custom-') && drawnHere) {
    return <Original part={n >= 0 ? configItemPart(n) : changedItemPart(type === undefined ? props : { type, ...props })} />;
  }
  // As Docusaurus's: an item of the default type with `items` is a dropdown.
  const name = !type || type === 'default' ? (Array.isArray(props.items) ? 'dropdown' : 'default') : type;
  const Item = (ComponentTypes as Record<string, ComponentType<Record<string, unknown>> | undefined>)[name];
  // Docusaurus fails the build on a type its map lacks, the same way.
  if (!Item) throw new Error(`navbar item type "${name}" has no component: src/theme/NavbarItem/ComponentTypes maps ${Object.keys(ComponentTypes).join(', ')} (a site's NavbarItem may draw the type itself before its @theme-original/NavbarItem)`);
  return <ItemPlace.Provider value="nested"><Item {...props} /></ItemPlace.Provider>;
}
