// docsgen's own parts inside an island (templates/theme/DocItem/original.tsx: `@theme-original/DocItem/Footer` in a
// site's wrapper) are filled on the server, per page; the browser's render of the island has their containers, empty.
// Hydrating leaves them as they are; an island mounted inside Root's tree (root-host.tsx) renders afresh, so each
// empty container takes the server's content of the same part, before the server HTML goes.
import { KEPT, ORIGINAL } from '../templates/theme/originals.ts';

/** docsgen's parts inside an island, each in its kept container. */
export const ORIGINALS = `[${ORIGINAL}].${KEPT}`;

/** Moves the content of the kept parts among `old` (the island's server HTML) into those `el` now has, in order. */
export function keepOriginals(el: HTMLElement, old: ChildNode[]): void {
  const outer = (list: Element[]) => list.filter((e) => !list.some((o) => o !== e && o.contains(e)));
  const from = outer(old.flatMap((n) => (n instanceof Element ? [...(n.matches(ORIGINALS) ? [n] : []), ...n.querySelectorAll(ORIGINALS)] : [])));
  if (!from.length) return;
  const to = outer([...el.querySelectorAll(ORIGINALS)].filter((e) => !old.some((o) => o.contains(e))));
  from.forEach((f, i) => {
    const t = to[i];
    if (t && !t.hasChildNodes() && t.getAttribute(ORIGINAL) === f.getAttribute(ORIGINAL)) t.replaceChildren(...f.childNodes);
  });
}
