// `@theme/NavbarItem`: Docusaurus's type switch, which draws an item of the config with the component
// `NavbarItem/ComponentTypes` maps its type to (the site's map, when it has one), giving it every field but `type`.
// A site's NavbarItem that wraps it (`@theme-original/NavbarItem`) draws the config's `custom-<name>` items
// (theme/NavbarItem/custom-item.tsx); docsgen's navbar draws its other items itself, in its mobile menu too when a
// site's ejected PrimaryMenu draws them (theme/NavbarItem/config-item.ts).
import type { ComponentType } from 'react';
import { Original } from './DocItem/original.tsx';
import ComponentTypes from './NavbarItem/ComponentTypes.tsx';
import { configItemPart, useConfigItemIndex } from './NavbarItem/config-item.ts';

export default function NavbarItem({ type, ...props }: { type?: string } & Record<string, unknown>) {
  // An item of the config in the mobile menu (an ejected PrimaryMenu's) is docsgen's own there, but a custom one.
  const n = useConfigItemIndex(type, props);
  if (props.mobile && n >= 0 && !type?.startsWith('custom-')) return <Original part={configItemPart(n)} />;
  // As Docusaurus's: an item of the default type with `items` is a dropdown.
  const name = !type || type === 'default' ? (Array.isArray(props.items) ? 'dropdown' : 'default') : type;
  const Item = (ComponentTypes as Record<string, ComponentType<Record<string, unknown>> | undefined>)[name];
  // Docusaurus fails the build on a type its map lacks, the same way.
  if (!Item) throw new Error(`navbar item type "${name}" has no component: src/theme/NavbarItem/ComponentTypes maps ${Object.keys(ComponentTypes).join(', ')} (a site's NavbarItem may draw the type itself before its @theme-original/NavbarItem)`);
  return <Item {...props} />;
}
