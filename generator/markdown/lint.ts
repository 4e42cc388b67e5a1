// Markdown the build accepts but the author probably did not mean: a code fence or `:::` container never
// closed (the rest of the page becomes code, or the container's), an admonition kind that does not exist (it
// stays text), a heading that skips a level. Warnings with file:line, found by a pass over the lines.
import type { Problem } from '../errors.ts';
import { FenceLines } from './fence-lines.ts';
import { ADMONITION_KINDS } from '../../templates/theme/admonition-kinds.ts';
import { didYouMean } from '../did-you-mean.ts';
import { DOCS } from '../docs-url.ts';

const CONTAINER = /^ {0,3}(:{3,})\s*([A-Za-z][\w-]*)?/;
const HEADING = /^ {0,3}(#{1,6})(?:\s|$)/;
const KINDS = new Set<string>(ADMONITION_KINDS);

/** `bodyLine`: the file line of the body's first line (after frontmatter). `keywords`: the site's own admonition types. */
export function lintMarkdown(body: string, file: string, bodyLine: number, keywords: readonly string[] = []): Problem[] {
  const problems: Problem[] = [];
  const lines = body.split('\n');
  // Fences indented any amount: a list item's fence may open deeper than it closes.
  const fences = new FenceLines(true);
  const containers: { name: string; line: number }[] = [];
  // The page title is the level-1 heading (written or from frontmatter): sections start at 2.
  let level = 1;
  lines.forEach((text, i) => {
    const line = bodyLine + i;
    if (fences.next(text)) return;
    const container = CONTAINER.exec(text);
    if (container) {
      const name = container[2];
      if (!name) containers.pop();
      else {
        if (!KINDS.has(name) && !keywords.includes(name)) {
          const meant = didYouMean(name, ADMONITION_KINDS);
          problems.push({ pos: { file, line }, message: `unknown admonition type "${name}": the block stays plain text${meant ? ` — did you mean ":::${meant}"?` : ''}`, hint: meant ? `write :::${meant}` : `use one of ${[...KINDS].join(', ')}; see ${DOCS.admonitions}` });
        }
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
  if (fences.marker) problems.push({ pos: { file, line: bodyLine + fences.openedAt }, message: 'this code block is never closed: the rest of the page is shown as code', hint: `close it with ${fences.marker} on a line of its own` });
  for (const c of containers) problems.push({ pos: { file, line: c.line }, message: `this :::${c.name} block is never closed: the rest of the page is inside it`, hint: 'close it with ::: on a line of its own' });
  return problems;
}
