// react-router v5's `Switch` and `Route`, and its routers, for a site component that routes within its page (a
// page reading `/docs/:id` from the path, a component drawing one part per path). docsgen has no route table: the
// page is the route, so a router only passes its children on, and the routes match the page's location
// (@docusaurus/router: the route being rendered on the server, the browser's in an island), as v5's do.
import { Children, createContext, createElement, isValidElement, useContext, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { useHistory, useLocation, type Location } from './router.ts';
import { matchPath, type Match, type MatchOptions } from './match-path.ts';

/** The page's own route: its path matched whole, with no parameters (Docusaurus's routes have none). */
export const pageMatch = (pathname: string): Match => ({ path: pathname, url: pathname, isExact: true, params: {} });

/** The match of the closest Route above (undefined: none, the page's own route is the match). */
const MatchContext = createContext<Match | null | undefined>(undefined);

/** The match the closest Route gives its children: the page's own route outside any. */
export function useMatch(): Match | null {
  const match = useContext(MatchContext);
  const { pathname } = useLocation();
  return match === undefined ? pageMatch(pathname) : match;
}

export interface RouteComponentProps {
  history: ReturnType<typeof useHistory>;
  location: Location;
  match: Match | null;
}

interface RouteProps extends Omit<MatchOptions, 'path'> {
  path?: string | string[];
  component?: ComponentType<RouteComponentProps>;
  render?: (props: RouteComponentProps) => ReactNode;
  children?: ReactNode | ((props: RouteComponentProps) => ReactNode);
  location?: Location;
  /** Given by a Switch, which matched it already. */
  computedMatch?: Match | null;
}

/**
 * What matches the location draws: `children` as a function always (given a null match when it does not match),
 * else children, `component` or `render`, in v5's order; a Route without `path` matches as its parent did.
 */
export function Route(props: RouteProps): ReactElement {
  const outer = useMatch();
  const here = useLocation();
  const history = useHistory();
  const location = props.location ?? here;
  const match = props.computedMatch !== undefined ? props.computedMatch
    : props.path ? matchPath(location.pathname, { ...props, path: props.path }) : outer;
  const routeProps: RouteComponentProps = { history, location, match };
  const { children, component, render } = props;
  let drawn: ReactNode = null;
  if (typeof children === 'function') drawn = children(routeProps);
  else if (match) {
    drawn = children !== undefined && Children.count(children) > 0 ? children
      : component ? createElement(component, routeProps) : render ? render(routeProps) : null;
  }
  return createElement(MatchContext.Provider, { value: match }, drawn);
}

/** The first child Route (or Redirect, by its `from`) matching the location, alone; nothing when none does. */
export function Switch({ children, location: given }: { children?: ReactNode; location?: Location }): ReactNode {
  const outer = useMatch();
  const here = useLocation();
  const location = given ?? here;
  for (const child of Children.toArray(children)) {
    if (!isValidElement<RouteProps & { from?: string }>(child)) continue;
    const path = child.props.path || child.props.from;
    const match = path ? matchPath(location.pathname, { ...child.props, path }) : outer;
    if (match) return createElement(child.type, { ...child.props, location, computedMatch: match });
  }
  return null;
}

/** A router of react-router's (BrowserRouter, StaticRouter, …): the page's location is the router's, so its children as they are. */
export function Router({ children }: { children?: ReactNode }): ReactNode {
  return children ?? null;
}
