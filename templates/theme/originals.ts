// docsgen's own page parts inside a site's theme component that wraps them (`@theme-original/Footer`): the component
// renders once, the parts per page, so it leaves a marker each page's render fills.
import type { DocPart, FooterMarker, PageSlot } from '../../generator/docusaurus/theme-overrides.ts';

export const ORIGINAL = 'data-docsgen-original';

/** `html` (a slot's) with docsgen's own part in place of its marker. */
export function withOriginal(html: string, slot: PageSlot | FooterMarker | DocPart, original: () => string): string {
  const marker = `<div ${ORIGINAL}="${slot}"></div>`;
  return html.includes(marker) ? html.replace(marker, () => original()) : html;
}
