// The table of contents as Docusaurus's TOCItems gives it to `TOCItems/Tree`: the headings at the shown levels, each
// `{value, id, level, children}` under the nearest heading above it of a higher level.
import type { DocPageData } from '../context.ts';

export interface TocTreeNode {
  value: string;
  id: string;
  level: number;
  children: TocTreeNode[];
}

export function tocTreeOf(toc: DocPageData['toc'], levels: { minHeadingLevel: number; maxHeadingLevel: number }): TocTreeNode[] {
  const roots: TocTreeNode[] = [];
  const stack: TocTreeNode[] = [];
  for (const h of toc) {
    if (h.level < levels.minHeadingLevel || h.level > levels.maxHeadingLevel) continue;
    const node = { ...h, children: [] };
    while (stack.length && stack[stack.length - 1]!.level >= h.level) stack.pop();
    (stack.length ? stack[stack.length - 1]!.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}
