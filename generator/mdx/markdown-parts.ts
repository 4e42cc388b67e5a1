// The MDX parse, with the parts of a doc that are plain Markdown read by the fast path. micromark with the MDX
// extensions costs ~7 µs a byte (two thirds of compiling a large API page), markdown-it a fraction of that, and
// most of an MDX doc is Markdown with no `<`, `{` or `}` in it: prose, tables, fenced code. Such a run of
// top-level blocks, blank lines around it, reads the same in both (MDX only drops indented code, HTML and `<…>`
// autolinks, none of which it holds). micromark parses the doc with each run replaced by a placeholder
// expression, so JSX around a run still holds it, and the run's mdast from parse.ts takes the placeholder's place.
import type { Root, RootContent } from 'mdast';
import type { MdxFlowExpression } from 'mdast-util-mdx-expression';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { ADMONITION_KINDS } from '../../templates/theme/admonition-kinds.ts';
import { parseMarkdown, topLevelBlocks, type TopLevelBlock } from '../markdown/parse.ts';
import type { MarkdownSetup } from '../markdown/setup.ts';

type Parse = (doc: string, file: VFile) => Root;

const PLACEHOLDER = /^\/\*docsgen-markdown:(\d+)\*\/$/;
/**
 * Footnote definitions: markdown-it gathers them at the end, so a doc that has them is parsed whole. (Link
 * reference definitions stay in the skeleton, and the parts are read knowing them.)
 */
