// `react-router-dom` (and `react-router`) for a site that imports it without installing it: every Docusaurus site
// has react-router 5 through @docusaurus/core, and its components use its Link, NavLink and hooks directly. Links are
// plain anchors (docsgen's client navigation takes over internal ones); `to` is used as written, with no base URL,
// as react-router's Link (under Docusaurus, which sets no basename) writes it.
import type { AnchorHTMLAttributes, CSSProperties, ReactNode, Ref } from 'react';
import { useLocation, type Location } from './router.ts';

export { Redirect, useHistory, useLocation } from './router.ts';

type To = string | Partial<Location>;

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  innerRef?: Ref<HTMLAnchorElement>;
  children?: ReactNode;
}

const hrefOf = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`);

export function Link({ to, replace: _replace, innerRef, children, ...rest }: RouterLinkProps) {
  return <a {...rest} ref={innerRef} href={hrefOf(to)}>{children}</a>;
}

export interface Match {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string>;
}

/** react-router 5's `matchPath` for a literal path: `path` matches itself and the paths below it (only itself when `exact`). */
export function matchPath(pathname: string, options: string | { path?: string; exact?: boolean }): Match | null {
  const { path = '/', exact = false } = typeof options === 'string' ? { path: options } : options;
  const bare = path.replace(/\/+$/, '');
  const isExact = pathname.replace(/\/+$/, '') === bare;
  if (!isExact && (exact || !pathname.startsWith(`${bare}/`))) return null;
  return { path, url: isExact ? pathname : bare || '/', isExact, params: {} };
}

export interface NavLinkProps extends RouterLinkProps {
  exact?: boolean;
  activeClassName?: string;
  activeStyle?: CSSProperties;
  isActive?: (match: Match | null, location: Location) => boolean;
  'aria-current'?: 'page' | 'step' | 'location' | 'date' | 'time' | 'true';
}

/** A Link marked while the page is at or under `to` (react-router 5's defaults: class `active`, `aria-current="page"`). */
export function NavLink({ exact, activeClassName = 'active', activeStyle, isActive, className, style, 'aria-current': current = 'page', ...rest }: NavLinkProps) {
  const location = useLocation();
  const match = matchPath(location.pathname, { path: hrefOf(rest.to).split(/[?#]/)[0], exact });
  const active = isActive ? isActive(match, location) : match !== null;
  return (
    <Link {...rest} className={[className, active ? activeClassName : ''].filter(Boolean).join(' ') || undefined}
      style={active ? { ...style, ...activeStyle } : style} aria-current={active ? current : undefined} />
  );
}
