// The fenced code blocks of a doc as a quick line scan finds them, before the doc is parsed: what a worker can
// highlight ahead of the requests for them (see threads/pool.ts). A block the scan gets wrong (a fence in an
// HTML comment, say) costs only the time spent on it: requests are highlighted from the parsed doc.
export interface FencedCode {
  /** The fence's language, as its info string's first word names it (`js` in ```` ```js title="a.js" ````). */
  lang: string;
  code: string;
}

const OPENING = /^([ \t]*)(`{3,}|~{3,})[ \t]*([\w+#-]*)([^\n]*)$/;

export function scanFences(body: string): FencedCode[] {
  const blocks: FencedCode[] = [];
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = OPENING.exec(lines[i]!);
    // A backtick fence's info string has no backticks.
    if (!open || (open[2]![0] === '`' && open[4]!.includes('`'))) continue;
    const [, indent, fence] = open as unknown as [string, string, string, string];
    const closing = new RegExp(`^[ \\t]*${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
    // Content lines lose as much of their indentation as the fence has.
    const indentation = new RegExp(`^[ \\t]{0,${indent.length}}`);
    const code: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !closing.test(lines[j]!); j++) code.push(lines[j]!.replace(indentation, ''));
    if (open[3]) blocks.push({ lang: open[3], code: code.join('\n') });
    i = j;
  }
  return blocks;
}
