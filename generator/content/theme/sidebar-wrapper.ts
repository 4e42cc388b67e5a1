// A site's `DocSidebar`, `DocSidebar/Desktop` or `…/Desktop/Content` that wraps docsgen's docs sidebar
// (`@theme-original/…`, to add a box above or below the menu): each rendered once per build as a page slot is
// (source.ts), docsgen's sidebar drawn in the innermost one's marker inside the sidebar's column on each page
// (templates/Sidebar.tsx). One that draws a sidebar of its own is not drawn, said in a warning.
import { readFileSync } from 'node:fs';
import type { Problem } from '../../errors.ts';
import { DOCS } from '../../docs-url.ts';
import type { ThemeOverrides } from '../../docusaurus/theme-overrides.ts';
import { SIDEBAR_WRAPPERS } from '../../../templates/sidebar-wrappers.ts';
import { wrapsOriginal } from './navbar-slots.ts';

/** Which of the site's sidebar wrappers are drawn (those that wrap docsgen's), and a warning for each that is not. */
export function docSidebarWrappers(overrides: ThemeOverrides): { drawn: Set<string>; warnings: Problem[] } {
  const out = { drawn: new Set<string>(), warnings: [] as Problem[] };
  for (const slot of SIDEBAR_WRAPPERS) {
    const file = overrides.get(slot);
    if (!file) continue;
    if (wrapsOriginal(readFileSync(file, 'utf8'), slot)) out.drawn.add(slot);
    else out.warnings.push({
      pos: { file },
      message: `src/theme/${slot} draws a docs sidebar of its own (it does not import @theme-original/${slot}), which docsgen does not draw: docsgen's own sidebar is drawn in its place`,
      hint: `a ${slot} that wraps @theme-original/${slot} (to add something above or below it) is drawn around docsgen's; see ${DOCS.themeOverrides}`,
    });
  }
  return out;
}
