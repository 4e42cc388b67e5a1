// The Markdown of the few shapes llms.txt is made of (headings, a quote, tight bullet lists of links and labels),
// written directly where every text and URL in them is one mdast-util-to-markdown would print as it is:
// its escaping looks for ~60 patterns in every text, ~25 ms a call for Sapling's 100-line llms.txt after ~45 ms for
// the first, in a cold build. Anything else gives undefined, and markdown-text.ts writes it as before.
import type { Link, List, ListItem, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';

/** `tree` as markdownText writes it (its options: `-` bullets, one space after them), or undefined. */
export function plainMarkdown(tree: Root): string | undefined {
  const out: string[] = [];
  for (const [i, node] of tree.children.entries()) {
    // Two lists in a row are told apart by their bullets.
    const text = node.type === 'list' && tree.children[i - 1]?.type === 'list' ? undefined : block(node);
    if (text === undefined) return undefined;
    out.push(text);
  }
  return out.length ? `${out.join('\n\n')}\n` : undefined;
}

function block(node: RootContent): string | undefined {
  switch (node.type) {
    case 'heading': {
      const [only, ...more] = node.children;
      return only?.type === 'text' && !more.length && plain(only.value, false) ? `${'#'.repeat(node.depth)} ${only.value}` : undefined;
    }
    case 'blockquote': {
      const [only, ...more] = node.children;
      const text = only?.type === 'paragraph' && !more.length ? paragraph(only) : undefined;
      return text === undefined ? undefined : `> ${text}`;
    }
    case 'list':
      return list(node);
    default:
      return undefined;
  }
}

/** A tight bullet list: its items on consecutive lines, what follows an item's first line indented under it. */
function list(node: List): string | undefined {
  if (node.ordered || node.spread) return undefined;
  const items: string[] = [];
  for (const item of node.children) {
    const text = listItem(item);
    if (text === undefined) return undefined;
    items.push(`- ${text.replace(/\n(?!\n|$)/g, '\n  ')}`);
  }
  return items.length ? items.join('\n') : undefined;
}

/** A paragraph, then at most a nested list. */
function listItem(item: ListItem): string | undefined {
  if (item.spread) return undefined;
  const [first, nested, ...more] = item.children;
  if (first?.type !== 'paragraph' || more.length || (nested && nested.type !== 'list')) return undefined;
  const head = paragraph(first);
  const tail = nested ? list(nested) : '';
  return head === undefined || tail === undefined ? undefined : tail ? `${head}\n${tail}` : head;
}

/** A text alone, or a link followed by at most one text. */
function paragraph(node: Paragraph): string | undefined {
  const [first, second, ...more] = node.children as PhrasingContent[];
  if (more.length) return undefined;
  if (first?.type === 'text' && !second) return plain(first.value, true) ? first.value : undefined;
  if (first?.type !== 'link') return undefined;
  const link = linkText(first);
  if (!second) return link;
  return link !== undefined && second.type === 'text' && plain(second.value, false) ? link + second.value : undefined;
}

function linkText(node: Link): string | undefined {
  const [label, ...more] = node.children;
  if (label?.type !== 'text' || more.length || node.title || !plain(label.value, false)) return undefined;
  // A link whose text is its URL is written `<url>`; one with characters a bare destination cannot hold, `[](<url>)`.
  if (label.value === node.url || `mailto:${label.value}` === node.url || !PLAIN_URL.test(node.url)) return undefined;
  return `[${label.value}](${node.url})`;
}

/**
 * Characters the escaping may touch somewhere (mdast-util-to-markdown's `unsafe` patterns, GFM's included): markup,
 * `@` (e-mail autolinks), controls and line breaks.
 */
const MARKUP = /[\0-\x1f\x7f!#&*<>[\\\]_`~|@]|[Ww]\.[-.\w]|:\//;
/** What a line may start with without reading as a block's mark (`- `, `1.`, `> `, `:-` …). */
const LINE_START = /^(?:\p{L}|\d+(?![\d.)]))/u;
/** A URL written bare: no space, control, parenthesis, entity, escape, bracket or angle bracket. */
const PLAIN_URL = /^[^\0- \x7f()&\\[\]<>]+$/;

/** Whether `text` is written as it is, starting a line (`lineStart`) or not; never with edge spaces. */
function plain(text: string, lineStart: boolean): boolean {
  return text !== '' && text.trim() === text && !MARKUP.test(text) && (!lineStart || LINE_START.test(text));
}
