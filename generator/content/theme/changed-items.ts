// The navbar items a site's `NavbarItem` wrapper changed (templates/theme/NavbarItem/config-item.ts): their markers
// carry the props it gave, read here as the config's items are (docusaurus/navbar.ts), so that the navbar draws each
// as docsgen's item (templates/navbar-item-place.tsx); one of a kind docsgen does not build draws nothing.
import { navbarItem } from '../../docusaurus/navbar.ts';
import { drawnItemPart, readItemPart } from '../../../templates/theme/NavbarItem/config-item.ts';
import { ORIGINAL } from '../../../templates/theme/originals.ts';

const CHANGED = new RegExp(`(<div ${ORIGINAL}=")(NavbarItem:~[^"]*)(")`, 'g');

/** `html` (a theme part's) with each changed item's marker naming docsgen's item, or gone when there is none. */
export function withChangedItems(html: string): string {
  if (!html.includes('NavbarItem:~')) return html;
  return html.replace(CHANGED, (whole, open: string, name: string, close: string) => {
    const part = readItemPart(name);
    const item = part && 'props' in part ? navbarItem(part.props) : undefined;
    return item ? `${open}${drawnItemPart(item)}${close}` : whole;
  });
}
