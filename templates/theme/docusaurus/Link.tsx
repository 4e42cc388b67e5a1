// `@docusaurus/Link`: `to` for pages of the site (base URL added), `href` for anything else.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import useBaseUrl from './useBaseUrl.ts';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  children?: ReactNode;
  isNavLink?: boolean;
  activeClassName?: string;
}

export default function Link({ to, href, children, isNavLink: _nav, activeClassName: _active, ...rest }: LinkProps) {
  // Without a target (a page-less category that cannot close), Docusaurus's anchor has no `href`, not an empty one.
  if (!to && !href) return <a {...rest}>{children}</a>;
  const written = (to || href)!;
  // `pathname://` marks a path the router must leave to the browser (Docusaurus's escape hatch): an external link.
  const pathname = written.startsWith('pathname://');
  const target = pathname ? written.slice('pathname://'.length) : written;
  const internal = !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(target);
  const url = useBaseUrl(internal && target.startsWith('/') ? target : '');
  const external = pathname || (!internal && /^https?:/i.test(target));
  return (
    <a {...rest} href={internal && target.startsWith('/') ? url : target}
      {...(external ? { target: rest.target ?? '_blank', rel: rest.rel ?? 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
