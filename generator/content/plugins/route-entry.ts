// A plugin's `addRoute` as pages: a module, written beside the plugin's data, that renders the route's component
// with each of its `modules` (a path or a `createData` answer, `{__import: true, path}`, or objects and arrays of
// those, as Docusaurus allows them), its `props`, and react-router's props as Docusaurus gives them. A route with
// nested `routes` is a page at each of its innermost routes' paths, as Docusaurus writes them: the outer component
// given `route` (with its `routes`, each a component of its own) draws the inner one where it calls `renderRoutes`
// (@docusaurus/renderRoutes), which matches the page's location, as react-router-config's does.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadedConfig } from '../../config/load.ts';
import type { SitePlugin } from '../../config/schema.ts';
import { BuildError } from '../../errors.ts';
import { sha1 } from '../../hash.ts';
import type { DocSource } from '../../types.ts';
import { arr, obj, str, type Obj } from '../../values.ts';
import { listedRoute } from './listed-route.ts';

export const PLUGINS_SOURCE_ID = 'plugins';

/** A page per innermost route of `route` (itself, when it nests none), with the component each page renders. */
export function routeEntries(p: SitePlugin, route: Obj, dir: string, loaded: LoadedConfig): { entry: DocSource; component: string | undefined }[] {
  return leafChains(route).map((chain) => ({ entry: routeEntry(p, chain, dir, loaded), component: str(chain.at(-1)!.component) }));
}

/** Each innermost route with the routes it is nested in, outermost first. */
function leafChains(route: Obj, above: Obj[] = []): Obj[][] {
  const chain = [...above, route];
  return Array.isArray(route.routes) ? arr(route.routes).flatMap((r) => leafChains(obj(r), chain)) : [chain];
}

function routeEntry(p: SitePlugin, chain: Obj[], dir: string, loaded: LoadedConfig): DocSource {
  const fail = (what: string) => new BuildError([{ pos: { file: loaded.file }, message: `plugin ${p.name}: addRoute ${what}`, hint: 'give addRoute a path, a component file and modules that are paths (createData gives them)' }]);
  // A route others nest under may have the empty path (a layout at the site's root, as Docusaurus allows).
  for (const route of chain) {
    const its = str(route.path);
    if (!(its || (its === '' && route !== chain.at(-1))) || !str(route.component)) throw fail(`needs a path and a component (got ${JSON.stringify({ path: its, component: str(route.component) })})`);
  }
  const code = new ModuleCode(fail);
  const leaf = chain.at(-1)!;
  const at = str(leaf.path)!;
  const location = { pathname: at, search: '', hash: '' };
  // The page's own props of each route on the way: its `props` and `modules`.
  const own = (route: Obj) => `{...${JSON.stringify(obj(route.props))}, ${Object.entries(obj(route.modules)).map(([name, m]) => `${JSON.stringify(name)}: ${code.value(m, `${name}`, str(route.path)!)}`).join(', ')}}`;
  // The components of the nested routes: those on the way to the page draw theirs, the others nothing. Named as an
  // MDX file's content is, they cross into an interactive outer component as their server HTML (island-props.tsx).
  const components: string[] = [];
  const declare = (fn: string) => `MDXContent${components.push(`export const MDXContent${components.length} = ${fn};`) - 1}`;
  let none: string | undefined;
  const routeObject = (route: Obj, depth: number): string => {
    const onWay = depth >= 0;
    const { routes: _routes, component: _component, ...listed } = listedRoute(route, loaded.config);
    const exact = route.routes === undefined ? { exact: route.exact !== false } : {};
    // react-router's props by default, for the server HTML drawn without them.
    const given = { match: { ...routeMatch(str(route.path)!), isExact: route === leaf }, location, route: { ...listed, ...exact } };
    // The outer one's own (the page's island, maybe) is not in its `route`: a function cannot reach the browser.
    const component = depth === 0 ? '' : `, "component": ${onWay ? declare(`(props) => <${code.component(str(route.component)!)} {...${JSON.stringify(given)}} {...props} {...${own(route)}} />`) : (none ??= declare('() => null'))}`;
    const nested = Array.isArray(route.routes) ? `, "routes": [${arr(route.routes).map((r) => routeObject(obj(r), onWay && r === chain[depth + 1] ? depth + 1 : -1)).join(', ')}]` : '';
    return `{...${JSON.stringify({ ...listed, ...exact })}${component}${nested}}`;
  };
  const top = chain[0]!;
  const topPath = str(top.path)!;
  // What react-router hands the outer component on Docusaurus (its page is rendered at the innermost route's path).
  const router = { match: { ...routeMatch(topPath), isExact: chain.length === 1 }, location };
  const route = routeObject(top, 0);
  const props = own(top);
  const Top = code.component(str(top.component)!);
  const body = `${[...code.imports, ...components].join('\n')}\nexport const Route = () => <${Top} {...${JSON.stringify(router)}} {...${props}} route={${route}} />;\n\n<Route />\n`;
  // Docusaurus's routes carry the base URL; docsgen's do not.
  const base = loaded.config.baseUrl;
  const routePath = at.startsWith(base) ? `/${at.slice(base.length)}` : at;
  const n = sha1(`${p.name}\0${p.id}\0${routePath}`).slice(0, 10);
  const file = write(path.join(dir, `route-${n}.jsx`), body);
  return { id: `${PLUGINS_SOURCE_ID}:${p.name}:${routePath}`, file, relPath: `route-${n}.jsx`, dir: '', route: routePath, frontmatter: {}, body, bodyLine: 1, isFolderIndex: false, hash: sha1(body), mdxSyntax: true, lint: [] };
}

