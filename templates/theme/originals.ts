// docsgen's own page parts inside a site's theme component that wraps them (`@theme-original/Footer`): the component
// renders once, the parts per page, so it leaves a marker each page's render fills.
import type { DocPart, FooterMarker, PageSlot } from '../../generator/docusaurus/theme-overrides.ts';

export const ORIGINAL = 'data-docsgen-original';

/** The class of a marker inside an island, whose container the page keeps around docsgen's part. */
export const KEPT = 'docsgen-original';
const MARKER = new RegExp(`(<div ${ORIGINAL}="([^"]+)"( class="${KEPT}" style="display:contents")?>)</div>`, 'g');

/** `html` (a site part's) with each marker filled by docsgen's own part of its name (inside its container in an island). */
export function fillOriginals(html: string, own: (name: string) => string): string {
  return html.replace(MARKER, (_, open: string, name: string, kept?: string) => (kept ? `${open}${own(name)}</div>` : own(name)));
}

/** `html` (a slot's) with docsgen's own part in place of its marker. */
export function withOriginal(html: string, slot: PageSlot | FooterMarker | DocPart, original: () => string): string {
  const marker = `<div ${ORIGINAL}="${slot}"></div>`;
  return html.includes(marker) ? html.replace(marker, () => original()) : html;
}
