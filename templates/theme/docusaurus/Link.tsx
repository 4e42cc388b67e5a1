// `@docusaurus/Link`: `to` for pages of the site (base URL added, and the site's `trailingSlash` applied, as
// Docusaurus's Link applies it to every link inside the site), `href` for anything else.
import { useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { SiteContext } from '../context.ts';
import useBaseUrl from './useBaseUrl.ts';
import { applyTrailingSlash } from './utils-common.ts';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  children?: ReactNode;
  isNavLink?: boolean;
  activeClassName?: string;
  /** Leaves the link out of the broken-link check (Docusaurus's prop; not an attribute of the anchor). */
  'data-noBrokenLinkCheck'?: boolean;
}

export default function Link({ to, href, children, isNavLink: _nav, activeClassName: _active, 'data-noBrokenLinkCheck': _unchecked, ...rest }: LinkProps) {
  // Without a target (a page-less category that cannot close), Docusaurus's anchor has no `href`, not an empty one.
  if (!to && !href) return <a {...rest}>{children}</a>;
  const written = (to || href)!;
  // `pathname://` marks a path the router must leave to the browser (Docusaurus's escape hatch): an external link.
  const pathname = written.startsWith('pathname://');
  const target = pathname ? written.slice('pathname://'.length) : written;
  const internal = !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(target);
  const url = useBaseUrl(internal && target.startsWith('/') ? target : '');
  const { siteConfig } = useContext(SiteContext);
  const external = pathname || (!internal && /^https?:/i.test(target));
  const within = internal && !pathname ? applyTrailingSlash(target.startsWith('/') ? url : target, { trailingSlash: siteConfig.trailingSlash as boolean | undefined, baseUrl: siteConfig.baseUrl }) : target;
  return (
    <a {...rest} href={within}
      {...(external ? { target: rest.target ?? '_blank', rel: rest.rel ?? 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
