// docsgen's own page parts inside a site's theme component that wraps them (`@theme-original/Footer`): the component
// renders once, the parts per page, so it leaves a marker each page's render fills.
import type { DocPart, FooterMarker, NavbarSlot, PageSlot } from '../../generator/docusaurus/theme-overrides.ts';
import type { NESTED_ROUTES } from '../doc-root-parts.ts';

export const ORIGINAL = 'data-docsgen-original';

/** The class of a marker inside an island, whose container the page keeps around docsgen's part. */
export const KEPT = 'docsgen-original';

/** The attribute of a marker that carries the table of contents a site's wrapper gives docsgen's. */
export const OWN_TOC = 'data-docsgen-toc';

const MARKER = new RegExp(`(<div ${ORIGINAL}="([^"]+)"(?: ${OWN_TOC}="([^"]*)")?( class="${KEPT}" style="display:contents")?>)</div>`, 'g');

/**
 * `html` (a site part's) with each marker filled by docsgen's own part of its name (inside its container in an
 * island); `given`: the table of contents the marker carries, if any.
 */
export function fillOriginals(html: string, own: (name: string, given?: string) => string): string {
  return html.replace(MARKER, (_, open: string, name: string, given?: string, kept?: string) => (kept ? `${open}${own(name, given)}</div>` : own(name, given)));
}

/** `html` (a slot's) with docsgen's own part in place of its marker (inside the marker's kept container, in an island). */
export function withOriginal(html: string, slot: PageSlot | FooterMarker | DocPart | NavbarSlot | typeof NESTED_ROUTES, original: () => string): string {
  const marker = `<div ${ORIGINAL}="${slot}"></div>`;
  if (html.includes(marker)) return html.replace(marker, () => original());
  const kept = `<div ${ORIGINAL}="${slot}" class="${KEPT}" style="display:contents">`;
  return html.includes(kept) ? html.replace(kept, () => `${kept}${original()}`) : html;
}
