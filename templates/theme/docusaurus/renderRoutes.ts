// `@docusaurus/renderRoutes` (react-router-config's `renderRoutes`, which Docusaurus re-exports) and that package's
// `matchRoutes`: a route component given nested `routes` (a plugin's `addRoute` with `routes`) draws the one that
// matches the page's location, giving it `route` and the router's props, as react-router-config does.
import { createElement, type ComponentType, type ReactNode } from 'react';
import { Route, Switch, type RouteComponentProps } from './react-router-routes.ts';
import { matchPath, type Match } from './match-path.ts';
import { Original } from '../DocItem/original.tsx';
import { NESTED_ROUTES } from '../../doc-root-parts.ts';

export interface RouteConfig {
  path?: string;
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
  key?: string | number;
  /** A module's name (`@theme/DocItem`, as `@generated/routes` lists it): the routes a docs root gets, docsgen's page. */
  component?: ComponentType<Record<string, unknown>> | string;
  render?: (props: Record<string, unknown>) => ReactNode;
  routes?: RouteConfig[];
  [attribute: string]: unknown;
}

/** The first of `routes` that matches the location, drawn with `extraProps` and its own `route`; null without routes. */
export default function renderRoutes(routes: readonly RouteConfig[] | undefined, extraProps: object = {}, switchProps: object = {}): ReactNode {
  if (!routes) return null;
  return createElement(Switch, switchProps, routes.map((route, i) => createElement(Route, {
    key: route.key ?? i, path: route.path, exact: route.exact, strict: route.strict, sensitive: route.sensitive,
    render: (props: RouteComponentProps) => {
      const given = { ...props, ...extraProps, route };
      if (typeof route.component === 'string') return createElement(Original, { part: NESTED_ROUTES });
      return route.render ? route.render(given) : route.component ? createElement(route.component, given) : null;
    },
  })));
}

export { renderRoutes };

/** The routes matching `pathname`, outermost first, each with its match, as react-router-config's `matchRoutes`. */
export function matchRoutes(routes: readonly RouteConfig[], pathname: string, branch: { route: RouteConfig; match: Match }[] = []): { route: RouteConfig; match: Match }[] {
  routes.some((route) => {
    const match = route.path ? matchPath(pathname, { ...route, path: route.path }) : branch.at(-1)?.match ?? { path: '/', url: '/', params: {}, isExact: pathname === '/' };
    if (match) {
      branch.push({ route, match });
      if (route.routes) matchRoutes(route.routes, pathname, branch);
    }
    return match !== null;
  });
  return branch;
}
