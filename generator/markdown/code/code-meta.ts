// Parse a code fence's meta string: `title="file.ts" {1,3-5} showLineNumbers npm2yarn`, and apply the magic
// comments Docusaurus reads in the code (`// highlight-next-line`, `# highlight-start` … `highlight-end`, in
// any of its comment forms).

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
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  if (ranges) {
    for (const part of ranges[1]!.split(',')) {
      const [a, b] = part.trim().split('-').map(Number);
      if (a === undefined || Number.isNaN(a)) continue;
      for (let n = a; n <= (b !== undefined && !Number.isNaN(b) ? b : a); n++) result.highlight.add(n);
    }
  }
  const numbers = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/.exec(meta);
  if (numbers) result.lineNumbersFrom = numbers[1] ? Number(numbers[1]) : 1;
  result.npm2yarn = /(?:^|\s)npm2yarn(?=\s|$)/.test(meta);
  return result;
}

const MAGIC = /^\s*(?:\/\/|#|--|%|;;|\/\*|\{\/\*|<!--)\s*highlight-(next-line|start|end)\s*(?:\*\/\}?|-->)?\s*$/;

/** The code without its magic-comment lines; the lines they mark are added to `highlight` (1-based). */
export function applyMagicComments(code: string, highlight: Set<number>): string {
  if (!code.includes('highlight-')) return code;
  const kept: string[] = [];
  let next = false;
  let open = false;
  for (const line of code.split('\n')) {
    const m = MAGIC.exec(line);
    if (m) {
      if (m[1] === 'next-line') next = true;
      else open = m[1] === 'start';
      continue;
    }
    kept.push(line);
    if (next || open) highlight.add(kept.length);
    next = false;
  }
  return kept.join('\n');
}