/** The module's imports: each component and module path once, by the name the code uses. */
class ModuleCode {
  readonly imports: string[] = [];
  private readonly named = new Map<string, string>();
  constructor(private readonly fail: (what: string) => BuildError) {}

  component(file: string): string {
    return this.name(file, 'C');
  }

  /**
   * A route's module as code: an import's name in the place of each path. A Markdown file (a blog post, maybe
   * `query: {truncated: true}`, its excerpt) is its content with its other exports on it (`metadata`, `frontMatter`),
   * as Docusaurus's route modules give a module's default export.
   */
  value(m: unknown, key: string, at: string): string {
    const file = typeof m === 'string' ? m : obj(m).__import === true ? str(obj(m).path) : undefined;
    if (file !== undefined && /\.mdx?$/.test(file)) {
      const query = new URLSearchParams(Object.entries(obj(obj(m).query)).map(([k, v]) => [k, String(v)])).toString();
      const name = this.name(query ? `${file}?${query}` : file, 'm', true);
      return `Object.assign(${name}.default, Object.fromEntries(Object.entries(${name}).filter(([k]) => k !== 'default')))`;
    }
    if (file !== undefined) return this.name(file, 'm');
    if (Array.isArray(m)) return `[${m.map((x, i) => this.value(x, `${key}[${i}]`, at)).join(', ')}]`;
    if (m && typeof m === 'object') return `{${Object.entries(m).map(([k, x]) => `${JSON.stringify(k)}: ${this.value(x, `${key}.${k}`, at)}`).join(', ')}}`;
    throw this.fail(`module ${key} of ${at} is not a path (got ${JSON.stringify(m)})`);
  }

  /** `whole`: the module's namespace (all its exports), not its default export. */
  private name(file: string, prefix: string, whole = false): string {
    const key = `${whole ? '*' : ''}${file}`;
    if (!this.named.has(key)) {
      this.named.set(key, `${prefix}${this.named.size}`);
      this.imports.push(`import ${whole ? '* as ' : ''}${this.named.get(key)} from ${JSON.stringify(file)};`);
    }
    return this.named.get(key)!;
  }
}

/** react-router's `match` of a path pattern at itself: a `:name` part and a `*` (param `0`, `1`, …) match their own text. */
function routeMatch(pattern: string): { path: string; url: string; isExact: boolean; params: Record<string, string> } {
  const params: Record<string, string> = {};
  let unnamed = 0;
  for (const part of pattern.split('/')) {
    if (part.startsWith(':')) params[part.slice(1).replace(/[?*+]$/, '')] = part;
    else if (part.includes('*')) params[unnamed++] = '*';
  }
  return { path: pattern, url: pattern, isExact: true, params };
}

export function write(file: string, text: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}
