// The hast tree of HTML that React wrote, without an HTML5 parser: html-markdown.ts reads each MDX doc's rendered
// HTML back, and parse5's tokenizer was half of that (~1 s of a jest build's CPU). React closes every element it
// opens, quotes every attribute and escapes text with five references, so the tree is a stack walk over its tags.
// What an HTML5 parser would mend or read another way (a block in an open `<p>`, a `<tr>` outside its table, a
// second `<li>` in an open one, raw-text elements, SVG, other references…) can only come from an author's raw HTML:
// there this returns undefined and the caller parses with hast-util-from-html, whose tree this one equals
// (test/unit/react-html-tree.test.ts).
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { h } from 'hastscript';

/** `html`'s tree as `fromHtml(html, { fragment: true })` makes it (positions aside), or undefined. */
export function reactHtmlTree(html: string): Root | undefined {
  if (UNSURE_CHARACTER.test(html)) return undefined;
  const root: Root = { type: 'root', children: [], data: { quirksMode: false } };
  const open: Opened[] = [];
  let children: RootContent[] = root.children;
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    const end = lt < 0 ? html.length : lt;
    if (end > at) {
      const value = decoded(html.slice(at, end));
      if (value === undefined || (TABLE_PARTS.has(open.at(-1)?.tag ?? '') && /[^ \t\n]/.test(value))) return undefined;
      children.push({ type: 'text', value });
    }
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      const value = html.slice(lt + 4, close);
      if (close < 0 || value.startsWith('>') || value.startsWith('->') || value.includes('--!')) return undefined;
      children.push({ type: 'comment', value });
      at = close + 3;
      continue;
    }
    if (html[lt + 1] === '/') {
      CLOSE.lastIndex = lt;
      const m = CLOSE.exec(html);
      const top = open.pop();
      if (!m || !top || m[1]!.toLowerCase() !== top.tag) return undefined;
      const made = h(top.tag, top.properties, children as ElementContent[]) as Element;
      children = top.siblings;
      children.push(made);
      at = CLOSE.lastIndex;
      continue;
    }
    OPEN.lastIndex = lt;
    const m = OPEN.exec(html);
    if (!m) return undefined;
    const tag = m[1]!.toLowerCase();
    const properties = attributes(m[2]!);
    if (!properties || !allowedHere(tag, open)) return undefined;
    at = OPEN.lastIndex;
    if (VOID.has(tag)) {
      children.push(h(tag, properties, []) as Element);
      continue;
    }
    // `/>` does not close an HTML element; <pre> and <textarea> drop a newline that opens them.
    if (m[3] || (tag === 'pre' && html[at] === '\n')) return undefined;
    open.push({ tag, properties, siblings: children });
    children = [];
  }
  return open.length ? undefined : root;
}

interface Opened { tag: string; properties: Record<string, string>; siblings: RootContent[] }

