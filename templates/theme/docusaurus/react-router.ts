// `react-router` and `react-router-dom` (v5, as Docusaurus runs): sites import them directly, having them through
// Docusaurus. docsgen has no router: the page is the route, so these read the page's location (@docusaurus/router),
// routes match it (react-router-routes.ts) and links are plain anchors (docsgen's client navigation takes over
// internal ones).
import { createElement, forwardRef, type AnchorHTMLAttributes, type ComponentType, type CSSProperties, type ReactNode, type Ref } from 'react';
import { useHistory, useLocation, type Location } from './router.ts';
import { matchPath, type Match, type MatchOptions } from './match-path.ts';
import { Router, useMatch } from './react-router-routes.ts';

export { useHistory, useLocation, Redirect } from './router.ts';
export { matchPath } from './match-path.ts';
export { Route, Router, Switch } from './react-router-routes.ts';
export { Router as BrowserRouter, Router as HashRouter, Router as MemoryRouter, Router as StaticRouter };

/** The closest Route's match (the page's own route outside any), or the location matched against `options`. */
export function useRouteMatch(options?: string | string[] | MatchOptions): Match | null {
  const { pathname } = useLocation();
  const match = useMatch();
  return options === undefined ? match : matchPath(pathname, options);
}

/** The closest Route's parameters (`{}` outside any: Docusaurus's routes have none). */
export function useParams(): Record<string, string | undefined> {
  return useMatch()?.params ?? {};
}

/** The component given `history`, `location` and `match` as its props, as react-router's `withRouter` does. */
export function withRouter<P extends object>(Component: ComponentType<P>): ComponentType<Omit<P, 'history' | 'location' | 'match'>> {
  function WithRouter(props: Omit<P, 'history' | 'location' | 'match'>) {
    const history = useHistory();
    const location = useLocation();
    return createElement(Component, { ...props, history, location, match: useMatch() } as unknown as P);
  }
  WithRouter.displayName = `withRouter(${Component.displayName ?? Component.name ?? 'Component'})`;
  return WithRouter;
}

type To = string | Partial<Location> | ((location: Location) => string | Partial<Location>);

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  innerRef?: Ref<HTMLAnchorElement>;
  children?: ReactNode;
}

const hrefOf = (to: To, location: Location): string => {
  const target = typeof to === 'function' ? to(location) : to;
  return typeof target === 'string' ? target : `${target.pathname ?? location.pathname}${target.search ?? ''}${target.hash ?? ''}`;
};

/** An anchor to `to` as given (react-router's links take no base URL: Docusaurus's paths carry it). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace: _replace, innerRef, ...rest }, ref) {
  return createElement('a', { ...rest, href: hrefOf(to, useLocation()), ref: innerRef ?? ref });
});

interface NavLinkProps extends LinkProps, Pick<MatchOptions, 'exact' | 'strict' | 'sensitive'> {
  activeClassName?: string;
  activeStyle?: CSSProperties;
  isActive?: (match: Match | null, location: Location) => boolean;
  'aria-current'?: 'page' | 'step' | 'location' | 'date' | 'time' | 'true';
}

/** A Link marked (`active` class, aria-current) when the page's location matches where it goes. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(props, ref) {
  const { activeClassName = 'active', activeStyle, isActive, exact, strict, sensitive, className, style, 'aria-current': current = 'page', ...rest } = props;
  const location = useLocation();
  // Where it goes, as a pattern matching only itself.
  const path = hrefOf(rest.to, location).replace(/[?#].*$/, '').replace(/[.+*?=^!:${}()[\]|/\\]/g, '\\$&');
  const match = matchPath(location.pathname, { path, exact, strict, sensitive });
  const active = isActive ? isActive(match, location) : match !== null;
  return createElement(Link, {
    ...rest,
    ref,
    className: [className, active ? activeClassName : undefined].filter(Boolean).join(' ') || undefined,
    style: active ? { ...style, ...activeStyle } : style,
    ...(active ? { 'aria-current': current } : {}),
  });
});
