// The fast path's HTML written straight from the mdast the shared remark plugins leave, for the nodes plain docs
// hold: byte for byte what remark-rehype, the shared rehype plugins and rehype-stringify give (test/unit/
// markdown-direct.test.ts compares both over every doc we have), without building and walking a hast tree, which
// was most of a cold build's Markdown stage. Anything else (raw HTML, footnotes, task items, diagrams) returns
// undefined and takes the unified path. Code blocks still go through rehype-code, as small hast trees of their own.
import type { Element, Root as HastRoot } from 'hast';
import type { BlockContent, Code, Heading, List, ListItem, Nodes, PhrasingContent, Root, RootContent, Table } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { headingLinkLabel, tableLabel } from './words.ts';
import { LAZY_IMAGE } from './plugins/rehype-lazy-images.ts';

const LAZY_ATTRIBUTES = Object.entries(LAZY_IMAGE).map(([k, v]) => ` ${k}="${v}"`).join('');

/** The HTML with a gap for each code block, and the `<pre>` (as remark-rehype makes it) that fills each gap. */
export interface DirectHtml {
  parts: string[];
  /** Index in `parts` of each code block's gap, in the order of `pres`. */
  gaps: number[];
  pres: HastRoot;
}

/** Thrown inside, when a node needs the unified path. */
const UNSUPPORTED = Symbol('unsupported');

/**
 * `words`: the locale's words (setup.words), for the headings' `#` links and the tables' regions; `lazyImages`: images
 * get plugins/rehype-lazy-images.ts's attributes.
 */
export function directHtml(tree: Root, words?: Readonly<Record<string, string>>, lazyImages = false): DirectHtml | undefined {
  const w = new Writer(countTables(tree), words, lazyImages ? LAZY_ATTRIBUTES : '');
  try {
    tree.children.forEach((node, i) => {
      if (i) w.out.push('\n');
      w.block(node);
    });
  } catch (err) {
    if (err === UNSUPPORTED) return undefined;
    throw err;
  }
  return { parts: w.out, gaps: w.gaps, pres: { type: 'root', children: w.pres } };
}

class Writer {
  out: string[] = [];
  gaps: number[] = [];
  pres: Element[] = [];
  private table = 0;
  /** The text of the heading being written, as hast-util-to-string reads it (for its anchor's name). */
  private headingText: string[] | undefined;

  /** `imageAttributes`: what each `<img>` has before its own (lazy loading, or nothing). */
  constructor(private tables: number, private words: Readonly<Record<string, string>> | undefined, private imageAttributes: string) {}

  block(node: RootContent | BlockContent): void {
    const { out } = this;
    switch (node.type) {
      case 'paragraph':
        if (node.data) return this.admonitionTitle(node.data as { hName?: string; hProperties?: { className?: string[] } }, node.children);
        out.push('<p>');
        this.phrasing(node.children);
        out.push('</p>');
        return;
      case 'heading':
        return this.heading(node);
      case 'thematicBreak':
        out.push('<hr>');
        return;
      case 'blockquote':
        out.push('<blockquote>\n');
        for (const child of node.children) {
          this.block(child);
          out.push('\n');
        }
        out.push('</blockquote>');
        return;
      case 'list':
        return this.list(node);
      case 'code':
        return this.code(node);
      case 'table':
        return this.tableOf(node);
      case 'containerDirective':
        return this.admonition(node as ContainerDirective);
      default:
        throw UNSUPPORTED;
    }
  }

  private heading(node: Heading) {
    const props = node.data?.hProperties as Record<string, unknown> | undefined;
    if (!props || Object.keys(props).length !== 1 || typeof props.id !== 'string') throw UNSUPPORTED;
    const { id } = props;
    const tag = `h${node.depth}`;
    this.out.push(`<${tag} id="${attr(id)}">`);
    this.headingText = [];
    this.phrasing(node.children);
    const text = this.headingText.join('').trim();
    this.headingText = undefined;
    // rehype-heading-anchors.ts
    if (node.depth > 1 && id) this.out.push(`<a class="hash-link" href="#${attr(id)}" aria-label="${attr(headingLinkLabel(text, this.words))}">#</a>`);
    this.out.push(`</${tag}>`);
  }