// HTML's white space is these three here (\f and \r are refused), not JavaScript's \s.
const OPEN = /<([a-zA-Z][a-zA-Z0-9-]*)((?:[ \t\n]+[^ \t\n"'<>/=]+(?:[ \t\n]*=[ \t\n]*(?:"[^"]*"|'[^']*'))?)*)[ \t\n]*(\/?)>/y;
const CLOSE = /<\/([a-zA-Z][a-zA-Z0-9-]*)[ \t\n]*>/y;
const ATTRIBUTE = /[ \t\n]+([^ \t\n"'<>/=]+)(?:[ \t\n]*=[ \t\n]*(?:"([^"]*)"|'([^']*)'))?/g;
/** Characters an HTML5 parser rewrites in the input stream. */
const UNSURE_CHARACTER = /[\0\r\f]/;

/** A start tag's attributes as hast-util-from-parse5 hands them to `h`, or undefined for a repeated name. */
function attributes(source: string): Record<string, string> | undefined {
  const properties: Record<string, string> = {};
  const seen = new Set<string>();
  for (const m of source.matchAll(ATTRIBUTE)) {
    const name = m[1]!.toLowerCase();
    const value = decoded(m[2] ?? m[3] ?? '');
    if (value === undefined || seen.has(name)) return undefined;
    seen.add(name);
    if (!Object.hasOwn(Object.prototype, name)) properties[name] = value;
  }
  return properties;
}

/** The five references React escapes with, and numeric ones an HTML5 parser reads as written; else undefined. */
function decoded(text: string): string | undefined {
  if (!text.includes('&')) return text;
  let sure = true;
  const value = text.replace(/&(?:#x([0-9a-fA-F]{1,6});|#([0-9]{1,7});|(amp|lt|gt|quot|apos);)?/g, (whole, hex?: string, dec?: string, name?: string) => {
    if (name) return NAMED[name]!;
    const code = hex ? parseInt(hex, 16) : dec ? parseInt(dec, 10) : NaN;
    // A bare `&`, another name, or a code point the parser replaces (controls, surrogates, out of range).
    if (!(code >= 0x20 && code < 0x7f) && !(code > 0x9f && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)) && code !== 0x09 && code !== 0x0a) sure = false;
    return sure ? String.fromCodePoint(code) : whole;
  });
  return sure ? value : undefined;
}
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements whose content an HTML5 parser reads otherwise, or that it moves, drops or renames. */
const SPECIAL_PARSING = new Set([
  'applet', 'basefont', 'bgsound', 'body', 'caption', 'col', 'colgroup', 'dialog', 'form', 'frame', 'frameset', 'head', 'html',
  'iframe', 'image', 'isindex', 'keygen', 'listing', 'marquee', 'math', 'menuitem', 'nobr', 'noembed', 'noframes', 'object',
  'optgroup', 'option', 'param', 'plaintext', 'rb', 'rp', 'rt', 'rtc', 'script', 'select', 'style', 'svg', 'template', 'textarea',
  'title', 'xmp',
]);
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
/** Where each table element may stand; in a table part only these may stand. */
const TABLE_PARENT: Record<string, string> = { thead: 'table', tbody: 'table', tfoot: 'table', tr: 'tbody thead tfoot', td: 'tr', th: 'tr' };
/** What an open `<p>` may hold without an HTML5 parser closing it first. */
const PHRASING = new Set([
  'a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'button', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'img', 'input', 'ins', 'kbd',
  'label', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr',
]);
const HEADING = /^h[1-6]$/;
/** List items an HTML5 parser closes when a like item starts inside them, unless a block other than these is between. */
const ITEM_KINDS: Record<string, string[]> = { li: ['li'], dd: ['dd', 'dt'], dt: ['dd', 'dt'] };
const ITEM_SEE_THROUGH = new Set(['address', 'div', 'p']);
/** Elements a list item's search stops at (HTML's "special" category, the ones React can write). */
const SPECIAL = new Set([
  'address', 'area', 'article', 'aside', 'base', 'blockquote', 'br', 'button', 'center', 'dd', 'details', 'dir', 'div', 'dl', 'dt',
  'embed', 'fieldset', 'figcaption', 'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'img', 'input',
  'li', 'link', 'main', 'menu', 'meta', 'nav', 'noscript', 'ol', 'p', 'pre', 'search', 'section', 'source', 'summary', 'table',
  'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'track', 'ul', 'wbr',
]);

/** Whether an HTML5 parser would put a `tag` start just here, inside `open`, as a plain child. */
function allowedHere(tag: string, open: readonly Opened[]): boolean {
  if (SPECIAL_PARSING.has(tag)) return false;
  const parent = open.at(-1)?.tag ?? '';
  const place = TABLE_PARENT[tag];
  if (place ? !place.split(' ').includes(parent) : TABLE_PARTS.has(parent)) return false;
  // A fragment starts in a template's context, where a table part at the top opens table modes.
  if (!open.length && place) return false;
  if (HEADING.test(tag) && HEADING.test(parent)) return false;
  // Stricter than the parser's scopes: any open `<p>` (closed by a block), `<a>` or `<button>` (closed by another).
  if (open.some((o) => (o.tag === 'p' && !PHRASING.has(tag)) || ((tag === 'a' || tag === 'button') && o.tag === tag))) return false;
  const kinds = ITEM_KINDS[tag];
  if (kinds) {
    for (let i = open.length - 1; i >= 0; i--) {
      const o = open[i]!.tag;
      if (kinds.includes(o)) return false;
      if (SPECIAL.has(o) && !ITEM_SEE_THROUGH.has(o)) break;
    }
  }
  return true;
}
