// Where the reader is inside an island's server HTML — the focused control, the selected text — taken
// before that HTML goes (root-host.tsx: an island inside Root's tree renders afresh, it cannot hydrate as a portal)
// and put back in the island's new DOM, the same place found by its path of elements. Server and browser DOMs differ
// in text nodes (the server's `<!-- -->` between texts), so a text place is an offset in its element's text.

/** A place: the element path from the island's first level of elements, and a text offset in it. */
interface Place {
  path: number[];
  offset: number;
}

/** Takes the reader's place among `old` (the island's server nodes); the function it returns puts it back in `el`. */
export function readerPlace(el: HTMLElement, old: ChildNode[]): () => void {
  const olds = old.filter((n): n is Element => n instanceof Element);
  const active = document.activeElement;
  const focus = active && active !== document.body ? pathOf(olds, active) : undefined;
  const field = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : undefined;
  const fieldRange = field ? safely(() => [field.selectionStart, field.selectionEnd, field.value] as const) : undefined;
  const sel = document.getSelection();
  const range = sel && sel.rangeCount && !sel.isCollapsed ? sel.getRangeAt(0) : undefined;
  const start = range && textPlace(olds, range.startContainer, range.startOffset);
  const end = range && textPlace(olds, range.endContainer, range.endOffset);
  return () => {
    const fresh = [...el.children];
    if (focus) {
      const target = at(fresh, focus.path);
      if (target instanceof HTMLElement && target.tagName === active!.tagName) {
        target.focus({ preventScroll: true });
        if (fieldRange && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && target.value === fieldRange[2]) {
          safely(() => target.setSelectionRange(fieldRange[0], fieldRange[1]));
        }
      }
    }
    if (start && end && sel) {
      const a = textAt(fresh, start);
      const b = textAt(fresh, end);
      if (a && b) sel.setBaseAndExtent(a[0], a[1], b[0], b[1]);
    }
  };
}

/** Some inputs (checkbox, button) throw on selection properties. */
function safely<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}

function pathOf(tops: Element[], node: Node): Place | undefined {
  const path: number[] = [];
  let n: Element | null = node instanceof Element ? node : node.parentElement;
  while (n && !tops.includes(n)) {
    const parent: Element | null = n.parentElement;
    if (!parent) return undefined;
    path.unshift([...parent.children].indexOf(n));
    n = parent;
  }
  return n ? { path: [tops.indexOf(n), ...path], offset: 0 } : undefined;
}

function at(tops: Element[], path: number[]): Element | undefined {
  let n: Element | undefined = tops[path[0]!];
  for (const i of path.slice(1)) n = n?.children[i];
  return n;
}

/** A range boundary as its element's path and the offset in that element's text. */
function textPlace(tops: Element[], node: Node, offset: number): Place | undefined {
  const place = pathOf(tops, node);
  if (!place) return undefined;
  const owner = node instanceof Element ? node : node.parentElement!;
  const r = document.createRange();
  r.selectNodeContents(owner);
  r.setEnd(node, offset);
  return { path: place.path, offset: r.toString().length };
}

/** The text node and offset at a place's text offset in the new DOM. */
function textAt(tops: Element[], place: Place): [Node, number] | undefined {
  const owner = at(tops, place.path);
  if (!owner) return undefined;
  const walk = document.createTreeWalker(owner, NodeFilter.SHOW_TEXT);
  let left = place.offset;
  for (let t = walk.nextNode(); t; t = walk.nextNode()) {
    const length = t.textContent!.length;
    if (left <= length) return [t, left];
    left -= length;
  }
  return [owner, owner.childNodes.length];
}