  private list(node: List) {
    const tag = node.ordered ? 'ol' : 'ul';
    const start = typeof node.start === 'number' && node.start !== 1 ? ` start="${node.start}"` : '';
    this.out.push(`<${tag}${start}>\n`);
    // mdast-util-to-hast's listItem: an item is loose when its list is spread or any item is.
    const loose = !!node.spread || node.children.some((item) => (item.spread ?? item.children.length > 1));
    for (const item of node.children) {
      this.listItem(item, loose);
      this.out.push('\n');
    }
    this.out.push(`</${tag}>`);
  }

  private listItem(item: ListItem, loose: boolean) {
    if (typeof item.checked === 'boolean' || item.data) throw UNSUPPORTED;
    const { out } = this;
    out.push('<li>');
    item.children.forEach((child, i) => {
      const p = child.type === 'paragraph' && !child.data;
      if (loose || i !== 0 || !p) out.push('\n');
      if (p && !loose) this.phrasing(child.children);
      else this.block(child);
    });
    const tail = item.children[item.children.length - 1];
    if (tail && (loose || tail.type !== 'paragraph' || tail.data)) out.push('\n');
    out.push('</li>');
  }

  /** remark-rehype's `<pre><code>`, highlighted later by rehype-code (see processor.ts). */
  private code(node: Code) {
    if (node.data) throw UNSUPPORTED;
    const lang = node.lang ? node.lang.split(/\s+/)[0] : undefined;
    const code: Element = {
      type: 'element',
      tagName: 'code',
      properties: lang === undefined ? {} : { className: [`language-${lang}`] },
      children: [{ type: 'text', value: node.value ? `${node.value}\n` : '' }],
      ...(node.meta ? { data: { meta: node.meta } as Element['data'] } : {}),
    };
    this.pres.push({ type: 'element', tagName: 'pre', properties: {}, children: [code] });
    this.gaps.push(this.out.length);
    this.out.push('');
  }

  /** With rehype-table-scroll's region around it. */
  private tableOf(node: Table) {
    const { out } = this;
    const label = tableLabel(this.tables > 1 ? ++this.table : undefined, this.words);
    out.push(`<div class="table-scroll" role="region" tabindex="0" aria-label="${attr(label)}"><table>\n`);
    const align = node.align ?? [];
    node.children.forEach((row, r) => {
      if (r < 2) out.push(r === 0 ? '<thead>\n' : '<tbody>\n');
      out.push('<tr>\n');
      const cellTag = r === 0 ? 'th' : 'td';
      const length = node.align ? align.length : row.children.length;
      for (let c = 0; c < length; c++) {
        if (c) out.push('\n');
        const cell = row.children[c];
        if (cell?.data) throw UNSUPPORTED;
        out.push(align[c] ? `<${cellTag} align="${align[c]}">` : `<${cellTag}>`);
        if (cell) this.phrasing(cell.children);
        out.push(`</${cellTag}>`);
      }
      out.push('\n</tr>\n');
      if (r === 0) out.push('</thead>\n');
    });
    if (node.children.length > 1) out.push('</tbody>\n');
    out.push('</table></div>');
  }

  /** remark-admonitions.ts's `<aside>`: an unknown node to remark-rehype, so its children have no line breaks between them. */
  private admonition(node: ContainerDirective) {
    const data = node.data as { hName?: string; hProperties?: Record<string, unknown> } | undefined;
    const props = data?.hProperties;
    if (data?.hName !== 'aside' || !props || Object.keys(props).join() !== 'className,aria-label') throw UNSUPPORTED;
    this.out.push(`<aside class="${attr((props.className as string[]).join(' '))}" aria-label="${attr(String(props['aria-label']))}">`);
    for (const child of node.children) this.block(child);
    this.out.push('</aside>');
  }

  private admonitionTitle(data: { hName?: string; hProperties?: { className?: string[] } }, children: PhrasingContent[]) {
    const props = data.hProperties;
    if (data.hName !== 'p' || !props || Object.keys(props).join() !== 'className') throw UNSUPPORTED;
    this.out.push(`<p class="${attr(props.className!.join(' '))}">`);
    this.phrasing(children);
    this.out.push('</p>');
  }

