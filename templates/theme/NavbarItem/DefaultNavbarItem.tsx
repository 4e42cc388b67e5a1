// `@theme/NavbarItem/DefaultNavbarItem`: a navbar link as Docusaurus's item of the default type, for a site's custom
// navbar item to draw one (docsgen's navbar draws its configured links itself, templates/NavLink.tsx).
import Link from '../docusaurus/Link.tsx';

export interface DefaultNavbarItemProps {
  label?: string;
  to?: string;
  href?: string;
  className?: string;
  /** In the mobile menu: a list item, with its classes. */
  mobile?: boolean;
  [key: string]: unknown;
}

export default function DefaultNavbarItem({ label, to, href, className, mobile, position: _p, activeBasePath: _b, activeBaseRegex: _r, isDropdownItem: _d, ...rest }: DefaultNavbarItemProps) {
  const classes = [mobile ? 'mobile-menu-link' : 'navbar-link', className].filter(Boolean).join(' ');
  const link = <Link {...rest} className={classes} {...(to !== undefined ? { to } : { href })}>{label}</Link>;
  // In the mobile menu, an item of its list, as Docusaurus's.
  return mobile ? <li>{link}</li> : link;
}
