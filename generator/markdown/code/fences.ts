// The fenced code blocks of a doc as a quick line scan finds them, before the doc is parsed: what a worker can
// highlight ahead of the requests for them (see threads/pool.ts). A block the scan gets wrong (a fence in an
// HTML comment, say) costs only the time spent on it: requests are highlighted from the parsed doc.
import { FenceLines } from '../fence-lines.ts';

export interface FencedCode {
  /** The fence's language, as its info string's first word names it (`js` in ```` ```js title="a.js" ````). */
  lang: string;
  code: string;
}

const OPENING = /^([ \t]*)(`{3,}|~{3,})[ \t]*([\w+#-]*)([^\n]*)$/;

export function scanFences(body: string): FencedCode[] {
  const blocks: FencedCode[] = [];
  const fences = new FenceLines(true);
  let block: { lang: string; indentation: RegExp; code: string[] } | undefined;
  const end = () => {
    if (block?.lang) blocks.push({ lang: block.lang, code: block.code.join('\n') });
    block = undefined;
  };
  for (const line of body.split('\n')) {
    const open = block ? null : OPENING.exec(line);
    // A backtick fence's info string has no backticks.
    if (!fences.next(line, !(open && open[2]![0] === '`' && open[4]!.includes('`')))) continue;
    if (!block) {
      // Content lines lose as much of their indentation as the fence has.
      block = { lang: open![3]!, indentation: new RegExp(`^[ \\t]{0,${open![1]!.length}}`), code: [] };
    } else if (fences.marker === undefined) end();
    else block.code.push(line.replace(block.indentation, ''));
  }
  end();
  return blocks;
}
