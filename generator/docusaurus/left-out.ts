// A site's theme components docsgen leaves out (an ejected part it draws its own in place of, said in a warning):
// `@theme/<Name>` gives docsgen's own there, so a site's part that draws it (its `DocRoot/Layout` drawing
// `@theme/DocRoot/Layout/Sidebar`) draws docsgen's rather than the file left out.
import type { ThemeOverrides } from './theme-overrides.ts';

const leftOut = new WeakMap<ThemeOverrides, ReadonlySet<string>>();

/** Sets which of the site's components are left out (each load decides again: a file may change). */
export function leaveOut(overrides: ThemeOverrides, names: ReadonlySet<string>): void {
  leftOut.set(overrides, names);
}

/** The file `@theme/<name>` means: the site's component, unless it is left out. */
export function siteComponent(overrides: ThemeOverrides, name: string): string | undefined {
  return leftOut.get(overrides)?.has(name) ? undefined : overrides.get(name);
}
