// Markdown the build accepts but the author probably did not mean: a code fence or `:::` container never
// closed (the rest of the page becomes code, or the container's), an admonition kind that does not exist (it
// stays text), a heading that skips a level. Warnings with file:line, found by a pass over the lines.
import type { Problem } from '../errors.ts';
import { ADMONITION_KINDS } from '../../templates/theme/admonition-kinds.ts';

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const CONTAINER = /^ {0,3}(:{3,})\s*([A-Za-z][\w-]*)?/;
const HEADING = /^ {0,3}(#{1,6})(?:\s|$)/;
const KINDS = new Set<string>(ADMONITION_KINDS);

/** `bodyLine`: the file line of the body's first line (after frontmatter). */
export function lintMarkdown(body: string, file: string, bodyLine: number): Problem[] {
  const problems: Problem[] = [];
  const lines = body.split('\n');
  let fence: { marker: string; line: number } | undefined;
  const containers: { name: string; line: number }[] = [];
  // The page title is the level-1 heading (written or from frontmatter): sections start at 2.
  let level = 1;
  lines.forEach((text, i) => {
    const line = bodyLine + i;
    if (fence) {
      const close = FENCE.exec(text);
      if (close && close[1]![0] === fence.marker[0] && close[1]!.length >= fence.marker.length && !text.slice(close[0].length).trim()) fence = undefined;
      return;
    }
    const open = FENCE.exec(text);
    if (open) {
      fence = { marker: open[1]!, line };
      return;
    }
    const container = CONTAINER.exec(text);
    if (container) {
      const name = container[2];
      if (!name) containers.pop();
      else {
        if (!KINDS.has(name)) problems.push({ pos: { file, line }, message: `unknown admonition type "${name}": the block stays plain text`, hint: `use one of ${[...KINDS].join(', ')}` });
        containers.push({ name, line });
      }
      return;
    }
    const heading = HEADING.exec(text);
    if (heading) {
      const next = heading[1]!.length;
      if (next > level + 1) problems.push({ pos: { file, line }, message: `heading level jumps from ${level} to ${next}`, hint: `use ${'#'.repeat(level + 1)} here, or add the level in between: screen readers and the table of contents follow the levels` });
      level = next;
    }
  });
  if (fence) problems.push({ pos: { file, line: fence.line }, message: 'this code block is never closed: the rest of the page is shown as code', hint: `close it with ${fence.marker} on a line of its own` });
  for (const c of containers) problems.push({ pos: { file, line: c.line }, message: `this :::${c.name} block is never closed: the rest of the page is inside it`, hint: 'close it with ::: on a line of its own' });
  return problems;
}
