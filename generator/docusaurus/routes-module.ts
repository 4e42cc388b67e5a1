// The code of `@generated/routes` as site bundles import it. Docusaurus's entries carry a loadable component (site
// code renders `<route.component />` or calls `route.component.preload()`); here each is a small component that
// renders nothing, with the name of the module Docusaurus renders the route with as its `displayName`, and a
// `preload()` that resolves at once, as the page's code is already there.
import type { GeneratedRoute } from './route-tree.ts';

/** The module's source: `routes` with each `component` a component made once per module name. */
export function routesModule(routes: readonly GeneratedRoute[]): string {
  const made = 'const made = {};\n'
    + 'function component(name) {\n'
    + '  if (!made[name]) made[name] = Object.assign(function RouteComponent() { return null; }, { displayName: name, preload: () => Promise.resolve() });\n'
    + '  return made[name];\n}\n';
  return `${made}export default [${routes.map(routeCode).join(',\n')}];\n`;
}

function routeCode(route: GeneratedRoute): string {
  const fields = Object.entries(route).map(([key, value]) => {
    if (key === 'component') return `"component": component(${JSON.stringify(value)})`;
    if (key === 'routes') return `"routes": [${(value as GeneratedRoute[]).map(routeCode).join(',\n')}]`;
    return `${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  });
  return `{${fields.join(', ')}}`;
}
