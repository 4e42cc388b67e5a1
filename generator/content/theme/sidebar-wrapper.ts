// A site's `DocSidebar` that wraps docsgen's docs sidebar (`@theme-original/DocSidebar`, to add a box above or below
// the menu): rendered once per build as a page slot is (source.ts), docsgen's sidebar drawn in its marker inside the
// sidebar's column on each page (templates/Sidebar.tsx). One that draws a sidebar of its own is not drawn, said in a warning.
import { readFileSync } from 'node:fs';
import type { Problem } from '../../errors.ts';
import { DOCS } from '../../docs-url.ts';
import type { ThemeOverrides } from '../../docusaurus/theme-overrides.ts';
import { wrapsOriginal } from './navbar-slots.ts';

/** Whether the site's DocSidebar is drawn (it wraps docsgen's), and the warning for one that is not. */
export function docSidebarWrapper(overrides: ThemeOverrides): { drawn: boolean; warnings: Problem[] } {
  const file = overrides.get('DocSidebar');
  if (!file) return { drawn: false, warnings: [] };
  if (wrapsOriginal(readFileSync(file, 'utf8'), 'DocSidebar')) return { drawn: true, warnings: [] };
  return {
    drawn: false,
    warnings: [{
      pos: { file },
      message: 'src/theme/DocSidebar draws a docs sidebar of its own (it does not import @theme-original/DocSidebar), which docsgen does not draw: docsgen\'s own sidebar is drawn in its place',
      hint: `a DocSidebar that wraps @theme-original/DocSidebar (to add something above or below it) is drawn around docsgen's; see ${DOCS.themeOverrides}`,
    }],
  };
}
