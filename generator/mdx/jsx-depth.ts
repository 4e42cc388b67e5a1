// A bound on how deep an MDX doc's JSX elements nest. The MDX parser, its tree walkers and React's renderer all
// recurse once per level: a few thousand levels overflow the stack somewhere among them, which reads as a syntax
// error or a component's fault. A quick pass over the text finds the depth first and names the line.
import { BuildError } from '../errors.ts';
import { FenceLines } from '../markdown/fence-lines.ts';

/** Levels every stage handles with room to spare (about 650 render; 800 overflow React's renderer). */
export const MAX_JSX_DEPTH = 500;

/** A JSX tag: `<Name …>`, `</Name>`, `<Name … />`, fragments `<>` and `</>`. Attributes with `>` inside braces are rare enough to miss. */
const TAG = /<(\/?)([A-Za-z][\w.:-]*)?(?:\s[^<>]*?)?(\/?)>/g;

/** Fails at the line where elements first nest past MAX_JSX_DEPTH. `text`: the doc as compiled (line 1 is the file's). */
export function checkJsxDepth(text: string, file: string): void {
  const fences = new FenceLines(true);
  let depth = 0;
  for (const [i, line] of text.split('\n').entries()) {
    // A line with no `<` has no tag: most of a doc, spared the code-span pass.
    if (fences.next(line) || !line.includes('<')) continue;
    for (const m of withoutInlineCode(line).matchAll(TAG)) {
      if (m[3]) continue;
      depth = m[1] ? Math.max(0, depth - 1) : depth + 1;
      if (depth > MAX_JSX_DEPTH) {
        throw new BuildError([{
          pos: { file, line: i + 1, column: m.index + 1 },
          message: `JSX elements nest more than ${MAX_JSX_DEPTH} levels deep here, more than the MDX compiler and React's renderer can follow`,
          hint: 'flatten the markup (a list or a component that takes the items as a prop), or split it across components',
        }]);
      }
    }
  }
}

/** `line` with its inline code spans blanked, so `<div>` written as code is not counted. */
function withoutInlineCode(line: string): string {
  return line.replace(/(`+)[^`]*?\1/g, (span) => ' '.repeat(span.length));
}
