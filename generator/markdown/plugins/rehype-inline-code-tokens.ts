// Inline code wraps only between its words: `git pull --rebase` may break at a space, never after `--` or in
// `commands.naked-default` (browsers break after hyphens and slashes). Each word holding such a character is
// kept whole (`.nobr`); a very long one is left breakable, or it would push the page wider than a phone.
import type { Element, ElementContent, Root } from 'hast';
import { walk } from '../walk.ts';

/** Characters after which browsers break a line inside a word (hyphens, slashes). */
const BREAKS = /[-/]/;
/** Longer words may still break: ~40 monospace characters fill a phone's column. */
const MAX_WHOLE = 40;

export function rehypeInlineCodeTokens() {
  return (tree: Root) => {
    walk(tree, (n) => {
      if (n.type !== 'element') return;
      const node = n as Element;
      if (node.tagName === 'pre') return false;
      if (node.tagName !== 'code') return;
      node.children = node.children.flatMap((child) => (child.type === 'text' ? words(child.value) : [child]));
      return false;
    });
  };
}

function words(text: string): ElementContent[] {
  return text.split(/(\s+)/).filter(Boolean).map((w): ElementContent =>
    BREAKS.test(w) && w.length <= MAX_WHOLE && !/\s/.test(w)
      ? { type: 'element', tagName: 'span', properties: { className: ['nobr'] }, children: [{ type: 'text', value: w }] }
      : { type: 'text', value: w });
}
