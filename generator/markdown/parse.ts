// Markdown source → mdast. markdown-it tokenizes (about 15× faster than micromark on our docs, whose parse
// was three quarters of the Markdown stage; version 14 parses ~1.8× faster than 15). The tree built here is
// the one remark-parse with remark-gfm and remark-directive would give, so the remark/rehype plugins after
// it are unchanged.
import type Token from 'markdown-it/lib/token.mjs';
import type { List, ListItem, Nodes, Paragraph, Parents, PhrasingContent, Root, RootContent, Table, Text } from 'mdast';
import { markdownFor, md } from './markdown-it.ts';
import { admonitionDirective } from './admonition-directive.ts';
import type { SpannedLines } from './spanned-lines.ts';

type Parent = Exclude<Parents, Root> | Root;

/** Closing tokens of the nodes `parseMarkdown` opens (thead/tbody wrappers, the footnote list and back-reference anchors have no mdast node). */
const CLOSES_NODE = new Set(['heading_close', 'paragraph_close', 'blockquote_close', 'table_close', 'tr_close', 'th_close', 'td_close', 'container_admonition_close', 'footnote_close']);

/** markdown-it's environment: the link reference definitions it read (filled in by parsing). */
export interface MarkdownEnv { references?: Record<string, unknown> }

/**
 * `lineOffset`: lines before the body in the file, so positions are file lines. `env`: link reference
 * definitions read elsewhere in the document, when `src` is a part of it. `keywords`: the site's own admonition
 * types, read as containers too (a doc the MDX path reads as Markdown for them).
 */
export function parseMarkdown(src: string, lineOffset: number, env: MarkdownEnv = {}, keywords?: readonly string[]): Root {
  const root: Root = { type: 'root', children: [] };
  const stack: Parent[] = [root];
  const tightLists = new WeakSet<List>();
  let line = lineOffset + 1;
  const linkAt = linkColumns(src, lineOffset);
  const open = (node: Parent & RootContent) => {
    (stack[stack.length - 1]!.children as Nodes[]).push(node);
    stack.push(node);
  };

  for (const t of markdownFor(keywords).parse(src, env)) {
    if (t.map) line = t.map[0] + 1 + lineOffset;
    const top = stack[stack.length - 1]!;
    const blocks = root.children.length;
    switch (t.type) {
      case 'heading_open':
        open({ type: 'heading', depth: Number(t.tag.slice(1)) as 1, children: [], position: at(line) });
        break;
      case 'paragraph_open':
        open({ type: 'paragraph', children: [] });
        if (t.hidden) tightLists.add(stack[stack.length - 3] as List);
        break;
      case 'inline':
        inline(t.children ?? [], top as Paragraph, line, linkAt);
        break;
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const ordered = t.type === 'ordered_list_open';
        open({ type: 'list', ordered, start: ordered ? Number(t.attrGet('start') ?? 1) : null, spread: false, children: [] });
        break;
      }
      case 'list_item_open':
        open({ type: 'listItem', spread: false, checked: null, children: [] });
        break;
      case 'list_item_close':
        taskItem(top as ListItem);
        stack.pop();
        break;
      case 'bullet_list_close':
      case 'ordered_list_close': {
        const list = top as List;
        list.spread = !tightLists.has(list);
        for (const item of list.children) item.spread = list.spread;
        stack.pop();
        break;
      }
      case 'blockquote_open':
        open({ type: 'blockquote', children: [] });
        break;
      case 'fence':
      case 'code_block':
      case 'html_block':
      case 'hr':
        top.children.push(leafNode(t) as never);
        break;
      case 'table_open':
        open({ type: 'table', align: [], children: [] });
        break;
      case 'tr_open':
        open({ type: 'tableRow', children: [] });
        break;
      case 'th_open':
      case 'td_open': {
        if (t.type === 'th_open') (stack[stack.length - 2] as Table).align!.push(alignOf(t));
        open({ type: 'tableCell', children: [] });
        break;
      }
      case 'container_admonition_open': {
        // The title is Markdown, as remark-directive reads a label (`:::note[The \`x\` option]`).
        const node = admonitionDirective(t.info);
        const label = node.children[0] as Paragraph | undefined;
        if (label) inline(md.parseInline((label.children.pop() as Text).value, env)[0]!.children ?? [], label, line, linkAt);
        open(node as never);
        break;
      }
      case 'footnote_open': {
        const label = (t.meta as { label?: string; id: number }).label ?? String((t.meta as { id: number }).id + 1);
        open({ type: 'footnoteDefinition', identifier: label.toLowerCase(), label, children: [] });
        break;
      }
      default:
        if (CLOSES_NODE.has(t.type)) stack.pop();
    }
    // Where each top-level block starts (an MDX doc's Markdown file keeps its lines: mdx/markdown-parts.ts).
    if (t.map && root.children.length > blocks) root.children[blocks]!.position = at(line);
  }
  return root;
}