const FOOTNOTE = /^ {0,3}\[\^[^\]\n]+\]:/m;
const ESM = /^(import|export)\s/;
/** Characters MDX reads as syntax; escaped (`\{`), they are text in both parsers. */
const MDX_SYNTAX = /[<{}]/;
const ESCAPE = /\\([^])/g;
const BACKTICKS = /`+/g;
/** Directive lines: remark-directive reads any name, parse.ts only admonitions (a block of its own). */
const DIRECTIVE_LINE = /^[\s>*+\-\d.)]*::/;
// A title with Markdown in it (`code`, *emphasis*) is read apart by either parser: left to MDX.
const ADMONITION_OPEN = new RegExp(`^:::(${ADMONITION_KINDS.join('|')})(\\[[\\w \\t.,;'"?()/-]*\\])?\\s*$`);
const ADMONITION_CLOSE = /^:::\s*$/;

/**
 * A remark plugin, after remark-mdx: wraps the processor's (micromark) parser. `syntaxStarts`: the characters that
 * open syntax the site's plugins add (site-plugins.ts), which a run must not hold outside code.
 */
export function remarkMarkdownParts(this: Processor, options: { syntaxStarts?: RegExp } = {}) {
  const parseWhole = this.parser as unknown as Parse;
  (this as unknown as { parser: Parse }).parser = (doc, file) => parseWithMarkdownParts(doc, (skeleton) => parseWhole(skeleton, file), options.syntaxStarts);
}

/**
 * A remark plugin for a Markdown (`format: 'md'`) doc: the whole doc read by markdown-it, as on the fast path, with
 * the site's own admonition types as containers where its components draw them (remark-admonitions.ts).
 */
export function remarkMarkdownIt(this: Processor) {
  (this as unknown as { parser: Parse }).parser = (doc, file) => {
    const data = file.data as { jsxAdmonitions?: boolean; setup?: MarkdownSetup };
    return parseMarkdown(doc, 0, {}, data.jsxAdmonitions ? data.setup?.admonitionKeywords : undefined);
  };
}

export function parseWithMarkdownParts(doc: string, parseWhole: (doc: string) => Root, syntaxStarts?: RegExp): Root {
  if (FOOTNOTE.test(doc)) return parseWhole(doc);
  const lines = doc.split('\n');
  const blank = (i: number) => i < 0 || i >= lines.length || !lines[i]!.trim();
  const runs: [number, number][] = [];
  const { blocks, env } = topLevelBlocks(doc);
  let last: TopLevelBlock | undefined;
  for (const block of blocks) {
    // markdown-it counts the blank lines after a list in it.
    let end = block.end;
    while (end > block.start + 1 && blank(end - 1)) end--;
    const b = { ...block, end };
    const markdown = blank(b.start - 1) && blank(b.end) && isPlainMarkdown(lines, b, syntaxStarts);
    // A run holds only blocks and blank lines: a definition between two blocks stays in the skeleton.
    if (markdown && last && lines.slice(last.end, b.start).every((l) => !l.trim())) runs[runs.length - 1]![1] = b.end;
    else if (markdown) runs.push([b.start, b.end]);
    last = markdown ? b : undefined;
  }
  if (!runs.length) return parseWhole(doc);

  const skeleton = [...lines];
  runs.forEach(([start, end], n) => {
    skeleton[start] = `${/^\s*/.exec(lines[start]!)![0]}{/*docsgen-markdown:${n}*/}`;
    for (let i = start + 1; i < end; i++) skeleton[i] = '';
  });
  const tree = parseWhole(skeleton.join('\n'));
  let replaced = 0;
  const visit = (parent: { children: RootContent[] }) => {
    for (let i = 0; i < parent.children.length; i++) {
      const node = parent.children[i]!;
      const n = node.type === 'mdxFlowExpression' ? PLACEHOLDER.exec((node as MdxFlowExpression).value)?.[1] : undefined;
      if (n !== undefined) {
        const [start, end] = runs[Number(n)]!;
        const parts = spanned(parseMarkdown(lines.slice(start, end).join('\n'), start, { references: env.references }).children, end);
        parent.children.splice(i, 1, ...parts);
        i += parts.length - 1;
        replaced++;
      } else if ('children' in node) visit(node as { children: RootContent[] });
    }
  };
  visit(tree);
  // A placeholder read other than as a block of its own (never seen): the doc is parsed whole.
  return replaced === runs.length ? tree : parseWhole(doc);
}

/**
 * A run's blocks, each spanning the lines up to the next, the last up to `end`, the run's (0-based, excluded): an MDX
 * doc's Markdown file keeps them with the definitions between (markdown-pieces.ts). markdown-it's own maps would
 * leave out an admonition's closing line.
 */
function spanned(blocks: RootContent[], end: number): RootContent[] {
  for (const { position } of [...blocks].reverse()) if (position) [position.end.line, end] = [end, position.start.line - 1];
  return blocks;
}

function isPlainMarkdown(lines: string[], b: TopLevelBlock, syntaxStarts?: RegExp): boolean {
  if (b.indentedCode || ESM.test(lines[b.start]!)) return false;
  for (let i = b.start; i < b.end; i++) {
    if (b.fenced.some(([from, to]) => i >= from && i < to)) continue;
    const line = lines[i]!;
    if (DIRECTIVE_LINE.test(line) && !(i === b.start ? ADMONITION_OPEN.test(line) && ADMONITION_CLOSE.test(lines[b.end - 1]!) : i === b.end - 1 && ADMONITION_CLOSE.test(line))) return false;
    const text = outsideCodeSpans(line.replace(ESCAPE, (m, c: string) => ('<>{}'.includes(c) ? '' : m)));
    if (text === undefined || MDX_SYNTAX.test(text) || syntaxStarts?.test(text)) return false;
  }
  return true;
}

/**
 * The line without its code spans, or undefined when a span may not close on the line (a backtick run with no
 * partner, or an escaped backtick): the line's syntax then depends on other lines.
 */
function outsideCodeSpans(line: string): string | undefined {
  if (line.includes('\\`')) return undefined;
  const runs = [...line.matchAll(BACKTICKS)];
  let out = '';
  let from = 0;
  for (let i = 0; i < runs.length; i++) {
    const open = runs[i]!;
    // A span closes at the next run of exactly as many backticks (CommonMark).
    const close = runs.findIndex((r, k) => k > i && r[0].length === open[0].length);
    if (close < 0) return undefined;
    out += line.slice(from, open.index);
    from = runs[close]!.index! + runs[close]![0].length;
    i = close;
  }
  return out + line.slice(from);
}
