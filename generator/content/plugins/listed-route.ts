// A plugin's `addRoute` as `@generated/routes` lists it: as Docusaurus writes it, the route as given — its path
// (which carries the base URL the plugin put there: none is added) with the site's trailingSlash, its nested
// `routes` too, `exact` only where true, and the attributes Docusaurus keeps (`sidebar`, a plugin's own keys).
import { applyTrailingSlash } from '../docs/doc-source.ts';
import { PRIORITY, type GeneratedRoute } from '../../docusaurus/route-tree.ts';
import { arr, obj, str, type Obj } from '../../values.ts';

/** What Docusaurus's route code leaves out of the list (loaded with the route, or its own). */
const UNLISTED = new Set(['path', 'component', 'modules', 'context', 'routes', 'priority', 'exact', 'metadata', 'props', 'plugin']);

export function listedRoute(route: Obj, site: { baseUrl: string; trailingSlash?: boolean }): GeneratedRoute {
  const at = str(route.path) ?? '';
  const attributes = Object.fromEntries(Object.entries(route).filter(([k, v]) => !UNLISTED.has(k) && v !== undefined && typeof v !== 'function'));
  const nested = Array.isArray(route.routes) ? { routes: arr(route.routes).map((r) => listedRoute(obj(r), site)) } : {};
  return {
    // The site's root keeps its slash, as Docusaurus's applyTrailingSlash leaves the base URL alone.
    path: at === site.baseUrl ? at : applyTrailingSlash(at, site.trailingSlash),
    component: str(route.component) ?? '',
    ...(route.exact === true ? { exact: true } : {}),
    ...nested,
    ...attributes,
    ...(typeof route.priority === 'number' ? { [PRIORITY]: route.priority } : {}),
  };
}