/** The node of a block token that has no children: code, raw HTML, a thematic break. */
function leafNode(t: Token): RootContent {
  if (t.type === 'html_block') return { type: 'html', value: t.content.replace(/\n+$/, '') };
  if (t.type === 'hr') return { type: 'thematicBreak' };
  const [, lang, meta] = /^(\S*)\s*(.*)$/.exec(t.info.trim())!;
  return { type: 'code', lang: lang || null, meta: meta || null, value: t.content.replace(/\n$/, '') };
}

/** `linkAt`: a link's column on its line (linkColumns). */
function inline(tokens: Token[], parent: { children: PhrasingContent[] }, firstLine: number, linkAt: (line: number) => number) {
  const stack = [parent];
  let line = firstLine;
  // The line each open link ends on, when its rule recorded it (see spanned-lines.ts).
  const linkEnds: (number | undefined)[] = [];
  for (const t of tokens) {
    const top = stack[stack.length - 1]!;
    const push = (node: PhrasingContent & { children: PhrasingContent[] }) => {
      top.children.push(node);
      stack.push(node);
    };
    switch (t.type) {
      case 'text':
        text(top, t.content);
        break;
      case 'softbreak':
        text(top, '\n');
        line++;
        break;
      case 'hardbreak':
        top.children.push({ type: 'break' });
        line++;
        break;
      case 'code_inline':
        top.children.push({ type: 'inlineCode', value: t.content });
        line += spanned(t) ?? 0;
        break;
      case 'html_inline':
        top.children.push({ type: 'html', value: t.content });
        line += countNewlines(t.content);
        break;
      case 'em_open':
        push({ type: 'emphasis', children: [] });
        break;
      case 'strong_open':
        push({ type: 'strong', children: [] });
        break;
      case 's_open':
        push({ type: 'delete', children: [] });
        break;
      case 'link_open': {
        const column = linkAt(line);
        push({ type: 'link', url: attr(t, 'href') ?? '', title: attr(t, 'title'), children: [], position: { start: { line, column }, end: { line, column } } });
        const lines = spanned(t);
        linkEnds.push(lines === undefined ? undefined : line + lines);
        break;
      }
      case 'link_close':
        line = linkEnds.pop() ?? line;
        stack.pop();
        break;
      case 'em_close':
      case 'strong_close':
      case 's_close':
        stack.pop();
        break;
      case 'image': {
        const column = linkAt(line);
        top.children.push({ type: 'image', url: attr(t, 'src') ?? '', title: attr(t, 'title'), alt: plainText(t.children ?? []), position: { start: { line, column }, end: { line, column } } });
        line += spanned(t) ?? 0;
        break;
      }
      case 'footnote_ref': {
        const meta = t.meta as { id: number; label?: string };
        const label = meta.label ?? String(meta.id + 1);
        top.children.push({ type: 'footnoteReference', identifier: label.toLowerCase(), label });
        break;
      }
    }
  }
}

/** GFM task list item: a leading `[ ] ` or `[x] ` in its first paragraph. */
function taskItem(item: ListItem) {
  const first = item.children[0];
  const lead = first?.type === 'paragraph' ? first.children[0] : undefined;
  const m = lead?.type === 'text' ? /^\[([ xX])\](?:[ \t]+|$)/.exec(lead.value) : null;
  if (!m) return;
  item.checked = m[1] !== ' ';
  (lead as Text).value = lead!.type === 'text' ? lead.value.slice(m[0].length) : '';
}

