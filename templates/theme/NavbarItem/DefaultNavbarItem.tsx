// `@theme/NavbarItem/DefaultNavbarItem`: a navbar link as Docusaurus's item of the default type, for a site's custom
// navbar item to draw one (docsgen's navbar draws its configured links itself, templates/NavLink.tsx).
import NavbarNavLink, { type NavbarNavLinkProps } from './NavbarNavLink.tsx';

export interface DefaultNavbarItemProps extends NavbarNavLinkProps {
  /** In the mobile menu: a list item, with its classes. */
  mobile?: boolean;
}

export default function DefaultNavbarItem({ className, mobile, position: _p, isDropdownItem: _d, ...rest }: DefaultNavbarItemProps) {
  const link = <NavbarNavLink {...rest} className={[mobile ? 'mobile-menu-link' : 'navbar-link', className].filter(Boolean).join(' ')} />;
  // In the mobile menu, an item of its list, as Docusaurus's.
  return mobile ? <li>{link}</li> : link;
}