  /** mdast-util-to-hast's `all`: after a hard break, the next node's leading spaces go. */
  private phrasing(nodes: PhrasingContent[]) {
    nodes.forEach((node, i) => this.inline(node, i > 0 && nodes[i - 1]!.type === 'break'));
  }

  private inline(node: PhrasingContent, afterBreak: boolean): void {
    const { out } = this;
    if ((node as Nodes).data) throw UNSUPPORTED;
    switch (node.type) {
      case 'text': {
        const value = trimLines(node.value);
        this.text(afterBreak ? trimStart(value) : value);
        return;
      }
      case 'emphasis':
      case 'strong':
      case 'delete': {
        const tag = node.type === 'emphasis' ? 'em' : node.type === 'strong' ? 'strong' : 'del';
        out.push(`<${tag}>`);
        this.firstTrimmed(node.children, afterBreak);
        out.push(`</${tag}>`);
        return;
      }
      case 'link':
        out.push(`<a href="${attr(normalizeUri(node.url))}"${node.title == null ? '' : ` title="${attr(node.title)}"`}>`);
        this.firstTrimmed(node.children, afterBreak);
        out.push('</a>');
        return;
      case 'image':
        out.push(`<img${this.imageAttributes} src="${attr(normalizeUri(node.url))}"${node.alt == null ? '' : ` alt="${attr(node.alt)}"`}${node.title == null ? '' : ` title="${attr(node.title)}"`}>`);
        return;
      case 'break':
        out.push('<br>');
        this.text('\n');
        return;
      case 'inlineCode': {
        const value = node.value.replace(/\r?\n|\r/g, ' ');
        this.headingText?.push(afterBreak ? trimStart(value) : value);
        out.push('<code>', codeWords(afterBreak ? trimStart(value) : value), '</code>');
        return;
      }
      default:
        throw UNSUPPORTED;
    }
  }

  /** Children of an element after a hard break: its first child's leading spaces go when it is text. */
  private firstTrimmed(children: PhrasingContent[], afterBreak: boolean) {
    children.forEach((child, i) => {
      if (i === 0 && afterBreak && child.type === 'text') this.inline({ ...child, value: trimStart(trimLines(child.value)) }, false);
      else this.inline(child, i > 0 && children[i - 1]!.type === 'break');
    });
  }

  private text(value: string) {
    this.headingText?.push(value);
    this.out.push(escapeText(value));
  }
}

function countTables(tree: Root): number {
  let n = 0;
  const visit = (node: Nodes) => {
    if (node.type === 'table') n++;
    else if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  return n;
}

/** rehype-inline-code-tokens.ts: words holding a hyphen or slash kept whole, up to 40 characters. */
function codeWords(text: string): string {
  // Most inline code has neither: its words, split and joined again, are the text.
  if (!/[-/]/.test(text)) return escapeText(text);
  return text.split(/(\s+)/).filter(Boolean).map((w) => (/[-/]/.test(w) && w.length <= 40 && !/\s/.test(w) ? `<span class="nobr">${escapeText(w)}</span>` : escapeText(w))).join('');
}

// hast-util-to-html's character references: hexadecimal, only where needed (text: `<` `&`; double-quoted
// attribute values: NUL `"` `&` `'` and the backtick).
const hexRef = (c: string) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`;
const escapeText = (s: string) => (/[<&]/.test(s) ? s.replace(/[<&]/g, hexRef) : s);
const attr = (s: string) => (/[\0"&'`]/.test(s) ? s.replace(/[\0"&'`]/g, hexRef) : s);

/** micromark-util-sanitize-uri's normalizeUri, which remark-rehype applies to every URL. */
function normalizeUri(url: string): string {
  return url.replace(/%(?![\dA-Za-z]{2})|[^!#$&-;=?-Z_a-z~%]/gu, (c) => encodeURIComponent(c.length === 1 && c >= '\uD800' && c <= '\uDFFF' ? '\uFFFD' : c));
}

/** trim-lines (remark-rehype's text handler): spaces and tabs around each line ending go. */
function trimLines(value: string): string {
  return value.includes('\n') || value.includes('\r') ? value.replace(/[ \t]*(\r?\n|\r)[ \t]*/g, '$1') : value;
}

const trimStart = (s: string) => s.replace(/^[ \t]+/, '');
