// A site's `DocRoot/Layout`, `DocRoot/Layout/Sidebar` or `DocRoot/Layout/Main` (the docs page's layout, Docusaurus's
// box around the docs sidebar and the page): each rendered once per build as a page slot is (source.ts), around
// docsgen's sidebar and main, which each docs page draws in its markers (templates/doc-root.tsx). Drawn: a wrapper
// (`@theme-original/…`), a `DocRoot/Layout` of its own that places the halves (`@theme/DocRoot/Layout/Sidebar`,
// `…/Main`), a `Sidebar` of its own that places `@theme/DocSidebar` (docsgen's sidebar there) and a `Main` of its own
// that places its `children` (docsgen's main there). Another column of its own has no place for docsgen's: left
// out, said in a warning. So with the docs routes' roots around the layout (`DocsRoot`, `DocVersionRoot`, `DocRoot`,
// `DocPage`): drawn where they draw their nested routes (`renderRoutes`, `useDocRootMetadata`'s `docElement`, their
// `children`) or docsgen's layout.
import { readFileSync } from 'node:fs';
import type { Problem } from '../../errors.ts';
import { DOCS } from '../../docs-url.ts';
import type { ThemeOverrides } from '../../docusaurus/theme-overrides.ts';
import { leaveOut } from '../../docusaurus/left-out.ts';
import { DOC_ROOT_PARTS, DOC_ROUTE_ROOTS, type DocRootPart, type DocRouteRoot } from '../../../templates/doc-root-parts.ts';
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

/** What a root of its own places the docs page with. */
const ROOT_PLACES = /\brenderRoutes\b|\buseDocRootMetadata\b|\bchildren\b|['"]@theme\/Doc(?:Root|Page)\/Layout['"]/;

/** Which of the site's layout parts and roots are drawn, and a warning for each that is not. */
export function docRootParts(overrides: ThemeOverrides): { drawn: Set<DocRootPart | DocRouteRoot>; warnings: Problem[] } {
  const out = { drawn: new Set<DocRootPart | DocRouteRoot>(), warnings: [] as Problem[] };
  for (const root of DOC_ROUTE_ROOTS) {
    const file = overrides.get(root);
    if (!file) continue;
    const source = readFileSync(file, 'utf8');
    if (wrapsOriginal(source, root) || ROOT_PLACES.test(source)) out.drawn.add(root);
    else out.warnings.push({
      pos: { file },
      message: `src/theme/${root} draws a docs route of its own (it neither imports @theme-original/${root} nor draws its nested routes with renderRoutes(route.routes), its children or @theme/DocRoot/Layout), which docsgen does not draw: docsgen's docs page is drawn in its place`,
      hint: `draw the docs page where it goes with {renderRoutes(props.route.routes)}, or wrap @theme-original/${root}; see ${DOCS.themeOverrides}`,
    });
  }
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
  leaveOut(overrides, new Set([...DOC_ROOT_PARTS, ...DOC_ROUTE_ROOTS].filter((p) => overrides.has(p) && !out.drawn.has(p))));
  return out;
}
