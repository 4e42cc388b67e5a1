// A site's `DocRoot/Layout`, `DocRoot/Layout/Sidebar` or `DocRoot/Layout/Main` (the docs page's layout, Docusaurus's
// box around the docs sidebar and the page): each rendered once per build as a page slot is (source.ts), around
// docsgen's sidebar and main, which each docs page draws in its markers (templates/doc-root.tsx). Drawn: a wrapper
// (`@theme-original/…`), a `DocRoot/Layout` of its own that places the halves (`@theme/DocRoot/Layout/Sidebar`,
// `…/Main`), a `Sidebar` of its own that places `@theme/DocSidebar` (docsgen's sidebar there) and a `Main` of its own
// that places its `children` (docsgen's main there). Another column of its own has no place for docsgen's: left
// out, said in a warning.
import { readFileSync } from 'node:fs';
import type { Problem } from '../../errors.ts';
import { DOCS } from '../../docs-url.ts';
import type { ThemeOverrides } from '../../docusaurus/theme-overrides.ts';
import { leaveOut } from '../../docusaurus/left-out.ts';
import { DOC_ROOT_PARTS, type DocRootPart } from '../../../templates/doc-root-parts.ts';
import { wrapsOriginal } from './navbar-slots.ts';

/** What a part of its own places docsgen's part with, by part. */
const PLACES: Record<DocRootPart, RegExp> = {
  'DocRoot/Layout': /['"]@theme\/DocRoot\/Layout\/(?:Sidebar|Main)['"]/,
  'DocRoot/Layout/Sidebar': /['"]@theme\/DocSidebar['"]/,
  'DocRoot/Layout/Main': /\bchildren\b/,
};
const PLACED_BY: Record<DocRootPart, string> = {
  'DocRoot/Layout': ', @theme/DocRoot/Layout/Sidebar or …/Main', 'DocRoot/Layout/Sidebar': ' or @theme/DocSidebar', 'DocRoot/Layout/Main': ' or place its children',
};

/** Which of the site's layout parts are drawn, and a warning for each that is not. */
export function docRootParts(overrides: ThemeOverrides): { drawn: Set<DocRootPart>; warnings: Problem[] } {
  const out = { drawn: new Set<DocRootPart>(), warnings: [] as Problem[] };
  for (const part of DOC_ROOT_PARTS) {
    const file = overrides.get(part);
    if (!file) continue;
    const source = readFileSync(file, 'utf8');
    if (wrapsOriginal(source, part) || PLACES[part].test(source)) out.drawn.add(part);
    else out.warnings.push({
      pos: { file },
      message: `src/theme/${part} draws ${part === 'DocRoot/Layout' ? 'a docs page layout' : 'a docs page column'} of its own (it does not import @theme-original/${part}${PLACED_BY[part]}), which docsgen does not draw: docsgen's own is drawn in its place`,
      hint: `a ${part} that wraps @theme-original/${part} (to add something around it) is drawn around docsgen's; see ${DOCS.themeOverrides}`,
    });
  }
  leaveOut(overrides, new Set(DOC_ROOT_PARTS.filter((p) => overrides.has(p) && !out.drawn.has(p))));
  return out;
}
