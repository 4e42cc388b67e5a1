// Parse a code fence's meta string: `title="file.ts" {1,3-5} showLineNumbers npm2yarn`, and apply the magic
// comments Docusaurus reads in the code (`// highlight-next-line`, `# highlight-start` … `highlight-end`, in
// any of its comment forms, or the site's own `prism.magicComments`). No Node module: the build
// (generator/markdown/code/rehype-code.ts) and the browser's highlighter (highlight.ts) read blocks alike.
import { codeTitle, LINE_NUMBERS } from './props-meta.ts';

/** Docusaurus's `prism.magicComments` entry: a comment that marks the next line, or the lines between two. */
export interface MagicComment {
  /** The class of the lines it marks (Docusaurus's highlighted-line class also gets docsgen's `highlighted`). */
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** Docusaurus's default: `highlight-next-line`, and `highlight-start` … `highlight-end`. */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [{ className: 'highlighted', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }];

export interface CodeMeta {
  title?: string;
  highlight: Set<number>;
  /** First line number, when lines are numbered. */
  lineNumbersFrom?: number;
  npm2yarn: boolean;
}

export function parseCodeMeta(meta: string | undefined): CodeMeta {
  const result: CodeMeta = { highlight: new Set(), npm2yarn: false };
  if (!meta) return result;
  const title = codeTitle(meta);
  if (title !== undefined) result.title = title;
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  if (ranges) {
    for (const part of ranges[1]!.split(',')) {
      const [a, b] = part.trim().split('-').map(Number);
      if (a === undefined || Number.isNaN(a)) continue;
      for (let n = a; n <= (b !== undefined && !Number.isNaN(b) ? b : a); n++) result.highlight.add(n);
    }
  }
  const numbers = LINE_NUMBERS.exec(meta);
  if (numbers) result.lineNumbersFrom = numbers[1] ? Number(numbers[1]) : 1;
  result.npm2yarn = /(?:^|\s)npm2yarn(?=\s|$)/.test(meta);
  return result;
}

/** Classes of a block's lines, by 1-based line number (space-separated names). */
export type LineClasses = Map<number, string>;

/** Adds `className` to line `n`. */
export function markLine(lines: LineClasses, n: number, className: string): void {
  const had = lines.get(n);
  lines.set(n, had === undefined ? className : [...new Set([...had.split(' '), ...className.split(' ')])].join(' '));
}

// A comment of its own line, in any of the forms Docusaurus reads: `// x`, `# x`, `-- x`, `% x`, `;; x`, `/* x */`,
// `{/* x */}`, `<!-- x -->`.
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const commentLine = (names: string[]) => new RegExp(`^\\s*(?:\\/\\/|#|--|%|;;|\\/\\*|\\{\\/\\*|<!--)\\s*(${names.map(escape).join('|')})\\s*(?:\\*\\/\\}?|-->)?\\s*$`);

/**
 * The code without its magic-comment lines (Docusaurus's `prism.magicComments`); the lines they mark get their
 * comment's class in `lines`.
 */
export function applyMagicComments(code: string, lines: LineClasses, comments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS): string {
  const directives = new Map<string, { kind: 'line' | 'start' | 'end'; className: string }>();
  for (const c of comments) {
    if (c.line) directives.set(c.line, { kind: 'line', className: c.className });
    if (c.block) {
      directives.set(c.block.start, { kind: 'start', className: c.className });
      directives.set(c.block.end, { kind: 'end', className: c.className });
    }
  }
  const names = [...directives.keys()].sort((a, b) => b.length - a.length);
  if (!names.some((n) => code.includes(n))) return code;
  const directive = commentLine(names);
  const kept: string[] = [];
  const next = new Set<string>();
  const open = new Map<string, number>();
  for (const line of code.split('\n')) {
    const m = directive.exec(line);
    if (m) {
      const d = directives.get(m[1]!)!;
      if (d.kind === 'line') next.add(d.className);
      else open.set(d.className, Math.max(0, (open.get(d.className) ?? 0) + (d.kind === 'start' ? 1 : -1)));
      continue;
    }
    kept.push(line);
    for (const className of [...next, ...[...open].filter(([, depth]) => depth > 0).map(([c]) => c)]) markLine(lines, kept.length, className);
    next.clear();
  }
  return kept.join('\n');
}

/** A block's code as shown (magic-comment lines gone), its marked lines and its meta. */
export interface PreparedCode { code: string; marked: LineClasses; meta: CodeMeta }

export function prepareCode(source: string, metaString: string | undefined, comments?: readonly MagicComment[]): PreparedCode {
  const meta = parseCodeMeta(metaString);
  const marked: LineClasses = new Map();
  // As Docusaurus: a `{1,3}` range gets the class of the first magic comment, and the code's magic comments are
  // then left as they are (it reads one or the other).
  for (const n of meta.highlight) markLine(marked, n, comments?.[0]?.className ?? 'highlighted');
  return { code: meta.highlight.size ? source : applyMagicComments(source, marked, comments), marked, meta };
}

/** A `<pre>`'s style with its lines numbered from `from` (its class also gets `line-numbers`). */
export const numberedStyle = (style: string | undefined, from: number): string | undefined => (from === 1 ? style : `${style ?? ''};counter-reset:line ${from - 1}`);
