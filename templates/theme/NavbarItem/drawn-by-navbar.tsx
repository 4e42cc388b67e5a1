// Docusaurus's navbar item components that docsgen's navbar draws itself (templates/NavItem.tsx): a site's own
// `NavbarItem/ComponentTypes` written out in full imports them for its map, which docsgen uses for its custom types
// only (custom-item.tsx). So the map builds; a custom item that renders one stops the build, naming it.
export const DRAWN_BY_NAVBAR = ['DropdownNavbarItem', 'LocaleDropdownNavbarItem', 'SearchNavbarItem', 'HtmlNavbarItem', 'DocNavbarItem', 'DocSidebarNavbarItem', 'DocsVersionNavbarItem', 'DocsVersionDropdownNavbarItem'];

export function drawnByNavbar(name: string) {
  function NavbarItemOfTheNavbar(): never {
    throw new Error(`@theme/NavbarItem/${name} is drawn by docsgen's navbar for its own items, not for a custom item: draw a link with @theme/NavbarItem/DefaultNavbarItem`);
  }
  NavbarItemOfTheNavbar.displayName = name;
  return NavbarItemOfTheNavbar;
}
