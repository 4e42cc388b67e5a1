// Parse a code fence's meta string: `title="file.ts" {1,3-5}`.

export interface CodeMeta {
  title?: string;
  highlight: Set<number>;
}

export function parseCodeMeta(meta: string | undefined): CodeMeta {
  const result: CodeMeta = { highlight: new Set() };
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
  return result;
}
