// Docusaurus's MDX 1 compatibility, on by default there (`markdown.mdx1Compat`): `{#custom-id}` after a heading,
// `<!-- HTML comments -->` and `:::note Title` admonition titles, none of which MDX 3 reads; and its ```` ```mdx-code-block ````
// fences, whose content is MDX (a site writes them so that GitHub shows the file as Markdown). Rewritten before
// compiling, line for line, so positions in errors stay those of the file. Other fenced code is left alone.

import { FenceLines } from '../markdown/fence-lines.ts';

export function preprocessMdx(source: string): string {
  const lines = unwrapMdxCodeBlocks(source.split('\n'));
  // Fences indented any amount: a list item's fence may open deeper than it closes (`    ```js` … `  ````), and a
  // fence missed there would take the rest of the doc, its `{#id}` headings unescaped, for code.
  const fences = new FenceLines(true);
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    if (fences.next(line, !inComment)) continue;
    // HTML comments, also across lines, become MDX comments: `{/* … */}`.
    let out = '';
    let rest = line;
    while (rest) {
      if (inComment) {
        const end = rest.indexOf('-->');
        if (end < 0) {
          out += rest.replaceAll('*/', '* /');
          rest = '';
        } else {
          out += `${rest.slice(0, end).replaceAll('*/', '* /')}*/}`;
          rest = rest.slice(end + 3);
          inComment = false;
        }
        continue;
      }
      const start = indexOutsideCode(rest, '<!--');
      if (start < 0) {
        out += rest;
        rest = '';
      } else {
        out += `${rest.slice(0, start)}{/*`;
        rest = rest.slice(start + 4);
        inComment = true;
      }
    }
    line = out;
    if (!inComment) {
      line = line.replace(/^(#{1,6}\s.*?)\s*\{#([\w-]+)\}\s*$/, '$1 \\{#$2\\}');
      line = line.replace(/^(\s*:{3,}[a-z]+)[ \t]+(\S.*?)\s*$/, (m, head: string, title: string) => (title.startsWith('{') || title.startsWith('[') ? m : `${head}[${title}]`));
    }
    lines[i] = line;
  }
  return lines.join('\n');
}

export const MDX_CODE_BLOCK = /^[ \t]*(`{3,}|~{3,})mdx-code-block[ \t]*$/;

/** ```` ```mdx-code-block ```` fences dropped (their lines left blank), their content kept as MDX. */
function unwrapMdxCodeBlocks(lines: string[]): string[] {
  const fences = new FenceLines();
  let unwrapping: string | undefined;
  return lines.map((line) => {
    if (unwrapping) {
      const close = /^[ \t]*(`{3,}|~{3,})[ \t]*$/.exec(line)?.[1];
      if (close && close[0] === unwrapping[0] && close.length >= unwrapping.length) {
        unwrapping = undefined;
        return '';
      }
      return line;
    }
    const open = fences.marker === undefined ? MDX_CODE_BLOCK.exec(line)?.[1] : undefined;
    if (open) {
      unwrapping = open;
      return '';
    }
    fences.next(line);
    return line;
  });
}

/** Index of `needle` in `line` outside inline code spans, or -1. */
function indexOutsideCode(line: string, needle: string): number {
  let i = 0;
  while (i < line.length) {
    const tick = line.indexOf('`', i);
    const at = line.indexOf(needle, i);
    if (at < 0) return -1;
    if (tick < 0 || at < tick) return at;
    const run = /^`+/.exec(line.slice(tick))![0];
    const close = line.indexOf(run, tick + run.length);
    if (close < 0) return at;
    i = close + run.length;
  }
  return -1;
}