function text(parent: { children: PhrasingContent[] }, value: string) {
  const last = parent.children[parent.children.length - 1];
  if (last?.type === 'text') last.value += value;
  else parent.children.push({ type: 'text', value });
}

function alignOf(t: Token): Table['align'] extends (infer A)[] | null | undefined ? A : never {
  const m = /text-align:(left|right|center)/.exec(attr(t, 'style') ?? '');
  return (m?.[1] as 'left' | 'right' | 'center' | undefined) ?? null;
}

function attr(t: Token, name: string): string | null {
  const v = t.attrGet(name);
  return v == null ? null : String(v);
}

function plainText(tokens: Token[]): string {
  return tokens.map((t) => (t.children ? plainText(t.children) : t.type === 'softbreak' ? '\n' : t.content)).join('');
}

function spanned(t: Token): number | undefined {
  return (t.meta as Partial<SpannedLines> | null)?.spannedLines;
}

function countNewlines(s: string): number {
  let n = 0;
  for (let i = s.indexOf('\n'); i >= 0; i = s.indexOf('\n', i + 1)) n++;
  return n;
}

/**
 * The column of each link's target on its line, in the order the links come (markdown-it gives inline tokens no
 * position): each broken link of a line is reported where it is. 1 where the line has no `](` left (a reference
 * link, an autolink).
 */
function linkColumns(src: string, lineOffset: number): (line: number) => number {
  let lines: string[] | undefined;
  let cursor = { line: 0, from: 0 };
  return (line) => {
    const text = (lines ??= src.split('\n'))[line - lineOffset - 1] ?? '';
    if (cursor.line !== line) cursor = { line, from: 0 };
    const i = text.indexOf('](', cursor.from);
    if (i < 0) return 1;
    cursor.from = i + 2;
    return i + 3;
  };
}

const at = (line: number) => ({ start: { line, column: 1 }, end: { line, column: 1 } });

/** A top-level block of a Markdown source, as markdown-it reads it: its lines, 0-based, end excluded. */
export interface TopLevelBlock {
  start: number;
  end: number;
  /** Lines of fenced code within it (fences included): their text is code whatever it holds. */
  fenced: [number, number][];
  /** Whether it holds an indented code block. */
  indentedCode: boolean;
}

/**
 * The top-level blocks of `src`, in order, and the link reference definitions it holds (definitions are no
 * block: their lines are in none).
 */
export function topLevelBlocks(src: string): { blocks: TopLevelBlock[]; env: MarkdownEnv } {
  const blocks: TopLevelBlock[] = [];
  const env: MarkdownEnv = {};
  const lines = src.split('\n');
  let current: TopLevelBlock | undefined;
  for (const t of blockTokens(src, env)) {
    if (t.level === 0 && t.nesting >= 0 && t.map && !t.type.startsWith('footnote')) {
      // An admonition's map stops before its closing `:::` line.
      const closed = t.type.startsWith('container_') && /^\s*:::/.test(lines[t.map[1]] ?? '');
      current = { start: t.map[0], end: t.map[1] + (closed ? 1 : 0), fenced: [], indentedCode: false };
      blocks.push(current);
    }
    if (!current) continue;
    if (t.type === 'fence' && t.map) current.fenced.push([t.map[0], t.map[1]]);
    if (t.type === 'code_block') current.indentedCode = true;
  }
  return { blocks, env };
}

/**
 * markdown-it's block tokens of `src`: its core chain's normalize and block rules alone, a fifth of a whole parse.
 * The footnote plugin's core rule moves definitions' tokens to the end: a source that may have one is parsed whole.
 */
export function blockTokens(src: string, env: MarkdownEnv): Token[] {
  if (src.includes('[^')) return md.parse(src, env);
  const tokens: Token[] = [];
  md.block.parse(src.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD'), md, env, tokens);
  return tokens;
}
