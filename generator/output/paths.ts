// Nothing is ever written outside the output folder, whatever a slug says: every route's files are checked
// before anything is rendered, and the staged output checks each file again as it writes it.
import path from 'node:path';
import { BuildError, type Problem } from '../errors.ts';
import type { SourceRenderData } from '../content/source.ts';
import { keyPosition } from '../content/key-position.ts';
import type { CategoryMeta, Route } from '../types.ts';

/** Whether `file` (relative to the output folder) stays inside it once `.`/`..` segments are resolved. */
export function staysInside(file: string): boolean {
  const n = path.posix.normalize(file.replace(/\\/g, '/'));
  return !file.includes('\0') && !path.posix.isAbsolute(n) && n !== '..' && !n.startsWith('../');
}

/**
 * Throws for every route whose output would land outside the output folder, naming where its path came from:
 * the doc's `slug`, or the category file's `link.slug` (`fallback`: the sidebars or config file).
 */
export function checkRouteFiles(routes: Route[], render: Pick<SourceRenderData, 'docsByRoute' | 'categoriesByRoute'>, categories: ReadonlyMap<string, CategoryMeta>, fallback: string): void {
  const problems: Problem[] = [];
  for (const route of routes) {
    if (staysInside(routeFile(route.path))) continue;
    const doc = render.docsByRoute.get(route.path);
    const label = render.categoriesByRoute.get(route.path)?.label;
    const category = [...categories.values()].find((c) => c.file && c.link?.type === 'generated-index' && c.label === label);
    const file = doc?.file ?? category?.file ?? fallback;
    problems.push({
      pos: keyPosition(file, 'slug'),
      message: `the slug puts the page at "${route.path}", outside the output folder`,
      hint: 'a slug is a path inside the site: remove its ".." segments (e.g. slug: /guides/setup)',
    });
  }
  if (problems.length) throw new BuildError(problems);
}

/** Output file of a route: `/docs/x` → `docs/x/index.html`, `/404.html` stays a file. */
export function routeFile(route: string, name = 'index.html'): string {
  if (route.endsWith('.html')) return route.slice(1);
  const dir = route.replace(/^\/|\/$/g, '');
  return dir ? `${dir}/${name}` : name;
}

/**
 * The HTML file of a page: its routeFile, except that with `trailingSlash: false` a route that does not end in `/` is
 * a file of its own (`/docs/x` → `docs/x.html`), as Docusaurus writes it: hosts then serve `/docs/x` as it is, where
 * a folder's `index.html` would have them redirect to `/docs/x/`. Its page data stays in the route's folder.
 */
export function pageFile(route: string, trailingSlash: boolean | undefined): string {
  const flat = trailingSlash === false && route !== '/' && !route.endsWith('/') && !route.endsWith('.html');
  return flat ? `${route.slice(1)}.html` : routeFile(route);
}

/** A doc's Markdown file, beside its page: `/docs/x` → `docs/x.md`, the root `/` → `index.md`. */
export function markdownFile(route: string): string {
  return `${route.replace(/^\/|\/$/g, '') || 'index'}.md`;
}
