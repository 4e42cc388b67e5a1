// Root's additions around the page (what a site's Root renders besides its children), between the markers of the
// parts a page draws for itself (templates/page-navbar-marks.ts), when Root reads the URL: at each level of the
// elements Root opens around its children, the siblings before and after them are a part, so that client navigation
// swaps them in place and leaves the page (which it swaps itself) alone. React's HTML closes every element it opens.
import { ATTR } from '../../../client/inlined-constants.ts';
import { ORIGINAL } from '../../../templates/theme/originals.ts';
import { PAGE_NAVBAR_END, PAGE_NAVBAR_START } from '../../../templates/page-navbar-marks.ts';

const CHILDREN = `<div ${ORIGINAL}="Root"></div>`;
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const TAG = /<!--[\s\S]*?-->|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g;

/** Root's `html` with each run of its additions beside the children's marker between markers (unchanged without one, or in an island). */
export function markRootAdditions(html: string): string {
  const at = html.indexOf(CHILDREN);
  if (at < 0) return html;
  // Where each part before the children ends and the next begins (around an element still open there), then after.
  const before = openAround(html.slice(0, at));
  // Root with state is an island around the page, which React draws: client navigation leaves what is in it alone.
  if (before.some(([start, end]) => html.slice(start, end).includes(` ${ATTR.islandSrc}=`))) return html;
  const after = closingAround(html.slice(at + CHILDREN.length), before.length).map(([s, e]) => [s + at + CHILDREN.length, e + at + CHILDREN.length] as const);
  const cuts = [...before, [at, at + CHILDREN.length] as const, ...after];
  let out = '';
  let from = 0;
  for (const [start, end] of cuts) {
    out += PAGE_NAVBAR_START + html.slice(from, start) + PAGE_NAVBAR_END + html.slice(start, end);
    from = end;
  }
  return out + PAGE_NAVBAR_START + html.slice(from) + PAGE_NAVBAR_END;
}

/** The open tags of the elements still open at the end of `html`, outermost first, as [start, end] offsets. */
function openAround(html: string): (readonly [number, number])[] {
  const open: (readonly [number, number])[] = [];
  for (const m of tags(html)) {
    if (m[1]) open.pop();
    else if (m[2]) open.push([m.index, m.index + m[0].length]);
  }
  return open;
}

/** The first `count` close tags of `html` that close an element opened before it, innermost first, as [start, end] offsets. */
function closingAround(html: string, count: number): (readonly [number, number])[] {
  const closes: (readonly [number, number])[] = [];
  let depth = 0;
  for (const m of tags(html)) {
    if (closes.length === count) break;
    if (m[2]) depth++;
    else if (m[1] && --depth < 0) {
      closes.push([m.index, m.index + m[0].length]);
      depth = 0;
    }
  }
  return closes;
}

/** The element tags of `html` (comments skipped; void and self-closed elements are none), raw text skipped. */
function* tags(html: string): Generator<RegExpExecArray> {
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    if (m[1]) yield m;
    else if (m[2] && !m[3] && !VOID.has(m[2].toLowerCase())) {
      const name = m[2].toLowerCase();
      // A script's or style's text is not markup: on to its close tag.
      if (name === 'script' || name === 'style') TAG.lastIndex = Math.max(TAG.lastIndex, html.indexOf(`</${name}`, TAG.lastIndex));
      yield m;
    }
  }
}
