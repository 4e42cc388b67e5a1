// Nothing is ever written outside the output folder, whatever a slug says: every route's files are checked
// before anything is rendered, and the staged output checks each file again as it writes it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BuildError, type Problem } from './errors.ts';
import type { SiteRoutes } from './routes.ts';
import type { CategoryMeta, SourcePos } from './types.ts';
import { routeFile } from './write.ts';

/** Whether `file` (relative to the output folder) stays inside it once `.`/`..` segments are resolved. */
export function staysInside(file: string): boolean {
  const n = path.posix.normalize(file.replace(/\\/g, '/'));
  return !file.includes('\0') && !path.posix.isAbsolute(n) && n !== '..' && !n.startsWith('../');
}

/**
 * Throws for every route whose output would land outside the output folder, naming where its path came from:
 * the doc's `slug`, or the category file's `link.slug` (`fallback`: the sidebars or config file).
 */
export function checkRouteFiles(routes: SiteRoutes, categories: ReadonlyMap<string, CategoryMeta>, fallback: string): void {
  const problems: Problem[] = [];
  for (const route of routes.routes) {
    if (staysInside(routeFile(route.path))) continue;
    const doc = routes.docsByRoute.get(route.path);
    const label = routes.categoriesByRoute.get(route.path)?.label;
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

/** The line of `key:` (YAML frontmatter) or `"key":` (JSON) in `file`; only read when there is an error to report. */
function keyPosition(file: string, key: string): SourcePos {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { file };
  }
  const lines = text.split('\n');
  const i = lines.findIndex((l) => new RegExp(`^\\s*["']?${key}["']?\\s*:`).test(l));
  return i < 0 ? { file } : { file, line: i + 1, column: lines[i]!.search(/\S/) + 1 };
}
