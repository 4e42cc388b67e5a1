// A site's theme components docsgen leaves out (an ejected part it draws its own in place of, said in a warning):
// `@theme/<Name>` gives docsgen's own there, so a site's part that draws it (its `DocRoot/Layout` drawing
// `@theme/DocRoot/Layout/Sidebar`) draws docsgen's rather than the file left out.
import type { ThemeOverrides } from './theme-overrides.ts';

const leftOut = new WeakMap<ThemeOverrides, ReadonlySet<string>>();

/** Sets which of the site's components are left out (each load decides again: a file may change). */
export function leaveOut(overrides: ThemeOverrides, names: ReadonlySet<string>): void {
  leftOut.set(overrides, names);
}

/**
 * docsgen's parts that draw the site's wrappers of a part inside them, by the part: where the site's `DocRoot/Layout/
 * Sidebar` places `@theme/DocSidebar`, docsgen's sidebar goes, with the site's `DocSidebar…` wrappers inside it
 * (templates/Sidebar.tsx): the site's there too would draw each wrapper's additions twice.
 */
const WRAPPED_BY_DOCSGEN: Record<string, string> = { DocSidebar: 'DocRoot/Layout/Sidebar' };

/**
 * The file `@theme/<name>` means in `importer`: the site's component, unless it is left out or docsgen draws it
 * with the site's wrappers there (docsgen's own, then).
 */
export function siteComponent(overrides: ThemeOverrides, name: string, importer?: string): string | undefined {
  const inside = WRAPPED_BY_DOCSGEN[name];
  if (inside && importer !== undefined && overrides.get(inside) === importer) return undefined;
  return leftOut.get(overrides)?.has(name) ? undefined : overrides.get(name);
}
