// `@theme/NavbarItem/NavbarNavLink`: the link of a navbar item as Docusaurus's, which custom navbar items build theirs
// on: `to` (a page of the site, base URL added) or `href` (`prependBaseUrlToHref` adds it there too), its `label` or
// markup `html` as content, the caller's classes.
import type { ReactNode } from 'react';
import Link from '../docusaurus/Link.tsx';
import useBaseUrl from '../docusaurus/useBaseUrl.ts';

export interface NavbarNavLinkProps {
  to?: string;
  href?: string;
  label?: ReactNode;
  html?: string;
  className?: string;
  prependBaseUrlToHref?: boolean;
  [key: string]: unknown;
}

export default function NavbarNavLink({ to, href, label, html, prependBaseUrlToHref, activeBasePath: _b, activeBaseRegex: _r, isDropdownLink: _d, exact: _e, ...rest }: NavbarNavLinkProps) {
  const withBase = useBaseUrl(href ?? '');
  const content = html !== undefined ? <span dangerouslySetInnerHTML={{ __html: html }} /> : label;
  if (href !== undefined) return <Link {...rest} href={prependBaseUrlToHref ? withBase : href}>{content}</Link>;
  return <Link {...rest} to={to}>{content}</Link>;
}
