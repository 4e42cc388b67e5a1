// `@theme/TOCInline`: the doc's headings as a nested list, from the `toc` every MDX doc exports.
import type { ReactNode } from 'react';

export interface TocItem {
  value: string;
  id: string;
  level: number;
}

export interface TOCInlineProps {
  toc: readonly TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: TOCInlineProps) {
  const items = (toc ?? []).filter((h) => h.level >= minHeadingLevel && h.level <= maxHeadingLevel);
  return <div className="toc-inline">{list(items, 0)}</div>;
}

/** Items from `start` at the first item's level; deeper ones nest under the item before them. */
function list(items: readonly TocItem[], start: number): ReactNode {
  if (start >= items.length) return null;
  const level = items[start]!.level;
  const out: ReactNode[] = [];
  for (let i = start; i < items.length && items[i]!.level >= level; i++) {
    const h = items[i]!;
    if (h.level > level) continue;
    const next = items[i + 1];
    // `value` is HTML, as Docusaurus's TOC items have it (`The <code>run</code> command`).
    out.push(<li key={h.id}><a href={`#${h.id}`} dangerouslySetInnerHTML={{ __html: h.value }} />{next && next.level > level ? <ul>{list(items, i + 1)}</ul> : null}</li>);
  }
  return start === 0 ? <ul>{out}</ul> : out;
}
