// docsgen's own page parts inside a site's theme component that wraps them (`@theme-original/Footer`): the component
// renders once, the parts per page, so it leaves a marker each page's render fills.
import type { DocPart, FooterMarker, NavbarSlot, PageSlot } from '../../generator/docusaurus/theme-overrides.ts';

export const ORIGINAL = 'data-docsgen-original';

/** The class of a marker inside an island, whose container the page keeps around docsgen's part. */
export const KEPT = 'docsgen-original';

/** `html` (a slot's) with docsgen's own part in place of its marker (inside the marker's kept container, in an island). */
export function withOriginal(html: string, slot: PageSlot | FooterMarker | DocPart | NavbarSlot, original: () => string): string {
  const marker = `<div ${ORIGINAL}="${slot}"></div>`;
  if (html.includes(marker)) return html.replace(marker, () => original());
  const kept = `<div ${ORIGINAL}="${slot}" class="${KEPT}" style="display:contents">`;
  return html.includes(kept) ? html.replace(kept, () => `${kept}${original()}`) : html;
}
